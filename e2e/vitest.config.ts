import { defineConfig } from 'vitest/config';

// Browser tests: one built server for the whole run (global setup), Chromium driven by playwright-core.
// Tests share that server, so each makes its own accounts and sends its own X-Forwarded-For.
export default defineConfig({
  test: {
    include: ['e2e/tests/**/*.e2e.ts'],
    globalSetup: ['e2e/src/global-setup.ts'],
    // A journey test (a team created, an invitation mailed and accepted, roles changed) takes ~25 s alone;
    // two files at a time on a slower machine took one past 60 s (every step passed, the clock ran out).
    // Each step still fails on its own wait (Playwright's 30 s), so a hang is still caught.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Two files at a time on the 2-core machines (546 s instead of 765 s for the whole suite). Under that
    // load the lazy navbar and toolbar used to arrive after the page and move it under a pending click;
    // the page now waits for them (AppShell), so a click cannot be lost that way.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
