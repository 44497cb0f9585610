import { setFlagsFromString } from 'node:v8';
import { earlyDatabase } from './config/embedded-database.js';
import type { Config } from './config/index.js';
import { migrationsFolder } from './db/migrations-folder.js';
import { PgliteThread, pgliteDirOf } from './db/pglite-thread.js';
import { installProcessPolicy } from './system/process-policy.js';

// WebAssembly functions (PGlite's PostgreSQL, the Code step's QuickJS) move up to V8's optimising tier
// after ten times V8's usual amount of running: only the truly hot ones do. Opening PGlite no longer
// optimises what only start-up runs: a start used 1,080 ms of CPU instead of 1,210 and idled at 253 MiB
// instead of 299, with the same sync-webhook throughput (bench/start.ts, bench/sync-ab.ts). Set before
// any module compiles (the flag is the process's, its threads' included).
setFlagsFromString(`--wasm-tiering-budget=${18_000_000}`);
// And one background task at a time compiles them (V8's default is as many as it has threads): on one
// core a start used 1,960 ms of CPU instead of 2,160, was up in 2,320 ms instead of 2,472 and idled at
// 220 MiB instead of 238 (medians of 7 interleaved restarts, `taskset -c 0 node --import tsx
// bench/src/start.ts 7 <before> <after>`), with the same sync-webhook throughput (bench/sync-ab.ts).
setFlagsFromString('--wasm-num-compilation-tasks=1');

async function main(): Promise<void> {
  // The embedded database opens and migrates in its own thread while this one loads and checks the
  // configuration and loads and builds the rest of the server (chunks of their own, imported below): the
  // two biggest parts of a start overlap. The database is the longer one, so its thread starts first,
  // before the configuration's checks load (see earlyDatabase).
  const early = earlyDatabase(process.env);
  const pgliteOpening =
    early &&
    PgliteThread.open(pgliteDirOf(early.dataDir), undefined, early.sharedBuffers, migrationsFolder());
  pgliteOpening?.catch(() => undefined); // awaited, and reported, by createServer
  const config = await configOrExit();
  const { createServer } = await import('./server.js');
  const server = await createServer(config, pgliteOpening ? { pgliteOpening } : {});
  await server.app.listen({ port: config.port, host: config.host });
  server.ctx.logger.info(
    { url: config.publicUrl, database: server.ctx.database.mode, mail: server.ctx.mailer.mode },
    `Flowlane is serving on ${config.publicUrl}`,
  );
  installProcessPolicy(server);
}

/** The configuration, or its problems told in their own words and exit code 1. */
async function configOrExit(): Promise<Config> {
  const { ConfigError, loadConfig } = await import('./config/index.js');
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
