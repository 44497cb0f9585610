import type { FastifyBaseLogger } from 'fastify';
import { type Db, pdfDocumentsRepository } from '../db/index.js';
import { PdfReadError, type PdfReader } from './reader/pdf-reader.js';

/** What reading an upload may take: every page up to this many, within this time. */
export const UPLOAD_READ_LIMITS = { maxPages: 500, timeoutMs: 10 * 60_000, leaseMs: 2 * 60_000 } as const;

/**
 * Reads uploaded PDFs in the background, one at a time, writing each page's text as it comes so the
 * upload page shows progress. Documents are claimed from the database with a lease, so a process that
 * stops mid-read leaves its document to the next process that looks (at start or on an upload).
 */
export class PdfProcessor {
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly current = new AbortController();

  constructor(
    private readonly deps: { db: Db; reader: PdfReader; logger: FastifyBaseLogger },
    private readonly limits: { maxPages: number; timeoutMs: number; leaseMs: number } = UPLOAD_READ_LIMITS,
  ) {}

  /** Looks for documents to read (after an upload, at start); cheap when it is already reading. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.deps.logger.error({ err: error }, 'PDF reading stopped'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves once nothing is being read (tests wait on it). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.current.abort();
    await this.running;
  }

  private async drain(): Promise<void> {
    const repository = pdfDocumentsRepository(this.deps.db);
    while (!this.stopped) {
      const document = await repository.claim(this.limits.leaseMs);
      if (!document) return;
      await this.read(document.fileId);
    }
  }

  private async read(fileId: string): Promise<void> {
    const repository = pdfDocumentsRepository(this.deps.db);
    const data = await repository.bytes(fileId);
    if (!data) return;
    // Deleted while being read: the next write finds no row and stops the reading.
    const gone = new AbortController();
    const signal = AbortSignal.any([gone.signal, this.current.signal]);
    let writes = Promise.resolve();
    const write = (step: () => Promise<boolean>) => {
      writes = writes.then(async () => {
        if (!gone.signal.aborted && !(await step())) gone.abort();
      });
    };
    const { maxPages, timeoutMs, leaseMs } = this.limits;
    try {
      await this.deps.reader.read({
        data,
        maxPages,
        timeoutMs,
        signal,
        onOpened: (pageCount) => write(() => repository.opened(fileId, pageCount, leaseMs)),
        onPage: (page) => write(() => repository.pageRead(fileId, page, leaseMs)),
      });
      await writes;
      await repository.finish(fileId, { error: null });
    } catch (error) {
      await writes.catch(() => undefined);
      if (gone.signal.aborted) return;
      // Shutting down: the lease runs out and the next process reads the document again.
      if (this.stopped) return;
      if (!(error instanceof PdfReadError)) throw error;
      await repository.finish(fileId, { error: error.message });
    }
  }
}
