import { DelayedError, Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Dispatcher, WorkSource } from './runtime.js';

const QUEUE = 'flowlane-runs';

/**
 * BullMQ on Redis: a job per run (job id = run id, so a dispatch repeated is one job). The runs table
 * stays the truth: the worker claims the run row, a team at its concurrency puts the job back a moment
 * later, and lease recovery dispatches again any queued run whose job Redis lost.
 */
export class RedisDispatcher implements Dispatcher {
  private readonly connection: Redis;
  private readonly queue: Queue;
  private worker: Worker | undefined;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly logger: FastifyBaseLogger,
    private readonly concurrency = 8,
  ) {
    // BullMQ needs maxRetriesPerRequest null on connections that block.
    this.connection = new Redis(url, { maxRetriesPerRequest: null, enableOfflineQueue: true });
    this.connection.on('error', (error) => this.logger.warn({ err: error }, 'redis connection error'));
    this.queue = new Queue(QUEUE, { connection: this.connection, prefix });
  }

  async dispatch(runId: string): Promise<void> {
    await this.queue.add('run', { runId }, { jobId: runId, removeOnComplete: true, removeOnFail: 1000 });
  }

  startWorking(source: WorkSource): void {
    this.worker = new Worker<{ runId: string }>(
      QUEUE,
      async (job, token) => {
        const outcome = await source.runById(job.data.runId);
        if (outcome === 'busy') {
          // The team is at its concurrency: try again shortly, without counting as a failure.
          await job.moveToDelayed(Date.now() + 250, token);
          throw new DelayedError();
        }
      },
      { connection: this.connection.duplicate(), concurrency: this.concurrency, prefix: this.prefix },
    );
    this.worker.on('error', (error) => this.logger.warn({ err: error }, 'run worker error'));
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    this.connection.disconnect();
  }
}
