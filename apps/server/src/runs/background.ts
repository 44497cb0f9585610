import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/index.js';
import type { Db } from '../db/index.js';
import { runsRepository } from '../db/index.js';
import { Scheduler } from '../triggers/scheduler.js';
import type { Runtime } from './runtime.js';

/**
 * The background work of a process, by ROLE: workers take runs; the scheduler fires schedules; both
 * put runs whose worker died back in the queue, and the scheduler prunes runs past the retention.
 */
export function startBackground(options: {
  config: Config;
  db: Db;
  runtime: Runtime;
  logger: FastifyBaseLogger;
  leaseCheckMs?: number;
}): { scheduler: Scheduler | undefined; stop(): void } {
  const { config, db, runtime, logger } = options;
  const role = config.role;
  const works = role === 'all' || role === 'worker' || !config.redisUrl;
  const schedules = role === 'all' || role === 'scheduler' || !config.redisUrl;
  if (works) runtime.startWorking();
  const scheduler = schedules ? new Scheduler(db, runtime, logger) : undefined;
  scheduler?.start();
  const timers: NodeJS.Timeout[] = [];
  if (works || schedules) {
    timers.push(
      setInterval(() => {
        runtime.recoverExpiredLeases().then(
          (n) => n && logger.warn({ runs: n }, 'runs whose worker stopped were put back in the queue'),
          (error: unknown) => logger.error({ err: error }, 'lease recovery failed'),
        );
      }, options.leaseCheckMs ?? 5_000),
    );
  }
  if (schedules) {
    const prune = () => {
      const before = new Date(Date.now() - config.runRetentionDays * 86_400_000);
      runsRepository(db)
        .pruneFinishedBefore(before)
        .then(
          (n) => n && logger.info({ runs: n }, 'pruned runs past the retention'),
          (error: unknown) => logger.error({ err: error }, 'pruning runs failed'),
        );
    };
    timers.push(setInterval(prune, 3_600_000));
  }
  for (const timer of timers) timer.unref();
  return {
    scheduler,
    stop() {
      scheduler?.stop();
      for (const timer of timers) clearInterval(timer);
    },
  };
}
