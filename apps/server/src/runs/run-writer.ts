import type { FastifyBaseLogger } from 'fastify';
import type {
  BusyTeams,
  Db,
  FinishedRun,
  NewRun,
  NewRunStep,
  RunFinish,
  RunRecord,
  RunStartedHere,
} from '../db/index.js';
import { runsRepository } from '../db/index.js';
import type { Dependencies } from '../system/dependencies.js';
import type { Metrics } from '../system/metrics.js';
import { BatchLane } from './batch-lane.js';

type WriteKind = 'steps' | 'finish' | 'release' | 'store';

/** A run that ran in memory from its start, as it ended (see `finishHere`). */
type EndedHere = { run: RunStartedHere; result: RunFinish; holdsSlot: boolean };

/** One claim of a run: the process that holds it and which attempt it is. */
export type Claim = { runId: string; owner: string; attempt: number };

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
  /** Hands the slots of finishing runs to waiting runs in the same write (see `Dispatcher.wanted`). */
  claimOnFinish?: ClaimOnFinish;
};

/**
 * How a finish write claims: for whom, and how many of the queued runs this process takes with the slots
 * the finishing runs free (0: none, e.g. nothing is known to wait); `claimed` gets what the write took.
 */
export type ClaimOnFinish = {
  owner: string;
  leaseMs: number;
  /** `finishing`: the ids of the runs the write finishes. */
  wanted(finishing: readonly string[]): number;
  /** Claim parked runs only (see `Dispatcher.parks`). */
  parked: boolean;
  claimed(runs: RunRecord[], asked: number): void;
  /**
   * The write finished runs whose slots this process did not all ask to fill (`wanted` gave fewer than
   * the runs it finished): `left` slots of their teams may be free with nobody here to take them.
   */
  leftOver?(left: number): void;
  /** The runs this process holds without a row, by team: the claim counts them as running. */
  busy(): BusyTeams;
};

/**
 * The owner of every background write of a running run: its step records, its finish (with the usage
 * ledger row) and its hand-back at shutdown. Nothing here is fire-and-forget: every write is awaited by
 * its caller, a write that fails because the database is unreachable is tried again with backoff until
 * it commits (the run's state lives only in this process until then), and any other failure is tried a
 * few times and then handed to the caller, who decides (a step log logs it, a finish fails the run).
 *
 * Group commit: the queued runs, fast-path starts, step records and finishes (with their ledger rows) of
 * concurrent runs each share one statement per batch (a millisecond, or a full batch); each caller
 * resolves once the batch holding its rows has committed, so an answer sent after it is durable. A
 * finish batch may also claim the queued runs that take over its slots (`claimOnFinish`).
 */
export class RunWriter {
  private readonly repo;
  private closingAt: number | undefined;
  private readonly steps: BatchLane<NewRunStep[], void>;
  private readonly finishes: BatchLane<{ claim: Claim; result: RunFinish }, FinishedRun | undefined>;
  private readonly releases: BatchLane<{ claim: Claim; steps: NewRunStep[] }, RunRecord | undefined>;
  private readonly queued: BatchLane<NewRun, RunRecord>;
  private readonly started: BatchLane<{ owner: string; leaseMs: number; run: NewRun }, RunRecord>;
  private readonly endedHere: BatchLane<EndedHere, FinishedRun | undefined>;
  private readonly storedHere: BatchLane<{ leaseMs: number; run: RunStartedHere }, void>;

