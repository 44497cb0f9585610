import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { migratedPgliteDump } from '../testing/pglite-template.js';
import { migrationsFolder } from './migrations-folder.js';
import { firstBootSeed, openPglite, seedingDirOf, withLoopHeld } from './pglite-open.js';

describe('a first boot of the embedded database', () => {
  it('starts a new data directory from the built seed, and leaves an existing one alone', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'flowlane-seed-'));
    const seedFile = join(folder, 'pglite-seed.tar.gz');
    writeFileSync(seedFile, gzipSync(Buffer.from(await (await migratedPgliteDump()).arrayBuffer())));
    const dataDir = join(folder, 'pglite');

    // Without a seed (running from source) a first boot runs initdb and the migrations as before.
    expect(firstBootSeed(dataDir, join(folder, 'missing.tar.gz'))).toBeUndefined();
    expect(firstBootSeed(dataDir, seedFile)).toBe(seedFile);

    // The data directory is written from the seed on disk, then opened as on a restart.
    const database = await openPglite(dataDir, undefined, undefined, seedFile);
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['PG_VERSION', 'base', 'global', 'pg_wal']));
    expect(existsSync(seedingDirOf(dataDir))).toBe(false);
    const applied = await database.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    const migrations = readdirSync(migrationsFolder()).filter((name) => name.endsWith('.sql'));
    expect(applied.rows[0]?.n).toBe(migrations.length);
    await database.exec(
      "insert into auth_throttle (key, window_started_at, count) values ('kept', now(), 1)",
    );
    await database.close();

    // The next start opens what the first one wrote: the seed is not loaded over it.
    expect(firstBootSeed(dataDir, seedFile)).toBeUndefined();
    const reopened = await openPglite(dataDir, undefined, undefined, seedFile);
    const kept = await reopened.query("select key from auth_throttle where key = 'kept'");
    expect(kept.rows).toHaveLength(1);
    await reopened.close();
  });

  it('unpacks the seed again after a first boot cut short, into an empty data directory', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'flowlane-seed-'));
    const seedFile = join(folder, 'pglite-seed.tar.gz');
    writeFileSync(seedFile, gzipSync(Buffer.from(await (await migratedPgliteDump()).arrayBuffer())));
    const dataDir = join(folder, 'pglite');
    // A boot stopped while unpacking left half a database beside an empty data directory (as a
    // container's mounted volume starts empty): neither is taken for a database.
    mkdirSync(dataDir);
    mkdirSync(join(seedingDirOf(dataDir), 'base'), { recursive: true });
    writeFileSync(join(seedingDirOf(dataDir), 'PG_VERSION'), '17\n');
    expect(firstBootSeed(dataDir, seedFile)).toBe(seedFile);

    const database = await openPglite(dataDir, undefined, undefined, seedFile);
    const applied = await database.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(applied.rows[0]?.n).toBe(readdirSync(migrationsFolder()).filter((n) => n.endsWith('.sql')).length);
    await database.close();
    expect(existsSync(seedingDirOf(dataDir))).toBe(false);
  });
});

describe('withLoopHeld', () => {
  const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

  it('holds the event loop open while the work runs, and lets go after it, also when it fails', async () => {
    const before = timers();
    let during = 0;
    expect(
      await withLoopHeld(async () => {
        during = timers();
        return 'opened';
      }),
    ).toBe('opened');
    expect(during).toBe(before + 1);
    expect(timers()).toBe(before);

    await expect(
      withLoopHeld(async () => {
        throw new Error('no such data directory');
      }),
    ).rejects.toThrow('no such data directory');
    expect(timers()).toBe(before);
  });
});
