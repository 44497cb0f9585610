import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client.js';
import { migrationsFolder } from '../db/migrations-folder.js';

/**
 * A migrated, empty PGlite data directory, dumped once per set of migrations and shared by every test
 * file: starting from it takes about a second, where initdb plus migrations take four to seven.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  for (const name of readdirSync(folder).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(join(folder, name)));
  }
  const file = join(tmpdir(), `flowlane-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const database = await openDatabase({});
    if (!database.dumpDataDir) throw new Error('expected a PGlite database');
    const dump = await database.dumpDataDir();
    await database.close();
    // Written aside then renamed, so a test file running in parallel never reads half a dump.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}
