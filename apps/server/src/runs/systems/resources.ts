import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { WebhookReply } from '@flowlane/contracts';
import { missingStepFeature, type Plan } from '@flowlane/contracts';
import type { Ports, RunCancel, ServiceLookup } from '@flowlane/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { BusyTeams, Db, DispatchableRun, RunRecord, RunStartedHere } from '../../db/index.js';
import { runsRepository } from '../../db/index.js';
import { type Dependencies, DependencyUnavailableError } from '../../system/dependencies.js';
import type { Metrics } from '../../system/metrics.js';
import { AllowanceGate } from '../allowance.js';
import type { Dispatcher } from '../dispatcher.js';
import { type PublishOptions, RunEvents } from '../events.js';
import { MemoryQueue } from '../memory-queue.js';
import { featureMissingMessage, serviceFeatures } from '../plan-checks.js';
import { type Claim, RunWriter } from '../run-writer.js';
import type { StepLog } from '../step-log.js';
import { IN_MEMORY_MS, WAIT_IN_MEMORY_MS } from './records.js';

export type RuntimeOptions = {
  db: Db;
  logger: FastifyBaseLogger;
  dependencies: Dependencies;
  metrics: Metrics;
  services: ServiceLookup;
  /** The ports of one run, for its team and workflow (`portsFor` of the runtime that runs it). */
  portsFor(run: RunRecord): Ports;
  dispatcher: Dispatcher;
  events?: RunEvents;
  leaseMs?: number;
  /** A run's processing-time limit. */
  runTimeoutMs?: number;
  /** How long an in-memory run runs before it gets its row (`IN_MEMORY_MS`; tests set their own). */
  inMemoryMs?: number;
  /** How long a run waits in memory for a slot before it is stored queued (`WAIT_IN_MEMORY_MS`). */
  waitInMemoryMs?: number;
  /** How long a stopping process lets its runs finish before it hands them back to the queue. */
  shutdownGraceMs?: number;
  /** How many times a run's process may die holding it before the reconciler fails it (RUN_MAX_CRASHES). */
  maxCrashes?: number;
  /**
   * This process is the only one that runs this database's runs (the embedded server: PGlite belongs to
   * one process). A synchronous webhook's run then waits for its slot and runs in memory, and is written
   * once, as it ends; see the intake system's `runHereNow`.
   */
  soleRunner?: boolean;
};

/** A run this process holds: its claim, how to stop it, and the state of its step log. */
export type HeldRun = {
  claim: Claim;
  teamId: string;
  cancel: RunCancel;
  steps: StepLog | undefined;
  /** Another process took it over (the lease was not renewed in time). */
  lost: boolean;
  /** The process is stopping: the run goes back to the queue instead of finishing. */
  handBack: boolean;
  /** A Webhook Response step's reply, published once the run's rows so far are committed. */
  reply: { value: WebhookReply; timer: NodeJS.Timeout | undefined; sent: boolean } | undefined;
  /** A run that started in memory (`runHereNow`): it has a row only once `stored` has committed. */
  here: InMemoryRun | undefined;
  /** It runs in a slot of the dispatcher's own, not in a queue job's (see `Dispatcher.wanted`). */
  ownSlot: boolean;
};

/** A run that started in memory, with what its row is made of and whether it has one yet. */
export type InMemoryRun = {
  run: RunStartedHere;
  /** The write giving it a row (running, leased here), once one was needed. */
  stored: Promise<void> | undefined;
  /** That write committed: the run is a row like any other from then on. */
  hasRow: boolean;
  /** The run ended without a row: the write storing it whole, which gives it its only row. */
  endWrite: Promise<unknown> | undefined;
  timer: NodeJS.Timeout | undefined;
};

/**
 * A run waiting in memory for a slot (its team's or this process's): a synchronous webhook's, with no
 * row yet, or a run stored queued and held here (`run.heldBy`, see `queueHere`), with the size of its
 * trigger data as JSON (what holding it costs in memory).
 */
