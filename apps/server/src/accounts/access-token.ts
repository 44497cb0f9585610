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
