import { randomUUID } from 'node:crypto';
import type { Plan } from '@flowlane/contracts';
import { planOf } from '../../accounts/plans.js';
import type { NewRun, RunRecord, RunStartedHere } from '../../db/index.js';
import type { RunSlot } from '../dispatcher.js';
import type { ExecutionSystem } from './execution.js';
import { HELD_BYTES_MAX, recordOf, runErrorMessage } from './records.js';
import type { RunResources, WaitingRun } from './resources.js';

export type EnqueueResult = { run: RunRecord; refused: boolean };

/**
 * Intake: a run stored before anything answers (queued, refused by its plan, or started here at once),
 * a schedule's tick, a run by hand; on the sole runner, the runs held in memory while they wait for a
 * slot (a synchronous webhook's, or a stored run queued here), started as slots free; and a cancel, which
 * takes a run out of that line or the table's.
 */
export class IntakeSystem {
  private startingWaiters = false;

  constructor(
    private readonly r: RunResources,
    private readonly execution: ExecutionSystem,
  ) {}

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
    this.r.assertIntakeAvailable();
    const reason = await this.r.refusalReason(run.teamId, plan, graph);
    if (reason) {
      const refused = await this.r.repo.refuse(run, reason);
      this.r.publishStatus(refused, { newRun: true });
      return { run: refused, refused: true };
    }
    if (options.runHere && this.r.options.soleRunner && this.r.working && !this.r.stopped)
      return { run: this.runHereNow(run, plan), refused: false };
    const slot =
      (options.runHere || this.startsAtIntake(run.teamId, plan)) && this.r.working && !this.r.stopped
        ? this.r.options.dispatcher.reserve()
        : undefined;
    if (slot) {
      let stored: RunRecord;
      // Counted as running here while its row is written: a run starting meanwhile sees its team's room.
      this.r.startingAtIntake.set(run.teamId, (this.r.startingAtIntake.get(run.teamId) ?? 0) + 1);
      try {
        stored = await this.r.writer.start(this.r.owner, this.r.leaseMs, run);
      } catch (error) {
        slot.release();
        throw error;
      } finally {
        const starting = (this.r.startingAtIntake.get(run.teamId) ?? 1) - 1;
        if (starting > 0) this.r.startingAtIntake.set(run.teamId, starting);
        else this.r.startingAtIntake.delete(run.teamId);
      }
      if (stored.status === 'running') {
        this.r.options.metrics.queueWaitSeconds.observe(0);
        slot.run(() => this.execution.execute(stored, { ownSlot: true }));
        return { run: stored, refused: false };
      }
      slot.release();
      this.r.publishStatus(stored, { newRun: true });
      await this.r.handOver(stored, true);
      return { run: stored, refused: false };
    }
    const bytes = this.holdsQueue() ? JSON.stringify(run.triggerData ?? null).length : undefined;
    if (bytes !== undefined && this.r.heldBytes + bytes <= HELD_BYTES_MAX)
      return { run: await this.queueHere(run, plan, bytes), refused: false };
    const queued = await this.r.writer.enqueue(run);
    this.r.publishStatus(queued, { newRun: true });
    await this.r.handOver(queued, this.r.isFullHere(run.teamId, plan));
    return { run: queued, refused: false };
  }

  /** Whether this process keeps the runs it stores queued in its own memory queue (`queueHere`). */
  private holdsQueue(): boolean {
    return (
      this.r.options.soleRunner === true && this.r.working && !this.r.stopped && this.r.earlierHoldsReleased
    );
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
    const queued = await this.r.writer.enqueue({ ...newRun, heldBy: this.r.owner });
    this.r.publishStatus(queued, { newRun: true });
    const run: RunStartedHere = {
      id: queued.id,
      teamId: queued.teamId,
      workflowId: queued.workflowId,
      workflowVersion: queued.workflowVersion,
      trigger: queued.trigger,
      triggerData: newRun.triggerData,
      retryOf: queued.retryOf,
      heldBy: this.r.owner,
      owner: this.r.owner,
      queuedAt: queued.queuedAt,
      startedAt: queued.queuedAt,
    };
    this.r.heldBytes += bytes;
    this.r.waitingHere.push({ run, plan, timer: undefined, bytes });
    this.startWaiting();
    return queued;
  }

  /**
   * Whether the sole runner stores a run (answered 202, started by hand or by a mail) already claimed
   * and starts it at once, as a synchronous webhook's: when its team has room here and no run waits for
   * a slot before it (in the queue or in memory), the queue would hand it the next free slot anyway. One
   * write instead of a queued insert and a claim, and no wait for the claim loop's turn. A run arriving
   * while others wait queues behind them.
   */
  private startsAtIntake(teamId: string, plan: Plan): boolean {
    const { soleRunner, dispatcher } = this.r.options;
    return (
      soleRunner === true &&
      dispatcher.nothingWaits() &&
      this.r.waitingHere.size === 0 &&
      !this.r.isFullHere(teamId, plan)
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
      owner: this.r.owner,
      queuedAt: now,
      startedAt: now,
    };
    // First come, first started: while runs wait here, a new one queues behind them.
    if (this.r.waitingHere.size === 0 && this.startHere(run, plan)) return recordOf(run, 'running');
    const waiting: WaitingRun = { run, plan, timer: undefined, bytes: 0 };
    waiting.timer = setTimeout(() => void this.queueWaiting(waiting), this.r.waitInMemoryMs);
    this.r.waitingHere.push(waiting);
    this.startWaiting();
    return recordOf(run, 'queued');
  }

  /** Starts an in-memory run if its team has room here and a slot is free; false when it must wait. */
  private startHere(run: RunStartedHere, plan: Plan): boolean {
    if (this.r.stopped || this.r.isFullHere(run.teamId, plan)) return false;
    const slot = this.r.options.dispatcher.reserve();
    if (!slot) return false;
    this.startInSlot(run, slot);
    return true;
  }

  private startInSlot(run: RunStartedHere, slot: RunSlot): void {
    run.startedAt = new Date();
    this.r.options.metrics.startedInMemory.inc();
    this.r.options.metrics.queueWaitSeconds.observe(
      (run.startedAt.getTime() - run.queuedAt.getTime()) / 1000,
    );
    slot.run(() => this.execution.execute(recordOf(run, 'running'), { here: run, ownSlot: true }));
  }

  /** Starts the runs waiting in memory that have room now, oldest first (a run just ended here). */
  startWaiting(): void {
    if (this.startingWaiters || this.r.waitingHere.size === 0) return;
    this.startingWaiters = true;
    // After the ended run's slot is given back (its work's promise settles after this turn).
    setImmediate(() => {
      this.startingWaiters = false;
      while (!this.r.stopped && this.r.waitingHere.size > 0) {
        const slot = this.r.options.dispatcher.reserve();
        if (!slot) return;
        const next = this.r.waitingHere.takeNext((head) => !this.r.isFullHere(head.run.teamId, head.plan));
        if (!next) {
          slot.release();
          return;
        }
        clearTimeout(next.timer);
        this.r.heldBytes -= next.bytes;
        this.startInSlot(next.run, slot);
      }
    });
  }

  /**
   * A run that waited in memory long enough (or whose process is stopping) is stored queued, so it waits
   * where every other run does. A failed write leaves it waiting here, to start or be stored later.
   */
  async queueWaiting(waiting: WaitingRun): Promise<RunRecord | undefined> {
    clearTimeout(waiting.timer);
    if (!this.r.waitingHere.remove(waiting)) return undefined;
    const { id, teamId, workflowId, workflowVersion, trigger, triggerData, retryOf } = waiting.run;
    const run: NewRun = { id, teamId, workflowId, workflowVersion, trigger, triggerData, retryOf };
    try {
      const queued = await this.r.writer.enqueue(run);
      this.r.publishStatus(queued, { newRun: true });
      await this.r.handOver(queued, this.r.isFullHere(run.teamId, waiting.plan));
      return queued;
    } catch (error) {
      if (!this.r.options.dependencies.failed('database', error))
        this.r.options.logger.warn({ err: error, runId: id }, 'a waiting run could not be stored yet');
      waiting.timer = setTimeout(() => void this.queueWaiting(waiting), this.r.waitInMemoryMs);
      this.r.waitingHere.push(waiting);
      return undefined;
    }
  }

  /**
   * Makes sure a run answered as still going on has a row (a synchronous webhook that did not reply in
   * time answers 202 with its id): a run in memory, running or waiting, is stored now.
   */
  async ensureStored(runId: string): Promise<void> {
    const ending = this.r.endingHere.get(runId);
    if (ending) return ending;
    const here = this.r.active.get(runId)?.here;
    if (here) return this.r.storeHere(here);
    const waiting = this.r.waitingHere.find(runId);
    // A run held here is stored already.
    if (waiting && !waiting.run.heldBy) await this.queueWaiting(waiting);
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
    this.r.assertIntakeAvailable();
    const reason = await this.r.refusalReason(run.teamId, plan, graph);
    const stored = await this.r.repo.fireScheduleTick(tick, run, reason);
    if (!stored) return undefined;
    this.r.publishStatus(stored, { newRun: true });
    if (!reason) await this.r.dispatchSoon(stored);
    return { run: stored, refused: Boolean(reason) };
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

  /** The team's plan changed (billing): its next run is checked against the new plan at once. */
  planChanged(teamId: string): void {
    this.r.allowance.forget(teamId);
    if (!this.r.waitingHere.has(teamId)) return;
    // The team's runs waiting here take their turns by its new concurrency.
    this.r.allowance
      .planGuid(teamId)
      .then((guid) => {
        const plan = planOf(guid ?? '');
        for (const waiting of this.r.waitingHere.lineOf(teamId)) waiting.plan = plan;
        this.startWaiting();
      })
      .catch((error: unknown) => {
        if (!this.r.options.dependencies.failed('database', error))
          this.r.options.logger.warn({ err: error, teamId }, 'could not read the new plan of a team');
      });
  }

  /**
   * Cancels a run of the caller's team (another team's run is not found, and nothing happens to it). A
   * queued run is cancelled in the database; a running one is stopped by whichever process runs it.
   */
  async cancel(teamId: string, runId: string): Promise<RunRecord | undefined> {
    const held = this.r.active.get(runId);
    if (held?.here && !held.here.hasRow && held.teamId === teamId) {
      held.cancel.cancel();
      return recordOf(held.here.run, 'running');
    }
    // A run held here waiting for its slot leaves the line first, so it cannot start as it is cancelled.
    const waiting = this.r.waitingHere.find(runId);
    const heldHere = waiting?.run.heldBy && waiting.run.teamId === teamId ? waiting : undefined;
    if (heldHere) {
      this.r.waitingHere.remove(heldHere);
      this.r.heldBytes -= heldHere.bytes;
    }
    const queued = await this.cancelQueued(teamId, runId, heldHere);
    if (queued) {
      this.r.publishStatus(queued);
      return queued;
    }
    const run = await this.r.repo.get(teamId, runId);
    if (!run) return undefined;
    if (run.status === 'running') {
      this.r.events.publish({ type: 'cancel', runId, workflowId: run.workflowId, teamId });
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
      return await this.r.repo.cancelQueued(teamId, runId);
    } catch (error) {
      if (heldHere) {
        this.r.heldBytes += heldHere.bytes;
        this.r.waitingHere.push(heldHere);
        this.startWaiting();
      }
      throw error;
    }
  }
}
