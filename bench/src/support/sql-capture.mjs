// Preloaded into a built server (`node --import`) by bench/src/run-writes.ts, with the embedded database on
// the main thread: at the first SIGUSR2 it dumps the database's data directory and starts writing every
// statement the database runs (one JSON line each); at the second it stops. Replaying the lines on the
// dump repeats the database's share of a load exactly, without HTTP, the engine or the machine's noise.
import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const dir = process.env.SQL_CAPTURE_DIR;
if (dir) {
  let client;
  let out;
  const record = (line) => {
    if (out !== undefined) writeSync(out, `${JSON.stringify(line)}\n`);
  };
  const { query, exec } = PGlite.prototype;
  PGlite.prototype.query = function (sql, params, options) {
    client ??= this;
    record({ sql, params, rowMode: options?.rowMode });
    return query.call(this, sql, params, options);
  };
  PGlite.prototype.exec = function (sql, options) {
    client ??= this;
    record({ exec: sql });
    return exec.call(this, sql, options);
  };
  process.on('SIGUSR2', async () => {
    if (out !== undefined) {
      closeSync(out);
      out = undefined;
      process.stderr.write('sql-capture: stopped\n');
      return;
    }
    const dump = await client.dumpDataDir('none');
    writeFileSync(join(dir, 'base.tar'), Buffer.from(await dump.arrayBuffer()));
    out = openSync(join(dir, 'statements.jsonl'), 'w');
    process.stderr.write('sql-capture: recording\n');
  });
}
