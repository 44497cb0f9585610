import { and, asc, eq, gt, ilike, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { authorizations, oauth2States } from '../schema/index.js';

export type AuthorizationRecord = typeof authorizations.$inferSelect;
export type OAuth2StateRecord = typeof oauth2States.$inferSelect;

export type NewAuthorization = {
  id: string;
  name: string;
  templateId: string;
  kind: string;
  projectId: string | null;
  fields: Record<string, unknown>;
  secrets: string | null;
  secretsKeyId: string | null;
};

export type AuthorizationPatch = {
  name?: string;
  projectId?: string | null;
  fields?: Record<string, unknown>;
  secrets?: string | null;
  secretsKeyId?: string | null;
  status?: 'ok' | 'needs_attention';
  statusReason?: string | null;
  tokenExpiresAt?: Date | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A team's authorizations: every method takes the caller's team id, except the two system jobs below. */
export function authorizationsRepository(db: Db) {
  const scoped = (teamId: string, id: string) =>
    and(eq(authorizations.teamId, teamId), eq(authorizations.id, id));

  const update = async (
    d: Db,
    teamId: string,
    id: string,
    patch: AuthorizationPatch,
  ): Promise<AuthorizationRecord | undefined> => {
    const [row] = await d
      .update(authorizations)
      .set({ ...patch, updatedAt: new Date() })
      .where(scoped(teamId, id))
      .returning();
    return row;
  };

  return {
    async create(
      teamId: string,
      userId: string | null,
      values: NewAuthorization,
    ): Promise<AuthorizationRecord> {
      const [row] = await db
        .insert(authorizations)
        .values({ ...values, teamId, createdBy: userId })
        .returning();
      if (!row) throw new Error('authorizations insert returned no row');
      return row;
    },
    async get(teamId: string, id: string): Promise<AuthorizationRecord | undefined> {
      const [row] = await db.select().from(authorizations).where(scoped(teamId, id));
      return row;
    },
    async list(
      teamId: string,
      query: { projectId?: string | undefined; search?: string | undefined } = {},
    ): Promise<AuthorizationRecord[]> {
      const search = query.search ? `%${escapeLike(query.search)}%` : undefined;
      return db
        .select()
        .from(authorizations)
        .where(
          and(
            eq(authorizations.teamId, teamId),
            query.projectId ? eq(authorizations.projectId, query.projectId) : undefined,
            search
              ? or(ilike(authorizations.name, search), ilike(authorizations.templateId, search))
              : undefined,
          ),
        )
        .orderBy(asc(authorizations.name), asc(authorizations.createdAt));
    },
    /** Which of these ids are the team's authorizations (a workflow save checks its steps' ids). */
    async existingIds(teamId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: authorizations.id })
        .from(authorizations)
        .where(and(eq(authorizations.teamId, teamId), inArray(authorizations.id, [...ids])));
      return new Set(rows.map((r) => r.id));
    },
    update: (teamId: string, id: string, patch: AuthorizationPatch) => update(db, teamId, id, patch),
    async remove(teamId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(authorizations)
        .where(scoped(teamId, id))
        .returning({ id: authorizations.id });
      return rows.length > 0;
    },

    /**
     * Runs `work` holding the row's lock (select ... for update) in one transaction, with the row as it
     * is once the lock is held. Two processes refreshing the same OAuth2 token queue up here, and the
     * second one reads what the first one wrote instead of spending the refresh token again.
     */
    async withRowLock<T>(
      teamId: string,
      id: string,
      work: (
        row: AuthorizationRecord | undefined,
        save: (patch: AuthorizationPatch) => Promise<AuthorizationRecord | undefined>,
      ) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(authorizations).where(scoped(teamId, id)).for('update');
        return work(row, (patch) => update(tx, teamId, id, patch));
      });
    },

    // System jobs (the re-encryption at start): they cross teams on purpose and never return secrets
    // to a caller.

    /** Rows whose secrets are sealed under a key other than `keyId`, oldest first. */
    async sealedUnderOtherKey(keyId: string, limit: number): Promise<AuthorizationRecord[]> {
      return db
        .select()
        .from(authorizations)
        .where(and(isNotNull(authorizations.secrets), ne(authorizations.secretsKeyId, keyId)))
        .orderBy(asc(authorizations.updatedAt))
        .limit(limit);
    },
    /**
     * Replaces the sealed secrets only if they are still `expected` (compare-and-swap). A request or a
     * token refresh that wrote the row after the job read it wins; the job's stale copy is dropped.
     */
    async swapSecrets(id: string, expected: string, secrets: string, secretsKeyId: string): Promise<boolean> {
      const rows = await db
        .update(authorizations)
        .set({ secrets, secretsKeyId })
        .where(and(eq(authorizations.id, id), eq(authorizations.secrets, expected)))
        .returning({ id: authorizations.id });
      return rows.length > 0;
    },

    async insertOAuth2State(values: Omit<OAuth2StateRecord, 'id' | 'createdAt'>): Promise<void> {
      await db.delete(oauth2States).where(sql`${oauth2States.expiresAt} < now()`);
      await db.insert(oauth2States).values(values);
    },
    /** Takes a state once: the row is deleted as it is read, and an expired one is not returned. */
    async takeOAuth2State(teamId: string, stateHash: string): Promise<OAuth2StateRecord | undefined> {
      const [row] = await db
        .delete(oauth2States)
        .where(
          and(
            eq(oauth2States.stateHash, stateHash),
            eq(oauth2States.teamId, teamId),
            gt(oauth2States.expiresAt, new Date()),
          ),
        )
        .returning();
      return row;
    },
  };
}
