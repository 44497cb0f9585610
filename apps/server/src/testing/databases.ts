import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The database kinds every repository and API test runs on: PGlite always, and a real PostgreSQL when
 * DATABASE_URL names one (.ci/run sets it). Each test file gets a fresh database of its own.
 */
export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
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
