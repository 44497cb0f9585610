import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PostgreSQL's page cache in PGlite (PGLITE_SHARED_BUFFERS). PGlite's default is PostgreSQL's 128 MB, held
 * in a WASM heap that is touched at start and never shrinks; 16 MB keeps an embedded install's idle memory
 * ~120 MiB lower. A busy install may give it more: 64 MB answered 15% more synchronous webhook calls in
 * bench/sync-ab for 80 MiB more memory at idle (larger installs use PostgreSQL).
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '16MB';

/** Opens PGlite the same way on whichever thread it runs (pglite-worker.ts, or client.ts on the main one). */
export function openPglite(
  dataDir: string | undefined,
  dump: Blob | undefined,
  sharedBuffers = DEFAULT_PGLITE_SHARED_BUFFERS,
): Promise<PGlite> {
  return PGlite.create(dataDir, {
    // Trigram indexes for the datasets' text filters (migration 0016); the extension ships inside PGlite.
    extensions: { pg_trgm },
    postgresqlconf: [`shared_buffers=${sharedBuffers}`],
    ...(dump ? { loadDataDir: dump } : {}),
  });
}
