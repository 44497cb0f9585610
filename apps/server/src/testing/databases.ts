import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/index.js';

/**
 * The database kinds every repository and API test runs on: PGlite always, and a real PostgreSQL when
 * DATABASE_URL names one (.ci/run sets it). Each test file gets a fresh database of its own.
 */
export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKinds(): TestDatabaseKind[] {
  requiredInCi('DATABASE_URL');
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * On a developer's machine a missing DATABASE_URL/REDIS_URL leaves those passes out; under CI=true the
 * passes are required, so a CI that lost the variable fails instead of silently testing less. Except where
 * FLOWLANE_TEST_EMBEDDED_ONLY=1 says that leaving them out is the point: the passes on other Node.js
 * versions (scripts/test-node-versions.sh), whose PostgreSQL and Redis passes run on the main Node.
 */
function requiredInCi(name: 'DATABASE_URL' | 'REDIS_URL'): void {
  if (process.env.FLOWLANE_TEST_EMBEDDED_ONLY === '1') return;
  if (process.env.CI === 'true' && !process.env[name])
    throw new Error(
      `${name} is not set, but CI=true requires the PostgreSQL and PostgreSQL + Redis test passes (see .ci/run)`,
    );
}

export type FreshPostgres = { url: string; drop(): Promise<void> };

/** Creates an empty database on the PostgreSQL of DATABASE_URL; `drop` removes it. */
export async function freshPostgresDatabase(): Promise<FreshPostgres> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `flowlane_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A migrated database of the kind for a test file: PGlite in memory (in its own thread, or on the test's
 * with `pgliteThread: 'main'`), or a fresh database on DATABASE_URL's PostgreSQL, which `close` drops.
 */
export async function openTestDatabase(
  kind: TestDatabaseKind,
  pgliteThread?: 'main' | 'worker',
): Promise<{ database: Database; close(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase(pgliteThread ? { pgliteThread } : {});
    return { database, close: () => database.close() };
  }
  const fresh = await freshPostgresDatabase();
  const database = await openDatabase({ url: fresh.url });
  return {
    database,
    async close() {
      await database.close();
      await fresh.drop();
    },
  };
}

/** The queue modes the runtime tests run in: embedded always, BullMQ when REDIS_URL names a Redis. */
export type TestQueueMode = { name: 'embedded' | 'redis'; env: Record<string, string> };

export function testQueueModes(): TestQueueMode[] {
  requiredInCi('REDIS_URL');
  const url = process.env.REDIS_URL;
  const modes: TestQueueMode[] = [{ name: 'embedded', env: {} }];
  // Each test server gets a prefix of its own, so parallel test files never take each other's jobs.
  if (url)
    modes.push({
      name: 'redis',
      env: { REDIS_URL: url, REDIS_PREFIX: `test_${randomBytes(5).toString('hex')}` },
    });
  return modes;
}