  constructor(private readonly options: RunWriterOptions) {
    this.repo = runsRepository(options.db);
    this.steps = new BatchLane({
      maxBatch: 64,
      write: async (items) => {
        await this.repo.appendSteps(items.flat());
        return items.map(() => undefined);
      },
      retrying: (work) => this.retrying('steps', work),
    });
    this.finishes = new BatchLane({
      maxBatch: 128,
      write: async (items) => {
        const claiming = options.claimOnFinish;
        const max = claiming?.wanted(items.map((item) => item.claim.runId)) ?? 0;
        const { finished, claimed } = await this.repo.finishMany(
          items.map(({ claim, result }) => ({
            runId: claim.runId,
            owner: claim.owner,
            attempt: claim.attempt,
            result,
          })),
          claiming && max > 0
            ? {
                owner: claiming.owner,
                leaseMs: claiming.leaseMs,
                max,
                busy: claiming.busy(),
                parked: claiming.parked,
              }
            : undefined,
        );
        if (claiming && max > 0) claiming.claimed(claimed, max);
        if (claiming && max < items.length) claiming.leftOver?.(items.length - max);
        return finished;
      },
      retrying: (work) => this.retrying('finish', work),
    });
    // Intake is not retried: a run the database did not take is answered 503 (never acknowledged).
    this.queued = new BatchLane({
      maxBatch: 256,
      write: (runs) => this.repo.enqueueMany(runs),
    });
    this.started = new BatchLane({
      maxBatch: 256,
      write: async (items) => {
        // One statement per owner and lease (a process has one of each, so in practice one).
        const first = items[0];
        if (!first) return [];
        const runs = await this.repo.startMany(
          first.owner,
          first.leaseMs,
          items.map((i) => i.run),
        );
        return runs;
      },
    });
    // A run that ran in memory has nowhere else to be until these commit: they are retried like finishes.
    this.endedHere = new BatchLane({
      maxBatch: 128,
      write: async (items) => {
        const finished = await this.retrying('finish', () => this.repo.insertFinished(items));
        // Runs waiting in the table take the slots these free before runs waiting in memory do; a run
        // that gave its slot back as its work ended has none left to hand over.
        const holding = items.filter((item) => item.holdsSlot);
        const claiming = options.claimOnFinish;
        const max = claiming?.wanted(holding.map((item) => item.run.id)) ?? 0;
        if (claiming && max > 0) {
          const busy = new Map(claiming.busy());
          for (const { run } of holding) busy.set(run.teamId, (busy.get(run.teamId) ?? 1) - 1);
          const claimed = await this.repo
            .claimNext(claiming.owner, claiming.leaseMs, max, busy)
            .catch((error: unknown) => {
              // The runs are stored; the claim loop takes the waiting ones on its next turn.
              if (!options.dependencies.failed('database', error))
                options.logger.warn({ err: error }, 'could not claim with finished runs');
              return [];
            });
          claiming.claimed(claimed, max);
        }
        return finished;
      },
    });
    this.storedHere = new BatchLane({
      maxBatch: 128,
      write: async (items) => {
        // The runs of one process share its lease length.
        const first = items[0];
        if (first)
          await this.repo.storeRunning(
            first.leaseMs,
            items.map((i) => i.run),
          );
        return items.map(() => undefined);
      },
      retrying: (work) => this.retrying('store', work),
    });
    this.releases = new BatchLane({
      maxBatch: 1,
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
  finish(claim: Claim, result: RunFinish): Promise<FinishedRun | undefined> {
    return this.finishes.submit({ claim, result });
  }

  /**
   * Stores a run that ran in memory from its start, as it ended (its row, last steps and ledger row
   * together); resolves once committed. `holdsSlot`: the run keeps its slot until then, so the write
   * may claim a queued run to take it over. Undefined for a run held queued whose row was deleted meanwhile.
   */
  finishHere(run: RunStartedHere, result: RunFinish, holdsSlot: boolean): Promise<FinishedRun | undefined> {
    return this.endedHere.submit({ run, result, holdsSlot });
  }

  /** Gives a row (running, leased to its owner) to a run that ran in memory until now. */
  storeRunning(run: RunStartedHere, leaseMs: number): Promise<void> {
    return this.storedHere.submit({ run, leaseMs });
  }

  /** Stores a queued run (batched with the other runs arriving now); resolves once it is committed. */
  enqueue(run: NewRun): Promise<RunRecord> {
    return this.queued.submit(run);
  }

  /**
   * Stores a run that `owner` runs at once: running and leased to it when its team is under its
   * concurrency, else queued (see `runsRepository.startMany`); resolves once it is committed.
   */
  start(owner: string, leaseMs: number, run: NewRun): Promise<RunRecord> {
    return this.started.submit({ owner, leaseMs, run });
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
