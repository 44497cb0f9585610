import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread.js';

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

  it('refuses queries once closed, with a message that says so', async () => {
    const short = await PgliteThread.open(undefined, undefined);
    await short.close();
    await expect(short.query('select 1')).rejects.toThrow('The embedded database is closed');
  });
});
