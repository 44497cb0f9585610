import type { TestProject } from 'vitest/node';
import { type RunningApp, startBuiltApp } from './app-server.js';

let app: RunningApp | undefined;

export async function setup(_project: TestProject): Promise<void> {
  app = await startBuiltApp();
  process.env.FLOWLANE_E2E_URL = app.url;
  process.env.FLOWLANE_E2E_DATA_DIR = app.dataDir;
}

export async function teardown(): Promise<void> {
  await app?.stop();
}
