import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './migrations-folder.js';
import { openPglite } from './pglite-open.js';
import { PgliteThread } from './pglite-thread.js';
import { namedOnPostgres, withPrepared } from './prepared-statements.js';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  mode: 'pglite' | 'postgres';
  /**
   * Settles once the database is open and migrated (rejects if it could not be). Queries made before
   * then wait for it; `openDatabase` answers only after it, `startDatabase` may answer before.
   */
  ready: Promise<void>;
  /** The embedded data directory as a tar file (PGlite only; tests start from a migrated dump). */
  dumpDataDir?: () => Promise<Blob>;
  ping(): Promise<boolean>;
  /**
   * Embedded only: calls `onPayload` with each notice on `channel` (LISTEN), told before the answer of the
   * write that sent it. On PostgreSQL other processes write too, so nothing is told in that order.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** A postgres:// URL for a real PostgreSQL; without it PGlite is used. */
  url?: string | undefined;
  /** PGlite's data directory; undefined keeps it in memory (tests). */
  pgliteDir?: string | undefined;
  /** A PGlite data directory dump to start from (tests start from an already migrated one). */
  pgliteDump?: Blob | undefined;
  /** Where PGlite runs: its own worker thread (default: SQL on another core) or the main thread. */
  pgliteThread?: 'worker' | 'main';
  /** PostgreSQL's shared_buffers in PGlite (see pglite-open.ts). */
  pgliteSharedBuffers?: string | undefined;
  /** The worker thread's database, already opening (main.ts starts it before it loads the server). */
  pgliteOpening?: Promise<PgliteThread> | undefined;
  poolSize?: number;
  /** Told when an idle pooled connection fails (the pool recovers by itself). */
  onIdleError?: (error: Error) => void;
};

/** The database, open and migrated. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = await startDatabase(options);
  await database.ready;
  return database;
}

/**
 * The database, possibly still opening: the embedded database in its worker thread answers at once, so
 * a start builds the server while the thread opens and migrates it (the first queries wait for that).
 */
export async function startDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // The PostgreSQL driver loads only when it is used: embedded installs start without it.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      // A database that does not answer fails a query in 5 s instead of holding it (and the request) forever.
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection that PostgreSQL closes (restart, failover, a dropped database) emits 'error' on
    // the pool; unheard, it would crash the process. The pool replaces the connection on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(namedOnPostgres(pool), { schema });
    // Processes of a cluster start together: one migrates at a time (a session lock held on one pooled
    // connection while the migrator uses others), the rest then find nothing left to do.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock(7130002)');
      await migratePg(db, { migrationsFolder: migrationsFolder() });
    } finally {
      await lock.query('select pg_advisory_unlock(7130002)').catch(() => undefined);
      lock.release();
    }
    return {
      db,
      mode: 'postgres',
      ready: Promise.resolve(),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  if (options.pgliteThread === 'main') {
    const client = await openPglite(options.pgliteDir, options.pgliteDump, options.pgliteSharedBuffers);
    const db = drizzlePglite({ client: withPrepared(client) as unknown as PGlite, schema });
    await migratePglite(db as Parameters<typeof migratePglite>[0], { migrationsFolder: migrationsFolder() });
    return {
      db,
      mode: 'pglite',
      ready: Promise.resolve(),
      dumpDataDir: () => client.dumpDataDir('none'),
      ping: () => ping(db),
      listen: async (channel, onPayload) => void (await client.listen(channel, onPayload)),
      close: () => client.close(),
    };
  }
  // The thread migrates the database itself before it answers ready (main.ts opens it so too), so the
  // migrations run while this thread builds the server, not after it.
  const opening =
    options.pgliteOpening ??
    PgliteThread.open(options.pgliteDir, options.pgliteDump, options.pgliteSharedBuffers, migrationsFolder());
  // Every call of the server's own waits until the thread is open and migrated. drizzle's PGlite driver
  // takes any client with PGlite's query/exec/transaction.
  const client: Pick<PgliteThread, 'query' | 'exec' | 'transaction'> = {
    query: async (sql, params, queryOptions) => (await opening).query(sql, params, queryOptions),
    exec: async (sql) => (await opening).exec(sql),
    transaction: async (work) => (await opening).transaction(work),
  };
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    db,
    mode: 'pglite',
    ready: opening.then(() => undefined),
    dumpDataDir: async () => (await opening).dumpDataDir(),
    ping: () =>
      opening.then(
        (thread) => thread.alive(() => ping(db)),
        () => false,
      ),
    listen: async (channel, onPayload) => (await opening).listen(channel, onPayload),
    // A thread that never opened has nothing to close (its failure is `ready`'s).
    close: () =>
      opening.then(
        (thread) => thread.close(),
        () => undefined,
      ),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
