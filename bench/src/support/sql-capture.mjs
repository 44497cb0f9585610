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
  // Every statement reaches the database through execProtocolRaw, inside PGlite's lock: recorded there, in
  // the order the database runs them (recorded as query() was called, a query waiting for the lock was
  // written before a kept statement that ran first). A Parse names a text, a Bind runs it with its values
  // (text, as serialized); a simple Query runs its text.
  const texts = new Map();
  const { execProtocolRaw } = PGlite.prototype;
  PGlite.prototype.execProtocolRaw = function (message, options) {
    client ??= this;
    // Texts are learnt before the recording too: a kept statement is parsed once, at its first use.
    for (const ran of statementsOf(message, texts)) record(ran);
    return execProtocolRaw.call(this, message, options);
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

/**
 * The statements a protocol message runs: by name (Bind), their texts learnt from the Parse before, or
 * as text (a simple Query).
 */
function statementsOf(message, texts) {
  const bytes = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  const ran = [];
  for (let at = 0; at < bytes.length; ) {
    const kind = String.fromCharCode(bytes[at]);
    const end = at + 1 + bytes.readInt32BE(at + 1);
    let cursor = at + 5;
    const cstring = () => {
      const zero = bytes.indexOf(0, cursor);
      const text = bytes.toString('utf8', cursor, zero);
      cursor = zero + 1;
      return text;
    };
    if (kind === 'P') {
      const name = cstring();
      texts.set(name, cstring());
    } else if (kind === 'Q') {
      ran.push({ exec: cstring() });
    } else if (kind === 'B') {
      cstring(); // the portal
      const sql = texts.get(cstring());
      const formats = bytes.readInt16BE(cursor);
      cursor += 2 + 2 * formats;
      const count = bytes.readInt16BE(cursor);
      cursor += 2;
      const params = [];
      for (let i = 0; i < count; i++) {
        const length = bytes.readInt32BE(cursor);
        cursor += 4;
        params.push(length < 0 ? null : bytes.toString('utf8', cursor, cursor + length));
        cursor += Math.max(0, length);
      }
      if (sql !== undefined) ran.push({ sql, params });
    }
    at = end;
  }
  return ran;
}
