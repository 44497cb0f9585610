import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { workflowKv } from '../schema/index.js';

/** The kv port's store: one namespace per team and workflow; every method takes both ids. */
export function workflowKvRepository(db: Db) {
  const scoped = (teamId: string, workflowId: string, key: string) =>
    and(eq(workflowKv.teamId, teamId), eq(workflowKv.workflowId, workflowId), eq(workflowKv.key, key));
  return {
    /** The value, or undefined when the key was never set, was deleted or has expired. */
    async get(teamId: string, workflowId: string, key: string, now = new Date()): Promise<unknown> {
      const [row] = await db
        .select({ value: workflowKv.value })
        .from(workflowKv)
        .where(
          and(
            scoped(teamId, workflowId, key),
            or(isNull(workflowKv.expiresAt), gt(workflowKv.expiresAt, now)),
          ),
        );
      return row ? row.value : undefined;
    },
    async set(
      teamId: string,
      workflowId: string,
      key: string,
      value: unknown,
      expiresAt: Date | null,
    ): Promise<void> {
      const now = new Date();
      // JSON null is stored as SQL null; undefined has no JSON form, so it is stored as null too.
      const stored = value === undefined ? null : value;
      await db
        .insert(workflowKv)
        .values({ teamId, workflowId, key, value: stored, updatedAt: now, expiresAt })
        .onConflictDoUpdate({
          target: [workflowKv.teamId, workflowKv.workflowId, workflowKv.key],
          set: { value: sql`excluded.value`, updatedAt: now, expiresAt },
        });
    },
    async delete(teamId: string, workflowId: string, key: string): Promise<void> {
      await db.delete(workflowKv).where(scoped(teamId, workflowId, key));
    },
    /** Drops values whose ttl ran out; reads already skip them, this only keeps the table small. */
    async pruneExpired(now = new Date()): Promise<void> {
      await db.delete(workflowKv).where(lte(workflowKv.expiresAt, now));
    },
  };
}
