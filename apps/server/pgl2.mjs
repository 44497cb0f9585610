import { PGlite } from '@electric-sql/pglite';

let t0 = performance.now();
const db = new PGlite();
await db.waitReady;
await db.query('create table x(a int)');
const blob = await db.dumpDataDir('none');
console.log('init+dump', (performance.now() - t0).toFixed(0), blob.size);
await db.close();
t0 = performance.now();
const db2 = new PGlite({ loadDataDir: blob });
await db2.waitReady;
console.log(
  'load',
  (performance.now() - t0).toFixed(0),
  (await db2.query('select count(*) from x')).rows,
  'rss',
  (process.memoryUsage().rss / 1048576).toFixed(0),
);