export type WaitingRun = {
  run: RunStartedHere;
  plan: Plan;
  timer: NodeJS.Timeout | undefined;
  bytes: number;
};

/** What a finish write that claimed runs hands back to the systems (see `ClaimOnFinish`). */
export type FinishClaims = {
  /** The runs the write claimed here, having asked for `asked`. */
  claimed(runs: RunRecord[], asked: number): void;
  /** The write left slots it freed to nobody here. */
  leftOver(): void;
};

/**
 * What the run-lifecycle systems share (intake, claims, execution, completion, shutdown): the process's
 * options and identity, the write lane, the allowance, the events, and the state of the runs this process
 * holds or keeps waiting, with the small operations several systems make on them. Each system owns its
 * own state besides; this is the one place state crosses systems.
 */
export class RunResources {
  readonly events: RunEvents;
  /** Names the process in `runs.lease_owner` (host and pid, so an operator can tell who ran a run). */
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  readonly writer: RunWriter;
  readonly leaseMs: number;
  readonly runTimeoutMs: number;
  readonly shutdownGraceMs: number;
  readonly inMemoryMs: number;
  readonly waitInMemoryMs: number;
  readonly allowance: AllowanceGate;
  /** The runs this process runs now, by id. */
  readonly active = new Map<string, HeldRun>();
  /** In-memory runs that ended and gave their slot back, until their rows commit (see `finish`). */
  readonly endingHere = new Map<string, Promise<void>>();
  /** By team, the runs whose start at intake is being written (their slots are reserved already). */
  readonly startingAtIntake = new Map<string, number>();
  /** Runs waiting in memory for a slot, oldest first in each team's line (the sole runner only). */
  readonly waitingHere = new MemoryQueue<WaitingRun>();
  /** The trigger data of the stored runs held in `waitingHere`, as JSON, in characters. */
  heldBytes = 0;
  /** The queued runs an earlier process held in its memory went back to the table's queue. */
  earlierHoldsReleased = false;
  /** The process is stopping: it takes no more runs. */
  stopped = false;
  /** The process runs runs (worker role). */
  working = false;

  constructor(
    readonly options: RuntimeOptions,
    finishClaims: FinishClaims,
  ) {
    this.events = options.events ?? new RunEvents();
    this.leaseMs = options.leaseMs ?? 30_000;
    this.runTimeoutMs = options.runTimeoutMs ?? 15 * 60_000;
    this.shutdownGraceMs = options.shutdownGraceMs ?? 30_000;
    this.inMemoryMs = options.inMemoryMs ?? IN_MEMORY_MS;
    this.waitInMemoryMs = options.waitInMemoryMs ?? WAIT_IN_MEMORY_MS;
    this.allowance = new AllowanceGate(options.db);
    const dispatcher = options.dispatcher;
    this.writer = new RunWriter({
      db: options.db,
      logger: options.logger,
      dependencies: options.dependencies,
      metrics: options.metrics,
      claimOnFinish: {
        owner: this.owner,
        leaseMs: this.leaseMs,
        wanted: (finishing) =>
          this.working && !this.stopped ? dispatcher.wanted(finishing.length, this.inOwnSlots(finishing)) : 0,
        parked: dispatcher.capabilities.parks,
        busy: () => this.busy(),
        claimed: (runs, asked) => finishClaims.claimed(runs, asked),
        leftOver: () => finishClaims.leftOver(),
      },
    });
  }

  get repo() {
    return runsRepository(this.options.db);
  }

  publishStatus(
    run: Pick<RunRecord, 'id' | 'workflowId' | 'teamId' | 'status'>,
    options: PublishOptions = {},
  ): void {
    this.events.publish(
      { type: 'status', runId: run.id, workflowId: run.workflowId, teamId: run.teamId, status: run.status },
      options,
    );
  }

  /** Whether the queue is known to be down: a synchronous webhook then answers 202 without waiting. */
  queueDown(): boolean {
    return this.options.dependencies.isDown('redis');
  }

