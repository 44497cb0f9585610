import { defineConfig } from 'vitest/config';
// Temporary (runtime screens): runs against an app already started, FLOWLANE_E2E_URL.
export default defineConfig({
  test: {
    include: ['e2e/tests/runtime-*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
