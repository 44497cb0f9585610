// Run by build.mjs once the server is bundled: opens an in-memory PGlite, applies every migration and
// writes the result as a gzipped tar beside the bundle (pglite-open.ts's PGLITE_SEED_FILE), where a
// first boot on a new DATA_DIR starts from it. `node dist/build-pglite-seed.js`
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { openDatabase } from './client.js';
import { PGLITE_SEED_FILE } from './pglite-open.js';

const database = await openDatabase({ pgliteThread: 'main' });
if (!database.dumpDataDir) throw new Error('expected the embedded database');
const dump = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
await database.close();
writeFileSync(PGLITE_SEED_FILE, gzipSync(dump));
