import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import type { Config } from './config/index.js';
import type { AppContext } from './context.js';
import { openDatabase } from './db/index.js';
import { type BuildAppOptions, buildApp } from './http/app.js';
import { createMailer } from './mail/index.js';

export const VERSION = '0.1.0';

export type Server = { app: FastifyInstance; ctx: AppContext; close(): Promise<void> };

export type CreateServerOptions = BuildAppOptions & {
  logger?: FastifyBaseLogger;
  /** Keep PGlite in memory instead of under DATA_DIR (tests). */
  inMemoryDatabase?: boolean;
};

/** Opens every part (database, mailer), builds the HTTP app; `close` shuts them down in reverse. */
export async function createServer(config: Config, options: CreateServerOptions = {}): Promise<Server> {
  const logger: FastifyBaseLogger = options.logger ?? pino({ level: config.logLevel });
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: options.inMemoryDatabase ? undefined : `${config.dataDir}/pglite`,
  });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, db: database.db, logger });
  const ctx: AppContext = { config, database, mailer, logger, startedAt: Date.now(), version: VERSION };
  const app = await buildApp(ctx, options);
  return {
    app,
    ctx,
    async close() {
      await app.close();
      mailer.close();
      await database.close();
    },
  };
}
