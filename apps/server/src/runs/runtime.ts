import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import {
  isFinalRunStatus,
  missingStepFeature,
  type Plan,
  type RunResult,
  runEntry,
  type StepError,
  type StepRecord,
  upgradeWorkflowGraph,
  WebhookReply,
} from '@flowlane/contracts';
import {
  type CompiledWorkflow,
  compileWorkflow,
  type Ports,
  type ResumedStep,
  RunCancel,
  runWorkflow,
  type ServiceLookup,
  WorkflowValidationError,
} from '@flowlane/engine';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { planOf } from '../accounts/plans.js';
import type {
  BusyTeams,
  Db,
  DispatchableRun,
  FinishedRun,
  NewRun,
  NewRunStep,
  RunRecord,
  RunStartedHere,
  RunStepRecord,
} from '../db/index.js';
import { runsRepository, workflowsRepository } from '../db/index.js';
import { lazyChild } from '../http/logger.js';
import { type Dependencies, DependencyUnavailableError } from '../system/dependencies.js';
import type { Metrics } from '../system/metrics.js';
import { remember } from '../system/remember.js';
import { AllowanceGate } from './allowance.js';
import { BatchLane } from './batch-lane.js';
import { crashLimitError, DEFAULT_MAX_CRASHES } from './crash-limit.js';
import type { Dispatcher, RunSlot, WorkSource } from './dispatcher.js';
import { type PublishOptions, RunEvents } from './events.js';
import { MemoryQueue } from './memory-queue.js';
import { featureMissingMessage, serviceFeatures } from './plan-checks.js';
import { type Claim, RunWriter } from './run-writer.js';
import { StepLog } from './step-log.js';

export type { AdoptedRun, Dispatcher, RunSlot, WorkSource } from './dispatcher.js';

export type RuntimeOptions = {
  db: Db;
  logger: FastifyBaseLogger;
  dependencies: Dependencies;
  metrics: Metrics;
  services: ServiceLookup;
  /** The ports of one run, for its team and workflow. */
  portsFor(run: RunRecord, runtime: Runtime): Ports;
  dispatcher: Dispatcher;
  events?: RunEvents;
  leaseMs?: number;
  /** A run's processing-time limit. */
  runTimeoutMs?: number;
  /** How long a stopping process lets its runs finish before it hands them back to the queue. */
  shutdownGraceMs?: number;
  /** How many times a run's process may die holding it before the reconciler fails it (RUN_MAX_CRASHES). */
  maxCrashes?: number;
  /**
   * This process is the only one that runs this database's runs (the embedded server: PGlite belongs to
   * one process). A synchronous webhook's run then waits for its slot and runs in memory, and is written
   * once, as it ends; see `runHereNow`.
   */
  soleRunner?: boolean;
};

