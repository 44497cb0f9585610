import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase, testDatabaseKinds } from '../testing/index.js';
import { type Database, mailOutboxRepository, openDatabase, startDatabase } from './index.js';

describe.each(testDatabaseKinds())('database on %s', (kind) => {
  let database: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, close } = await openTestDatabase(kind));
  });
  afterAll(() => close());

  it('applies every committed migration', async () => {
    expect(database.mode).toBe(kind);
    const result: unknown = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const { rows } = z.object({ rows: z.array(z.object({ n: z.number() })) }).parse(result);
    expect(rows[0]?.n).toBeGreaterThan(0);
    expect(await database.ping()).toBe(true);
  });

  it('stores and lists outbox mail, newest first', async () => {
    const outbox = mailOutboxRepository(database.db);
    await outbox.add({
      to: 'a@example.com',
      from: 'f@example.com',
      subject: 'first',
      text: 't',
      html: '<p>t</p>',
    });
    await new Promise((r) => setTimeout(r, 5));
    await outbox.add({
      to: 'b@example.com',
      from: 'f@example.com',
      subject: 'second',
      text: 't',
      html: '<p>t</p>',
    });
    const mails = await outbox.list();
    expect(mails.map((m) => m.subject)).toEqual(['second', 'first']);
  });
});

describe('PGlite on disk', () => {
  const sharedBuffers = async (database: Database) => {
    const result: unknown = await database.db.execute(sql`show shared_buffers`);
    return z.object({ rows: z.array(z.object({ shared_buffers: z.string() })) }).parse(result).rows[0]
      ?.shared_buffers;
  };

  // Written with PGlite on the main thread, read back with it in its worker thread: both ways open the
  // same data directory the same way, with the page cache asked for (PGLITE_SHARED_BUFFERS). initdb on
  // a busy machine takes a while: a longer limit.
  it('keeps data across a restart, whichever thread the database runs on', { timeout: 120_000 }, async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = join(mkdtempSync(join(tmpdir(), 'flowlane-pglite-')), 'pglite');
    const first = await openDatabase({ pgliteDir: dir, pgliteThread: 'main' });
    expect(await sharedBuffers(first)).toBe('16MB');
    await mailOutboxRepository(first.db).add({
      to: 'k@example.com',
      from: 'f',
      subject: 'kept',
      text: '',
      html: '',
    });
    await first.close();
    const second = await openDatabase({
      pgliteDir: dir,
      pgliteThread: 'worker',
      pgliteSharedBuffers: '32MB',
    });
    const mails = await mailOutboxRepository(second.db).list();
    const cache = await sharedBuffers(second);
    await second.close();
    expect(mails.map((m) => m.subject)).toEqual(['kept']);
    expect(cache).toBe('32MB');
  });

  // A start builds the server while its thread opens the database: startDatabase answers before the
  // database is open, and what is asked of it meanwhile waits for the thread and the migrations.
  it('answers at once in its thread, and runs what is asked meanwhile once it is open and migrated', {
    timeout: 120_000,
  }, async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const root = mkdtempSync(join(tmpdir(), 'flowlane-pglite-'));
    const database = await startDatabase({ pgliteDir: join(root, 'pglite'), pgliteThread: 'worker' });
    let ready = false;
    void database.ready.then(() => {
      ready = true;
    });
    expect(ready).toBe(false);
    // The outbox table is made by a migration: the query runs after them.
    const outbox = mailOutboxRepository(database.db);
    await outbox.add({ to: 'm@example.com', from: 'f', subject: 'early', text: '', html: '' });
    expect(ready).toBe(true);
    expect((await outbox.list()).map((mail) => mail.subject)).toEqual(['early']);
    await database.close();

    // A database that cannot open: `ready` and every query fail with why, and closing is harmless.
    const blocked = join(root, 'not-a-directory');
    writeFileSync(blocked, 'a file where the data directory should be');
    const broken = await startDatabase({ pgliteDir: blocked, pgliteThread: 'worker' });
    await expect(broken.ready).rejects.toThrow();
    await expect(broken.ping()).resolves.toBe(false);
    await broken.close();
  });
});
