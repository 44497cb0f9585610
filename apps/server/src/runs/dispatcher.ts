import type { DispatchableRun } from '../db/index.js';

/**
 * What a queue can do beyond the members every queue has, declared in full by each implementation (the
 * contract suite, dispatcher.contract.ts, checks each one against what it declares).
 */
export type DispatcherCapabilities = {
  /**
   * Runs whose team was full wait parked, without a job (Redis mode): a finish claims only those (the
   * others have a job on its way), and the reconciler dispatches again those whose team has room.
   */
  parks: boolean;
  /**
   * A run stored queued while its team is at its concurrency is held back (`heldBack`) instead of
   * dispatched: the finish of one of its team's runs claims it, or the next poll does.
   */
  holdsBack: boolean;
  /**
   * The workers poll the runs table, so a queued run never needs a job to be found: `redispatch` has
   * nothing to do. Without it a queued run reaches a worker only through a job.
   */
  pollsTable: boolean;
  /** `jobCounts` has jobs to count (for /metrics). */
  countsJobs: boolean;
};

/** How queued runs reach a worker: a wake-up in one process, or a BullMQ job with Redis. */
export interface Dispatcher {
  readonly capabilities: DispatcherCapabilities;
  /** Hands a queued run to the workers (a job whose id names the run and its attempt). */
  dispatch(run: DispatchableRun): Promise<void>;
  /**
   * For a parked run just queued again, instead of `dispatch` (the job that parked it may be ending).
   * A queue that does not park dispatches it as any other.
   */
  dispatchUnparked(run: DispatchableRun): Promise<void>;
  /**
   * For a run just stored queued because its team is at its concurrency, instead of `dispatch`, where
   * the queue `holdsBack`: a claim now would find the team full, so the run waits for a finish to claim
   * it (or for the next poll). A queue that does not hold back dispatches it.
   */
  heldBack(run: DispatchableRun): void;
  /**
   * For a run queued a while: dispatches it again if it has no live job (the job failed, was lost with
   * Redis, or never got there) and `stillQueued` confirms the run still waits at that attempt (the list
   * of waiting runs was read a moment ago: a job that ended since may have run it). True when it did.
   * A queue that `pollsTable` never has to (false).
   */
  redispatch(run: DispatchableRun, stillQueued: () => Promise<boolean>): Promise<boolean>;
  /**
   * A free run slot in this process for a run started here at once (a synchronous webhook's fast path):
   * undefined when every slot is taken or this process does not run runs.
   */
  reserve(): RunSlot | undefined;
  /**
   * No run is known to wait here for a slot: none dispatched and not yet claimed, none held back. A
   * queue that cannot know (jobs wait in Redis) answers false.
   */
  nothingWaits(): boolean;
  /**
   * How many queued runs to claim with the write that finishes `finishing` runs here (their slots free
   * as they end); 0 when nothing is known to wait. `freeing` of them hold slots of the dispatcher's own
   * (started at once, or claimed by a finish), not a queue job's: the runs claimed may take those.
   */
  wanted(finishing: number, freeing: number): number;
  /** Runs a finish write claimed (having asked for `asked`): they run in the slots the finishes free. */
  adopt(runs: AdoptedRun[], asked: number): void;
  /** Jobs by state, for /metrics (empty where the queue does not `countsJobs`). */
  jobCounts(): Promise<Record<string, number>>;
  /** Starts taking runs (worker role); `execute` claims and runs one. */
  startWorking(work: WorkSource): void;
  /** Stops taking runs and resolves once the runs it started have returned. */
  close(): Promise<void>;
}

/** The work of running a run a finish write claimed here. */
export type AdoptedRun = () => Promise<void>;

/** A reserved slot: `run` runs the work in it (and frees it after), `release` frees it unused. */
export type RunSlot = { run(work: () => Promise<void>): void; release(): void };

export interface WorkSource {
  /**
   * Claims up to `max` of the oldest claimable runs in one go and gives back, for each, the work of
   * running it: the dispatcher starts them in its free slots.
   */
  claim(max: number): Promise<Array<() => Promise<void>>>;
  /**
   * Claims and runs that run: 'done' once it ran, or was not there to claim (taken already, or parked
   * because its team is at its concurrency: the finish of one of the team's runs claims it then);
   * 'stopping' when this process takes no more runs.
   */
  runById(runId: string): Promise<'done' | 'stopping'>;
}