/** A run this process holds: its claim, how to stop it, and the state of its step log. */
type HeldRun = {
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
type InMemoryRun = {
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
type WaitingRun = { run: RunStartedHere; plan: Plan; timer: NodeJS.Timeout | undefined; bytes: number };

export type EnqueueResult = { run: RunRecord; refused: boolean };

/**
 * The run lifecycle: store (queued, or refused by a plan limit), dispatch, claim with a lease, execute
 * through the engine, log the steps, finish once (with the usage ledger), and publish events.
 */
export class Runtime {
  readonly events: RunEvents;
  /** Names the process in `runs.lease_owner` (host and pid, so an operator can tell who ran a run). */
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  readonly writer: RunWriter;
  private readonly leaseMs: number;
  private readonly runTimeoutMs: number;
  private readonly shutdownGraceMs: number;
  private leaseTimer: NodeJS.Timeout | undefined;
  private readonly compiled = new Map<string, CompiledWorkflow>();
  /** Graphs of workflow versions: a version never changes once saved, so it is read once. */
  private readonly graphs = new Map<string, unknown>();
  private readonly readingGraphs = new Map<string, Promise<unknown>>();
  private readonly allowance: AllowanceGate;
  private readonly active = new Map<string, HeldRun>();
  /** In-memory runs that ended and gave their slot back, until their rows commit (see `finish`). */
  private readonly endingHere = new Map<string, Promise<void>>();
  /** By team, the runs whose start at intake is being written (their slots are reserved already). */
  private readonly startingAtIntake = new Map<string, number>();
  /** Runs waiting in memory for a slot, oldest first in each team's line (the sole runner only). */
  private readonly waitingHere = new MemoryQueue<WaitingRun>();
  /** The trigger data of the stored runs held in `waitingHere`, as JSON, in characters. */
  private heldBytes = 0;
  /** The queued runs an earlier process held in its memory went back to the table's queue. */
  private earlierHoldsReleased = false;
  private startingWaiters = false;
  /** An unpark pass in flight (`unparkSoon`), and whether another was asked for meanwhile. */
  private unparking: Promise<void> | undefined;
  private unparkAgain = false;
  private stopped = false;
  private working = false;

  constructor(private readonly options: RuntimeOptions) {
    this.events = options.events ?? new RunEvents();
    this.leaseMs = options.leaseMs ?? 30_000;
    this.runTimeoutMs = options.runTimeoutMs ?? 15 * 60_000;
    this.shutdownGraceMs = options.shutdownGraceMs ?? 30_000;
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
        claimed: (runs, asked) => {
          options.metrics.claimedOnFinish.inc(runs.length);
          this.observeClaimed(runs);
          dispatcher.adopt(
            runs.map((run) => () => this.execute(run, { ownSlot: true })),
            asked,
          );
        },
        leftOver: () => {
          if (dispatcher.capabilities.parks && !this.stopped) this.unparkSoon();
        },
      },
    });
    this.events.onCancel((event) => this.active.get(event.runId)?.cancel.cancel());
  }

  get services(): ServiceLookup {
    return this.options.services;
  }

  /** The ports a run of this team gets; a designer's single-step test runs with the same ones. */
  portsFor(run: RunRecord): Ports {
    return this.options.portsFor(run, this);
  }

  private get repo() {
    return runsRepository(this.options.db);
  }

  /**
   * Stores the run before anything answers, refusing it (stored, visible) when the plan says no. With
   * `runHere` (a synchronous webhook) and a free slot in this process, the run is stored already claimed
   * by this process and starts here at once, without a trip through the queue; a team at its
   * concurrency, or no free slot, leaves it queued like any other run. The sole runner starts any run
   * so while no other run waits for a slot here (`startsAtIntake`).
   */
  async enqueue(
    run: NewRun,
    plan: Plan,
    graph: unknown,
    options: { runHere?: boolean } = {},
  ): Promise<EnqueueResult> {
    this.assertIntakeAvailable();
    const reason = await this.refusalReason(run.teamId, plan, graph);
    if (reason) {
      const refused = await this.repo.refuse(run, reason);
      this.publishStatus(refused, { newRun: true });
      return { run: refused, refused: true };
    }
    if (options.runHere && this.options.soleRunner && this.working && !this.stopped)
      return { run: this.runHereNow(run, plan), refused: false };
    const slot =
      (options.runHere || this.startsAtIntake(run.teamId, plan)) && this.working && !this.stopped
        ? this.options.dispatcher.reserve()
        : undefined;
    if (slot) {
      let stored: RunRecord;
      // Counted as running here while its row is written: a run starting meanwhile sees its team's room.
      this.startingAtIntake.set(run.teamId, (this.startingAtIntake.get(run.teamId) ?? 0) + 1);
      try {
        stored = await this.writer.start(this.owner, this.leaseMs, run);
      } catch (error) {
        slot.release();
        throw error;
      } finally {
        const starting = (this.startingAtIntake.get(run.teamId) ?? 1) - 1;
        if (starting > 0) this.startingAtIntake.set(run.teamId, starting);
        else this.startingAtIntake.delete(run.teamId);
      }
      if (stored.status === 'running') {
        this.options.metrics.queueWaitSeconds.observe(0);
        slot.run(() => this.execute(stored, { ownSlot: true }));
        return { run: stored, refused: false };
      }
      slot.release();
      this.publishStatus(stored, { newRun: true });
      await this.handOver(stored, true);
      return { run: stored, refused: false };
    }
    const bytes = this.holdsQueue() ? JSON.stringify(run.triggerData ?? null).length : undefined;
    if (bytes !== undefined && this.heldBytes + bytes <= HELD_BYTES_MAX)
      return { run: await this.queueHere(run, plan, bytes), refused: false };
    const queued = await this.writer.enqueue(run);
    this.publishStatus(queued, { newRun: true });
    await this.handOver(queued, this.isFullHere(run.teamId, plan));
    return { run: queued, refused: false };
  }

  /** Whether this process keeps the runs it stores queued in its own memory queue (`queueHere`). */
  private holdsQueue(): boolean {
    return this.options.soleRunner === true && this.working && !this.stopped && this.earlierHoldsReleased;
  }

  /**
   * The sole runner keeps the runs it stores queued in its memory, in line with the synchronous webhook
   * runs waiting there, and starts them from there as slots free: the run is stored queued and held by
   * this process (no claim takes it), and its end updates that row. Two writes of its row instead of
   * three (a claim's update to running between), each adding an entry to most of the table's indexes.
   * A held run that outlives a moment is written running, as a claimed run would be; one still waiting
   * when the process stops is queued for the next start (see `releaseEarlierHolds`).
   */
  private async queueHere(newRun: NewRun, plan: Plan, bytes: number): Promise<RunRecord> {
    const queued = await this.writer.enqueue({ ...newRun, heldBy: this.owner });
    this.publishStatus(queued, { newRun: true });
    const run: RunStartedHere = {
      id: queued.id,
      teamId: queued.teamId,
      workflowId: queued.workflowId,
      workflowVersion: queued.workflowVersion,
      trigger: queued.trigger,
      triggerData: newRun.triggerData,
      retryOf: queued.retryOf,
      heldBy: this.owner,
      owner: this.owner,
      queuedAt: queued.queuedAt,
      startedAt: queued.queuedAt,
    };
    this.heldBytes += bytes;
    this.waitingHere.push({ run, plan, timer: undefined, bytes });
    this.startWaiting();
    return queued;
  }

  /**
   * Queued runs an earlier process held in its memory (it stopped or died) go back to the table's
   * queue, where the claims take them; the sole runner holds none of its own until this is done.
   */
  private async releaseEarlierHolds(): Promise<void> {
    if (!this.options.soleRunner || this.earlierHoldsReleased) return;
    const released = await this.repo.releaseHeldByOthers(this.owner);
    this.earlierHoldsReleased = true;
    for (const run of released) await this.dispatchSoon(run);
  }

  /**
   * Whether the sole runner stores a run (answered 202, started by hand or by a mail) already claimed
   * and starts it at once, as a synchronous webhook's: when its team has room here and no run waits for
   * a slot before it (in the queue or in memory), the queue would hand it the next free slot anyway. One
   * write instead of a queued insert and a claim, and no wait for the claim loop's turn. A run arriving
   * while others wait queues behind them.
   */
  private startsAtIntake(teamId: string, plan: Plan): boolean {
    const { soleRunner, dispatcher } = this.options;
    return (
      soleRunner === true &&
      dispatcher.nothingWaits() &&
      this.waitingHere.size === 0 &&
      !this.isFullHere(teamId, plan)
    );
  }

  /**
   * A synchronous webhook's run on the sole runner: nothing has been acknowledged until its reply, which
   * goes out only after its rows commit, so until then the run may live in memory. It starts at once when
   * its team is under its concurrency here and a slot is free, else waits in memory for one; it is written
   * once, as it ends, with its steps and ledger row (one write instead of a start, a claim and a finish).
   * A run that outlives a moment gets its row then (`storeRunning`), so it shows in the run log and can be
   * cancelled; a run that waited a moment without a slot is stored queued and goes through the queue. A
   * claim meanwhile counts the runs held without a row against their teams (`busy`).
   */
  private runHereNow(newRun: NewRun, plan: Plan): RunRecord {
    const now = new Date();
    const run: RunStartedHere = {
      ...newRun,
      id: newRun.id ?? randomUUID(),
      owner: this.owner,
      queuedAt: now,
      startedAt: now,
    };
    // First come, first started: while runs wait here, a new one queues behind them.
    if (this.waitingHere.size === 0 && this.startHere(run, plan)) return recordOf(run, 'running');
    const waiting: WaitingRun = { run, plan, timer: undefined, bytes: 0 };
    waiting.timer = setTimeout(() => void this.queueWaiting(waiting), WAIT_IN_MEMORY_MS);
    this.waitingHere.push(waiting);
    this.startWaiting();
    return recordOf(run, 'queued');
  }

  /** Starts an in-memory run if its team has room here and a slot is free; false when it must wait. */
  private startHere(run: RunStartedHere, plan: Plan): boolean {
    if (this.stopped || this.isFullHere(run.teamId, plan)) return false;
    const slot = this.options.dispatcher.reserve();
    if (!slot) return false;
    this.startInSlot(run, slot);
    return true;
  }

  private startInSlot(run: RunStartedHere, slot: RunSlot): void {
    run.startedAt = new Date();
    this.options.metrics.startedInMemory.inc();
    this.options.metrics.queueWaitSeconds.observe((run.startedAt.getTime() - run.queuedAt.getTime()) / 1000);
    slot.run(() => this.execute(recordOf(run, 'running'), { here: run, ownSlot: true }));
  }

  /** Starts the runs waiting in memory that have room now, oldest first (a run just ended here). */
  private startWaiting(): void {
    if (this.startingWaiters || this.waitingHere.size === 0) return;
    this.startingWaiters = true;
    // After the ended run's slot is given back (its work's promise settles after this turn).
    setImmediate(() => {
      this.startingWaiters = false;
      while (!this.stopped && this.waitingHere.size > 0) {
        const slot = this.options.dispatcher.reserve();
        if (!slot) return;
        const next = this.waitingHere.takeNext((head) => !this.isFullHere(head.run.teamId, head.plan));
        if (!next) {
          slot.release();
          return;
        }
        clearTimeout(next.timer);
        this.heldBytes -= next.bytes;
        this.startInSlot(next.run, slot);
      }
    });
  }

  /**
   * A run that waited in memory long enough (or whose process is stopping) is stored queued, so it waits
   * where every other run does. A failed write leaves it waiting here, to start or be stored later.
   */
  private async queueWaiting(waiting: WaitingRun): Promise<RunRecord | undefined> {
    clearTimeout(waiting.timer);
    if (!this.waitingHere.remove(waiting)) return undefined;
    const { id, teamId, workflowId, workflowVersion, trigger, triggerData, retryOf } = waiting.run;
    const run: NewRun = { id, teamId, workflowId, workflowVersion, trigger, triggerData, retryOf };
    try {
      const queued = await this.writer.enqueue(run);
      this.publishStatus(queued, { newRun: true });
      await this.handOver(queued, this.isFullHere(run.teamId, waiting.plan));
      return queued;
    } catch (error) {
      if (!this.options.dependencies.failed('database', error))
        this.options.logger.warn({ err: error, runId: id }, 'a waiting run could not be stored yet');
      waiting.timer = setTimeout(() => void this.queueWaiting(waiting), WAIT_IN_MEMORY_MS);
      this.waitingHere.push(waiting);
      return undefined;
    }
  }

  /** Gives an in-memory run its row (once); resolves when it has one. */
  private storeHere(here: InMemoryRun): Promise<void> {
    clearTimeout(here.timer);
    // Ended already: its end's write is its row (a second insert could beat it and leave it running).
    if (here.endWrite && !here.stored) return here.endWrite.then(() => undefined);
    here.stored ??= this.writer.storeRunning(here.run, this.leaseMs).then(() => {
      here.hasRow = true;
    });
    return here.stored;
  }

  /**
   * Makes sure a run answered as still going on has a row (a synchronous webhook that did not reply in
   * time answers 202 with its id): a run in memory, running or waiting, is stored now.
   */
  async ensureStored(runId: string): Promise<void> {
    const ending = this.endingHere.get(runId);
    if (ending) return ending;
    const here = this.active.get(runId)?.here;
    if (here) return this.storeHere(here);
    const waiting = this.waitingHere.find(runId);
    // A run held here is stored already.
    if (waiting && !waiting.run.heldBy) await this.queueWaiting(waiting);
  }

  /**
   * Redis mode: a finish freed slots this process could not fill (its own slots were full), so parked
   * runs of those teams, which have no job, would wait for the reconciler while their team has room.
   * They are queued again now, as many as their teams have room for, and a worker with a free job slot
   * takes them. One pass at a time; finishes meanwhile ask for one more.
   */
  private unparkSoon(): void {
    if (this.unparking) {
      this.unparkAgain = true;
      return;
    }
    const pass = async () => {
      do {
        this.unparkAgain = false;
        await this.unparkWithRoom(0);
      } while (this.unparkAgain && !this.stopped);
    };
    this.unparking = pass()
      .catch((error: unknown) => {
        // The reconciler's pass unparks them later.
        if (!this.options.dependencies.failed('database', error))
          this.options.logger.warn({ err: error }, 'could not queue parked runs again');
      })
      .finally(() => {
        this.unparking = undefined;
      });
  }

  /** Queues again the runs parked over `graceMs` whose team has room, each with a job; how many. */
  private async unparkWithRoom(graceMs: number): Promise<number> {
    const unparked = await this.repo.unparkWithRoom(graceMs);
    for (const run of unparked) await this.dispatchSoon(run, { unparked: true });
    return unparked.length;
  }

  /** How many of these runs, which are finishing, free a slot of the dispatcher's own as they end. */
  private inOwnSlots(runIds: readonly string[]): number {
    let own = 0;
    for (const runId of runIds) if (this.active.get(runId)?.ownSlot) own += 1;
    return own;
  }

  /** The runs held here without a row, by team: a claim counts them as running. */
  private busy(): BusyTeams {
    const busy = new Map<string, number>();
    for (const held of this.active.values())
      if (held.here && !held.here.hasRow) busy.set(held.teamId, (busy.get(held.teamId) ?? 0) + 1);
    return busy;
  }

  /**
   * Gives a run just stored queued to the workers. Its team being at its concurrency, a claim now would
   * find nothing (on PGlite that costs about a third of a short run): the run is held back instead, for
   * the finish of one of its team's runs to claim, where the dispatcher can (the embedded queue).
   */
  private async handOver(run: RunRecord, teamFull: boolean): Promise<void> {
    const { dispatcher } = this.options;
    if (teamFull && dispatcher.capabilities.holdsBack) dispatcher.heldBack(run);
    else await this.dispatchSoon(run);
  }

  /** Whether this process runs as many of the team's runs as its plan allows at once. */
  private isFullHere(teamId: string, plan: Plan): boolean {
    let running = this.startingAtIntake.get(teamId) ?? 0;
    for (const held of this.active.values()) if (held.teamId === teamId) running += 1;
    return running >= plan.concurrencyValue;
  }

  /**
   * Fires a schedule tick: the tick's claim and its run are stored in one transaction (a crash between
   * them can neither lose the tick nor fire it twice). Undefined when another scheduler fired it.
   */
  async fireScheduleTick(
    tick: { workflowId: string; seen: Date | null; at: Date },
    run: NewRun,
    plan: Plan,
    graph: unknown,
  ): Promise<EnqueueResult | undefined> {
    this.assertIntakeAvailable();
    const reason = await this.refusalReason(run.teamId, plan, graph);
    const stored = await this.repo.fireScheduleTick(tick, run, reason);
    if (!stored) return undefined;
    this.publishStatus(stored, { newRun: true });
    if (!reason) await this.dispatchSoon(stored);
    return { run: stored, refused: Boolean(reason) };
  }

  /**
   * Back-pressure: while the database is known to be down, no run is taken in; the caller answers 503
   * with Retry-After. A Redis outage is not a reason: a run stored queued starts once Redis is back.
   */
  private assertIntakeAvailable(): void {
    if (this.options.dependencies.isDown('database')) throw new DependencyUnavailableError(['database']);
  }

  /** Whether the queue is known to be down: a synchronous webhook then answers 202 without waiting. */
  queueDown(): boolean {
    return this.options.dependencies.isDown('redis');
  }

  /**
   * Dispatches a stored run without letting a queue outage hold the caller: the run is already in the
   * table, so if Redis is down the answer still goes out and lease recovery dispatches it again later.
   * `unparked`: a parked run just queued again (see `Dispatcher.dispatchUnparked`).
   */
  private async dispatchSoon(run: DispatchableRun, { unparked = false } = {}): Promise<void> {
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

  startWorking(): void {
    this.working = true;
    this.releaseEarlierHolds().catch((error: unknown) => {
      // The reconciler tries again.
      if (!this.options.dependencies.failed('database', error))
        this.options.logger.warn({ err: error }, 'could not queue the runs an earlier process held');
    });
    const source: WorkSource = {
      claim: async (max) => {
        if (this.stopped) return [];
        const runs = await this.timedClaim(() =>
          this.repo.claimNext(this.owner, this.leaseMs, max, this.busy()),
        );
        return runs.map((run) => () => this.execute(run, { ownSlot: true }));
      },
      runById: async (runId) => {
        if (this.stopped) return 'stopping';
        const claimed = await this.claimsById.submit(runId);
        if (claimed) await this.execute(claimed, { ownSlot: false });
        return 'done';
      },
    };
    this.keepLeases();
    this.options.dispatcher.startWorking(source);
  }

  /**
   * Claims by id (Redis mode: one job per run) batched: the jobs this process's worker takes within one
   * database round trip are claimed in one statement. A run not claimed was taken already, or its team
   * is at its concurrency and the statement parked it: its job ends either way.
   */
  private readonly claimsById = new BatchLane<string, RunRecord | undefined>({
    maxBatch: 64,
    write: async (ids) => {
      // A job whose run is parked (its team full) hands its turn to another team's oldest run, which
      // runs beside the jobs here, up to the slots free for that: with one queue for every team, a busy
      // team's backlog of jobs would otherwise hold a quiet team's run back until it had gone through.
      const dispatcher = this.options.dispatcher;
      const others = this.stopped ? 0 : dispatcher.wanted(ids.length, 0);
      const asked = new Set(ids);
      const claimed = await this.timedClaim(() =>
        this.repo.claimByIds(this.owner, this.leaseMs, [...asked], { others }),
      );
      const instead = claimed.filter((run) => !asked.has(run.id));
      if (instead.length > 0)
        dispatcher.adopt(
          instead.map((run) => () => this.execute(run, { ownSlot: true })),
          others,
        );
      const byId = new Map(claimed.filter((run) => asked.has(run.id)).map((run) => [run.id, run]));
      // A run asked for twice in one batch (a duplicated job) is run by the first asker only.
      return ids.map((id) => {
        const run = byId.get(id);
        byId.delete(id);
        return run;
      });
    },
  });

  private async timedClaim(claim: () => Promise<RunRecord[]>): Promise<RunRecord[]> {
    const started = performance.now();
    const runs = await claim();
    this.options.metrics.claimSeconds.observe((performance.now() - started) / 1000);
    this.observeClaimed(runs);
    return runs;
  }

  /** How long claimed runs waited in the queue (first attempts only: a later attempt keeps its first start time). */
  private observeClaimed(runs: RunRecord[]): void {
    for (const run of runs) {
      if (run.attempts === 1 && run.startedAt)
        this.options.metrics.queueWaitSeconds.observe(
          Math.max(0, run.startedAt.getTime() - run.queuedAt.getTime()) / 1000,
        );
    }
  }

  /**
   * The reconciler: the database is the truth and the queue a hint. Runs whose worker stopped renewing
   * go back to the queue (one statement, so of several processes doing this each run goes back once)
   * and are dispatched under a fresh job id (`takenOver`); a run queued for a while with no live job (its
   * job failed or Redis lost it) is dispatched again (`redispatched`). A parked run whose team has room
   * is queued again too (`unparked`): the safety net of a finish that could not take it (its process's
   * slots were full, or it was stopping), which under load is routine, not a fault. A run whose process
   * died holding it `maxCrashes` times is failed instead of taken over (see `crashStopped`).
   */
  async reconcile(
    staleAfterMs = 5_000,
  ): Promise<{ takenOver: number; redispatched: number; unparked: number }> {
    await this.releaseEarlierHolds();
    const maxCrashes = this.options.maxCrashes ?? DEFAULT_MAX_CRASHES;
    const { requeued: expired, stopped } = await this.repo.requeueExpired({
      max: maxCrashes,
      error: crashLimitError(maxCrashes),
    });
    this.options.metrics.leaseTakeovers.inc(expired.length);
    for (const run of expired) await this.dispatchSoon(run);
    for (const run of stopped) this.crashStopped(run, maxCrashes);
    let unparked = 0;
    if (this.options.dispatcher.capabilities.parks && !this.options.dependencies.isDown('redis')) {
      unparked = await this.unparkWithRoom(PARKED_GRACE_MS);
      this.options.metrics.unparked.inc(unparked);
    }
    let redispatched = 0;
    if (!this.options.dependencies.isDown('redis')) {
      for (const run of await this.repo.queuedOlderThan(staleAfterMs)) {
        const stillQueued = () => this.repo.isQueuedAt(run);
        const again = await this.options.dispatcher.redispatch(run, stillQueued).catch((error: unknown) => {
          if (!this.options.dependencies.failed('redis', error))
            this.options.logger.warn({ err: error, runId: run.id }, 'could not check the queue job of a run');
          return false;
        });
        if (again) redispatched += 1;
      }
    }
    this.options.metrics.redispatches.inc(redispatched);
    return { takenOver: expired.length, redispatched, unparked };
  }

  /**
   * A run failed by the reconciler at its crash limit (its row, ledger row included, is written): counted,
   * logged for the operator, and announced, so a caller waiting for its end (a synchronous webhook, the
   * run log) sees it. A queue job left for it finds it final and drops it.
   */
  private crashStopped(run: FinishedRun, maxCrashes: number): void {
    this.options.metrics.crashStopped.inc();
    this.options.metrics.runsFinished.inc({ status: run.status });
    this.allowance.recorded(run.teamId, run.processingMs);
    this.options.logger.warn(
      { runId: run.id, workflowId: run.workflowId, crashes: maxCrashes, event: 'run_crash_stopped' },
      'a run stopped its server too many times: it failed instead of being resumed',
    );
    this.publishStatus(run);
  }

  /**
   * Renews the leases of every run held here in one statement, every third of the lease. A run whose
   * step log cannot be saved is left out: its state is not safe here, so its lease runs out and another
   * worker resumes it from its saved steps. A run the statement no longer finds was taken over: it stops.
   */
  private keepLeases(): void {
    if (this.leaseTimer) return;
    const every = Math.max(100, Math.floor(this.leaseMs / 3));
    const tick = async () => {
      const now = Date.now();
      // A run still in memory has no row to renew (its row gets a full lease when it is written).
      const renewing = [...this.active.values()].filter(
        (held) =>
          !held.lost && (!held.here || held.here.hasRow) && (held.steps?.unsavedForMs(now) ?? 0) < every,
      );
      if (renewing.length === 0) return;
      const kept = await this.repo.renewLeases(
        this.owner,
        renewing.map((held) => ({ id: held.claim.runId, attempts: held.claim.attempt })),
        this.leaseMs,
      );
      for (const held of renewing) {
        if (kept.has(held.claim.runId) || this.active.get(held.claim.runId) !== held) continue;
        held.lost = true;
        held.cancel.cancel();
      }
    };
    const loop = () => {
      tick()
        .catch((error: unknown) => {
          if (!this.options.dependencies.failed('database', error))
            this.options.logger.warn({ err: error }, 'could not renew the run leases');
        })
        .finally(() => {
          if (this.leaseTimer) this.leaseTimer = setTimeout(loop, every);
        });
    };
    this.leaseTimer = setTimeout(loop, every);
  }

  /**
   * Cancels a run of the caller's team (another team's run is not found, and nothing happens to it). A
   * queued run is cancelled in the database; a running one is stopped by whichever process runs it.
   */
  async cancel(teamId: string, runId: string): Promise<RunRecord | undefined> {
    const held = this.active.get(runId);
    if (held?.here && !held.here.hasRow && held.teamId === teamId) {
      held.cancel.cancel();
      return recordOf(held.here.run, 'running');
    }
    // A run held here waiting for its slot leaves the line first, so it cannot start as it is cancelled.
    const waiting = this.waitingHere.find(runId);
    const heldHere = waiting?.run.heldBy && waiting.run.teamId === teamId ? waiting : undefined;
    if (heldHere) {
      this.waitingHere.remove(heldHere);
      this.heldBytes -= heldHere.bytes;
    }
    const queued = await this.cancelQueued(teamId, runId, heldHere);
    if (queued) {
      this.publishStatus(queued);
      return queued;
    }
    const run = await this.repo.get(teamId, runId);
    if (!run) return undefined;
    if (run.status === 'running') {
      this.events.publish({ type: 'cancel', runId, workflowId: run.workflowId, teamId });
    }
    return run;
  }

  /** Cancels a queued run; one taken out of the line here goes back in line if that fails. */
  private async cancelQueued(
    teamId: string,
    runId: string,
    heldHere: WaitingRun | undefined,
  ): Promise<RunRecord | undefined> {
    try {
      return await this.repo.cancelQueued(teamId, runId);
    } catch (error) {
      if (heldHere) {
        this.heldBytes += heldHere.bytes;
        this.waitingHere.push(heldHere);
        this.startWaiting();
      }
      throw error;
    }
  }

  /**
   * Stops taking runs and lets the running ones finish for up to the grace period; those still running
   * then are stopped at their current step and handed back to the queue with the steps they completed,
   * so another process resumes them without waiting out their lease.
   */
  async stop(graceMs = this.shutdownGraceMs): Promise<void> {
    this.stopped = true;
    // Runs waiting in memory go to the queue, to run after a restart; those held here are there already
    // (the next start takes them back from this process).
    this.waitingHere.removeWhere((waiting) => waiting.run.heldBy !== undefined);
    this.heldBytes = 0;
    await Promise.all(this.waitingHere.all().map((waiting) => this.queueWaiting(waiting)));
    // Runs an unpark pass queues again get their jobs before the queue closes.
    await this.unparking;
    // Ended runs whose rows are still being written are waited for like the runs still running.
    const closing = this.options.dispatcher.close().then(() => Promise.all([...this.endingHere.values()]));
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), graceMs);
    });
    const outcome = await Promise.race([closing.then(() => 'done' as const), graceOver]);
    clearTimeout(timer);
    if (outcome === 'late') {
      // The hand-back writes get a few seconds more; a database still down then cannot be waited for.
      this.writer.closeWithin(5_000);
      for (const held of this.active.values()) {
        held.handBack = true;
        held.cancel.cancel();
      }
    }
    await closing;
    if (this.leaseTimer) clearTimeout(this.leaseTimer);
    this.leaseTimer = undefined;
  }

  /**
   * Runs a claimed run (or, with `here`, a run started in memory) to its end, in a slot of the
   * dispatcher's own or (`ownSlot` false) a queue job's. Never throws: a failure is the run's status.
   */
  private async execute(
    run: RunRecord,
    { here: startedHere, ownSlot }: { here?: RunStartedHere; ownSlot: boolean },
  ): Promise<void> {
    const log = lazyChild(this.options.logger, { runId: run.id, workflowId: run.workflowId });
    const held: HeldRun = {
      claim: { runId: run.id, owner: this.owner, attempt: run.attempts },
      teamId: run.teamId,
      cancel: new RunCancel(),
      steps: undefined,
      lost: false,
      handBack: false,
      reply: undefined,
      here: startedHere
        ? { run: startedHere, stored: undefined, hasRow: false, endWrite: undefined, timer: undefined }
        : undefined,
      ownSlot,
    };
    const here = held.here;
    // A run that outlives a moment gets its row, so the run log shows it and it can be cancelled.
    if (here) here.timer = setTimeout(() => void this.storeHere(here).catch(() => undefined), IN_MEMORY_MS);
    // An earlier claim of this run here lost its lease (this process stalled past it): that one stops.
    const earlier = this.active.get(run.id);
    if (earlier) {
      earlier.lost = true;
      earlier.cancel.cancel();
    }
    this.active.set(run.id, held);
    this.publishStatus(run);
    try {
      const graph = await this.versionGraph(run.workflowId, run.workflowVersion);
      if (graph === undefined) {
        await this.finish(held, {
          status: 'failed',
          processingMs: 0,
          error: { kind: 'user', message: 'The workflow of this run no longer exists.' },
        });
        return;
      }
      const plan = planOf((await this.allowance.planGuid(run.teamId)) ?? '');
      // A run queued before the allowance ran out (or the plan changed) is checked again as it starts.
      const reason = await this.refusalReason(run.teamId, plan, graph);
      if (reason) {
        await this.finish(held, {
          status: 'refused',
          processingMs: 0,
          error: { kind: 'user', message: reason },
        });
        return;
      }
      let workflow: CompiledWorkflow;
      try {
        workflow = this.compile(run.workflowId, run.workflowVersion, graph);
      } catch (error) {
        const message =
          error instanceof WorkflowValidationError
            ? `The workflow is not valid: ${error.issues.map((i) => i.message).join('; ')}`
            : `The workflow could not be prepared: ${error instanceof Error ? error.message : String(error)}`;
        await this.finish(held, { status: 'failed', processingMs: 0, error: { kind: 'user', message } });
        return;
      }
      const entry = runEntry(
        workflow.nodes.map((n) => ({ id: n.id, serviceId: n.node.serviceId })),
        run.trigger,
      );
      if (entry && 'refused' in entry) {
        await this.finish(held, {
          status: 'failed',
          processingMs: 0,
          error: { kind: 'user', message: entry.refused },
        });
        return;
      }
      // Step records need the run's row: a run in memory gets it before its first ones are written.
      const steps = new StepLog(
        run.id,
        run.attempts,
        async (rows) => {
          if (here) await this.storeHere(here);
          await this.writer.appendSteps(rows);
        },
        log,
      );
      held.steps = steps;
      const { resume, reused } = await this.resumeState(run);
      // The log of a resumed run shows the reused steps too (attempts 0: not run again).
      for (const row of reused) steps.add(reusedRecord(row));
      const result = await runWorkflow(workflow, this.options.portsFor(run, this), {
        trigger: run.triggerData,
        cancel: held.cancel,
        timeoutMs: this.runTimeoutMs,
        workflowId: run.workflowId,
        runId: run.id,
        ...(entry ? { triggerNodeId: entry.nodeId } : {}),
        ...(resume ? { resume } : {}),
        onStep: (record) => {
          steps.add(record);
          this.events.publish({
            type: 'step',
            runId: run.id,
            workflowId: run.workflowId,
            teamId: run.teamId,
            nodeId: record.nodeId,
            status: record.status,
          });
        },
        onResponse: (value) => {
          // The reply waits for the run's rows: with the finish if the run ends within a moment (the
          // usual case: the reply is the last step), else as soon as the steps so far are committed.
          const reply: NonNullable<HeldRun['reply']> = { value, timer: undefined, sent: false };
          held.reply = reply;
          reply.timer = setTimeout(() => {
            reply.timer = undefined;
            void steps.flush().then(() => this.sendReply(held, run));
          }, REPLY_WITH_FINISH_MS);
        },
      });
      // The run ended: a reply not yet sent goes with the finish.
      if (held.reply?.timer) {
        clearTimeout(held.reply.timer);
        held.reply.timer = undefined;
      }
      const lastSteps = await steps.drain();
      if (held.lost) {
        // Kept for the log of this attempt; the worker that took the run over finishes it.
        await this.writer.appendSteps(lastSteps);
        log.warn('lease lost mid-run; the worker that took it over finishes the run');
        return;
      }
      if (held.handBack) {
        if (here) await this.storeHere(here);
        const released = await this.writer.release(held.claim, lastSteps);
        if (released) {
          this.options.metrics.handedBack.inc();
          log.warn('the server is stopping: the run went back to the queue and resumes elsewhere');
          await this.dispatchSoon(released);
        }
        return;
      }
      await this.finish(held, {
        status: result.status,
        processingMs: result.processingMs,
        error: result.error,
        output: result.output,
        reply: result.response,
        steps: lastSteps,
      });
    } catch (error) {
      if (held.lost || held.handBack) {
        log.warn(
          { err: error },
          'a run given up here could not save its last state; its lease brings it back',
        );
        return;
      }
      if (this.options.dependencies.failed('database', error)) {
        // The database went away under the run (reading its workflow, its earlier steps): not the run's
        // fault, so it goes back to the queue (the write waits for the database) to run again.
        const released = await (here ? this.storeHere(here) : Promise.resolve())
          .then(() => this.writer.release(held.claim, []))
          .catch(() => undefined);
        if (released) await this.dispatchSoon(released);
        log.warn('the database was unreachable while the run started; it went back to the queue');
        return;
      }
      log.error({ err: error }, 'run crashed');
      await this.finish(held, crashedEnd()).catch((e: unknown) =>
        log.error({ err: e }, 'could not record the crashed run'),
      );
    } finally {
      clearTimeout(here?.timer);
      if (this.active.get(run.id) === held) this.active.delete(run.id);
      this.startWaiting();
    }
  }

  private async finish(
    held: HeldRun,
    result: {
      status: RunResult['status'];
      processingMs: number;
      error?: StepError;
      output?: unknown;
      reply?: unknown;
      steps?: NewRunStep[];
    },
  ): Promise<void> {
    const end = {
      status: result.status,
      processingMs: result.processingMs,
      error: result.error ?? null,
      output: result.output ?? null,
      reply: result.reply ?? null,
      steps: result.steps ?? [],
    };
    const here = held.here;
    if (here) clearTimeout(here.timer);
    // A run in memory whose row was never written (or could not be) is written whole now.
    const hasRow = here?.stored
      ? await here.stored.then(
          () => true,
          () => false,
        )
      : !here;
    if (here && !hasRow) {
      // The run's work is done: unless too many ended runs wait for their write already, its slot and
      // its place in its team's concurrency go to the next run while its rows commit (its reply and
      // status still wait for them). Writes then gather the ends of more runs than the concurrency.
      const holdsSlot = this.endingHere.size >= ENDING_HERE_MAX;
      const write = this.writer.finishHere(here.run, { ...end, finishedAt: new Date() }, holdsSlot);
      here.endWrite = write;
      if (holdsSlot) this.ended(held, await write);
      else this.endAfterWrite(held, write);
      return;
    }
    this.ended(held, await this.writer.finish(held.claim, end));
  }

  /**
   * A run's end committed (undefined: another claim of it finishes it, or its row was deleted with its
   * workflow or team): its reply, status and usage.
   */
  private ended(held: HeldRun, finished: FinishedRun | undefined): void {
    if (!finished) return;
    this.options.metrics.runsFinished.inc({ status: finished.status });
    this.allowance.recorded(finished.teamId, finished.processingMs);
    this.sendReply(held, finished);
    this.publishStatus(finished);
  }

  /**
   * Follows the write of an in-memory run that gave its slot back: once it commits, the run ended as
   * `finished` does. A write that fails for good is handled as a crashed run's would be: its end is
   * written again as a failure on our side.
   */
  private endAfterWrite(held: HeldRun, write: Promise<FinishedRun | undefined>): void {
    const { runId } = held.claim;
    const here = held.here;
    const ending = write
      .catch(async (error: unknown) => {
        if (!here || this.options.dependencies.failed('database', error)) throw error;
        this.options.logger.error({ err: error, runId }, 'run crashed');
        return this.writer.finishHere(here.run, crashedEnd(), false);
      })
      .then((finished) => this.ended(held, finished))
      .catch((error: unknown) =>
        this.options.logger.error({ err: error, runId }, 'could not record the ended run'),
      )
      .finally(() => this.endingHere.delete(runId));
    this.endingHere.set(runId, ending);
  }

  /** Publishes a run's pending webhook reply, once (its rows are committed by now). */
  private sendReply(held: HeldRun, run: Pick<RunRecord, 'id' | 'workflowId' | 'teamId'>): void {
    const reply = held.reply;
    if (!reply || reply.sent || reply.timer) return;
    reply.sent = true;
    this.events.publish({
      type: 'reply',
      runId: run.id,
      workflowId: run.workflowId,
      teamId: run.teamId,
      reply: reply.value,
    });
  }

  /** The team's plan changed (billing): its next run is checked against the new plan at once. */
  planChanged(teamId: string): void {
    this.allowance.forget(teamId);
    if (!this.waitingHere.has(teamId)) return;
    // The team's runs waiting here take their turns by its new concurrency.
    this.allowance
      .planGuid(teamId)
      .then((guid) => {
        const plan = planOf(guid ?? '');
        for (const waiting of this.waitingHere.lineOf(teamId)) waiting.plan = plan;
        this.startWaiting();
      })
      .catch((error: unknown) => {
        if (!this.options.dependencies.failed('database', error))
          this.options.logger.warn({ err: error, teamId }, 'could not read the new plan of a team');
      });
  }

  /** Why a run of this team may not start now (a plan feature a step needs, or the allowance spent). */
  private async refusalReason(teamId: string, plan: Plan, graph: unknown): Promise<string | undefined> {
    const feature = missingStepFeature(graph, serviceFeatures(this.options.services), plan);
    if (feature) return featureMissingMessage(plan, feature);
    return this.allowance.spentMessage(teamId, plan);
  }

  /**
   * The graph of a workflow version (undefined once the workflow is gone); kept, as a version never changes.
   * Calls that arrive together share one read: after a start, a burst of webhook calls to one workflow
   * would otherwise each read the same version, one after another on the embedded database.
   */
  versionGraph(workflowId: string, version: number): Promise<unknown> {
    const key = `${workflowId}:${version}`;
    if (this.graphs.has(key)) return Promise.resolve(this.graphs.get(key));
    let reading = this.readingGraphs.get(key);
    if (!reading) {
      reading = this.readGraph(workflowId, version, key).finally(() => this.readingGraphs.delete(key));
      this.readingGraphs.set(key, reading);
    }
    return reading;
  }

  private async readGraph(workflowId: string, version: number, key: string): Promise<unknown> {
    const row = await workflowsRepository(this.options.db).versionForRun(workflowId, version);
    if (!row) return undefined;
    remember(this.graphs, key, row.graph);
    return row.graph;
  }

  /** Completed top-level steps of the run's earlier attempt (or of the run it retries), to reuse. */
  private async resumeState(
    run: RunRecord,
  ): Promise<{ resume: Record<string, ResumedStep> | undefined; reused: RunStepRecord[] }> {
    const source = run.attempts > 1 ? { id: run.id, attempt: run.attempts - 1 } : undefined;
    const retried = run.retryOf ? { id: run.retryOf, attempt: undefined } : undefined;
    const from = source ?? retried;
    if (!from) return { resume: undefined, reused: [] };
    const rows = await this.repo.steps(from.id, from.attempt);
    const resume: Record<string, ResumedStep> = {};
    const reused: RunStepRecord[] = [];
    for (const row of rows) {
      // A truncated output is a preview, not the value: such a step runs again.
      if (row.status !== 'succeeded' || row.iteration !== null || row.outputTruncated) continue;
      resume[row.nodeId] = { output: row.output, handles: handlesOf(row) };
      reused.push(row);
    }
    return Object.keys(resume).length ? { resume, reused } : { resume: undefined, reused: [] };
  }

  private compile(workflowId: string, version: number, graph: unknown): CompiledWorkflow {
    const key = `${workflowId}:${version}`;
    const cached = this.compiled.get(key);
    if (cached) return cached;
    const compiled = compileWorkflow(upgradeWorkflowGraph(graph), this.options.services);
    remember(this.compiled, key, compiled);
    return compiled;
  }

  private publishStatus(
    run: Pick<RunRecord, 'id' | 'workflowId' | 'teamId' | 'status'>,
    options: PublishOptions = {},
  ): void {
    this.events.publish(
      { type: 'status', runId: run.id, workflowId: run.workflowId, teamId: run.teamId, status: run.status },
      options,
    );
  }

  /**
   * A run started by hand (a workflow's or an integration's Run): stored, then answered at once with the
   * run id and the queued text, or the reason it was refused.
   */
  async runByHand(
    user: { teamId: string; plan: Plan },
    workflow: { id: string; version: number; graph: unknown },
    trigger: 'manual' | 'integration',
    triggerData: unknown,
    queuedMessage: string,
  ): Promise<{ runId: string; status: RunRecord['status']; message: string }> {
    const { run, refused } = await this.enqueue(
      {
        teamId: user.teamId,
        workflowId: workflow.id,
        workflowVersion: workflow.version,
        trigger,
        triggerData,
      },
      user.plan,
      workflow.graph,
    );
    const message = refused ? (runErrorMessage(run) ?? 'The run was refused.') : queuedMessage;
    return { runId: run.id, status: run.status, message };
  }

  /** Waits for a run's webhook reply or its end, whichever comes first, up to `timeoutMs`. */
  waitForReply(runId: string, timeoutMs: number): Promise<WebhookReply | 'finished' | 'timeout'> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => done('timeout'), timeoutMs);
      const off = this.events.onOutcome(runId, (event) => {
        if (event.type === 'reply') done(WebhookReply.parse(event.reply));
        else if (event.type === 'status' && isFinalRunStatus(event.status)) done('finished');
      });
      function done(value: WebhookReply | 'finished' | 'timeout') {
        clearTimeout(timer);
        off();
        resolve(value);
      }
    });
  }
}

