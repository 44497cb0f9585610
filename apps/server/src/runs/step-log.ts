import type { StepRecord } from '@flowlane/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { NewRunStep } from '../db/index.js';

/**
 * Collects a run's step records and writes them in batches: one insert per flush instead of one per
 * step, which is most of a short run's database time. The writes go through the RunWriter (retried
 * until they commit); a write that finally fails is logged here, so no flush is ever left unhandled.
 * `unsavedForMs` tells the lease keeper how long the log has been unable to save: the run's lease is
 * not renewed while its state cannot be saved.
 */
export class StepLog {
  private pending: NewRunStep[] = [];
  private seq = 0;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private writingSince: number | undefined;

  constructor(
    private readonly runId: string,
    private readonly attempt: number,
    private readonly write: (steps: NewRunStep[]) => Promise<void>,
    private readonly logger: FastifyBaseLogger,
    // A run shorter than this writes its steps once, with its finish; a longer one every this often. Live
    // logs do not wait for it (step events are published as they happen); it bounds what a crash loses.
    private readonly flushAfterMs = 200,
  ) {}

  /** How long the current write has been trying (0 when nothing is being written). */
  unsavedForMs(now = Date.now()): number {
    return this.writingSince === undefined ? 0 : now - this.writingSince;
  }

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
      // flush never rejects: a failed write keeps its rows (see save).
      void this.flush();
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
    this.flushing = this.flushing.then(() => (batch.length ? this.save(batch) : undefined));
    return this.flushing;
  }

  private async save(batch: NewRunStep[]): Promise<void> {
    this.writingSince = Date.now();
    try {
      await this.write(batch);
    } catch (error) {
      // Not a lost connection (the writer retries those until they commit): the rows go back to the
      // front of the pending ones, to be written by the next flush or with the run's finish.
      this.pending = [...batch, ...this.pending];
      this.logger.error(
        { err: error, runId: this.runId, steps: batch.length },
        'step records could not be saved; they go with the next write',
      );
    } finally {
      this.writingSince = undefined;
    }
  }
}
