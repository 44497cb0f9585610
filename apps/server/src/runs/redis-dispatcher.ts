import type { Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { DispatchableRun } from '../db/index.js';
import type { Dependencies } from '../system/dependencies.js';
import { BatchLane } from './batch-lane.js';
import type { AdoptedRun, Dispatcher, DispatcherCapabilities, RunSlot, WorkSource } from './dispatcher.js';

export const RUNS_QUEUE = 'flowlane-runs';

/** Job states in which a job will still reach a worker (or is with one). */
const LIVE_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/** How long an unparked run's dispatch waits for the job that parked it to end. */
const UNPARK_WAIT_MS = 2_000;

/** A job id per run and attempt: a run put back in the queue gets a fresh job, never a stale one's id. */
export const jobIdOf = (run: DispatchableRun) => `${run.id}_${run.attempts}`;

export type RedisDispatcherOptions = {
  url: string;
  prefix: string;
  logger: FastifyBaseLogger;
  dependencies: Dependencies;
  /** The run lease: a dead worker's job lock runs out with it (BullMQ's stalled-job check). */
  leaseMs: number;
  concurrency?: number;
};

/**
 * BullMQ on Redis. The runs table stays the truth and a job is only a hint that a run waits: the worker
 * claims the run row; a run whose team is at its concurrency is parked (its job ends, and the finish of
 * one of its team's runs claims it); a database error puts the job back with a pause (never a failed
 * job); and the reconciler dispatches again any queued run whose job is gone or failed, and any parked
 * run whose team has room. BullMQ's job lock lasts as long as the run lease and a stalled job is never
 * failed, so a dead worker's job returns within the lease, like its run.
 */
export class RedisDispatcher implements Dispatcher {
  private readonly connection: Redis;
  private readonly queue: Queue;
  private worker: Worker | undefined;
  /** Runs started here at once (a synchronous webhook in a process that also works, or adopted). */
  private readonly local = new Set<Promise<void>>();
  private closing = false;
  readonly capabilities: DispatcherCapabilities = {
    parks: true,
    holdsBack: false,
    pollsTable: false,
    countsJobs: true,
  };
  /**
   * Runs dispatched together (a burst of webhooks) are added as jobs in one round trip to Redis instead
   * of one each (BullMQ's CPU per job stays the same; the round trips are what a networked Redis adds).
   */
  private readonly jobs = new BatchLane<DispatchableRun, void>({
    maxBatch: 500,
    write: async (runs) => {
      await this.queue.addBulk(
        runs.map((run) => ({
          name: 'run',
          data: { runId: run.id },
          opts: { jobId: jobIdOf(run), removeOnComplete: true, removeOnFail: 1000 },
        })),
      );
      return runs.map(() => undefined);
    },
  });

  /** BullMQ and ioredis load here, only in Redis mode: embedded installs start without them. */
  static async create(options: RedisDispatcherOptions): Promise<RedisDispatcher> {
    const [bullmq, { Redis }] = await Promise.all([import('bullmq'), import('ioredis')]);
    // BullMQ needs maxRetriesPerRequest null on connections that block.
    const connection = new Redis(options.url, { maxRetriesPerRequest: null, enableOfflineQueue: true });
    return new RedisDispatcher(bullmq, connection, options);
  }

  private constructor(
    private readonly bullmq: typeof import('bullmq'),
    connection: Redis,
    private readonly options: RedisDispatcherOptions,
  ) {
    this.connection = connection;
    this.connection.on('error', (error) => this.redisError(error));
    // Whether Redis answers is this connection's state: no command is queued to find out.
    options.dependencies.watch('redis', async () => this.connection.status === 'ready');
    this.queue = new bullmq.Queue(RUNS_QUEUE, { connection: this.connection, prefix: options.prefix });
    this.queue.on('error', (error) => this.redisError(error));
  }

  /** Connection errors go to the outage log (once per outage); anything else is logged as it comes. */
  private redisError(error: unknown): void {
    if (!this.options.dependencies.failed('redis', error))
      this.options.logger.warn({ err: error }, 'redis queue error');
  }

  dispatch(run: DispatchableRun): Promise<void> {
    return this.jobs.submit(run);
  }

  /**
   * Dispatches a run just unparked. The job whose claim parked it may still be ending (active): a job
   * added under its id now would be dropped as a duplicate, and the run would wait, jobless, for the
   * reconciler. So the new job is added once that one has ended (a few milliseconds; past
   * UNPARK_WAIT_MS the reconciler is left to it).
   */
  async dispatchUnparked(run: DispatchableRun): Promise<void> {
    const jobId = jobIdOf(run);
    const until = Date.now() + UNPARK_WAIT_MS;
    while ((await this.queue.getJobState(jobId)) === 'active' && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await this.dispatch(run);
  }

  /** Nothing is held back here: the job's claim parks the run if its team is still full. */
  heldBack(run: DispatchableRun): void {
    void this.dispatch(run).catch(() => undefined);
  }

  /** Jobs wait in Redis: whether any does is not known here. */
  nothingWaits(): boolean {
    return false;
  }

  async redispatch(run: DispatchableRun, stillQueued: () => Promise<boolean>): Promise<boolean> {
    const jobId = jobIdOf(run);
    const state = await this.queue.getJobState(jobId);
    if (LIVE_STATES.has(state)) return false;
    // A job that completed since the run was listed may have run or parked it: its job is gone, and so is
    // the need.
    if (!(await stillQueued())) return false;
    // Failed or completed (a job id is taken while its job is kept): removed first, then added afresh.
    if (state !== 'unknown') await this.queue.remove(jobId);
    await this.dispatch(run);
    return true;
  }

  async jobCounts(): Promise<Record<string, number>> {
    if (this.connection.status !== 'ready') return {};
    return this.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed');
  }

  /** A slot for a run started here at once: only in a process that works, up to its concurrency. */
  reserve(): RunSlot | undefined {
    if (!this.worker || this.closing || this.local.size >= (this.options.concurrency ?? 8)) return undefined;
    const placeholder = Promise.resolve();
    this.local.add(placeholder);
    let freed = false;
    const release = () => {
      if (freed) return;
      freed = true;
      this.local.delete(placeholder);
    };
    return {
      release,
      run: (work) => {
        // The run takes the placeholder's place in the count until it returns.
        release();
        this.runLocally(work);
      },
    };
  }

  /**
   * A finishing run's slot goes to a parked run of its team in the finish's own write (the write asks
   * the database only when the team has one), up to this process's slots for runs started here: those
   * free now, and those the finishing runs that hold one give back as they end. (Not counting those, a
   * worker whose slots were all taken by runs claimed this way claimed none with their finishes, and
   * its team's parked runs waited for the reconciler while the team had room.)
   */
  wanted(finishing: number, freeing: number): number {
    if (!this.worker || this.closing) return 0;
    const free = Math.max(0, (this.options.concurrency ?? 8) - this.local.size) + freeing;
    return Math.min(finishing, free);
  }

  /** Runs a finish write claimed here (parked: their jobs ended): they run beside the worker's jobs. */
  adopt(runs: AdoptedRun[]): void {
    for (const work of runs) this.runLocally(work);
  }

  private runLocally(work: () => Promise<void>): void {
    const running: Promise<void> = work()
      .catch((error: unknown) =>
        this.options.logger.error({ err: error }, 'a run failed outside its own handling'),
      )
      .finally(() => this.local.delete(running));
    this.local.add(running);
  }

  startWorking(source: WorkSource): void {
    const { DelayedError, Worker } = this.bullmq;
    const leaseMs = this.options.leaseMs;
    const later = async (
      job: { moveToDelayed(at: number, token?: string): Promise<void> },
      ms: number,
      token?: string,
    ) => {
      await job.moveToDelayed(Date.now() + ms, token);
      throw new DelayedError();
    };
    this.worker = new Worker<{ runId: string }>(
      RUNS_QUEUE,
      async (job, token) => {
        let outcome: Awaited<ReturnType<WorkSource['runById']>>;
        try {
          outcome = await source.runById(job.data.runId);
        } catch (error) {
          // The claim could not reach the database: the job waits and tries again, it does not fail.
          if (!this.options.dependencies.failed('database', error))
            this.options.logger.warn({ err: error, runId: job.data.runId }, 'could not claim a run');
          return later(job, 1000, token);
        }
        // Another worker takes it. A parked run's job ends here: the run waits in the table.
        if (outcome === 'stopping') return later(job, 1000, token);
      },
      {
        connection: this.connection.duplicate(),
        concurrency: this.options.concurrency ?? 8,
        prefix: this.options.prefix,
        // The job lock and the run lease agree: a dead worker's job is back in the queue (stalled) within
        // the lease plus one check, and a live worker renews the lock every half lease, as it does the lease.
        lockDuration: leaseMs,
        stalledInterval: Math.max(500, Math.floor(leaseMs / 2)),
        // A stalled job is put back however often it stalls: whether the run goes on is the table's call
        // (the reconciler counts a dead worker's run and fails it at RUN_MAX_CRASHES; a job whose run is
        // final then claims nothing and ends).
        maxStalledCount: Number.MAX_SAFE_INTEGER,
      },
    );
    this.worker.on('error', (error) => this.redisError(error));
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.worker?.close();
    // Until none is left: a finish write in flight may still hand its slot to a claimed run.
    while (this.local.size > 0) await Promise.all([...this.local]);
    await this.queue.close();
    this.connection.disconnect();
  }
}