/**
 * How many ended in-memory runs may wait for their rows without a slot: past it a run keeps its slot
 * until its write commits, so a database that cannot keep up (or is away) holds new runs back instead of
 * letting ended ones pile up in memory. Two full batches of the write lane.
 */
const ENDING_HERE_MAX = 256;

/**
 * How much trigger data (as JSON, in characters) the stored runs held in memory may have together: past
 * it a run is stored in the table's queue instead, where a claim takes it.
 */
const HELD_BYTES_MAX = 64 * 1024 * 1024;

/** How long a synchronous webhook's run runs in memory only: one still running then gets its row. */
const IN_MEMORY_MS = 200;

/**
 * How long a synchronous webhook's run waits in memory for a slot before it is stored queued (and shows
 * in the run log as such): its caller is waiting for it all the while.
 */
const WAIT_IN_MEMORY_MS = 2_000;

/**
 * How long a parked run may wait while its team has room before the reconciler dispatches it again: a
 * finish claims it in the write that frees the slot, so this is only for a finish that missed it.
 */
const PARKED_GRACE_MS = 1_000;

/** The end of a run that stopped because of an error on our side. */
function crashedEnd() {
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
function recordOf(run: RunStartedHere, status: 'queued' | 'running'): RunRecord {
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
const REPLY_WITH_FINISH_MS = 2;

function handlesOf(row: RunStepRecord): string[] {
  return Array.isArray(row.handles) ? row.handles.filter((h) => typeof h === 'string') : ['main'];
}

function reusedRecord(row: RunStepRecord): StepRecord {
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
