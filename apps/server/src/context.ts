import type { FastifyBaseLogger } from 'fastify';
import type { Billing } from './billing/billing.js';
import type { Config } from './config/index.js';
import type { Database } from './db/index.js';
import type { Mailer } from './mail/index.js';
import type { Catalog } from './runs/catalog.js';
import type { Runtime } from './runs/runtime.js';
import type { PdfProcessor } from './storage/pdf-processor.js';
import type { PdfReader } from './storage/reader/pdf-reader.js';
import type { Dependencies } from './system/dependencies.js';
import type { Metrics } from './system/metrics.js';

/** What every domain's routes and services are built from; made once per process in server.ts. */
export type AppContext = {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  startedAt: number;
  version: string;
  runtime: Runtime;
  catalog: Catalog;
  billing: Billing;
  /** Whether the database and Redis answer (503 and health while one does not). */
  dependencies: Dependencies;
  metrics: Metrics;
  /** PDF storage: the reader (a worker thread, started on first use) and the uploads' background reading. */
  storage: { reader: PdfReader; processor: PdfProcessor };
};

/**
 * What a domain's routes are given: the parts of the AppContext they use, named in their signature, so a
 * domain's dependencies show where it is registered. The auth guard needs the config and the database.
 */
export type RoutesContext<K extends keyof AppContext = never> = Pick<AppContext, 'config' | 'database' | K>;
