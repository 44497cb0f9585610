import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Opens PGlite the same way on whichever thread it runs (pglite-worker.ts, or client.ts on the main one). */
export function openPglite(dataDir: string | undefined, dump: Blob | undefined): Promise<PGlite> {
  return PGlite.create(dataDir, {
    // Trigram indexes for the datasets' text filters (migration 0016); the extension ships inside PGlite.
    extensions: { pg_trgm },
    // PGlite's default cache is PostgreSQL's 128 MB of shared buffers, held in a WASM heap that never
    // shrinks; 16 MB keeps an embedded install's idle memory ~120 MiB lower (larger installs use PostgreSQL).
    postgresqlconf: ['shared_buffers=16MB'],
    ...(dump ? { loadDataDir: dump } : {}),
  });
}
