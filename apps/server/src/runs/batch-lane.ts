import { isConnectionError } from '../system/dependencies.js';

type Waiter<In, Out> = { item: In; resolve(value: Out): void; reject(error: unknown): void };

export type BatchLaneOptions<In, Out> = {
  /** A batch is written as soon as it holds this many items. */
  maxBatch: number;
  /** Writes (or reads) a batch in one statement; answers one result per item, in order. */
  write(items: In[]): Promise<Out[]>;
  /** Runs a write with the owner's retry policy (none: the error goes to the callers). */
  retrying?<T>(work: () => Promise<T>): Promise<T>;
};

/**
 * Group commit: items submitted in the same turn of the event loop, or while the lane's previous batch
 * is being written, go into one batch of at most `maxBatch` items, written as one statement. An idle
 * lane writes at once (no added wait at low load); a busy one gathers as many items as arrive during a
 * write (large batches under load). Each caller's promise settles when its own batch has committed or
 * has finally failed, so a caller that answers after its promise resolves answers after its rows are
 * durable. A batch that fails for a reason other than a lost connection is written again item by item,
 * so one bad item cannot sink the others.
 */
export class BatchLane<In, Out> {
  private pending: Waiter<In, Out>[] = [];
  private scheduled = false;
  private writing = 0;

  constructor(private readonly options: BatchLaneOptions<In, Out>) {}

  submit(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.pending.length >= this.options.maxBatch) this.flush();
      else if (this.writing === 0 && !this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    while (this.pending.length > 0) {
      this.writing += 1;
      // writeBatch settles every waiter itself and never rejects.
      void this.writeBatch(this.pending.splice(0, this.options.maxBatch)).finally(() => {
        this.writing -= 1;
        if (this.writing === 0 && this.pending.length > 0) this.flush();
      });
    }
  }

  private run<T>(work: () => Promise<T>): Promise<T> {
    return this.options.retrying ? this.options.retrying(work) : work();
  }

  private async writeBatch(batch: Waiter<In, Out>[]): Promise<void> {
    try {
      const results = await this.run(() => this.options.write(batch.map((w) => w.item)));
      if (results.length !== batch.length) throw new Error('a batch write answered a result per item');
      for (const [i, result] of results.entries()) batch[i]?.resolve(result);
    } catch (error) {
      if (batch.length === 1 || isConnectionError(error)) {
        for (const waiter of batch) waiter.reject(error);
        return;
      }
      await Promise.all(
        batch.map(async (waiter) => {
          try {
            const results = await this.run(() => this.options.write([waiter.item]));
            if (results.length !== 1) throw new Error('a single write answered no result');
            for (const result of results) waiter.resolve(result);
          } catch (alone) {
            waiter.reject(alone);
          }
        }),
      );
    }
  }
}
