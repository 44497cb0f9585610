import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { seedDemoAccount } from './accounts/index.js';
import { type BuildAppOptions, buildApp } from './app.js';
import { startAuthorizations } from './authorizations/index.js';
import { createBilling } from './billing/index.js';
import type { Config } from './config/index.js';
import type { AppContext } from './context.js';
import { databaseDatasets } from './datasets/port.js';
import { type PgliteThread, pgliteDirOf, runsRepository, startDatabase } from './db/index.js';
import { createLogger } from './http/logger.js';
import { createMailer } from './mail/index.js';
import { startBackground } from './runs/background.js';
import { type Catalog, createCatalog } from './runs/catalog.js';
import { createDispatcher } from './runs/create-dispatcher.js';
import { RunEvents } from './runs/events.js';
import { databaseFiles, databaseKv, type PortParts, portsForRun } from './runs/ports.js';
import { bridgeRunEvents } from './runs/redis-events.js';
import { Runtime, type RuntimeOptions } from './runs/runtime.js';
import { databasePdf, PdfProcessor, PdfReader } from './storage/index.js';
import { Dependencies } from './system/dependencies.js';
import { Metrics, type MetricsSources } from './system/metrics.js';
import { startMailhookListener } from './triggers/mailhook.js';
import type { Scheduler } from './triggers/scheduler.js';
import { teamWorkflowGraph } from './workflows/service.js';

export const VERSION = '0.1.0';

export type Server = {
  app: FastifyInstance;
  ctx: AppContext;
  scheduler: Scheduler | undefined;
  mailhookPort: number | undefined;
  close(): Promise<void>;
};

export type CreateServerOptions = BuildAppOptions & {
  logger?: FastifyBaseLogger;
  /** Keep PGlite in memory instead of under DATA_DIR (tests). */
  inMemoryDatabase?: boolean;
  /** Start the in-memory PGlite from this dump (tests: an already migrated database). */
  pgliteDump?: Blob;
  /** The embedded database, already opening in its worker thread (main.ts starts it first). */
  pgliteOpening?: Promise<PgliteThread>;
  /** The step kinds and outbound ports; the built-in catalogue by default. */
  catalog?: Catalog;
  /** Start workers and the scheduler (default true); tests of the API alone may skip them. */
  background?: boolean;
  /** Listen for mailhook mail on MAILHOOK_PORT (default true; API tests leave it off). */
  mailhook?: boolean;
  /** The runtime's in-memory moments (tests that count row writes set them beyond any machine's pace). */
  runtimeTimings?: Pick<RuntimeOptions, 'inMemoryMs' | 'waitInMemoryMs'>;
};

