import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread.js';
import { PREPARED_MARK } from './prepared-statements.js';

describe('the embedded database in its worker thread', () => {
  let thread: PgliteThread;

  beforeAll(async () => {
    thread = await PgliteThread.open(undefined, undefined);
    await thread.exec('create table notes (id int primary key, body text not null, at timestamptz)');
  });
  afterAll(async () => {
    await thread.close();
  });

  it('answers rows as objects or arrays, with times as PostgreSQL writes them', async () => {
    await thread.query('insert into notes values ($1, $2, $3)', [1, 'one', '2026-11-25T10:00:00Z']);
    const objects = await thread.query<{ id: number; body: string; at: string }>(
      'select id, body, at from notes where id = $1',
      [1],
    );
    expect(objects.rows).toEqual([{ id: 1, body: 'one', at: '2026-11-25 10:00:00+00' }]);
    const arrays = await thread.query('select id, body from notes where id = $1', [1], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'one']]);
  });

  it('answers json and jsonb values parsed, as PGlite does on its own thread', async () => {
    await thread.exec('create table docs (id int primary key, plain json, structured jsonb)');
    const values: Array<[number, unknown]> = [
      [1, { sum: 5050, numbers: [1, 2, 3], nested: { ok: true } }],
      [2, 'a string that is JSON'],
      [3, '{"looks": "like an object"}'],
      [4, [1, 'two', null]],
      [5, 42],
      [6, null],
    ];
    for (const [id, value] of values)
      await thread.query('insert into docs values ($1, $2::json, $2::jsonb)', [
        id,
        value === null ? null : JSON.stringify(value),
      ]);
    const expected = values.map(([id, value]) => ({ id, plain: value, structured: value }));
    const objects = await thread.query('select id, plain, structured from docs order by id');
    expect(objects.rows).toEqual(expected);
    const arrays = await thread.query('select id, plain, structured from docs order by id', [], {
      rowMode: 'array',
    });
    expect(arrays.rows).toEqual(expected.map((row) => [row.id, row.plain, row.structured]));
    const [executed] = await thread.exec('select id, plain, structured from docs order by id');
    expect(executed?.rows).toEqual(expected);
    // Through a kept (prepared) statement's way, and inside a transaction.
    const kept = await thread.query(`${PREPARED_MARK}select id, plain, structured from docs order by id`);
    expect(kept.rows).toEqual(expected);
    await thread.transaction(async (tx) => {
      const inside = await tx.query('select plain from docs where id = $1', [3]);
      expect(inside.rows).toEqual([{ plain: '{"looks": "like an object"}' }]);
    });
  });

  it("keeps PostgreSQL's error fields, so a duplicate key is known by its code", async () => {
    const duplicate = await thread.query('insert into notes values (1, $1)', ['again']).catch((e) => e);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
  });

  it('commits a transaction whose work returns and rolls back one whose work throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('insert into notes values (2, $1)', ['kept']);
    });
    const failed = await thread
      .transaction(async (tx) => {
        await tx.query('insert into notes values (3, $1)', ['dropped']);
        throw new Error('changed my mind');
      })
      .catch((e: Error) => e.message);
    expect(failed).toBe('changed my mind');
    const ids = await thread.query<{ id: number }>('select id from notes where id in (2, 3) order by id');
    expect(ids.rows).toEqual([{ id: 2 }]);
  });

  it('makes other queries wait for an open transaction instead of seeing or joining its work', async () => {
    let insideDone!: () => void;
    const inside = new Promise<void>((resolve) => {
      insideDone = resolve;
    });
    const transaction = thread.transaction(async (tx) => {
      await tx.query('insert into notes values (4, $1)', ['in the transaction']);
      await inside;
      await tx.query('update notes set body = $1 where id = 4', ['committed']);
    });
    // Sent while the transaction is open: it must read the committed row, after the transaction ends.
    const outside = thread.query<{ body: string }>('select body from notes where id = 4');
    await new Promise((r) => setTimeout(r, 50));
    insideDone();
    await transaction;
    expect((await outside).rows).toEqual([{ body: 'committed' }]);
  });

  it('tells a notice on a channel it listens to before the write that sent it answers', async () => {
    const told: string[] = [];
    await thread.listen('changes', (payload) => told.push(payload));
    await thread.query("select pg_notify('changes', 'one')");
    expect(told).toEqual(['one']);
    // A notice sent in a transaction is told as it commits, before the commit answers; a rolled back one never.
    await thread.transaction(async (tx) => {
      await tx.query("select pg_notify('changes', 'two')");
      expect(told).toEqual(['one']);
    });
    expect(told).toEqual(['one', 'two']);
    await expect(
      thread.transaction(async (tx) => {
        await tx.query("select pg_notify('changes', 'three')");
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await thread.query("select pg_notify('elsewhere', 'four')");
    expect(told).toEqual(['one', 'two']);
  });

  it('dumps its data directory, which a new database starts from', async () => {
    const dump = await thread.dumpDataDir();
    const copy = await PgliteThread.open(undefined, dump);
    try {
      const rows = await copy.query<{ n: number }>('select count(*)::int as n from notes');
      expect(rows.rows).toEqual([{ n: 3 }]);
    } finally {
      await copy.close();
    }
  });

  it('is alive without a ping queued behind writes when it answered a query just now', async () => {
    let pinged = 0;
    const ping = async () => {
      pinged += 1;
      return true;
    };
    await thread.query('select 1');
    expect(await thread.alive(ping, 60_000)).toBe(true);
    expect(pinged).toBe(0);
    // Past the window, it is asked.
    expect(await thread.alive(ping, 0)).toBe(true);
    expect(pinged).toBe(1);
  });

  it('refuses queries once closed, with a message that says so', async () => {
    const short = await PgliteThread.open(undefined, undefined);
    await short.close();
    await expect(short.query('select 1')).rejects.toThrow('The embedded database is closed');
  });
});
