import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { PdfPageText } from '@flowlane/contracts';
import { type ChildScript, findChildScript } from '@flowlane/services';
import { ReaderAnswer, type ReadFailure, type ReadJob } from './protocol.js';

export type PdfReadFailure = ReadFailure | 'timeout' | 'cancelled' | 'crashed' | 'closed' | 'missing';

/** Why a PDF was not read; `reason` tells the caller whose fault it is (a bad file, a limit, us). */
export class PdfReadError extends Error {
  constructor(
    readonly reason: PdfReadFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface PdfReadRequest {
  data: Uint8Array;
  /** Pages after this many are not read. */
  maxPages: number;
  /** From the moment the read starts (not while it waits behind another). */
  timeoutMs: number;
  signal?: AbortSignal;
  onOpened?(pageCount: number): void;
  /** Each page as it is read, in order. */
  onPage?(page: PdfPageText, pageCount: number): void;
}

export interface PdfReadResult {
  pageCount: number;
  pages: PdfPageText[];
}

export interface PdfReaderOptions {
  /** A worker process with nothing to do is stopped after this long (its OCR model holds ~100 MB). */
  idleMs?: number;
  /** The worker's script; by default pdf-worker.js beside this module (bundled), or the .ts source. */
  workerUrl?: URL;
}

interface Queued {
  request: PdfReadRequest;
  resolve(result: PdfReadResult): void;
  reject(error: unknown): void;
}

interface Running extends Queued {
  id: number;
  pageCount: number;
  pages: PdfPageText[];
  timer: NodeJS.Timeout;
  onAbort(): void;
}

const MESSAGES: Record<ReadFailure, string> = {
  unreadable: 'The file is not a readable PDF.',
  password: 'The PDF is protected by a password.',
  error: 'The PDF could not be read.',
};

/**
 * Reads PDFs one at a time in a worker process (the machine's CPUs are shared with runs and requests;
 * one OCR at a time keeps them responsive). A read that overruns its time limit or is cancelled kills
 * the worker — the only way to stop OCR mid-page — and the next read starts a fresh one.
 *
 * A process, not a worker thread: Node 20 aborts the whole process when a thread is terminated while it
 * sets up a zlib stream, and pdf.js and tesseract.js inflate all the time. A killed process takes nothing
 * with it, and neither does a crash in the native canvas or OCR code.
 */
export class PdfReader {
  private readonly script: ChildScript | undefined;
  private readonly idleMs: number;
  private readonly queue: Queued[] = [];
  private worker: ChildProcess | undefined;
  private running: Running | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private nextId = 1;
  private closed = false;

  constructor(options: PdfReaderOptions = {}) {
    this.idleMs = options.idleMs ?? 60_000;
    this.script = options.workerUrl
      ? { path: fileURLToPath(options.workerUrl), execArgv: [] }
      : findChildScript(
          new URL('./pdf-worker.js', import.meta.url),
          new URL('./pdf-worker.ts', import.meta.url),
        );
  }

  read(request: PdfReadRequest): Promise<PdfReadResult> {
    if (this.closed) return Promise.reject(new PdfReadError('closed', 'The PDF reader is shut down.'));
    if (!this.script) {
      return Promise.reject(
        new PdfReadError(
          'missing',
          'The PDF reader is not installed: bundle src/storage/reader/pdf-worker.ts as pdf-worker.js next to the server bundle.',
        ),
      );
    }
    if (request.signal?.aborted)
      return Promise.reject(new PdfReadError('cancelled', 'The reading was cancelled.'));
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.next();
    });
  }

