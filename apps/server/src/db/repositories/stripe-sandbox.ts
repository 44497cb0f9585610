import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { stripeSandboxEvents, stripeSandboxObjects } from '../schema/index.js';

export type SandboxObjectRow = typeof stripeSandboxObjects.$inferSelect;
export type SandboxEventRow = typeof stripeSandboxEvents.$inferSelect;

/** One lock for the whole sandbox: its writes touch several objects at once and are few. */
const SANDBOX_LOCK = 7130010;

/** The Stripe sandbox's objects within one transaction (see `stripeSandboxRepository.transaction`). */
export function sandboxStore(db: Db) {
  return {
    async get(id: string): Promise<unknown> {
      const [row] = await db
        .select({ data: stripeSandboxObjects.data })
        .from(stripeSandboxObjects)
        .where(eq(stripeSandboxObjects.id, id));
      return row?.data;
    },

    async put(object: { id: string; object: string; customer?: unknown }): Promise<void> {
      const customer = typeof object.customer === 'string' ? object.customer : null;
      await db
        .insert(stripeSandboxObjects)
        .values({ id: object.id, object: object.object, customer, data: object })
        .onConflictDoUpdate({
          target: stripeSandboxObjects.id,
          set: { data: object, customer, updatedAt: sql`now()` },
        });
    },

    /** Objects of a kind, oldest first, optionally of one customer. */
    async list(object: string, customer?: string): Promise<unknown[]> {
      const rows = await db
        .select({ data: stripeSandboxObjects.data })
        .from(stripeSandboxObjects)
        .where(
          customer === undefined
            ? eq(stripeSandboxObjects.object, object)
            : and(eq(stripeSandboxObjects.object, object), eq(stripeSandboxObjects.customer, customer)),
        )
        .orderBy(asc(stripeSandboxObjects.createdAt), asc(stripeSandboxObjects.id));
      return rows.map((row) => row.data);
    },

    async addEvent(event: { id: string; type: string; payload: string }): Promise<void> {
      await db.insert(stripeSandboxEvents).values(event);
    },
  };
}

export type SandboxStore = ReturnType<typeof sandboxStore>;

export function stripeSandboxRepository(db: Db) {
  return {
    /** Runs `work` alone across every process (one advisory lock), in one transaction. */
    transaction<T>(work: (store: SandboxStore) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SANDBOX_LOCK})`);
        return work(sandboxStore(tx));
      });
    },

    /** Reads outside a transaction (a snapshot of committed state). */
    reader(): SandboxStore {
      return sandboxStore(db);
    },

    /** Events waiting for delivery whose next attempt is due, oldest first. */
    dueEvents(now: Date, limit = 50): Promise<SandboxEventRow[]> {
      return db
        .select()
        .from(stripeSandboxEvents)
        .where(and(isNull(stripeSandboxEvents.deliveredAt), lte(stripeSandboxEvents.nextAttemptAt, now)))
        .orderBy(asc(stripeSandboxEvents.createdAt), asc(stripeSandboxEvents.id))
        .limit(limit);
    },

    /**
     * Takes an event for one delivery attempt: pushes its next attempt out first, so another process
     * polling at the same moment skips it (compare-and-set on the attempt count).
     */
    async claimEvent(id: string, attempts: number, retryAt: Date): Promise<boolean> {
      const rows = await db
        .update(stripeSandboxEvents)
        .set({ attempts: attempts + 1, nextAttemptAt: retryAt })
        .where(
          and(
            eq(stripeSandboxEvents.id, id),
            eq(stripeSandboxEvents.attempts, attempts),
            isNull(stripeSandboxEvents.deliveredAt),
          ),
        )
        .returning({ id: stripeSandboxEvents.id });
      return rows.length === 1;
    },

    async markDelivered(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(stripeSandboxEvents)
        .set({ deliveredAt: sql`now()` })
        .where(inArray(stripeSandboxEvents.id, ids));
    },

    async event(id: string): Promise<SandboxEventRow | undefined> {
      const [row] = await db.select().from(stripeSandboxEvents).where(eq(stripeSandboxEvents.id, id));
      return row;
    },
  };
}