/** Opens every part (database, mailer), builds the HTTP app; `close` shuts them down in reverse. */
export async function createServer(config: Config, options: CreateServerOptions = {}): Promise<Server> {
  const logger: FastifyBaseLogger = options.logger ?? createLogger(config.logLevel);
  let sources: MetricsSources | undefined;
  const metrics = new Metrics(() => sources);
  const dependencies = new Dependencies(logger, metrics);
  // The embedded database may still be opening in its thread: the server is built meanwhile, and its
  // first queries (the demo account's) wait for it.
  const database = await startDatabase({
    url: config.databaseUrl,
    pgliteDir: options.inMemoryDatabase ? undefined : pgliteDirOf(config.dataDir),
    pgliteOpening: options.pgliteOpening,
    pgliteDump: options.pgliteDump,
    pgliteThread: config.pgliteThread,
    pgliteSharedBuffers: config.pgliteSharedBuffers,
    // An idle connection PostgreSQL closed: the pool replaces it; the outage, if it is one, is logged once.
    onIdleError: (error) => {
      if (!dependencies.failed('database', error))
        logger.warn({ err: error }, 'an idle database connection failed; it will be replaced');
    },
  });
  dependencies.watch('database', () => withTimeout(database.ping(), 2_000, false));
  const seeded = database.ready.then(() => seedDemoAccount(database.db, config));
  seeded.catch(() => undefined); // awaited, and reported, once the app is built
  const authorizations = startAuthorizations({ db: database.db, config, logger });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, db: database.db, logger });
  const catalog = options.catalog ?? createCatalog(config, { apps: { baseUrls: config.testAppBaseUrls } });
  if (config.testCrashStep)
    logger.warn('FLOWLANE_TEST_CRASH_STEP is on: workflows may kill this server (test only)');
  if (Object.keys(config.testAppBaseUrls).length > 0)
    logger.warn(
      { apps: Object.keys(config.testAppBaseUrls) },
      'FLOWLANE_TEST_APP_BASE_URLS is on: these apps are called at other hosts (test only)',
    );
  const events = new RunEvents();
  const pdfReader = new PdfReader();
  const pdfProcessor = new PdfProcessor({ db: database.db, reader: pdfReader, logger });
  const eventBridge = config.redisUrl
    ? await bridgeRunEvents(events, config, logger, dependencies)
    : undefined;
  const dispatcher = await createDispatcher(config, logger, dependencies);
  // What each run's ports are made of: made once, shared by every run (see portsForRun).
  const portParts: PortParts = {
    logger,
    mailer,
    outbound: catalog.outbound,
    services: catalog.services,
    credentials: authorizations.credentials,
    kv: databaseKv(database.db),
    files: databaseFiles(database.db, config.fileMaxBytes),
    datasets: databaseDatasets(database.db),
    pdf: databasePdf(database.db, pdfReader, events),
    loadGraph: (teamId, workflowId) => teamWorkflowGraph(database.db, teamId, workflowId),
  };
  const runtime = new Runtime({
    db: database.db,
    logger,
    dependencies,
    metrics,
    services: catalog.services,
    dispatcher,
    events,
    leaseMs: config.runLeaseMs,
    runTimeoutMs: config.runTimeoutMs,
    shutdownGraceMs: config.shutdownGraceMs,
    maxCrashes: config.runMaxCrashes,
    // PGlite belongs to this one process, so it is the only one running this database's runs.
    soleRunner: database.mode === 'pglite' && !config.redisUrl,
    portsFor: (run) => portsForRun(run, portParts),
    ...options.runtimeTimings,
  });
  const billing = createBilling({ config, db: database.db, mailer, runtime, logger });
  const ctx: AppContext = {
    config,
    database,
    mailer,
    logger,
    startedAt: Date.now(),
    version: VERSION,
    runtime,
    catalog,
    billing,
    dependencies,
    metrics,
    storage: { reader: pdfReader, processor: pdfProcessor },
  };
  const runQueue = memoised(1_000, () => runsRepository(database.db).queueStats());
  sources = {
    runQueue,
    ...(dispatcher.capabilities.countsJobs ? { jobCounts: () => dispatcher.jobCounts() } : {}),
    sandbox: () => catalog.sandbox(),
  };
  const app = await buildApp(ctx, options);
  // The database is open and migrated (or this start fails here, before anything runs or listens).
  await seeded;
  billing.attach(app);
  const background =
    options.background === false
      ? undefined
      : startBackground({
          config,
          db: database.db,
          runtime,
          logger,
          dependencies,
          embedded: database.mode === 'pglite',
        });
  const schedules = config.role === 'all' || config.role === 'scheduler' || !config.redisUrl;
  const stopBillingJobs = options.background === false || !schedules ? undefined : billing.startJobs();
  const servesRequests = config.role === 'all' || config.role === 'web';
  const mailhook =
    options.mailhook === false || !servesRequests
      ? undefined
      : await startMailhookListener({ config, db: database.db, runtime, logger });
  // PDFs left unread by a process that stopped (their lease runs out) are read where uploads arrive.
  if (servesRequests) pdfProcessor.kick();
  return {
    app,
    ctx,
    scheduler: background?.scheduler,
    mailhookPort: mailhook?.port,
    async close() {
      background?.stop();
      await stopBillingJobs?.();
      await mailhook?.close();
      // The runs get their grace period while the last requests (a sync webhook waits for its run) end.
      await Promise.all([app.close(), runtime.stop()]);
      await pdfProcessor.stop();
      await pdfReader.close();
      await authorizations.reencryption;
      await eventBridge?.close();
      await catalog.close();
      mailer.close();
      dependencies.stop();
      await database.close();
    },
  };
}

/** The promise's value, or `fallback` if it takes longer than `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** One call's answer shared by every caller within `ms` (a scrape reads several gauges from one query). */
function memoised<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at > ms) {
      const value = read();
      last = { at: now, value };
      // A failed read is not kept: the next scrape asks again.
      value.catch(() => {
        if (last?.value === value) last = undefined;
      });
    }
    return last.value;
  };
}
