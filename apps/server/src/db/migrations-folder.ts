import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the committed drizzle-kit migrations are: beside this module from src/ (tsx, tests), and in the
 * bundle's own copy (dist/migrations, build.mjs) from dist/, so a copied build migrates with the migrations
 * it was built with. A build older than that copy falls back to the tree's.
 */
export function migrationsFolder(): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const candidates = [join(here, 'migrations'), join(here, '../src/db/migrations')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}
