import type { FastifyBaseLogger } from 'fastify';
import type { DispatchableRun } from '../db/index.js';
import type { Dependencies } from '../system/dependencies.js';
import type { AdoptedRun, Dispatcher, DispatcherCapabilities, RunSlot, WorkSource } from './dispatcher.js';

/**
 * The in-process queue: the runs table is the queue, and one claim loop fills up to `slots` runs at a
 * time, claiming as many as are free in one statement (under load, dispatches pile up while a claim
 * runs, so claims batch by themselves). While idle it polls once a second (runs another process stored,
 * leases that expired), so an idle server costs one small query a second. Between polls it claims only
 * while it knows runs wait: dispatched here and not yet claimed, or found held back by their team's
 * concurrency (tried again when a run finishes). On PGlite a claim that finds nothing costs as much as a
 * third of a short run, so the loop never claims "just in case".
 */
export class EmbeddedDispatcher implements Dispatcher {
  readonly capabilities: DispatcherCapabilities = {
    parks: false,
    holdsBack: true,
    pollsTable: true,
    countsJobs: false,
  };
  private wake: (() => void) | undefined;
  private woken = false;
  private stopped = false;
  private running = 0;
  /** Dispatches not yet matched by a claim. */
  private dispatched = 0;
  /** Runs a claim could not take while others ran here: held back by their team's concurrency. */
  private held = 0;
  /** Runs whose finish write already claimed the runs taking their slots: their end wakes no claim. */
  private handedOver = 0;
  private loop: Promise<void> | undefined;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly logger: FastifyBaseLogger,
    private readonly dependencies: Dependencies,
    private readonly slots = 16,
    private readonly pollMs = 1000,
  ) {}

  async dispatch(_run: DispatchableRun): Promise<void> {
    this.dispatched += 1;
    this.signal();
  }

  /** Nothing parks here: an unparked run is dispatched as any other. */
  dispatchUnparked(run: DispatchableRun): Promise<void> {
    return this.dispatch(run);
  }

  /** Its team is full: the finish of one of its runs claims it (no claim now, which would find nothing). */
  heldBack(_run: DispatchableRun): void {
    this.held += 1;
  }

  /** The claim loop polls the runs table, so a queued run is never without a way here. */
  async redispatch(): Promise<boolean> {
    return false;
  }

  /** A slot for a run started here at once; it counts against the same slots as claimed runs. */
  reserve(): RunSlot | undefined {
    if (this.stopped || !this.loop || this.running >= this.slots) return undefined;
    this.running += 1;
    let freed = false;
    const release = (afterRun: boolean) => {
      if (freed) return;
      freed = true;
      this.slotFreed(afterRun);
    };
    return {
      release: () => release(false),
      run: (work) => {
        const running: Promise<void> = work()
          .catch((error: unknown) =>
            this.logger.error({ err: error }, 'a run failed outside its own handling'),
          )
          .finally(() => {
            this.inFlight.delete(running);
            release(true);
          });
        this.inFlight.add(running);
      },
    };
  }

  /** No jobs: the runs table is the queue. */
  async jobCounts(): Promise<Record<string, number>> {
    return {};
  }

  nothingWaits(): boolean {
    return this.dispatched === 0 && this.held === 0;
  }

  startWorking(source: WorkSource): void {
    this.loop ??= this.claimLoop(source);
  }

  /** A finishing run's slot goes to a waiting run in the finish's own write, when runs are known to wait. */
  wanted(finishing: number): number {
    if (this.stopped || !this.loop) return 0;
    return this.dispatched > 0 || this.held > 0 ? finishing : 0;
  }

  /**
   * Runs a finish write claimed: they start now, in the slots their finishing runs are about to free (for
   * that moment this process runs up to that many runs over its slots).
   */
  adopt(runs: AdoptedRun[], asked: number): void {
    this.handedOver += asked;
    this.count(runs.length, asked);
    for (const work of runs) this.start(work);
  }

  private signal(): void {
    this.woken = true;
    this.wake?.();
  }

  private async claimLoop(source: WorkSource): Promise<void> {
    let polling = true;
    while (!this.stopped) {
      this.woken = false;
      const free = this.slots - this.running;
      if (free > 0 && (polling || this.dispatched > 0 || this.held > 0)) {
        await this.claimBatch(source, free);
      }
      polling = false;
      if (!this.stopped && !this.woken) polling = await this.idle();
    }
  }

  private async claimBatch(source: WorkSource, free: number): Promise<void> {
    let runs: Array<() => Promise<void>>;
    try {
      runs = await source.claim(free);
    } catch (error) {
      // A database outage: the next poll tries again (the outage itself is logged once, elsewhere).
      if (!this.dependencies.failed('database', error))
        this.logger.error({ err: error }, 'worker failed to take runs');
      return;
    }
    this.count(runs.length, free);
    for (const run of runs) this.start(run);
  }

  private start(run: () => Promise<void>): void {
    this.running += 1;
    const work: Promise<void> = run()
      .catch((error: unknown) => this.logger.error({ err: error }, 'a run failed outside its own handling'))
      .finally(() => {
        this.inFlight.delete(work);
        this.slotFreed(true);
      });
    this.inFlight.add(work);
  }

  /**
   * A slot is free again: claim at once if runs are known to wait, unless the run that held it had its
   * finish write claim for it already (a claim now would find its team full again). A slot given back
   * unused (a fast-path run its full team sent to the queue) frees nothing for the runs held back.
   */
  private slotFreed(afterRun: boolean): void {
    this.running -= 1;
    if (afterRun && this.handedOver > 0) {
      this.handedOver -= 1;
      return;
    }
    if (this.dispatched > 0 || (afterRun && this.held > 0)) this.signal();
  }

  /** Matches claimed runs against what was known to wait; what a short claim left is held back. */
  private count(claimed: number, asked: number): void {
    const fromDispatched = Math.min(claimed, this.dispatched);
    this.dispatched -= fromDispatched;
    this.held = Math.max(0, this.held - (claimed - fromDispatched));
    // A full batch may have left more behind: try again when a slot frees.
    if (claimed === asked) {
      this.held = Math.max(this.held, 1);
      return;
    }
    this.held += this.dispatched;
    this.dispatched = 0;
    // Nothing runs here and nothing was claimed, so nothing here holds them back: they were taken
    // elsewhere, cancelled, or wait on another process's runs (the poll finds those).
    if (claimed === 0 && this.running === 0) this.held = 0;
  }

  /** Waits for a wake-up or the poll interval; true when the interval passed (time to poll). */
  private idle(): Promise<boolean> {
    return new Promise((resolve) => {
      const done = (polled: boolean) => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve(polled);
      };
      const timer = setTimeout(() => done(true), this.pollMs);
      this.wake = () => done(false);
    });
  }

  async close(): Promise<void> {
    this.stopped = true;
    this.signal();
    await this.loop;
    // Until none is left: a finish write in flight may still hand its slot to a claimed run.
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }
}
