import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
 * An empty database with every migration applied, as a gzipped tar, written by the build beside the
 * server's bundle (build.mjs runs build-pglite-seed.ts). Running from source there is none.
 */
export const PGLITE_SEED_FILE = fileURLToPath(new URL('./pglite-seed.tar.gz', import.meta.url));

/**
 * What a first boot starts from: the built seed when the data directory does not exist yet (or is
 * empty), so a new install copies a migrated database (~1 s) instead of running initdb and every
 * migration (~3.5 s). Undefined for an existing database, an in-memory one, or without a seed.
 */
export function firstBootSeed(dataDir: string | undefined, seedFile = PGLITE_SEED_FILE): Blob | undefined {
  if (!dataDir || (existsSync(dataDir) && readdirSync(dataDir).length > 0) || !existsSync(seedFile))
    return undefined;
  return new Blob([readFileSync(seedFile)]);
}

/**
 * Opens PGlite the same way on whichever thread it runs (pglite-worker.ts, or client.ts on the main one),
 * from `dump` if given, else from the built seed on a first boot.
 */
export function openPglite(
  dataDir: string | undefined,
  dump: Blob | undefined,
  sharedBuffers = DEFAULT_PGLITE_SHARED_BUFFERS,
): Promise<PGlite> {
  const start = dump ?? firstBootSeed(dataDir);
  return PGlite.create(dataDir, {
    // Trigram indexes for the datasets' text filters (migration 0016); the extension ships inside PGlite.
    extensions: { pg_trgm },
    postgresqlconf: [`shared_buffers=${sharedBuffers}`],
    // The run path's big JSON parameters go as bytes (see jsonParam).
    serializers: JSON_BYTES,
    ...(start ? { loadDataDir: start } : {}),
  });
}
