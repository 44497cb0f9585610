// The embedded database's own thread: PGlite runs here, so its SQL (WebAssembly) uses another core than
// the main thread's HTTP and engine work. It answers the requests of pglite-thread.ts one message each.
import { parentPort, workerData } from 'node:worker_threads';
import { type Transaction, types } from '@electric-sql/pglite';
import { openPglite, withLoopHeld } from './pglite-open.js';
import {
  JSON_TEXT_PARSERS,
  type PgliteAnswer,
  type PgliteRequest,
  type PgliteWorkerData,
  serializeError,
} from './pglite-protocol.js';
import { PreparedStatements } from './prepared-statements.js';

const port = (() => {
  if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread');
  return parentPort;
})();

const same = (value: string) => value;
/**
 * Dates, times and intervals come back as PostgreSQL wrote them, as drizzle expects of every driver; json
 * and jsonb too, parsed on the main thread (JSON_TEXT_PARSERS).
 */
const parsers = {
  ...JSON_TEXT_PARSERS,
  [types.TIMESTAMP]: same,
  [types.TIMESTAMPTZ]: same,
  [types.INTERVAL]: same,
  [types.DATE]: same,
  1231: same, // numeric[]
  1115: same, // timestamp[]
  1185: same, // timestamptz[]
  1187: same, // interval[]
  1182: same, // date[]
};

const send = (answer: PgliteAnswer, transfer: ArrayBuffer[] = []) => port.postMessage(answer, transfer);

const { dataDir, dump, sharedBuffers, migrationsFolder } = workerData as PgliteWorkerData;
/** drizzle's migrator, loading while PGlite opens (this thread waits meanwhile for PGlite's code to compile). */
const migrator = migrationsFolder
  ? Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')])
  : undefined;
migrator?.catch(() => undefined); // awaited below
// The loop is held until the requests' listener below holds it (see withLoopHeld).
const client = await withLoopHeld(async () => {
  const opened = await openPglite(dataDir, dump ? new Blob([dump]) : undefined, sharedBuffers);
  if (migrator && migrationsFolder) {
    const [{ drizzle }, { migrate }] = await migrator;
    await migrate(drizzle({ client: opened }), { migrationsFolder });
  }
  return opened;
}).catch((error: unknown) => {
  send({ failed: serializeError(error) });
  throw error;
});

const prepared = new PreparedStatements(client);

/** Open transactions: the handle their queries use and how to end them (commit or roll back). */
const transactions = new Map<number, { tx: Transaction; end(commit: boolean, id: number): void }>();
let nextTransaction = 1;
/** Thrown inside PGlite's transaction callback to make it roll back; never reaches the caller. */
const rollBack = Symbol('roll back');

function begin(id: number): void {
  const number = nextTransaction++;
  let ending = 0;
  void client
    .transaction(async (tx) => {
      const commit = await new Promise<boolean>((resolve) => {
        transactions.set(number, {
          tx,
          end(commit, endId) {
            ending = endId;
            resolve(commit);
          },
        });
        send({ id, result: number });
      });
      transactions.delete(number);
      if (!commit) throw rollBack;
    })
    .then(
      () => send({ id: ending, result: null }),
      (error: unknown) =>
        error === rollBack
          ? send({ id: ending, result: null })
          : send({ id: ending || id, error: serializeError(error) }),
    );
}

/** The connection a request runs on: its transaction's, or the client's (which waits for any open one). */
function on(tx: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (tx === undefined) return client;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

async function answer(request: PgliteRequest): Promise<void> {
  switch (request.op) {
    case 'query': {
      const options = { rowMode: request.rowMode, parsers };
      const result =
        request.tx === undefined && prepared.wants(request.sql)
          ? await prepared.query(request.sql, request.params, options)
          : await on(request.tx).query(request.sql, request.params, options);
      return send({ id: request.id, result });
    }
    case 'exec':
      return send({ id: request.id, result: await on(request.tx).exec(request.sql, { parsers }) });
    case 'begin':
      return begin(request.id);
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`transaction ${request.tx} is not open`);
      return open.end(request.commit, request.id);
    }
    case 'listen':
      // PGlite calls back (in a microtask) while it reads the committing statement's answer, so the notice
      // is posted before that statement's answer is.
      await client.listen(request.channel, (payload) => send({ channel: request.channel, payload }));
      return send({ id: request.id, result: null });
    case 'dump': {
      const bytes = await (await client.dumpDataDir('none')).arrayBuffer();
      return send({ id: request.id, result: bytes }, [bytes]);
    }
    case 'close':
      await client.close();
      send({ id: request.id, result: null });
      return port.close();
  }
}

port.on('message', (request: PgliteRequest) => {
  answer(request).catch((error: unknown) => send({ id: request.id, error: serializeError(error) }));
});
send({ ready: true });
