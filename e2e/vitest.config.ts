import { defineConfig } from 'vitest/config';

// Browser tests: one built server for the whole run (global setup), Chromium driven by playwright-core.
export default defineConfig({
  test: {
    include: ['e2e/tests/**/*.e2e.ts'],
    globalSetup: ['e2e/src/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
