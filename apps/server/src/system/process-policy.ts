import type { Server } from '../server.js';

/**
 * What the process does with an error nobody handled, and with SIGTERM/SIGINT.
 *
 * - An unhandled promise rejection is logged (JSON, with the error) and counted, and the process keeps
 *   serving. Every write of a run has an owner (RunWriter, the lease keeper, the reconciler), so a
 *   rejection that still escapes is a bug in a side path, not a run's state lost; exiting would stop
 *   every run of the process and every request in flight for it, which is what turned one database
 *   blip into dead workers. A lost database connection in particular is never fatal: it is reported as
 *   an outage (logged once) and the process reconnects by itself.
 * - An uncaught exception leaves the process in a state nobody can vouch for: it is logged, the
 *   process shuts down as on SIGTERM (its runs handed back) within the grace period, and exits 1 for
 *   the supervisor (systemd, Docker, Kubernetes) to start it again.
 * - SIGTERM/SIGINT: stop taking work, let runs finish for SHUTDOWN_GRACE_MS, hand back the rest, exit 0.
 */
export function installProcessPolicy(server: Server): void {
  const { logger, metrics, dependencies, config } = server.ctx;
  let stopping: Promise<void> | undefined;
  const stop = (reason: string, code: number) => {
    stopping ??= (async () => {
      logger.info({ reason, graceMs: config.shutdownGraceMs }, 'shutting down');
      // Past the grace period and the hand-back's own few seconds, nothing more is waited for.
      const deadline = setTimeout(() => process.exit(code), config.shutdownGraceMs + 10_000);
      deadline.unref();
      try {
        await server.close();
      } catch (error) {
        logger.error({ err: error }, 'shutdown failed');
      }
      process.exit(code);
    })();
    return stopping;
  };
  process.on('unhandledRejection', (reason) => {
    metrics.unhandledRejections.inc();
    if (dependencies.failed('database', reason)) return;
    logger.error({ err: reason, event: 'unhandled_rejection' }, 'a promise rejection was not handled');
  });
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error, event: 'uncaught_exception' }, 'uncaught exception; restarting');
    void stop('uncaughtException', 1);
  });
  process.on('SIGINT', () => void stop('SIGINT', 0));
  process.on('SIGTERM', () => void stop('SIGTERM', 0));
}
