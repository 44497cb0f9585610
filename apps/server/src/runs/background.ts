import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/index.js';
import type { Db } from '../db/index.js';
import { maintenanceRepository, runsRepository } from '../db/index.js';
import type { Dependencies } from '../system/dependencies.js';
import { Scheduler } from '../triggers/scheduler.js';
import type { Runtime } from './runtime.js';

/** How often the reconciler looks: a quarter of the lease (0.5–5 s), so a dead worker's run resumes soon after it. */
export function reconcileEveryMs(leaseMs: number): number {
  return Math.min(5_000, Math.max(500, Math.floor(leaseMs / 4)));
}

/** How often the embedded database is looked at for tables to vacuum or analyze (PGlite has no autovacuum). */
const UPKEEP_EVERY_MS = 15_000;

/**
 * The background work of a process, by ROLE: workers take runs; the scheduler fires schedules; both
 * run the reconciler (runs whose worker died back in the queue, queued runs without a live job
 * dispatched again), and the scheduler prunes runs past the retention. On the embedded database the
 * process also does autovacuum's work (`maintenanceRepository`). Every pass is awaited before the next
 * is planned, and its errors are handled here: a database outage skips a pass, never more.
 */
export function startBackground(options: {
  config: Config;
  db: Db;
  runtime: Runtime;
  logger: FastifyBaseLogger;
  dependencies: Dependencies;
  /** The database is PGlite, which vacuums nothing by itself. */
  embedded?: boolean;
}): { scheduler: Scheduler | undefined; stop(): void } {
  const { config, db, runtime, logger, dependencies } = options;
  const role = config.role;
  const works = role === 'all' || role === 'worker' || !config.redisUrl;
  const schedules = role === 'all' || role === 'scheduler' || !config.redisUrl;
  if (works) runtime.startWorking();
  const scheduler = schedules ? new Scheduler(db, runtime, logger, dependencies) : undefined;
  scheduler?.start();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  /** Runs `pass` every `ms`, each after the last one ended; its failures are logged (outages once). */
  const every = (ms: number, what: string, pass: () => Promise<void>) => {
    const loop = () => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        pass()
          .catch((error: unknown) => {
            if (!dependencies.failed('database', error)) logger.error({ err: error }, `${what} failed`);
          })
          .finally(() => {
            if (!stopped) loop();
          });
      }, ms);
      timer.unref();
      timers.add(timer);
    };
    loop();
  };
  if (works || schedules) {
    const staleAfterMs = Math.max(5_000, 2 * reconcileEveryMs(config.runLeaseMs));
    every(reconcileEveryMs(config.runLeaseMs), 'reconciling runs', async () => {
      if (dependencies.isDown('database')) return;
      const { takenOver, redispatched, unparked } = await runtime.reconcile(staleAfterMs);
      if (takenOver || redispatched)
        logger.warn(
          { takenOver, redispatched, unparked, event: 'runs_reconciled' },
          'runs whose worker stopped or whose queue job was lost were dispatched again',
        );
      else if (unparked)
        logger.info(
          { unparked, event: 'runs_unparked' },
          'parked runs whose team had room were queued again',
        );
    });
  }
  if (schedules) {
    every(3_600_000, 'pruning runs', async () => {
      const before = new Date(Date.now() - config.runRetentionDays * 86_400_000);
      const n = await runsRepository(db).pruneFinishedBefore(before);
      if (n) logger.info({ runs: n }, 'pruned runs past the retention');
    });
  }
  if (options.embedded) {
    every(UPKEEP_EVERY_MS, 'vacuuming the embedded database', async () => {
      if (dependencies.isDown('database')) return;
      const started = performance.now();
      const done = await maintenanceRepository(db).upkeep();
      if (done.length > 0)
        logger.debug(
          { tables: done, ms: Math.round(performance.now() - started) },
          'embedded database upkeep',
        );
    });
  }
  return {
    scheduler,
    stop() {
      stopped = true;
      scheduler?.stop();
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
