import type { TestProject } from 'vitest/node';
import { type RunningApp, startBuiltApp } from './app-server.js';

let app: RunningApp | undefined;

export async function setup(_project: TestProject): Promise<void> {
  // Tests send their own X-Forwarded-For, so the per-address rate limits (register: 10 an hour) stay apart.
  // PGlite on the server's main thread: two browsers and their test runners keep both cores busy, and a
  // thread hop per query then waits on the scheduler (a pair of files: 93 s on the main thread, 107 s with
  // the worker). The servers the durability and fault tests start run PGlite in its worker, as shipped.
  app = await startBuiltApp({ TRUST_PROXY: 'true', PGLITE_THREAD: 'main' });
  process.env.FLOWLANE_E2E_URL = app.url;
  process.env.FLOWLANE_E2E_DATA_DIR = app.dataDir;
}

export async function teardown(): Promise<void> {
  await app?.stop();
}
