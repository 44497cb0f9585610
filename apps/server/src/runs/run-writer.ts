import type { FastifyBaseLogger } from 'fastify';
import type { Db, NewRunStep, RunFinish, RunRecord } from '../db/index.js';
import { runsRepository } from '../db/index.js';
import type { Dependencies } from '../system/dependencies.js';
import type { Metrics } from '../system/metrics.js';

type WriteKind = 'steps' | 'finish' | 'release';

/** One claim of a run: the process that holds it and which attempt it is. */
export type Claim = { runId: string; owner: string; attempt: number };

type Waiter<In, Out> = { item: In; resolve(value: Out): void; reject(error: unknown): void };

/**
 * One kind of write, gathered into batches: what callers submit while a batch is being written (or
 * within `lingerMs`) goes into the next one, up to `maxBatch` items, as one statement (group commit).
 * Each caller's promise settles when its own batch has committed or has finally failed.
 */
class WriteLane<In, Out> {
  private pending: Waiter<In, Out>[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: {
      maxBatch: number;
      lingerMs: number;
      /** Writes a batch; answers one result per item, in order. */
      write(items: In[]): Promise<Out[]>;
      /** Writes with retries (the writer's policy). */
      retrying<T>(work: () => Promise<T>): Promise<T>;
    },
  ) {}

  submit(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.pending.length >= this.options.maxBatch || this.options.lingerMs === 0) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.options.lingerMs);
    });
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    while (this.pending.length > 0) {
      // writeBatch settles every waiter itself and never rejects.
      void this.writeBatch(this.pending.splice(0, this.options.maxBatch));
    }
  }

  private async writeBatch(batch: Waiter<In, Out>[]): Promise<void> {
    try {
      const results = await this.options.retrying(() => this.options.write(batch.map((w) => w.item)));
      if (results.length !== batch.length) throw new Error('a batch write answered a result per item');
      for (const [i, result] of results.entries()) batch[i]?.resolve(result);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One bad item must not sink the others' rows: each is written alone once more.
      await Promise.all(
        batch.map(async (waiter) => {
          try {
            const results = await this.options.retrying(() => this.options.write([waiter.item]));
            if (results.length !== 1) throw new Error('a single write answered no result');
            for (const result of results) waiter.resolve(result);
          } catch (alone) {
            waiter.reject(alone);
          }
        }),
      );
    }
  }
}

export type RunWriterOptions = {
  db: Db;
  logger: FastifyBaseLogger;
  dependencies: Dependencies;
  metrics: Metrics;
  /** First pause after a failed write; doubled each time up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Tries for an error that is not a lost connection (bad data does not heal by waiting). */
  maxTriesOnOtherErrors?: number;
};

/**
 * The owner of every background write of a running run: its step records, its finish (with the usage
 * ledger row) and its hand-back at shutdown. Nothing here is fire-and-forget: every write is awaited by
 * its caller, a write that fails because the database is unreachable is tried again with backoff until
 * it commits (the run's state lives only in this process until then), and any other failure is tried a
 * few times and then handed to the caller, who decides (a step log logs it, a finish fails the run).
 *
 * Step records of concurrent runs share one insert (group commit): each run's flush resolves once the
 * batch holding its rows has committed.
 */
export class RunWriter {
  private readonly repo;
  private closingAt: number | undefined;
  private readonly steps: WriteLane<NewRunStep[], void>;
  private readonly finishes: WriteLane<{ claim: Claim; result: RunFinish }, RunRecord | undefined>;
  private readonly releases: WriteLane<{ claim: Claim; steps: NewRunStep[] }, RunRecord | undefined>;

  constructor(private readonly options: RunWriterOptions) {
    this.repo = runsRepository(options.db);
    this.steps = new WriteLane({
      maxBatch: 64,
      lingerMs: 1,
      write: async (items) => {
        await this.repo.appendSteps(items.flat());
        return items.map(() => undefined);
      },
      retrying: (work) => this.retrying('steps', work),
    });
    this.finishes = new WriteLane({
      // One finish per statement for now: a multi-row finish is the next step of group commit.
      maxBatch: 1,
      lingerMs: 0,
      write: async ([item]) =>
        item
          ? [await this.repo.finish(item.claim.runId, item.claim.owner, item.claim.attempt, item.result)]
          : [],
      retrying: (work) => this.retrying('finish', work),
    });
    this.releases = new WriteLane({
      maxBatch: 1,
      lingerMs: 0,
      write: async ([item]) =>
        item
          ? [await this.repo.release(item.claim.runId, item.claim.owner, item.claim.attempt, item.steps)]
          : [],
      retrying: (work) => this.retrying('release', work),
    });
  }

  /** Writes step records; resolves when they are committed. */
  appendSteps(rows: NewRunStep[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    return this.steps.submit(rows);
  }

  /** Finishes a run this process holds (its last steps and ledger row with it); undefined if it no longer holds it. */
  finish(claim: Claim, result: RunFinish): Promise<RunRecord | undefined> {
    return this.finishes.submit({ claim, result });
  }

  /** Puts a run this process holds back in the queue (shutdown), with the steps it recorded. */
  release(claim: Claim, steps: NewRunStep[]): Promise<RunRecord | undefined> {
    return this.releases.submit({ claim, steps });
  }

  /** Stops retrying after `graceMs`: writes still failing then reject, so a shutdown ends. */
  closeWithin(graceMs: number): void {
    this.closingAt = Date.now() + graceMs;
  }

  private async retrying<T>(kind: WriteKind, work: () => Promise<T>): Promise<T> {
    const base = this.options.baseDelayMs ?? 100;
    const max = this.options.maxDelayMs ?? 5_000;
    const maxOther = this.options.maxTriesOnOtherErrors ?? 3;
    let otherFailures = 0;
    for (let attempt = 0; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        const connection = this.options.dependencies.failed('database', error);
        if (!connection) otherFailures += 1;
        const closing = this.closingAt !== undefined && Date.now() >= this.closingAt;
        if (otherFailures >= maxOther || closing) throw error;
        if (!connection) this.options.logger.warn({ err: error, kind }, 'a run write failed; trying again');
        this.options.metrics.writeRetries.inc({ kind });
        const delay = Math.min(max, base * 2 ** Math.min(attempt, 16));
        await new Promise((r) => setTimeout(r, delay * (0.5 + Math.random() / 2)));
      }
    }
  }
}
