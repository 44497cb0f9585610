import type { Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
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

  /** BullMQ and ioredis load here, only in Redis mode: embedded installs start without them. */
  static async create(url: string, prefix: string, logger: FastifyBaseLogger): Promise<RedisDispatcher> {
    const [bullmq, { Redis }] = await Promise.all([import('bullmq'), import('ioredis')]);
    // BullMQ needs maxRetriesPerRequest null on connections that block.
    const connection = new Redis(url, { maxRetriesPerRequest: null, enableOfflineQueue: true });
    return new RedisDispatcher(bullmq, connection, prefix, logger);
  }

  private constructor(
    private readonly bullmq: typeof import('bullmq'),
    connection: Redis,
    private readonly prefix: string,
    private readonly logger: FastifyBaseLogger,
    private readonly concurrency = 8,
  ) {
    this.connection = connection;
    this.connection.on('error', (error) => this.logger.warn({ err: error }, 'redis connection error'));
    this.queue = new bullmq.Queue(QUEUE, { connection: this.connection, prefix });
  }

  async dispatch(runId: string): Promise<void> {
    await this.queue.add('run', { runId }, { jobId: runId, removeOnComplete: true, removeOnFail: 1000 });
  }

  startWorking(source: WorkSource): void {
    const { DelayedError, Worker } = this.bullmq;
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
