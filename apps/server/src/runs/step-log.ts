import type { StepRecord } from '@flowlane/contracts';
import type { NewRunStep } from '../db/index.js';

/**
 * Collects a run's step records and writes them in batches (group commit): one insert per flush
 * instead of one per step, which is most of a short run's database time.
 */
export class StepLog {
  private pending: NewRunStep[] = [];
  private seq = 0;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly runId: string,
    private readonly attempt: number,
    private readonly write: (steps: NewRunStep[]) => Promise<void>,
    private readonly flushAfterMs = 25,
  ) {}

  add(record: StepRecord): void {
    this.pending.push({
      runId: this.runId,
      attempt: this.attempt,
      seq: this.seq++,
      nodeId: record.nodeId,
      name: record.name,
      serviceId: record.serviceId,
      status: record.status,
      iteration: record.iteration ?? null,
      input: record.input ?? null,
      output: record.output ?? null,
      outputTruncated: record.outputTruncated,
      handles: record.handles ?? null,
      startedAt: new Date(record.startedAt),
      durationMs: Math.round(record.durationMs),
      attempts: record.attempts,
      error: record.error ?? null,
    });
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      // A failed flush keeps its rows (see flush); nothing here may become an unhandled rejection.
      this.flush().catch(() => undefined);
    }, this.flushAfterMs);
  }

  /**
   * Waits for the writes under way and hands back what is still pending instead of writing it: the
   * run's last steps go to the database in the same statement that finishes the run.
   */
  async drain(): Promise<NewRunStep[]> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    await this.flushing;
    const rest = this.pending;
    this.pending = [];
    return rest;
  }

  /**
   * Writes what is pending; flushes run one after another so rows land in order. A batch whose write fails
   * goes back to the front of the pending rows, to be written by the next flush or with the run's finish.
   */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    const batch = this.pending;
    this.pending = [];
    const written = this.flushing.then(() => (batch.length ? this.write(batch) : undefined));
    this.flushing = written.catch(() => {
      this.pending = [...batch, ...this.pending];
    });
    return written;
  }
}