  /**
   * Back-pressure: while the database is known to be down, no run is taken in; the caller answers 503
   * with Retry-After. A Redis outage is not a reason: a run stored queued starts once Redis is back.
   */
  assertIntakeAvailable(): void {
    if (this.options.dependencies.isDown('database')) throw new DependencyUnavailableError(['database']);
  }

  /**
   * Dispatches a stored run without letting a queue outage hold the caller: the run is already in the
   * table, so if Redis is down the answer still goes out and lease recovery dispatches it again later.
   * `unparked`: a parked run just queued again (see `Dispatcher.dispatchUnparked`).
   */
  async dispatchSoon(run: DispatchableRun, { unparked = false } = {}): Promise<void> {
    const { dispatcher } = this.options;
    // Queued in the table already: the reconciler dispatches it once Redis answers again.
    if (this.queueDown()) return;
    const dispatchable = { id: run.id, attempts: run.attempts };
    const dispatching = unparked
      ? dispatcher.dispatchUnparked(dispatchable)
      : dispatcher.dispatch(dispatchable);
    const dispatched = dispatching.then(
      () => true,
      (error: unknown) => {
        if (!this.options.dependencies.failed('redis', error))
          this.options.logger.warn({ err: error, runId: run.id }, 'dispatch failed; the reconciler retries');
        return false;
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), 1000);
    });
    await Promise.race([dispatched, late]);
    clearTimeout(timer);
  }

  /**
   * Gives a run just stored queued to the workers. Its team being at its concurrency, a claim now would
   * find nothing (on PGlite that costs about a third of a short run): the run is held back instead, for
   * the finish of one of its team's runs to claim, where the dispatcher can (the embedded queue).
   */
  async handOver(run: RunRecord, teamFull: boolean): Promise<void> {
    const { dispatcher } = this.options;
    if (teamFull && dispatcher.capabilities.holdsBack) dispatcher.heldBack(run);
    else await this.dispatchSoon(run);
  }

  /** Whether this process runs as many of the team's runs as its plan allows at once. */
  isFullHere(teamId: string, plan: Plan): boolean {
    let running = this.startingAtIntake.get(teamId) ?? 0;
    for (const held of this.active.values()) if (held.teamId === teamId) running += 1;
    return running >= plan.concurrencyValue;
  }

  /** The runs held here without a row, by team: a claim counts them as running. */
  busy(): BusyTeams {
    const busy = new Map<string, number>();
    for (const held of this.active.values())
      if (held.here && !held.here.hasRow) busy.set(held.teamId, (busy.get(held.teamId) ?? 0) + 1);
    return busy;
  }

  /** How many of these runs, which are finishing, free a slot of the dispatcher's own as they end. */
  inOwnSlots(runIds: readonly string[]): number {
    let own = 0;
    for (const runId of runIds) if (this.active.get(runId)?.ownSlot) own += 1;
    return own;
  }

  /** Why a run of this team may not start now (a plan feature a step needs, or the allowance spent). */
  async refusalReason(teamId: string, plan: Plan, graph: unknown): Promise<string | undefined> {
    const feature = missingStepFeature(graph, serviceFeatures(this.options.services), plan);
    if (feature) return featureMissingMessage(plan, feature);
    return this.allowance.spentMessage(teamId, plan);
  }

  /** Gives an in-memory run its row (once); resolves when it has one. */
  storeHere(here: InMemoryRun): Promise<void> {
    clearTimeout(here.timer);
    // Ended already: its end's write is its row (a second insert could beat it and leave it running).
    if (here.endWrite && !here.stored) return here.endWrite.then(() => undefined);
    here.stored ??= this.writer.storeRunning(here.run, this.leaseMs).then(() => {
      here.hasRow = true;
    });
    return here.stored;
  }

  /** How long claimed runs waited in the queue (first attempts only: a later attempt keeps its first start time). */
  observeClaimed(runs: RunRecord[]): void {
    for (const run of runs) {
      if (run.attempts === 1 && run.startedAt)
        this.options.metrics.queueWaitSeconds.observe(
          Math.max(0, run.startedAt.getTime() - run.queuedAt.getTime()) / 1000,
        );
    }
  }
}
