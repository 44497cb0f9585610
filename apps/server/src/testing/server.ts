import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/index.js';
import { type CreateServerOptions, createServer, type Server } from '../server.js';
import { freshPostgresDatabase, type TestDatabaseKind } from './databases.js';
import { migratedPgliteDump } from './pglite-template.js';

export type TestServer = Server & { dataDir: string };

/** A whole server on a fresh database of the given kind, for API tests through `app.inject`. */
export async function createTestServer(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  options: CreateServerOptions = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'flowlane-test-'));
  const postgres = kind === 'postgres' ? await freshPostgresDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    PORT: '0',
    ALLOW_PRIVATE_NETWORK: 'true',
    // PGlite on the test's own thread: a worker per test server would start an isolate and load PGlite's
    // code again for each of the suite's hundreds of servers. The worker path has its own tests
    // (db/pglite-thread.test.ts, db/client.test.ts), and the durability and fault browser tests run on it.
    PGLITE_THREAD: 'main',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const pgliteDump = kind === 'pglite' ? await migratedPgliteDump() : undefined;
  const server = await createServer(config, {
    inMemoryDatabase: true,
    serveWeb: false,
    mailhook: false,
    ...(pgliteDump ? { pgliteDump } : {}),
    ...options,
  });
  return {
    ...server,
    dataDir,
    async close() {
      await server.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
