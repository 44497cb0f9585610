import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

/** DATA_DIR when none is set. */
export const DEFAULT_DATA_DIR = './data';

/**
 * Where the embedded database runs when PGLITE_THREAD does not say: its own worker thread when the process
 * may use two cores or more (on one core every query would wait for a thread switch), else the main thread.
 */
export function defaultPgliteThread(): 'worker' | 'main' {
  return availableParallelism() >= 2 ? 'worker' : 'main';
}

/** What opening the embedded database in its thread needs: its data directory and page cache. */
export type EarlyDatabase = { dataDir: string; sharedBuffers: string | undefined };

/**
 * The embedded database's settings, read from the environment before the configuration is loaded (its
 * checks need zod, ~100 ms of a start), so its thread opens first; undefined when it will not run in a
 * worker thread (DATABASE_URL names PostgreSQL, or PGLITE_THREAD=main). Plain reads as `loadConfig` reads
 * the same variables, without its checks: a configuration it then refuses stops the process, the
 * database's thread with it. Creates DATA_DIR, as `loadConfig` does.
 */
export function earlyDatabase(env: NodeJS.ProcessEnv): EarlyDatabase | undefined {
  const read = (name: string) => env[name] || undefined;
  if (read('DATABASE_URL')) return undefined;
  const thread = read('PGLITE_THREAD') ?? defaultPgliteThread();
  if (thread === 'main') return undefined;
  const dataDir = resolve(read('DATA_DIR') ?? DEFAULT_DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return { dataDir, sharedBuffers: read('PGLITE_SHARED_BUFFERS') };
}