  /** Reads waiting or running (tests and the status of the upload page). */
  get pending(): number {
    return this.queue.length + (this.running ? 1 : 0);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const queued of this.queue.splice(0))
      queued.reject(new PdfReadError('closed', 'The PDF reader is shut down.'));
    if (this.running) this.settle({ error: new PdfReadError('closed', 'The PDF reader is shut down.') });
    await this.stopWorker();
  }

  private next(): void {
    if (this.running || this.closed) return;
    const queued = this.queue.shift();
    if (!queued) {
      this.idleTimer = setTimeout(() => void this.stopWorker(), this.idleMs);
      this.idleTimer.unref();
      return;
    }
    clearTimeout(this.idleTimer);
    const { request } = queued;
    if (request.signal?.aborted) {
      queued.reject(new PdfReadError('cancelled', 'The reading was cancelled.'));
      this.next();
      return;
    }
    const id = this.nextId++;
    const timer = setTimeout(
      () =>
        this.abandon(
          new PdfReadError(
            'timeout',
            `Reading the PDF took longer than ${Math.round(request.timeoutMs / 1000)} s.`,
          ),
        ),
      request.timeoutMs,
    );
    const onAbort = () => this.abandon(new PdfReadError('cancelled', 'The reading was cancelled.'));
    request.signal?.addEventListener('abort', onAbort, { once: true });
    this.running = { ...queued, id, pageCount: 0, pages: [], timer, onAbort };
    const job: ReadJob = { type: 'read', id, data: request.data, maxPages: request.maxPages };
    const worker = this.ensureWorker();
    worker.send(job, (error) => {
      if (error && this.worker === worker) this.crashed(`The PDF reader failed: ${error.message}`);
    });
  }

  private ensureWorker(): ChildProcess {
    if (this.worker) return this.worker;
    const script = this.script;
    if (!script) throw new Error('no PDF worker script');
    // 'advanced' serialization carries the PDF's bytes as bytes (JSON would spell out every one).
    const worker = fork(script.path, [], {
      execArgv: script.execArgv,
      // Nothing of the server's environment (its database URL, keys): the reader parses untrusted files.
      env: {},
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    worker.on('message', (message: unknown) => this.onAnswer(worker, message));
    worker.on('error', (error) => {
      if (this.worker === worker) this.crashed(`The PDF reader failed: ${error.message}`);
    });
    worker.on('exit', (code, signal) => {
      if (this.worker === worker)
        this.crashed(`The PDF reader stopped (${signal ? `signal ${signal}` : `exit code ${code}`}).`);
    });
    this.worker = worker;
    return worker;
  }

  private onAnswer(worker: ChildProcess, message: unknown): void {
    const running = this.running;
    if (worker !== this.worker || !running) return;
    const parsed = ReaderAnswer.safeParse(message);
    if (!parsed.success || parsed.data.id !== running.id) return;
    const answer = parsed.data;
    try {
      switch (answer.type) {
        case 'opened':
          running.pageCount = answer.pageCount;
          running.request.onOpened?.(answer.pageCount);
          return;
        case 'page': {
          const page: PdfPageText = { page: answer.page, text: answer.text, source: answer.source };
          running.pages.push(page);
          running.request.onPage?.(page, running.pageCount);
          return;
        }
        case 'done':
          this.settle({ result: { pageCount: running.pageCount, pages: running.pages } });
          return;
        case 'failed':
          this.settle({
            error: new PdfReadError(answer.reason, `${MESSAGES[answer.reason]} (${answer.message})`),
          });
          return;
      }
    } catch (error) {
      // A progress callback that throws ends this read, not the reader.
      this.abandon(error);
    }
  }

  /** Ends the running read with its result or an error, then starts the next. */
  private settle(outcome: { result: PdfReadResult } | { error: unknown }): void {
    const running = this.running;
    if (!running) return;
    this.running = undefined;
    clearTimeout(running.timer);
    running.request.signal?.removeEventListener('abort', running.onAbort);
    if ('result' in outcome) running.resolve(outcome.result);
    else running.reject(outcome.error);
    this.next();
  }

  /** The running read must stop now: OCR cannot be interrupted mid-page, so its worker process goes. */
  private abandon(error: unknown): void {
    void this.stopWorker();
    this.settle({ error });
  }

  private crashed(message: string): void {
    this.worker = undefined;
    this.settle({ error: new PdfReadError('crashed', message) });
  }

  private async stopWorker(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    clearTimeout(this.idleTimer);
    if (!worker || worker.exitCode !== null || worker.signalCode !== null) return;
    const exited = once(worker, 'exit');
    worker.kill('SIGKILL');
    await exited;
  }
}
