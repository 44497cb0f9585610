import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS } from './policy.js';

const ISSUER = 'flowlane';
const AUDIENCE = 'flowlane-api';

/** sub: the user; team: the current team when issued; sid: the sign-in session (refresh-token family). */
const AccessClaims = z.object({ sub: z.uuid(), team: z.uuid().nullable(), sid: z.uuid() });
export type AccessClaims = z.infer<typeof AccessClaims>;

const secretKey = (jwtSecret: string) => new TextEncoder().encode(jwtSecret);

export function signAccessToken(jwtSecret: string, claims: AccessClaims): Promise<string> {
  return new SignJWT({ team: claims.team, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(secretKey(jwtSecret));
}

/** The claims of a valid, unexpired token of ours; undefined for anything else. */
export async function verifyAccessToken(jwtSecret: string, token: string): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secretKey(jwtSecret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const claims = AccessClaims.safeParse(payload);
    return claims.success ? claims.data : undefined;
  } catch {
    return undefined;
  }
}

const LIVE_AUDIENCE = 'flowlane-live';
/** Long enough to open the stream it was asked for; it is useless once used or after this. */
export const LIVE_TICKET_TTL_SECONDS = 60;

/** A live-log ticket: the access token's claims, bound to one workflow's stream, used once. */
const LiveClaims = AccessClaims.extend({ workflow: z.uuid(), jti: z.uuid() });
export type LiveClaims = z.infer<typeof LiveClaims>;

/**
 * EventSource cannot send an Authorization header, so the live log is opened with a ticket in its URL
 * instead of the access token: short-lived, bound to one workflow, refused on a second use.
 */
export function signLiveTicket(jwtSecret: string, claims: Omit<LiveClaims, 'jti'>): Promise<string> {
  return new SignJWT({ team: claims.team, sid: claims.sid, workflow: claims.workflow })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(LIVE_AUDIENCE)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${LIVE_TICKET_TTL_SECONDS}s`)
    .sign(secretKey(jwtSecret));
}

export async function verifyLiveTicket(jwtSecret: string, ticket: string): Promise<LiveClaims | undefined> {
  try {
    const { payload } = await jwtVerify(ticket, secretKey(jwtSecret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: LIVE_AUDIENCE,
    });
    const claims = LiveClaims.safeParse(payload);
    return claims.success ? claims.data : undefined;
  } catch {
    return undefined;
  }
}
