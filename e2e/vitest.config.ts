import { defineConfig } from 'vitest/config';

// Browser tests: one built server for the whole run (global setup), Chromium driven by playwright-core.
// Tests share that server, so each makes its own accounts and sends its own X-Forwarded-For.
export default defineConfig({
  test: {
    include: ['e2e/tests/**/*.e2e.ts'],
    globalSetup: ['e2e/src/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two files at a time: a browser test mostly waits (on the page, the server, a timer), so two share a
    // 2-core machine well: the whole suite took 765 s one file at a time and 546 s two at a time here.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
