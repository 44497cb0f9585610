import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { authThrottle } from '../schema/index.js';

/** Fixed-window counters behind the sign-in rate limits, shared by every process on the database. */
export function authThrottleRepository(db: Db) {
  return {
    /**
     * Counts `amount` events (one by default); a window older than `windowMs` starts over.
     * Returns the count and window start.
     */
    async hit(
      key: string,
      now: Date,
      windowMs: number,
      amount = 1,
    ): Promise<{ count: number; windowStartedAt: Date }> {
      const staleBefore = new Date(now.getTime() - windowMs).toISOString();
      const isStale = sql`${authThrottle.windowStartedAt} <= ${staleBefore}::timestamptz`;
      const [row] = await db
        .insert(authThrottle)
        .values({ key, windowStartedAt: now, count: amount })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            count: sql`case when ${isStale} then ${amount}::integer else ${authThrottle.count} + ${amount}::integer end`,
            windowStartedAt: sql`case when ${isStale} then ${now.toISOString()}::timestamptz else ${authThrottle.windowStartedAt} end`,
          },
        })
        .returning({ count: authThrottle.count, windowStartedAt: authThrottle.windowStartedAt });
      if (!row) throw new Error('auth_throttle upsert returned no row');
      return row;
    },

    /** The events counted in the current window, without counting one. */
    async peek(key: string, now: Date, windowMs: number): Promise<{ count: number; windowStartedAt: Date }> {
      const [row] = await db
        .select({ count: authThrottle.count, windowStartedAt: authThrottle.windowStartedAt })
        .from(authThrottle)
        .where(
          and(
            eq(authThrottle.key, key),
            gt(authThrottle.windowStartedAt, new Date(now.getTime() - windowMs)),
          ),
        );
      return row ?? { count: 0, windowStartedAt: now };
    },

    async clear(key: string): Promise<void> {
      await db.delete(authThrottle).where(eq(authThrottle.key, key));
    },

    /** Drops windows that ended before `before`; they can no longer refuse anything. */
    async prune(before: Date): Promise<void> {
      await db.delete(authThrottle).where(lte(authThrottle.windowStartedAt, before));
    },
  };
}
