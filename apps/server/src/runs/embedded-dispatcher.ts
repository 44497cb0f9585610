import type { FastifyBaseLogger } from 'fastify';
import type { Dispatcher, WorkSource } from './runtime.js';

/**
 * The in-process queue: the runs table is the queue and this only wakes the local workers, which
 * claim with `for update skip locked`. A poll every second also picks up runs another process stored.
 */
export class EmbeddedDispatcher implements Dispatcher {
  private waiters: (() => void)[] = [];
  private stopped = false;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly logger: FastifyBaseLogger,
    private readonly slots = 8,
    private readonly pollMs = 1000,
  ) {}

  async dispatch(): Promise<void> {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  startWorking(source: WorkSource): void {
    for (let i = 0; i < this.slots; i++) this.loops.push(this.loop(source));
  }

  private async loop(source: WorkSource): Promise<void> {
    while (!this.stopped) {
      let worked = false;
      try {
        worked = await source.runNext();
      } catch (error) {
        this.logger.error({ err: error }, 'worker loop failed to take a run');
      }
      if (!worked && !this.stopped) await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== done);
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      this.waiters.push(done);
    });
  }

  async close(): Promise<void> {
    this.stopped = true;
    await this.dispatch();
    await Promise.all(this.loops);
  }
}
