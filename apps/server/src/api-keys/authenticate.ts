import { roleFor } from '@flowlane/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthedUser } from '../accounts/authed-user.js';
import { planOf } from '../accounts/plans.js';
import { throttle } from '../accounts/throttle.js';
import type { RoutesContext } from '../context.js';
import { API_KEY_USE_RETENTION_MS, apiKeysRepository } from '../db/index.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { apiKeyHash, looksLikeApiKey } from './keys.js';
import { API_KEY_FAILURES_PER_ADDRESS } from './policy.js';
import { keyRequirement } from './scopes.js';

export const KEY_MESSAGES = {
  invalid: 'The API key is not valid.',
  revoked: 'The API key has been revoked.',
  expired: 'The API key has expired.',
  noLongerMember: "The API key's owner is no longer a member of its team.",
  sessionOnly: 'This action needs a signed-in session; API keys cannot be used for it.',
  missingScope: (scope: string, method: string, route: string) =>
    `This API key lacks the "${scope}" scope, which ${method} ${route} needs.`,
} as const;

/** How often an accepted use also prunes the use log, so it stays bounded without a timer. */
const PRUNE_ONE_IN = 1000;

/**
 * The key a request presents: `X-API-Key: <key>`, or `Authorization: Bearer <key>` when the bearer token
 * has the key prefix (an access token never has). Undefined: the request presents no key.
 */
export function presentedApiKey(
  request: FastifyRequest,
  bearerToken: string | undefined,
): string | undefined {
  const header = request.headers['x-api-key'];
  const given = Array.isArray(header) ? header[0] : header;
  if (given !== undefined) return given.trim();
  return bearerToken !== undefined && looksLikeApiKey(bearerToken) ? bearerToken : undefined;
}

/**
 * The caller a key stands for, in the key's team only (never the user's current team): a personal key
 * acts as its user with the user's role in that team now; a team key acts with a member's role (member
 * management, billing and deletion need a person), recorded as its creator. The route must be within the
 * key's scopes. A bad key is counted per address like a failed sign-in; an address over the limit gets
 * 429 for bad keys only, since a valid key (256 random bits) gains a guesser nothing.
 */
export async function apiKeyCaller(
  ctx: RoutesContext,
  request: FastifyRequest,
  key: string,
): Promise<AuthedUser> {
  const db = ctx.database.db;
  const repository = apiKeysRepository(db);
  const now = new Date();
  const found = key.length <= 200 ? await repository.findPrincipal(apiKeyHash(key)) : undefined;
  if (!found) {
    await throttle(db).consume(API_KEY_FAILURES_PER_ADDRESS, request.ip);
    throw unauthorized(KEY_MESSAGES.invalid);
  }
  const { key: record, user, membership } = found;
  if (record.revokedAt) throw unauthorized(KEY_MESSAGES.revoked);
  if (record.expiresAt.getTime() <= now.getTime()) throw unauthorized(KEY_MESSAGES.expired);
  if (!membership || user.softDeletedAt || !user.activatedAt) throw unauthorized(KEY_MESSAGES.noLongerMember);

  const route = request.routeOptions.url ?? request.url;
  const needed = keyRequirement(request.method, route, request.routeOptions.config?.apiKeyScope);
  if (needed === 'session') throw forbidden(KEY_MESSAGES.sessionOnly);
  if (!record.scopes.includes(needed))
    throw forbidden(KEY_MESSAGES.missingScope(needed, request.method, route));

  await repository.recordUse(record, { at: now, method: request.method, route, ip: request.ip });
  if (Math.random() * PRUNE_ONE_IN < 1) {
    await repository.pruneUses(new Date(now.getTime() - API_KEY_USE_RETENTION_MS));
  }
  const plan = planOf(membership.planGuid);
  const isAdmin = record.kind === 'personal' && membership.role === 'admin';
  return {
    userId: record.userId,
    teamId: record.teamId,
    sessionId: '',
    roles: [roleFor(plan.family, isAdmin)],
    isAdmin,
    plan,
    apiKey: { id: record.id, kind: record.kind },
  };
}
