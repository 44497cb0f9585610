import type { FastifyBaseLogger } from 'fastify';
import type { Dispatcher, WorkSource } from './runtime.js';

/**
 * The in-process queue: the runs table is the queue, and one claim loop fills up to `slots` runs at a
 * time. While idle it polls once a second (runs another process stored, leases that expired), so an
 * idle server costs one small query a second. Between polls it claims only while it knows runs wait:
 * dispatched here and not yet claimed, or found held back by their team's concurrency (those are tried
 * again when a run finishes). On PGlite every claim that finds nothing costs as much as a third of a
 * short run, so the loop never claims "just in case".
 */
export class EmbeddedDispatcher implements Dispatcher {
  private wake: (() => void) | undefined;
  private woken = false;
  private stopped = false;
  private running = 0;
  /** Dispatches not yet matched by a claim. */
  private dispatched = 0;
  /** Runs a claim could not take while others ran here: held back by their team's concurrency. */
  private heldBack = 0;
  private loop: Promise<void> | undefined;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly logger: FastifyBaseLogger,
    private readonly slots = 16,
    private readonly pollMs = 1000,
  ) {}

  async dispatch(): Promise<void> {
    this.dispatched += 1;
    this.signal();
  }

  startWorking(source: WorkSource): void {
    this.loop ??= this.claimLoop(source);
  }

  private signal(): void {
    this.woken = true;
    this.wake?.();
  }

  private async claimLoop(source: WorkSource): Promise<void> {
    let polling = true;
    while (!this.stopped) {
      this.woken = false;
      while (!this.stopped && this.running < this.slots) {
        if (!polling && this.dispatched === 0 && this.heldBack === 0) break;
        const claimed = await this.claimOne(source);
        if (!claimed) break;
      }
      polling = false;
      if (!this.stopped && !this.woken) polling = await this.idle();
    }
  }

  /** Starts the next run in a free slot; resolves once it is claimed (or there was none), not when done. */
  private claimOne(source: WorkSource): Promise<boolean> {
    return new Promise((claimedOrNot) => {
      this.running += 1;
      const work: Promise<void> = source
        .runNext((claimed) => {
          this.count(claimed);
          claimedOrNot(claimed);
        })
        .then((ran) => {
          // A finished run frees a slot: claim again at once if runs are known to wait.
          if (ran && (this.dispatched > 0 || this.heldBack > 0)) this.signal();
        })
        .catch((error: unknown) => {
          this.logger.error({ err: error }, 'worker failed to take a run');
          claimedOrNot(false);
        })
        .finally(() => {
          this.running -= 1;
          this.inFlight.delete(work);
        });
      this.inFlight.add(work);
    });
  }

  private count(claimed: boolean): void {
    if (claimed) {
      if (this.dispatched > 0) this.dispatched -= 1;
      else if (this.heldBack > 0) this.heldBack -= 1;
      return;
    }
    this.heldBack += this.dispatched;
    this.dispatched = 0;
    // Nothing else runs here, so nothing here holds them back: they were taken elsewhere, cancelled,
    // or wait on another process's runs (the poll finds them).
    if (this.running === 1) this.heldBack = 0;
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
    await Promise.all([...this.inFlight]);
  }
}
