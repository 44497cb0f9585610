import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the committed drizzle-kit migrations are, both from src/ (tsx, tests) and from the bundled dist/. */
export function migrationsFolder(): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const candidates = [join(here, 'migrations'), join(here, '../src/db/migrations')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}
