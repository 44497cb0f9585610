import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { earlyDatabase } from './embedded-database.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'flowlane-config-'));

describe('loadConfig', () => {
  it('starts with no settings at all on embedded parts', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      role: 'all',
      smtpUrl: undefined,
      stripe: undefined,
      publicUrl: 'http://localhost:3000',
      mailhookPort: 2525,
    });
    expect(config.encryptionKey).toHaveLength(32);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('resumes a run whose process died once, not twice, and offers no crashing step, by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ runMaxCrashes: 2, testCrashStep: false });
    expect(
      loadConfig({ DATA_DIR: dataDir(), RUN_MAX_CRASHES: '5', FLOWLANE_TEST_CRASH_STEP: 'true' }),
    ).toMatchObject({ runMaxCrashes: 5, testCrashStep: true });
  });

  it('points apps at other hosts only from FLOWLANE_TEST_APP_BASE_URLS, and never in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).testAppBaseUrls).toEqual({});
    const fakes = JSON.stringify({
      slack: 'http://127.0.0.1:4100/api',
      'google-sheets': 'http://127.0.0.1:4101/v4',
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', FLOWLANE_TEST_APP_BASE_URLS: fakes })
        .testAppBaseUrls,
    ).toEqual({ slack: 'http://127.0.0.1:4100/api', 'google-sheets': 'http://127.0.0.1:4101/v4' });
    // In production an authorization's token would go to whatever host the variable names.
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', FLOWLANE_TEST_APP_BASE_URLS: fakes };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow('FLOWLANE_TEST_APP_BASE_URLS');
  });

  it('generates secrets once into DATA_DIR and reuses them', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
    const file = join(dir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain(first.jwtSecret);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL'],
    [{ ROLE: 'janitor' }, 'ROLE'],
    [{ PGLITE_THREAD: 'both' }, 'PGLITE_THREAD'],
    [{ PGLITE_SHARED_BUFFERS: '64' }, 'PGLITE_SHARED_BUFFERS'],
    [{ PGLITE_SHARED_BUFFERS: '64MB; fsync=off' }, 'PGLITE_SHARED_BUFFERS'],
    [{ ENCRYPTION_KEY: 'c2hvcnQ=' }, 'ENCRYPTION_KEY'],
    [
      { ENCRYPTION_KEY_PREVIOUS: `${Buffer.alloc(32).toString('base64')},c2hvcnQ=` },
      'ENCRYPTION_KEY_PREVIOUS',
    ],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ALLOW_PRIVATE_NETWORK: 'maybe' }, 'ALLOW_PRIVATE_NETWORK'],
    [{ STRIPE_SECRET_KEY: 'sk_test_123' }, 'STRIPE_SECRET_KEY'],
    [{ RUN_MAX_CRASHES: '0' }, 'RUN_MAX_CRASHES'],
    [{ RUN_MAX_CRASHES: 'two' }, 'RUN_MAX_CRASHES'],
    [{ RUN_MAX_CRASHES: '1.5' }, 'RUN_MAX_CRASHES'],
    [{ FLOWLANE_TEST_CRASH_STEP: 'please' }, 'FLOWLANE_TEST_CRASH_STEP'],
    [{ FLOWLANE_TEST_APP_BASE_URLS: 'slack=http://127.0.0.1' }, 'FLOWLANE_TEST_APP_BASE_URLS'],
    [{ FLOWLANE_TEST_APP_BASE_URLS: '{"slack":"file:///etc"}' }, 'FLOWLANE_TEST_APP_BASE_URLS'],
  ])('refuses %o with an error naming %s', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });

  it('runs the embedded database where PGLITE_THREAD says, else in a worker when two cores are there', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PGLITE_THREAD: 'main' }).pgliteThread).toBe('main');
    expect(loadConfig({ DATA_DIR: dataDir(), PGLITE_THREAD: 'worker' }).pgliteThread).toBe('worker');
    const byCores = availableParallelism() >= 2 ? 'worker' : 'main';
    expect(loadConfig({ DATA_DIR: dataDir() }).pgliteThread).toBe(byCores);
  });

  it.each([
    {},
    { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/flowlane' },
    { DATABASE_URL: '' },
    { PGLITE_THREAD: 'main' },
    { PGLITE_THREAD: 'worker' },
    { PGLITE_THREAD: '', PGLITE_SHARED_BUFFERS: '64MB' },
    { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/flowlane', PGLITE_THREAD: 'worker' },
  ])('opens the embedded database early exactly where the configuration will run it: %o', (env) => {
    const dir = join(dataDir(), 'not-yet');
    const config = loadConfig({ DATA_DIR: dir, ...env });
    const early = earlyDatabase({ DATA_DIR: dir, ...env });
    const inWorker = !config.databaseUrl && config.pgliteThread === 'worker';
    expect(early).toEqual(
      inWorker ? { dataDir: config.dataDir, sharedBuffers: config.pgliteSharedBuffers } : undefined,
    );
  });

  it('creates DATA_DIR when it opens the embedded database early', () => {
    const dir = join(dataDir(), 'new', 'data');
    const early = earlyDatabase({ DATA_DIR: dir, PGLITE_THREAD: 'worker' });
    expect(early?.dataDir).toBe(dir);
    expect(existsSync(dir)).toBe(true);
  });

  it('takes the embedded database page cache from PGLITE_SHARED_BUFFERS, else leaves the default', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PGLITE_SHARED_BUFFERS: '64MB' }).pgliteSharedBuffers).toBe(
      '64MB',
    );
    expect(loadConfig({ DATA_DIR: dataDir() }).pgliteSharedBuffers).toBeUndefined();
  });

  it('reads the previous encryption keys of a rotation, in order', () => {
    const [a, b] = [Buffer.alloc(32, 1), Buffer.alloc(32, 2)];
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ENCRYPTION_KEY_PREVIOUS: ` ${a.toString('base64')}, ${b.toString('base64')} `,
    });
    expect(config.encryptionKeysPrevious).toEqual([a, b]);
    expect(loadConfig({ DATA_DIR: dataDir() }).encryptionKeysPrevious).toEqual([]);
  });

  it('reads the scale-mode settings', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/flowlane',
      REDIS_URL: 'redis://127.0.0.1:6379',
      ROLE: 'worker',
      PUBLIC_URL: 'https://flows.example.com/',
      ALLOW_PRIVATE_NETWORK: 'true',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/flowlane',
      redisUrl: 'redis://127.0.0.1:6379',
      role: 'worker',
      publicUrl: 'https://flows.example.com',
      allowPrivateNetwork: true,
    });
  });
});
