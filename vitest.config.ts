import { configDefaults, defineConfig } from 'vitest/config';

// Unit and API tests. Browser tests have their own config in e2e/.
//
// The server's and services' test files share their worker's modules (isolate: false): each file would
// otherwise load the whole server again (Fastify, drizzle, the schemas, the engine), which took half the
// suite's time (488 s → 270 s for the suite on the 2-core machine). Those files start their own server and
// database and undo what they change (fake clocks, env) in their own hooks. The engine's and the web app's
// files are cheap to load and hold module singletons (i18n, the expression registries) that their tests set
// up from scratch, so they keep a fresh module graph each.
const shared = { testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks' } as const;

// Files that test scale mode alone (PostgreSQL with Redis: `*.scale.test.ts`) have nothing to run without
// both; they are left out where either is not set (a developer's machine, the passes on other Node.js
// versions). CI sets both and requires them (testing/databases.ts), so there they always run.
const scaleServices = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const scaleOnly = scaleServices ? [] : ['**/*.scale.test.ts'];

export default defineConfig({
  test: {
    // Two files at a time: Vitest's default on a 2-core machine is one (cores − 1), yet most of a file's
    // time is spent waiting (rate-limit windows, leases, sync-reply timeouts, the real PostgreSQL and Redis),
    // so two keep both cores busy: 445 s → 305 s for the suite (CPU 156%; three at a time: 264 s, with more
    // load on the tests that measure latency under load).
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'server',
          include: [
            'apps/server/src/**/*.test.ts',
            'packages/services/src/**/*.test.ts',
            'packages/connectors/src/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, '**/*.isolated.test.ts', ...scaleOnly],
          isolate: false,
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        test: {
          ...shared,
          // Server files that change modules for their tests (a schema bump simulated with vi.mock) get a
          // module graph of their own: in the shared one, the mock would miss the modules an earlier file
          // loaded, or leak into the next file.
          name: 'server-isolated',
          include: ['apps/server/src/**/*.isolated.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        test: {
          ...shared,
          name: 'pure',
          include: [
            'packages/contracts/src/**/*.test.ts',
            'packages/engine/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
