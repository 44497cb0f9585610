import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/index.js';
import { type PgliteConnection, PgliteThread } from './pglite-thread.js';
import { namedOnPostgres, PREPARED_MARK, withPrepared } from './prepared-statements.js';

type Connection = PgliteConnection & {
  transaction<T>(work: (tx: PgliteConnection) => Promise<T>): Promise<T>;
};

/** The same database client on the main thread (PGlite wrapped) and in its worker thread. */
const clients: Array<[string, () => Promise<{ db: Connection; close(): Promise<void> }>]> = [
  [
    'on the main thread',
    async () => {
      const client = await PGlite.create();
      return { db: withPrepared(client) as unknown as Connection, close: () => client.close() };
    },
  ],
  [
    'in its worker thread',
    async () => {
      const thread = await PgliteThread.open(undefined, undefined);
      return { db: thread, close: () => thread.close() };
    },
  ],
];

const kept = (text: string) => `${PREPARED_MARK}${text}`;

describe.each(clients)('statements kept prepared, PGlite %s', (_where, open) => {
  let db: Connection;
  let close: () => Promise<void>;
  const preparedNow = async () =>
    (
      await db.query<{ statement: string; generic_plans: number; custom_plans: number }>(
        'select statement, generic_plans::int, custom_plans::int from pg_prepared_statements',
      )
    ).rows;

  beforeAll(async () => {
    ({ db, close } = await open());
    await db.exec(`create table notes (id int primary key, tags text[], body json, at timestamptz);
      insert into notes select g, array['t' || g], json_build_object('n', g), '2026-11-28T10:00:00Z'
      from generate_series(1, 20) g`);
  });
  afterAll(async () => {
    await close();
  });

  it('answers a marked statement as the same statement unmarked, parsed once under a name', async () => {
    const text =
      'select id, tags, body, at from notes where id = any($1::int[]) and body::text <> $2 order by id';
    const params = [[3, 4], '{}'];
    for (const rowMode of ['object', 'array'] as const) {
      const plain = await db.query(text, params, { rowMode });
      expect(plain.rows).toHaveLength(2);
      expect(await db.query(kept(text), params, { rowMode })).toMatchObject({
        rows: plain.rows,
        fields: plain.fields,
      });
    }
    const named = (await preparedNow()).filter((row) => row.statement === kept(text));
    expect(named).toHaveLength(1);
    // Null and JSON parameters are written as PGlite writes them.
    const written = await db.query<{ id: number; body: unknown; tags: string[] | null }>(
      kept('insert into notes (id, tags, body) values ($1, $2, $3::json) returning id, body, tags'),
      [21, null, JSON.stringify({ n: 21 })],
    );
    expect(written.rows).toEqual([{ id: 21, body: { n: 21 }, tags: null }]);
  });

  it("fails as PostgreSQL fails, with its error's code, and runs on afterwards", async () => {
    const insert = kept('insert into notes (id) values ($1)');
    const duplicate = await db.query(insert, [1]).catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    await db.query(insert, [22]);
    const stored = await db.query<{ n: number }>('select count(*)::int as n from notes where id = 22');
    expect(stored.rows).toEqual([{ n: 1 }]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let finish!: () => void;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.query("update notes set tags = '{inside}' where id = 2");
      await held;
      await tx.query("update notes set tags = '{committed}' where id = 2");
    });
    const outside = db.query<{ tags: string[] }>(kept('select tags from notes where id = $1'), [2]);
    await new Promise((r) => setTimeout(r, 50));
    finish();
    await transaction;
    expect((await outside).rows).toEqual([{ tags: ['committed'] }]);
  });

  it('prepares a marked statement again when the columns it returns changed', async () => {
    await db.exec('create table labels (id int primary key)');
    await db.exec('insert into labels values (1)');
    const text = kept('select * from labels where id = $1');
    expect((await db.query(text, [1])).rows).toEqual([{ id: 1 }]);
    await db.exec("alter table labels add column label text default 'new'");
    expect((await db.query(text, [1])).rows).toEqual([{ id: 1, label: 'new' }]);
    expect((await preparedNow()).filter((row) => row.statement === text)).toHaveLength(1);
  });

  it('makes its plan afresh after a thousand runs, so a table that grew is planned as it is now', async () => {
    const text = kept('select id from notes where id = $1');
    for (let i = 0; i < 1_000; i++) await db.query(text, [1 + (i % 20)]);
    const [before] = (await preparedNow()).filter((row) => row.statement === text);
    expect((before?.generic_plans ?? 0) + (before?.custom_plans ?? 0)).toBe(1_000);
    await db.query(text, [5]);
    const after = (await preparedNow()).filter((row) => row.statement === text);
    // One statement still, prepared anew: its plans count from the run that made it again.
    expect(after).toHaveLength(1);
    expect((after[0]?.generic_plans ?? 0) + (after[0]?.custom_plans ?? 0)).toBe(1);
  });
});

const onPostgres = testDatabaseKinds().includes('postgres') ? ['postgres'] : [];

describe.each(onPostgres)('statements kept prepared on %s', () => {
  it('parses a marked statement once per pooled connection, under a name, and answers as unmarked', async () => {
    const pool = namedOnPostgres(new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 }));
    try {
      const text = 'select $1::int + 1 as n, $2::text as label';
      for (const n of [1, 2, 3]) {
        const answered = await pool.query({ text: kept(text) }, [n, 'kept']);
        expect(answered.rows).toEqual([{ n: n + 1, label: 'kept' }]);
      }
      const statements = await pool.query<{ statement: string }>(
        'select statement from pg_prepared_statements',
      );
      expect(statements.rows).toEqual([{ statement: kept(text) }]);
      // Unmarked statements stay unnamed.
      await pool.query({ text }, [1, 'plain']);
      expect((await pool.query('select count(*)::int as n from pg_prepared_statements')).rows).toEqual([
        { n: 1 },
      ]);
    } finally {
      await pool.end();
    }
  });

  it('answers a marked statement again after a migration changed the columns it returns', async () => {
    // Another process's migration (a rolling deploy) adds a column while this one holds the statement.
    const pool = namedOnPostgres(new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 }));
    const table = `kept_${Date.now()}`;
    try {
      await pool.query(`create table ${table} (id int primary key)`);
      await pool.query(`insert into ${table} values (1)`);
      const text = kept(`select * from ${table} where id = $1`);
      expect((await pool.query({ text }, [1])).rows).toEqual([{ id: 1 }]);
      await pool.query(`alter table ${table} add column label text default 'new'`);
      expect((await pool.query({ text }, [1])).rows).toEqual([{ id: 1, label: 'new' }]);
    } finally {
      await pool.query(`drop table if exists ${table}`);
      await pool.end();
    }
  });
});
