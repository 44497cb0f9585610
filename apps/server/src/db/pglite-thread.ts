import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { WorkerScript } from '@flowlane/services';
import {
  deserializeError,
  type PgliteAnswer,
  type PgliteRequest,
  type PgliteWorkerData,
  parseJsonColumns,
} from './pglite-protocol.js';

/** What drizzle's PGlite driver calls on a client and on a transaction's handle. */
export type PgliteConnection = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
};

/** Where an embedded install keeps its database, under DATA_DIR. */
export const pgliteDirOf = (dataDir: string) => join(dataDir, 'pglite');

// Every request is one of these without its id (the thread numbers them).
type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

/** The young generation of the database thread's JavaScript heap, in MiB (V8's default is 16 to 64). */
const PGLITE_THREAD_YOUNG_MB = 2;

/**
 * The embedded database in a worker thread (pglite-worker.ts), seen from the main thread as the PGlite
 * client drizzle expects: queries and transactions are messages, answered in order. SQL then runs on
 * another core than HTTP and the engine, and opening the database overlaps with loading the server.
 */
export class PgliteThread implements PgliteConnection {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 1;
  /** Each channel listened to: its listeners, and the LISTEN they all wait for. */
  private readonly listeners = new Map<
    string,
    { calls: Array<(payload: string) => void>; ready: Promise<unknown> }
  >();
  private gone: Error | undefined;
  /** When the thread last answered a query (performance.now()): proof it is alive, for the health check. */
  private answeredAt = Number.NEGATIVE_INFINITY;
  readonly ready: Promise<void>;

  private constructor(data: PgliteWorkerData, script: WorkerScript) {
    this.worker = new Worker(script.script, {
      eval: script.eval,
      workerData: data,
      transferList: data.dump ? [data.dump] : [],
      // What this thread's JavaScript allocates lives for one message (a query and its answer): a small
      // young generation holds it, and an idle server keeps ~20 MiB less resident (bench/start.ts).
      resourceLimits: { maxYoungGenerationSizeMb: PGLITE_THREAD_YOUNG_MB },
    });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (answer: PgliteAnswer) => {
        if ('ready' in answer) return resolve();
        if ('failed' in answer) return reject(deserializeError(answer.failed));
        if ('channel' in answer) {
          for (const listener of this.listeners.get(answer.channel)?.calls ?? []) listener(answer.payload);
          return;
        }
        this.settle(answer);
      });
      this.worker.on('error', (error) => {
        this.stop(error);
        reject(error);
      });
      this.worker.on('exit', (code) => {
        const error = new Error(`The embedded database stopped (worker exit code ${code})`);
        this.stop(error);
        reject(error);
      });
    });
    // Referenced while it opens (nothing else may keep the process alive yet), then only while owed an answer.
    void this.ready.then(
      () => this.waiting.size === 0 && this.worker.unref(),
      () => undefined,
    );
  }

  /** Starts the worker and waits until the database is open (and migrated, given `migrationsFolder`). */
  static async open(
    dataDir: string | undefined,
    dump: Blob | undefined,
    sharedBuffers?: string,
    migrationsFolder?: string,
  ): Promise<PgliteThread> {
    const data = {
      dataDir,
      dump: dump ? await dump.arrayBuffer() : undefined,
      sharedBuffers,
      migrationsFolder,
    };
    const thread = new PgliteThread(data, await workerScript());
    try {
      await thread.ready;
    } catch (error) {
      await thread.worker.terminate();
      throw error;
    }
    return thread;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    // drizzle's per-query parsers are functions, which cannot cross threads; the worker applies the same ones.
    const rowMode = options?.rowMode ?? 'object';
    const answer = this.call({ op: 'query', sql, params, rowMode, ...(tx ? { tx } : {}) });
    return answer.then((result) => parseJsonColumns(result as Results<T>));
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    const answer = this.call({ op: 'exec', sql, ...(tx ? { tx } : {}) });
    return answer.then((results) => (results as Results[]).map(parseJsonColumns));
  }

  /** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(work: (tx: PgliteConnection) => Promise<T>): Promise<T> {
    const tx = (await this.call({ op: 'begin' })) as number;
    const handle: PgliteConnection = {
      query: (sql, params, options) => this.query(sql, params, options, tx),
      exec: (sql) => this.exec(sql, tx),
    };
    let result: T;
    try {
      result = await work(handle);
    } catch (error) {
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  /** Calls `onPayload` with each notice on `channel` (PostgreSQL's LISTEN), from before the sender's write answers. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<void> {
    const listening = this.listeners.get(channel);
    if (listening) {
      listening.calls.push(onPayload);
      await listening.ready;
      return;
    }
    const ready = this.call({ op: 'listen', channel });
    this.listeners.set(channel, { calls: [onPayload], ready });
    await ready;
  }

  /** The data directory as a tar file (tests start many databases from one migrated dump). */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([(await this.call({ op: 'dump' })) as ArrayBuffer]);
  }

  async close(): Promise<void> {
    if (this.gone) return;
    await this.call({ op: 'close' }).catch(() => undefined);
    this.stop(new Error('The embedded database is closed'));
    await this.worker.terminate();
  }

  private call(request: Unnumbered<PgliteRequest>): Promise<unknown> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    // The worker keeps the process alive only while it owes an answer (like a socket with a query out).
    if (this.waiting.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private settle(answer: Extract<PgliteAnswer, { id: number }>): void {
    const waiter = this.waiting.get(answer.id);
    if (!waiter) return;
    this.answeredAt = performance.now();
    this.waiting.delete(answer.id);
    if (this.waiting.size === 0) this.worker.unref();
    if ('error' in answer) waiter.reject(deserializeError(answer.error));
    else waiter.resolve(answer.result);
  }

  /**
   * Whether the database answers: yes at once if it answered a query within `recentMs`, without queueing
   * a ping behind the writes under way (one connection answers in order: a multi-MB step output keeps a
   * ping waiting for its write, and a busy database is not a down one).
   */
  async alive(ping: () => Promise<boolean>, recentMs = 1000): Promise<boolean> {
    if (this.gone) return false;
    if (performance.now() - this.answeredAt < recentMs) return true;
    return ping();
  }

  private stop(error: Error): void {
    this.gone ??= error;
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}

/**
 * The built worker beside this file; in the source tree (tests, `npm run dev`) the services' bootstrap that
 * runs TypeScript in a worker. The bundle never loads the services package here, so a start can begin
 * opening the database before the rest of the server is even loaded.
 */
async function workerScript(): Promise<WorkerScript> {
  const built = new URL('./pglite-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { script: built, eval: false };
  const { findWorkerScript } = await import('@flowlane/services');
  const script = findWorkerScript(built, new URL('./pglite-worker.ts', import.meta.url));
  if (!script)
    throw new Error('The embedded database worker (pglite-worker.js) is missing beside the server');
  return script;
}
