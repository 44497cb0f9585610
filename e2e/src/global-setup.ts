import type { TestProject } from 'vitest/node';
import { type RunningApp, startBuiltApp } from './app-server.js';

let app: RunningApp | undefined;

export async function setup(_project: TestProject): Promise<void> {
  // Tests send their own X-Forwarded-For, so the per-address rate limits (register: 10 an hour) stay apart.
  app = await startBuiltApp({ TRUST_PROXY: 'true' });
  process.env.FLOWLANE_E2E_URL = app.url;
  process.env.FLOWLANE_E2E_DATA_DIR = app.dataDir;
}

export async function teardown(): Promise<void> {
  await app?.stop();
}
