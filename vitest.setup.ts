import { afterAll, vi } from 'vitest';

// The server's test files share their worker (isolate: false): whatever a file stubbed is undone when it
// ends, so the next file in the worker starts on the real clock, env and globals.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
