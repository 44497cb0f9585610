import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../client.js';
import { runSteps, runs, usageLedger } from '../schema/index.js';
import { rowsOf } from './rows.js';
import type { NewRunStep, RunRecord, RunStatusValue } from './runs.js';

/** A designer's single-step test, recorded once it has ended. */
export type FinishedStepRun = {
  id: string;
  teamId: string;
  workflowId: string;
  workflowVersion: number;
  triggerData: unknown;
  status: RunStatusValue;
  startedAt: Date;
  finishedAt: Date;
  processingMs: number;
  error: unknown;
  output: unknown;
};

/** A step's output kept in its run's row (migrations 0023 and 0024), as the query below answers it. */
const InlineOutput = z.object({
  runId: z.string(),
  nodeId: z.string(),
  output: z.unknown(),
  attempt: z.number(),
  seq: z.number(),
});

/** A step's output in an earlier run, with that run's trigger data. */
export type EarlierOutput = { output: unknown; runId: string; triggerData: unknown };

export function stepRunsRepository(db: Db) {
  return {
    /**
     * Stores a finished test run (trigger "test"), its step and its processing time in one transaction:
     * it never sits in the queue, so no worker can pick it up and run the whole workflow.
     */
    async record(run: FinishedStepRun, steps: NewRunStep[]): Promise<RunRecord> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(runs)
          .values({
            id: run.id,
            teamId: run.teamId,
            workflowId: run.workflowId,
            workflowVersion: run.workflowVersion,
            status: run.status,
            trigger: 'test',
            triggerData: run.triggerData ?? null,
            attempts: 1,
            queuedAt: run.startedAt,
            startedAt: run.startedAt,
            finishedAt: run.finishedAt,
            processingMs: Math.round(run.processingMs),
            error: run.error ?? null,
            output: run.output ?? null,
          })
          .returning();
        if (!row) throw new Error('runs insert returned no row');
        if (steps.length) await tx.insert(runSteps).values(steps);
        await tx
          .insert(usageLedger)
          .values({ runId: run.id, teamId: run.teamId, processingMs: Math.round(run.processingMs) })
          .onConflictDoNothing();
        return row;
      });
    },

    /**
     * The newest succeeded, untruncated output of each of these steps across the workflow's last
     * `lookback` runs (a test run records one step, so the very last run rarely has them all).
     */
    async latestOutputs(
      teamId: string,
      workflowId: string,
      nodeIds: readonly string[],
      lookback = 50,
    ): Promise<Map<string, EarlierOutput>> {
      const found = new Map<string, EarlierOutput>();
      if (nodeIds.length === 0) return found;
      const recent = await db
        .select({ id: runs.id, triggerData: runs.triggerData })
        .from(runs)
        .where(and(eq(runs.teamId, teamId), eq(runs.workflowId, workflowId)))
        .orderBy(desc(runs.queuedAt), desc(runs.id))
        .limit(lookback);
      if (recent.length === 0) return found;
      const rank = new Map(recent.map((r, i) => [r.id, i]));
      const ids = recent.map((r) => r.id);
      const [rows, inline] = await Promise.all([
        db
          .select({
            runId: runSteps.runId,
            nodeId: runSteps.nodeId,
            output: runSteps.output,
            attempt: runSteps.attempt,
            seq: runSteps.seq,
          })
          .from(runSteps)
          .where(
            and(
              inArray(runSteps.runId, ids),
              inArray(runSteps.nodeId, [...nodeIds]),
              eq(runSteps.status, 'succeeded'),
              eq(runSteps.outputTruncated, false),
            ),
          ),
        // The steps a run's end carried are kept in its row (migrations 0023 and 0024).
        db.execute(sql`
          select ${runs.id} as "runId", s."nodeId", s.output, coalesce(s.attempt, 1) as attempt, s.seq
          from ${runs} cross join json_to_recordset(${runs.steps}) as s("nodeId" text, output json,
            attempt int, seq int, status text, "outputTruncated" boolean)
          where ${inArray(runs.id, ids)} and ${runs.steps} is not null
            and ${inArray(sql`s."nodeId"`, [...nodeIds])} and s.status = 'succeeded'
            and not coalesce(s."outputTruncated", false)`),
      ]);
      rows.push(...rowsOf(inline).map((row) => InlineOutput.parse(row)));
      // Newest run first; within a run the latest attempt and the last record (a loop's last iteration).
      rows.sort(
        (a, b) =>
          (rank.get(a.runId) ?? 0) - (rank.get(b.runId) ?? 0) || b.attempt - a.attempt || b.seq - a.seq,
      );
      const triggerOf = new Map(recent.map((r) => [r.id, r.triggerData]));
      for (const row of rows) {
        if (found.has(row.nodeId)) continue;
        found.set(row.nodeId, {
          output: row.output,
          runId: row.runId,
          triggerData: triggerOf.get(row.runId),
        });
      }
      return found;
    },
  };
}
