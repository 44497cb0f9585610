import type { FinishedRun, RunRecord } from '../../db/index.js';
import { BatchLane } from '../batch-lane.js';
import { crashLimitError, DEFAULT_MAX_CRASHES } from '../crash-limit.js';
import type { WorkSource } from '../dispatcher.js';
import type { ExecutionSystem } from './execution.js';
import { PARKED_GRACE_MS } from './records.js';
import type { RunResources } from './resources.js';

/**
 * Claims and leases: the work source the dispatcher takes runs from (claims of the oldest runs, or by id,
 * batched), the lease of every run held here renewed in one statement, the reconciler (expired leases,
 * crash limits, lost jobs, parked runs whose team has room), and the earlier process's held runs released.
 */
export class ClaimSystem {
  private leaseTimer: NodeJS.Timeout | undefined;
  /** An unpark pass in flight (`unparkSoon`), and whether another was asked for meanwhile. */
  unparking: Promise<void> | undefined;
  private unparkAgain = false;

  constructor(
    private readonly r: RunResources,
    private readonly execution: ExecutionSystem,
  ) {}

  startWorking(): void {
    this.r.working = true;
    this.releaseEarlierHolds().catch((error: unknown) => {
      // The reconciler tries again.
      if (!this.r.options.dependencies.failed('database', error))
        this.r.options.logger.warn({ err: error }, 'could not queue the runs an earlier process held');
    });
    const source: WorkSource = {
      claim: async (max) => {
        if (this.r.stopped) return [];
        const runs = await this.timedClaim(() =>
          this.r.repo.claimNext(this.r.owner, this.r.leaseMs, max, this.r.busy()),
        );
        return runs.map((run) => () => this.execution.execute(run, { ownSlot: true }));
      },
      runById: async (runId) => {
        if (this.r.stopped) return 'stopping';
        const claimed = await this.claimsById.submit(runId);
        if (claimed) await this.execution.execute(claimed, { ownSlot: false });
        return 'done';
      },
    };
    this.keepLeases();
    this.r.options.dispatcher.startWorking(source);
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
      const dispatcher = this.r.options.dispatcher;
      const others = this.r.stopped ? 0 : dispatcher.wanted(ids.length, 0);
      const asked = new Set(ids);
      const claimed = await this.timedClaim(() =>
        this.r.repo.claimByIds(this.r.owner, this.r.leaseMs, [...asked], { others }),
      );
      const instead = claimed.filter((run) => !asked.has(run.id));
      if (instead.length > 0)
        dispatcher.adopt(
          instead.map((run) => () => this.execution.execute(run, { ownSlot: true })),
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
    this.r.options.metrics.claimSeconds.observe((performance.now() - started) / 1000);
    this.r.observeClaimed(runs);
    return runs;
  }

  /**
   * Queued runs an earlier process held in its memory (it stopped or died) go back to the table's
   * queue, where the claims take them; the sole runner holds none of its own until this is done.
   */
  private async releaseEarlierHolds(): Promise<void> {
    if (!this.r.options.soleRunner || this.r.earlierHoldsReleased) return;
    const released = await this.r.repo.releaseHeldByOthers(this.r.owner);
    this.r.earlierHoldsReleased = true;
    for (const run of released) await this.r.dispatchSoon(run);
  }

  /**
   * Redis mode: a finish freed slots this process could not fill (its own slots were full), so parked
   * runs of those teams, which have no job, would wait for the reconciler while their team has room.
   * They are queued again now, as many as their teams have room for, and a worker with a free job slot
   * takes them. One pass at a time; finishes meanwhile ask for one more.
   */
  unparkSoon(): void {
    if (this.unparking) {
      this.unparkAgain = true;
      return;
    }
    const pass = async () => {
      do {
        this.unparkAgain = false;
        await this.unparkWithRoom(0);
      } while (this.unparkAgain && !this.r.stopped);
    };
    this.unparking = pass()
      .catch((error: unknown) => {
        // The reconciler's pass unparks them later.
        if (!this.r.options.dependencies.failed('database', error))
          this.r.options.logger.warn({ err: error }, 'could not queue parked runs again');
      })
      .finally(() => {
        this.unparking = undefined;
      });
  }

  /** Queues again the runs parked over `graceMs` whose team has room, each with a job; how many. */
  private async unparkWithRoom(graceMs: number): Promise<number> {
    const unparked = await this.r.repo.unparkWithRoom(graceMs);
    for (const run of unparked) await this.r.dispatchSoon(run, { unparked: true });
    return unparked.length;
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
    const maxCrashes = this.r.options.maxCrashes ?? DEFAULT_MAX_CRASHES;
    const { requeued: expired, stopped } = await this.r.repo.requeueExpired({
      max: maxCrashes,
      error: crashLimitError(maxCrashes),
    });
    this.r.options.metrics.leaseTakeovers.inc(expired.length);
    for (const run of expired) await this.r.dispatchSoon(run);
    for (const run of stopped) this.crashStopped(run, maxCrashes);
    let unparked = 0;
    if (this.r.options.dispatcher.capabilities.parks && !this.r.options.dependencies.isDown('redis')) {
      unparked = await this.unparkWithRoom(PARKED_GRACE_MS);
      this.r.options.metrics.unparked.inc(unparked);
    }
    let redispatched = 0;
    if (!this.r.options.dependencies.isDown('redis')) {
      for (const run of await this.r.repo.queuedOlderThan(staleAfterMs)) {
        const stillQueued = () => this.r.repo.isQueuedAt(run);
        const again = await this.r.options.dispatcher.redispatch(run, stillQueued).catch((error: unknown) => {
          if (!this.r.options.dependencies.failed('redis', error))
            this.r.options.logger.warn(
              { err: error, runId: run.id },
              'could not check the queue job of a run',
            );
          return false;
        });
        if (again) redispatched += 1;
      }
    }
    this.r.options.metrics.redispatches.inc(redispatched);
    return { takenOver: expired.length, redispatched, unparked };
  }

  /**
   * A run failed by the reconciler at its crash limit (its row, ledger row included, is written): counted,
   * logged for the operator, and announced, so a caller waiting for its end (a synchronous webhook, the
   * run log) sees it. A queue job left for it finds it final and drops it.
   */
  private crashStopped(run: FinishedRun, maxCrashes: number): void {
    this.r.options.metrics.crashStopped.inc();
    this.r.options.metrics.runsFinished.inc({ status: run.status });
    this.r.allowance.recorded(run.teamId, run.processingMs);
    this.r.options.logger.warn(
      { runId: run.id, workflowId: run.workflowId, crashes: maxCrashes, event: 'run_crash_stopped' },
      'a run stopped its server too many times: it failed instead of being resumed',
    );
    this.r.publishStatus(run);
  }

  /**
   * Renews the leases of every run held here in one statement, every third of the lease. A run whose
   * step log cannot be saved is left out: its state is not safe here, so its lease runs out and another
   * worker resumes it from its saved steps. A run the statement no longer finds was taken over: it stops.
   */
  private keepLeases(): void {
    if (this.leaseTimer) return;
    const every = Math.max(100, Math.floor(this.r.leaseMs / 3));
    const tick = async () => {
      const now = Date.now();
      // A run still in memory has no row to renew (its row gets a full lease when it is written).
      const renewing = [...this.r.active.values()].filter(
        (held) =>
          !held.lost && (!held.here || held.here.hasRow) && (held.steps?.unsavedForMs(now) ?? 0) < every,
      );
      if (renewing.length === 0) return;
      const kept = await this.r.repo.renewLeases(
        this.r.owner,
        renewing.map((held) => ({ id: held.claim.runId, attempts: held.claim.attempt })),
        this.r.leaseMs,
      );
      for (const held of renewing) {
        if (kept.has(held.claim.runId) || this.r.active.get(held.claim.runId) !== held) continue;
        held.lost = true;
        held.cancel.cancel();
      }
    };
    const loop = () => {
      tick()
        .catch((error: unknown) => {
          if (!this.r.options.dependencies.failed('database', error))
            this.r.options.logger.warn({ err: error }, 'could not renew the run leases');
        })
        .finally(() => {
          if (this.leaseTimer) this.leaseTimer = setTimeout(loop, every);
        });
    };
    this.leaseTimer = setTimeout(loop, every);
  }

  /** Stops renewing leases (the process has stopped). */
  stopLeases(): void {
    if (this.leaseTimer) clearTimeout(this.leaseTimer);
    this.leaseTimer = undefined;
  }
}
