import type { Clock } from '../ports/clock.js';

/**
 * Processing time is the run's wall time minus the stretches where every running step is only waiting
 * (in a Delay, a retry backoff, or a sub-workflow, whose own processing time is added instead).
 * Loops are containers: their steps count, the loop itself does not.
 */
export class ProcessingTracker {
  private active = 0;
  private waiting = 0;
  private idleSince: number | undefined;
  private idleTotal = 0;
  private extra = 0;
  private readonly startedAt: number;

  constructor(
    private readonly clock: Pick<Clock, 'now'>,
    private readonly onIdleChange: (idle: boolean) => void,
  ) {
    this.startedAt = clock.now();
  }

  stepStarted(): void {
    this.active += 1;
    this.update();
  }

  stepFinished(): void {
    this.active -= 1;
    this.update();
  }

  waitStarted(): void {
    this.waiting += 1;
    this.update();
  }

  waitFinished(): void {
    this.waiting -= 1;
    this.update();
  }

  /** Processing done elsewhere on the run's behalf (a sub-workflow's run). */
  add(ms: number): void {
    this.extra += ms;
  }

  isIdle(): boolean {
    return this.idleSince !== undefined;
  }

  processingMs(): number {
    const now = this.clock.now();
    const idle = this.idleTotal + (this.idleSince === undefined ? 0 : now - this.idleSince);
    return Math.max(0, now - this.startedAt - idle) + this.extra;
  }

  private update(): void {
    const idle = this.active > 0 && this.waiting >= this.active;
    if (idle === (this.idleSince !== undefined)) return;
    const now = this.clock.now();
    if (idle) {
      this.idleSince = now;
    } else {
      this.idleTotal += now - (this.idleSince ?? now);
      this.idleSince = undefined;
    }
    this.onIdleChange(idle);
  }
}
