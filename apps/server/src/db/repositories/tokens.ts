import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { oneTimeTokens, refreshTokens, userSessions } from '../schema/index.js';
import { rowsOf } from './rows.js';

export type RevokeReason = 'logout' | 'reuse' | 'password' | 'reset' | 'deleted' | 'inactive';
export type RefreshTokenRecord = typeof refreshTokens.$inferSelect;
export type SessionRecord = typeof userSessions.$inferSelect;
export type OneTimeTokenKind = (typeof oneTimeTokens.$inferSelect)['kind'];
export type OneTimeTokenRecord = typeof oneTimeTokens.$inferSelect;

/** Sign-in sessions and their refresh tokens. Tokens are looked up by their sha256, never stored in clear. */
export function sessionsRepository(db: Db) {
  return {
    async start(userId: string, at: Date): Promise<SessionRecord> {
      const [row] = await db.insert(userSessions).values({ userId, createdAt: at }).returning();
      if (!row) throw new Error('user_sessions insert returned no row');
      return row;
    },

    async addRefreshToken(token: { sessionId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(refreshTokens).values(token);
    },

    async findRefreshToken(
      tokenHash: string,
    ): Promise<{ token: RefreshTokenRecord; session: SessionRecord } | undefined> {
      const [row] = await db
        .select({ token: refreshTokens, session: userSessions })
        .from(refreshTokens)
        .innerJoin(userSessions, eq(userSessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    /** Marks a refresh token used; false when it already was (a reuse, or a concurrent refresh). */
    async rotate(tokenId: string, at: Date): Promise<boolean> {
      const updated = await db
        .update(refreshTokens)
        .set({ rotatedAt: at })
        .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.rotatedAt)))
        .returning({ id: refreshTokens.id });
      return updated.length > 0;
    },

    /**
     * A token rotated by its own use, presented again while that use is still the session's latest: the
     * answer that carried its successor was lost (a page reloaded during the refresh, a dropped
     * connection). The session's unused tokens (that successor) are retired, so one live token remains,
     * and true is answered. False when the session has moved on since (a later token was used).
     */
    async retireAfterLostAnswer(sessionId: string, tokenId: string, at: Date): Promise<boolean> {
      const when = at.toISOString();
      const result = await db.execute(sql`
        with latest as (
          select id from ${refreshTokens}
          where session_id = ${sessionId} and rotated_at is not null and retired_at is null
          order by rotated_at desc, created_at desc
          limit 1
        ), retired as (
          update ${refreshTokens} set rotated_at = ${when}::timestamptz, retired_at = ${when}::timestamptz
          where session_id = ${sessionId} and rotated_at is null
            and (select id from latest) = ${tokenId}
          returning id
        )
        -- The update runs whether or not this reads it (PostgreSQL runs every data-modifying WITH).
        select (select id from latest) = ${tokenId} as granted`);
      const [row] = rowsOf(result);
      return row?.granted === true;
    },

    async revoke(sessionId: string, at: Date, reason: RevokeReason): Promise<void> {
      await db
        .update(userSessions)
        .set({ revokedAt: at, revokedReason: reason })
        .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)));
    },

    /** Ends every session of a user, or every one but `keepSessionId` (the caller's own). */
    async revokeAllForUser(
      userId: string,
      at: Date,
      reason: RevokeReason,
      keepSessionId?: string,
    ): Promise<void> {
      await db
        .update(userSessions)
        .set({ revokedAt: at, revokedReason: reason })
        .where(
          and(
            eq(userSessions.userId, userId),
            isNull(userSessions.revokedAt),
            keepSessionId ? ne(userSessions.id, keepSessionId) : undefined,
          ),
        );
    },
  };
}

/** Activation and password-reset tokens: single use, expiring, stored as sha256. */
export function oneTimeTokensRepository(db: Db) {
  return {
    async issue(token: { userId: string; kind: OneTimeTokenKind; tokenHash: string; expiresAt: Date }) {
      await db.insert(oneTimeTokens).values(token);
    },

    async find(kind: OneTimeTokenKind, tokenHash: string): Promise<OneTimeTokenRecord | undefined> {
      const [row] = await db
        .select()
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.kind, kind), eq(oneTimeTokens.tokenHash, tokenHash)));
      return row;
    },

    /** Marks a token used; false when it already was, so two racing requests cannot both use it. */
    async use(tokenId: string, at: Date): Promise<boolean> {
      const updated = await db
        .update(oneTimeTokens)
        .set({ usedAt: at })
        .where(and(eq(oneTimeTokens.id, tokenId), isNull(oneTimeTokens.usedAt)))
        .returning({ id: oneTimeTokens.id });
      return updated.length > 0;
    },

    /** Retires a user's unused tokens of a kind, so only the newest mailed link works. */
    async retireUnused(userId: string, kind: OneTimeTokenKind, at: Date): Promise<void> {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: at })
        .where(
          and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt)),
        );
    },
  };
}
