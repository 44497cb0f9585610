import type { FastifyBaseLogger } from 'fastify';
import type { Dispatcher, WorkSource } from './runtime.js';

/**
 * The in-process queue: the runs table is the queue, and one claim loop fills up to `slots` runs at a
 * time. A dispatch or a finished run wakes it at once; while idle it polls once a second (runs another
 * process stored, leases that expired), so an idle server costs one small query a second.
 */
export class EmbeddedDispatcher implements Dispatcher {
  private wake: (() => void) | undefined;
  private woken = false;
  private stopped = false;
  private running = 0;
  private loop: Promise<void> | undefined;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly logger: FastifyBaseLogger,
    private readonly slots = 16,
    private readonly pollMs = 1000,
  ) {}

  async dispatch(): Promise<void> {
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
    while (!this.stopped) {
      this.woken = false;
      while (!this.stopped && this.running < this.slots) {
        const claimed = await this.claimOne(source);
        if (!claimed) break;
      }
      if (!this.stopped && !this.woken) await this.idle();
    }
  }

  /** Starts the next run in a free slot; resolves once it is claimed (or there was none), not when done. */
  private claimOne(source: WorkSource): Promise<boolean> {
    return new Promise((claimedOrNot) => {
      this.running += 1;
      const work: Promise<void> = source
        .runNext((claimed) => claimedOrNot(claimed))
        .then((ran) => {
          // A finished run frees a slot: claim again at once. A claim that found nothing must not
          // wake the loop, or it would spin on the database.
          if (ran) this.signal();
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

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      this.wake = done;
    });
  }

  async close(): Promise<void> {
    this.stopped = true;
    this.signal();
    await this.loop;
    await Promise.all([...this.inFlight]);
  }
}
