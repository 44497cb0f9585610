import {
  type ApiKey,
  type ApiKeyKind,
  ApiKeyScope,
  type ApiKeyUseList,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from '@flowlane/contracts';
import type { AuthedUser } from '../accounts/guard.js';
import type { AppContext } from '../context.js';
import { type ApiKeyRecord, apiKeysRepository, teamsRepository } from '../db/index.js';
import { forbidden, notFound } from '../http/errors.js';
import { apiKeyHash, apiKeyStart, newApiKey } from './keys.js';
import { API_KEY_USES_SHOWN } from './policy.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_FOUND = 'API key not found';

export function apiKeyView(record: ApiKeyRecord): ApiKey {
  return {
    id: record.id,
    kind: record.kind,
    teamId: record.teamId,
    name: record.name,
    start: record.start,
    // A scope this version does not know (written by a newer one) is left out rather than failing the list.
    scopes: record.scopes.flatMap((scope) => {
      const known = ApiKeyScope.safeParse(scope);
      return known.success ? [known.data] : [];
    }),
    expiresAt: record.expiresAt.toISOString(),
    lastUsedAt: record.lastUsedAt?.toISOString() ?? null,
    revokedAt: record.revokedAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
    createdBy: record.userId,
  };
}

/** Where a list of keys lives: the caller's own keys in its current team, or a team's keys (admins). */
export type KeyOwner = { kind: ApiKeyKind; teamId: string; userId?: string };

/** The caller's personal keys: in its current team, its own. */
export const personalKeys = (caller: AuthedUser): KeyOwner => ({
  kind: 'personal',
  teamId: caller.teamId,
  userId: caller.userId,
});

/** A team's keys, for an admin of that team (any of the caller's teams, not only the current one). */
export async function teamKeys(ctx: AppContext, caller: AuthedUser, teamId: string): Promise<KeyOwner> {
  const membership = await teamsRepository(ctx.database.db).findMembership(teamId, caller.userId);
  if (!membership) throw notFound('Team not found');
  if (membership.role !== 'admin') throw forbidden('Only team admins manage team API keys.');
  return { kind: 'team', teamId };
}

export function apiKeyService(ctx: AppContext) {
  const repo = () => apiKeysRepository(ctx.database.db);

  async function owned(owner: KeyOwner, id: string): Promise<ApiKeyRecord> {
    const found = await repo().get(owner.teamId, id);
    if (!found || found.kind !== owner.kind || (owner.userId && found.userId !== owner.userId)) {
      throw notFound(NOT_FOUND);
    }
    return found;
  }

  return {
    async list(owner: KeyOwner): Promise<ApiKey[]> {
      return (await repo().list(owner.teamId, owner.kind, owner.userId)).map(apiKeyView);
    },

    /** Makes a key; the answer is the only place the key itself ever appears. */
    async create(owner: KeyOwner, caller: AuthedUser, request: CreateApiKeyRequest): Promise<CreatedApiKey> {
      const key = newApiKey();
      const record = await repo().create({
        teamId: owner.teamId,
        userId: caller.userId,
        kind: owner.kind,
        name: request.name,
        start: apiKeyStart(key),
        keyHash: apiKeyHash(key),
        scopes: request.scopes,
        expiresAt: new Date(Date.now() + request.expiresInDays * DAY_MS),
      });
      return { ...apiKeyView(record), key };
    },

    async revoke(owner: KeyOwner, id: string): Promise<ApiKey> {
      await owned(owner, id);
      const revoked = await repo().revoke(owner.teamId, id, new Date());
      if (!revoked) throw notFound(NOT_FOUND);
      return apiKeyView(revoked);
    },

    async uses(owner: KeyOwner, id: string): Promise<ApiKeyUseList> {
      const key = await owned(owner, id);
      const uses = await repo().listUses(key.id, API_KEY_USES_SHOWN);
      return { items: uses.map((use) => ({ ...use, at: use.at.toISOString() })) };
    },
  };
}
