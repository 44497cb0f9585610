import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../client.js';
import { triggerTestCalls } from '../schema/index.js';

export type TestCallKindValue = (typeof triggerTestCalls.$inferSelect)['kind'];
export type TestCallRecord = typeof triggerTestCalls.$inferSelect;

/**
 * The captured test calls of triggers ("Listen for a test call"). Reads and edits take the team id;
 * only the capture itself, which comes from a public URL or mail address, goes by workflow id.
 */
export function triggerTestCallsRepository(db: Db) {
  const row = (workflowId: string, kind: TestCallKindValue) =>
    and(eq(triggerTestCalls.workflowId, workflowId), eq(triggerTestCalls.kind, kind));
  return {
    async get(
      teamId: string,
      workflowId: string,
      kind: TestCallKindValue,
    ): Promise<TestCallRecord | undefined> {
      const [found] = await db
        .select()
        .from(triggerTestCalls)
        .where(and(row(workflowId, kind), eq(triggerTestCalls.teamId, teamId)));
      return found;
    },

    /** Starts (or prolongs) listening; the last captured call stays until a new one replaces it. */
    async listen(
      teamId: string,
      workflowId: string,
      kind: TestCallKindValue,
      until: Date,
    ): Promise<TestCallRecord> {
      const [saved] = await db
        .insert(triggerTestCalls)
        .values({ teamId, workflowId, kind, listeningUntil: until })
        .onConflictDoUpdate({
          target: [triggerTestCalls.workflowId, triggerTestCalls.kind],
          set: { listeningUntil: until },
          // A workflow never changes team; the guard keeps another team's caller from touching the row.
          setWhere: eq(triggerTestCalls.teamId, teamId),
        })
        .returning();
      if (!saved) throw new Error('The test call row was not written.');
      return saved;
    },

    async stop(
      teamId: string,
      workflowId: string,
      kind: TestCallKindValue,
    ): Promise<TestCallRecord | undefined> {
      const [saved] = await db
        .update(triggerTestCalls)
        .set({ listeningUntil: null })
        .where(and(row(workflowId, kind), eq(triggerTestCalls.teamId, teamId)))
        .returning();
      return saved;
    },

    /** Whether a call of `kind` to the workflow would be captured now (the mail server asks at RCPT TO). */
    async isListening(workflowId: string, kind: TestCallKindValue, now = new Date()): Promise<boolean> {
      const [found] = await db
        .select({ kind: triggerTestCalls.kind })
        .from(triggerTestCalls)
        .where(and(row(workflowId, kind), gt(triggerTestCalls.listeningUntil, now)));
      return Boolean(found);
    },

    /**
     * Keeps `data` as the captured call when the trigger is listening, and stops listening, in one
     * statement: of two calls at once only one is captured. Undefined when nobody listened.
     */
    async capture(
      workflowId: string,
      kind: TestCallKindValue,
      data: unknown,
      now = new Date(),
    ): Promise<TestCallRecord | undefined> {
      const [saved] = await db
        .update(triggerTestCalls)
        .set({ listeningUntil: null, data: data ?? null, capturedAt: now })
        .where(and(row(workflowId, kind), gt(triggerTestCalls.listeningUntil, now)))
        .returning();
      return saved;
    },
  };
}
