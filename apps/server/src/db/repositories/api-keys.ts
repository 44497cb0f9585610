import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { apiKeys, apiKeyUses, memberships, teams, users } from '../schema/index.js';

export type ApiKeyRecord = typeof apiKeys.$inferSelect;
export type ApiKeyKindValue = ApiKeyRecord['kind'];
export type NewApiKey = Pick<
  ApiKeyRecord,
  'teamId' | 'userId' | 'kind' | 'name' | 'start' | 'keyHash' | 'scopes' | 'expiresAt'
>;

/** A presented key with what it acts as: its user's membership of the key's team (none: the user left). */
export type ApiKeyPrincipal = {
  key: ApiKeyRecord;
  user: { activatedAt: Date | null; softDeletedAt: Date | null };
  membership: { role: 'admin' | 'member'; planGuid: string } | null;
};

/** How often a key's last_used_at is written at most: the list shows the minute, the use log the rest. */
const LAST_USED_RESOLUTION_MS = 60_000;
/** How long the use log is kept. */
export const API_KEY_USE_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/** API keys and their use log. Keys are found by their sha256; every list is scoped by team. */
export function apiKeysRepository(db: Db) {
  return {
    async create(key: NewApiKey): Promise<ApiKeyRecord> {
      const [row] = await db.insert(apiKeys).values(key).returning();
      if (!row) throw new Error('api_keys insert returned no row');
      return row;
    },

    /** The keys of a kind in a team (a personal list also by user), newest first, revoked ones included. */
    list(teamId: string, kind: ApiKeyKindValue, userId?: string): Promise<ApiKeyRecord[]> {
      return db
        .select()
        .from(apiKeys)
        .where(
          and(
            eq(apiKeys.teamId, teamId),
            eq(apiKeys.kind, kind),
            userId === undefined ? undefined : eq(apiKeys.userId, userId),
          ),
        )
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    },

    async get(teamId: string, id: string): Promise<ApiKeyRecord | undefined> {
      const [row] = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.teamId, teamId), eq(apiKeys.id, id)));
      return row;
    },

    /** Revokes a key of the team; the first revoke time stays. Undefined: no such key in the team. */
    async revoke(teamId: string, id: string, at: Date): Promise<ApiKeyRecord | undefined> {
      const [row] = await db
        .update(apiKeys)
        .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(apiKeys.teamId, teamId), eq(apiKeys.id, id)))
        .returning();
      return row;
    },

    /** Moves a key's expiry (tests; a renew to come). */
    async setExpiry(teamId: string, id: string, expiresAt: Date): Promise<void> {
      await db
        .update(apiKeys)
        .set({ expiresAt })
        .where(and(eq(apiKeys.teamId, teamId), eq(apiKeys.id, id)));
    },

    /** The key with this hash and what it acts as, in one read. */
    async findPrincipal(keyHash: string): Promise<ApiKeyPrincipal | undefined> {
      const [row] = await db
        .select({
          key: apiKeys,
          activatedAt: users.activatedAt,
          softDeletedAt: users.softDeletedAt,
          role: memberships.role,
          planGuid: teams.planGuid,
        })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .innerJoin(teams, eq(teams.id, apiKeys.teamId))
        .leftJoin(
          memberships,
          and(eq(memberships.teamId, apiKeys.teamId), eq(memberships.userId, apiKeys.userId)),
        )
        .where(eq(apiKeys.keyHash, keyHash));
      if (!row) return undefined;
      return {
        key: row.key,
        user: { activatedAt: row.activatedAt, softDeletedAt: row.softDeletedAt },
        membership: row.role ? { role: row.role, planGuid: row.planGuid } : null,
      };
    },

    /**
     * Logs a use (one insert) and moves last_used_at when it is a minute old or more, so a busy key
     * writes its row once a minute, not once a request.
     */
    async recordUse(
      key: Pick<ApiKeyRecord, 'id' | 'lastUsedAt'>,
      use: { at: Date; method: string; route: string; ip: string },
    ): Promise<void> {
      await db.insert(apiKeyUses).values({ keyId: key.id, ...use });
      if (key.lastUsedAt && use.at.getTime() - key.lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
      const staleBefore = new Date(use.at.getTime() - LAST_USED_RESOLUTION_MS);
      await db
        .update(apiKeys)
        .set({ lastUsedAt: use.at })
        .where(
          and(eq(apiKeys.id, key.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))),
        );
    },

    /** A key's latest uses, newest first. */
    listUses(
      keyId: string,
      limit: number,
    ): Promise<{ at: Date; method: string; route: string; ip: string }[]> {
      return db
        .select({ at: apiKeyUses.at, method: apiKeyUses.method, route: apiKeyUses.route, ip: apiKeyUses.ip })
        .from(apiKeyUses)
        .where(eq(apiKeyUses.keyId, keyId))
        .orderBy(desc(apiKeyUses.at), desc(apiKeyUses.id))
        .limit(limit);
    },

    /** Drops use-log rows older than `before`. */
    async pruneUses(before: Date): Promise<void> {
      await db.delete(apiKeyUses).where(lt(apiKeyUses.at, before));
    },
  };
}
