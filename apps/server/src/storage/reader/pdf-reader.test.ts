import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { scannedPdf, textPdf } from '../testing/make-pdf.js';
import { PdfReader } from './pdf-reader.js';

const reader = new PdfReader({ idleMs: 5_000 });
afterAll(() => reader.close());

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

describe('the PDF reader', () => {
  it('reads a text layer without OCR', async () => {
    const seen: number[] = [];
    const result = await reader.read({
      data: await textPdf('Quarterly report for Flowlane', 'Second page text'),
      maxPages: 10,
      timeoutMs: 30_000,
      onPage: (page) => seen.push(page.page),
    });
    expect(result).toEqual({
      pageCount: 2,
      pages: [
        { page: 1, text: 'Quarterly report for Flowlane', source: 'text' },
        { page: 2, text: 'Second page text', source: 'text' },
      ],
    });
    expect(seen).toEqual([1, 2]);
  });

  it('reads a page that is only a picture of words by OCR', async () => {
    const result = await reader.read({
      data: await scannedPdf('Invoice paid quickly'),
      maxPages: 10,
      timeoutMs: 60_000,
    });
    expect(result.pageCount).toBe(1);
    expect(result.pages[0]?.source).toBe('ocr');
    expect(words(result.pages[0]?.text ?? '')).toEqual(['invoice', 'paid', 'quickly']);
  });

  it('stops at the page limit and still tells how many pages there are', async () => {
    const result = await reader.read({
      data: await textPdf('one', 'two', 'three'),
      maxPages: 2,
      timeoutMs: 30_000,
    });
    expect(result.pageCount).toBe(3);
    expect(result.pages.map((p) => p.text)).toEqual(['one', 'two']);
  });

  it('refuses bytes that are not a PDF as unreadable', async () => {
    await expect(
      reader.read({
        data: new TextEncoder().encode('%PDF-1.7 but nothing else'),
        maxPages: 5,
        timeoutMs: 30_000,
      }),
    ).rejects.toMatchObject({ reason: 'unreadable' });
  });

  it('ends a read that overruns its time limit, and reads the next one on a fresh worker', async () => {
    await expect(
      reader.read({ data: await scannedPdf('Too slow'), maxPages: 1, timeoutMs: 5 }),
    ).rejects.toMatchObject({ reason: 'timeout' });
    const after = await reader.read({ data: await textPdf('still working'), maxPages: 1, timeoutMs: 30_000 });
    expect(after.pages[0]?.text).toBe('still working');
  });

  it('ends a read when its signal aborts', async () => {
    const controller = new AbortController();
    const reading = reader.read({
      data: await scannedPdf('Cancelled words'),
      maxPages: 1,
      timeoutMs: 30_000,
      signal: controller.signal,
      onOpened: () => controller.abort(),
    });
    await expect(reading).rejects.toMatchObject({ reason: 'cancelled' });
  });

  // Node 20 aborts the whole process when a worker thread is terminated while it sets up a zlib stream
  // ("close before init"), which pdf.js and tesseract.js do all the time: a timed-out upload took the
  // server down. The reader runs in a process of its own, so cutting a read off is a kill, not an abort.
  it('survives reads cut off while the reader is decompressing', async () => {
    const script = fileURLToPath(new URL('../testing/cut-off-reads.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, '100']);
    expect(stdout.trim()).toBe('timed out: 100');
  }, 60_000);

  it("gives the reader process none of the server's environment (it parses untrusted files)", async () => {
    vi.stubEnv('FLOWLANE_TEST_SECRET', 'not for the reader');
    const envReader = new PdfReader({ workerUrl: new URL('../testing/env-reader.mjs', import.meta.url) });
    try {
      const failure = await envReader
        .read({ data: new Uint8Array(8), maxPages: 1, timeoutMs: 30_000 })
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ reason: 'error' });
      expect(String((failure as Error).message)).not.toContain('FLOWLANE_TEST_SECRET');
      expect(String((failure as Error).message)).not.toContain('PATH');
    } finally {
      await envReader.close();
    }
  });
});
