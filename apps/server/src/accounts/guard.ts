import { type Capability, can, MESSAGES, roleFor } from '@flowlane/contracts';
import type { FastifyRequest } from 'fastify';
import { apiKeyCaller, presentedApiKey } from '../api-keys/authenticate.js';
import type { RoutesContext } from '../context.js';
import { teamsRepository, usersRepository } from '../db/index.js';
import { forbidden, unauthorized } from '../http/errors.js';
import {
  type AccessClaims,
  LIVE_TICKET_TTL_SECONDS,
  verifyAccessToken,
  verifyLiveTicket,
} from './access-token.js';
import type { AuthedUser } from './authed-user.js';
import { planOf } from './plans.js';

export type { AuthedUser };

export type AuthGuard = {
  /** The caller, or 401 "Session expired, please log in again." Memoised per request. */
  requireUser(request: FastifyRequest): Promise<AuthedUser>;
  /** The caller when its roles hold the capability (`can`, contracts), else 403. */
  requireCapability(request: FastifyRequest, capability: Capability): Promise<AuthedUser>;
  /** The caller of a live-log stream, by its single-use ticket for `workflowId` (see signLiveTicket). */
  requireTicketUser(ticket: string, workflowId: string): Promise<AuthedUser>;
};

const noSession = () => unauthorized(MESSAGES.noSession);

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

const guards = new WeakMap<RoutesContext, AuthGuard>();

/**
 * The auth guard of a server. Every domain takes it from here, so one request resolves its caller once:
 *
 *   const { requireUser, requireCapability } = authGuard(ctx);
 *   app.get('/api/thing', async (request) => { const user = await requireUser(request); ... });
 *
 * The access token proves who the caller is and which session it belongs to; the current team, its plan
 * and the roles are read from the database on each request, so a team switch, a plan change, a logout
 * or a deleted account takes effect at once, not when the 15-minute token runs out.
 */
export function authGuard(ctx: RoutesContext): AuthGuard {
  const existing = guards.get(ctx);
  if (existing) return existing;
  const resolved = new WeakMap<FastifyRequest, Promise<AuthedUser>>();

  // Tickets used in this process, until they expire. A ticket is signed for one workflow and lives a
  // minute; across processes it could be replayed within that minute, to the same user's same stream.
  const usedTickets = new Map<string, number>();

  async function resolve(request: FastifyRequest): Promise<AuthedUser> {
    const token = bearerToken(request.headers.authorization);
    const key = presentedApiKey(request, token);
    if (key !== undefined) return apiKeyCaller(ctx, request, key);
    if (!token) throw noSession();
    const claims = await verifyAccessToken(ctx.config.jwtSecret, token);
    if (!claims) throw noSession();
    return resolveClaims(claims);
  }

  async function resolveTicket(ticket: string, workflowId: string): Promise<AuthedUser> {
    const claims = await verifyLiveTicket(ctx.config.jwtSecret, ticket);
    if (!claims || claims.workflow !== workflowId || usedTickets.has(claims.jti)) throw noSession();
    const now = Date.now();
    for (const [jti, expires] of usedTickets) if (expires < now) usedTickets.delete(jti);
    usedTickets.set(claims.jti, now + LIVE_TICKET_TTL_SECONDS * 1000);
    return resolveClaims(claims);
  }

  async function resolveClaims(claims: AccessClaims): Promise<AuthedUser> {
    const db = ctx.database.db;
    const principal = await usersRepository(db).findSessionPrincipal(claims.sub, claims.sid);
    if (!principal?.sessionActive || principal.user.softDeletedAt || !principal.user.activatedAt) {
      throw noSession();
    }
    let team = principal.currentTeam;
    if (!team) {
      // The default team is gone (removed from it): continue in the oldest team the user still has.
      const [oldest] = await teamsRepository(db).listForUser(claims.sub);
      if (!oldest) throw forbidden('You are not a member of any team.');
      team = { teamId: oldest.id, role: oldest.role, planGuid: oldest.planGuid };
    }
    const plan = planOf(team.planGuid);
    const isAdmin = team.role === 'admin';
    return {
      userId: claims.sub,
      teamId: team.teamId,
      sessionId: claims.sid,
      roles: [roleFor(plan.family, isAdmin)],
      isAdmin,
      plan,
    };
  }

  const guard: AuthGuard = {
    requireUser(request) {
      let caller = resolved.get(request);
      if (!caller) {
        caller = resolve(request);
        resolved.set(request, caller);
      }
      return caller;
    },
    async requireCapability(request, capability) {
      const caller = await guard.requireUser(request);
      if (!can(caller.roles, capability)) {
        throw forbidden('Your role does not allow this action.');
      }
      return caller;
    },
    requireTicketUser: resolveTicket,
  };
  guards.set(ctx, guard);
  return guard;
}
