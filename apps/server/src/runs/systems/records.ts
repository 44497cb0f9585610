import type { StepError, StepRecord } from '@flowlane/contracts';
import { z } from 'zod';
import type { NewRunStep, RunRecord, RunStartedHere, RunStepRecord } from '../../db/index.js';

/**
 * How many ended in-memory runs may wait for their rows without a slot: past it a run keeps its slot
 * until its write commits, so a database that cannot keep up (or is away) holds new runs back instead of
 * letting ended ones pile up in memory. Two full batches of the write lane.
 */
export const ENDING_HERE_MAX = 256;

/**
 * How much trigger data (as JSON, in characters) the stored runs held in memory may have together: past
 * it a run is stored in the table's queue instead, where a claim takes it.
 */
export const HELD_BYTES_MAX = 64 * 1024 * 1024;

/** How long a synchronous webhook's run runs in memory only: one still running then gets its row. */
export const IN_MEMORY_MS = 200;

/**
 * How long a synchronous webhook's run waits in memory for a slot before it is stored queued (and shows
 * in the run log as such): its caller is waiting for it all the while.
 */
export const WAIT_IN_MEMORY_MS = 2_000;

/**
 * How long a parked run may wait while its team has room before the reconciler dispatches it again: a
 * finish claims it in the write that frees the slot, so this is only for a finish that missed it.
 */
export const PARKED_GRACE_MS = 1_000;

/** The end of a run that stopped because of an error on our side. */
export function crashedEnd() {
  return {
    status: 'failed' as const,
    processingMs: 0,
    error: { kind: 'bug', message: 'The run stopped because of an error on our side.' } satisfies StepError,
    output: null,
    reply: null,
    steps: [] as NewRunStep[],
  };
}

/** The record of a run in memory, as its row would read. */
export function recordOf(run: RunStartedHere, status: 'queued' | 'running'): RunRecord {
  const running = status === 'running';
  return {
    id: run.id,
    teamId: run.teamId,
    workflowId: run.workflowId,
    workflowVersion: run.workflowVersion,
    status,
    trigger: run.trigger,
    triggerData: run.triggerData ?? null,
    retryOf: run.retryOf ?? null,
    attempts: running ? 1 : 0,
    leaseOwner: running ? run.owner : null,
    leaseUntil: null,
    queuedAt: run.queuedAt,
    startedAt: running ? run.startedAt : null,
    finishedAt: null,
    processingMs: 0,
    error: null,
    output: null,
    reply: null,
  };
}

/**
 * How long a webhook reply waits for its run to end (then it goes out with the finish, one write for
 * both) before it is sent after a flush of the steps so far.
 */
export const REPLY_WITH_FINISH_MS = 2;

export function handlesOf(row: RunStepRecord): string[] {
  return Array.isArray(row.handles) ? row.handles.filter((h) => typeof h === 'string') : ['main'];
}

export function reusedRecord(row: RunStepRecord): StepRecord {
  return {
    nodeId: row.nodeId,
    name: row.name,
    serviceId: row.serviceId,
    status: 'succeeded',
    input: row.input,
    output: row.output,
    outputTruncated: row.outputTruncated,
    startedAt: row.startedAt.getTime(),
    durationMs: row.durationMs,
    attempts: 0,
    handles: handlesOf(row),
  };
}

const RunErrorMessage = z.object({ message: z.string() });

/** The message of a run's stored error (a refusal's reason, a failure's cause), if it has one. */
export function runErrorMessage(run: Pick<RunRecord, 'error'> | undefined): string | undefined {
  return RunErrorMessage.safeParse(run?.error).data?.message;
}
