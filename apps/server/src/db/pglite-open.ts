import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { JSON_BYTES } from './json-param.js';

/**
 * PostgreSQL's page cache in PGlite (PGLITE_SHARED_BUFFERS). PGlite's default is PostgreSQL's 128 MB, held
 * in a WASM heap that is touched at start and never shrinks; 16 MB keeps an embedded install's idle memory
 * ~120 MiB lower. A busy install may give it more: 64 MB answered 15% more synchronous webhook calls in
 * bench/sync-ab for 80 MiB more memory at idle (larger installs use PostgreSQL).
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '16MB';

/**
 * How many values ANALYZE keeps per column in PGlite, which samples 300 times as many rows. PGlite has
 * one connection and no autovacuum: the embedded upkeep analyzes in line with the runs, and every call
 * waits while it does. PostgreSQL's 100 (a 30,000-row sample) held the database 650-1,070 ms for runs at
 * 200,000 rows, every 20,000 changed runs; 10 (3,000 rows) takes 40-70 ms. The embedded queries go by
 * index and need only coarse statistics (a status's or a workflow's share of the runs).
 */
export const PGLITE_STATISTICS_TARGET = 10;

/**
 * An empty database with every migration applied, as a gzipped tar, written by the build beside the
 * server's bundle (build.mjs runs build-pglite-seed.ts). Running from source there is none.
 */
export const PGLITE_SEED_FILE = fileURLToPath(new URL('./pglite-seed.tar.gz', import.meta.url));

/**
 * The seed a first boot starts from: the built one when the data directory does not exist yet (or is
 * empty). Undefined for an existing database, an in-memory one, or without a seed (running from source:
 * PGlite then runs initdb, and the migrations follow).
 */
export function firstBootSeed(dataDir: string | undefined, seedFile = PGLITE_SEED_FILE): string | undefined {
  if (!dataDir || (existsSync(dataDir) && readdirSync(dataDir).length > 0) || !existsSync(seedFile))
    return undefined;
  return seedFile;
}

/** Where a first boot unpacks the seed before the data directory is whole: a folder beside it. */
export const seedingDirOf = (dataDir: string) => `${dataDir}.seeding`;

/**
 * Writes the seed's files into a new data directory, so PGlite opens it as a restart opens its own. The
 * tar is unpacked as a stream into a folder beside it, which becomes the data directory once whole: a
 * first boot cut short leaves no half-written database (the next one unpacks again). PGlite's own loader
 * (`loadDataDir`) held the unpacked tar and its copies in memory: a server first booted that way idled
 * at ~340 MiB until its next start (~220 MiB; bench/start.ts).
 */
async function unpackSeed(seedFile: string, dataDir: string): Promise<void> {
  const staging = seedingDirOf(dataDir);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  const { extract } = await import('tar');
  // The seed's paths are absolute ("/base/1/…", as PGlite writes them): tar takes them relative to cwd.
  // Written synchronously: the seed is ~1,250 small files, and each asynchronous write waited its turn in
  // libuv's thread pool (a first boot spent 1.4 s unpacking, mostly waiting; alone, 0.9-1.4 s against
  // 0.3-0.65 s synchronously). Nothing else runs on this thread while the database is not open yet.
  extract({ file: seedFile, cwd: staging, sync: true });
  // Replaces the data directory when it exists empty.
  renameSync(staging, dataDir);
}

/**
 * Runs `work` with the thread's event loop held open. What PGlite waits on while it opens (its WebAssembly,
 * compiled by V8's background tasks) holds no libuv handle, so the loop runs dry, and Node then drains the
 * platform's tasks: it blocks until every background task has ended, V8's optimising compiles of
 * PostgreSQL's hot functions included, and runs the rest of the start inside that wait. The thread then
 * answered no message and no timer for 140-230 ms after PGlite was open (a gdb backtrace:
 * NodePlatform::DrainTasks under SpinEventLoopInternal). A timer that holds the loop keeps it turning, so
 * those compiles go on in the background as meant.
 */
export async function withLoopHeld<T>(work: () => Promise<T>): Promise<T> {
  const hold = setInterval(() => undefined, 2 ** 30);
  try {
    return await work();
  } finally {
    clearInterval(hold);
  }
}

/**
 * Opens PGlite the same way on whichever thread it runs (pglite-worker.ts, or client.ts on the main one),
 * from `dump` if given, else from the built seed on a first boot.
 */
export function openPglite(
  dataDir: string | undefined,
  dump: Blob | undefined,
  sharedBuffers = DEFAULT_PGLITE_SHARED_BUFFERS,
  seedFile = PGLITE_SEED_FILE,
): Promise<PGlite> {
  return withLoopHeld(async () => {
    const seed = dump || !dataDir ? undefined : firstBootSeed(dataDir, seedFile);
    if (seed && dataDir) await unpackSeed(seed, dataDir);
    return PGlite.create(dataDir, {
      // Trigram indexes for the datasets' text filters (migration 0016); the extension ships inside PGlite.
      extensions: { pg_trgm },
      // Written into postgresql.conf at every open, so an existing data directory takes them too.
      postgresqlconf: [
        `shared_buffers=${sharedBuffers}`,
        `default_statistics_target=${PGLITE_STATISTICS_TARGET}`,
      ],
      // The run path's big JSON parameters go as bytes (see jsonParam).
      serializers: JSON_BYTES,
      ...(dump ? { loadDataDir: dump } : {}),
    });
  });
}
