import { PdfDocument, PdfDocumentDetail, PdfListResponse } from '@flowlane/contracts';
import { builtInServices } from '@flowlane/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { filesRepository } from '../db/index.js';
import type { RunEvent } from '../runs/events.js';
import { type Client, signedInClient } from '../testing/api-client.js';
import { testCatalog } from '../testing/catalog.js';
import { edge, graphOf, node } from '../testing/graphs.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';
import { scannedPdf, textPdf, wordsPng } from './testing/make-pdf.js';

const MAX_BYTES = 65_536;
const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
const pdfOcr = builtInServices.find((service) => service.descriptor.id === 'file.pdf-ocr');

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(file: { name: string; type: string; data: Uint8Array }, field = 'file') {
  const boundary = `----flowlane${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(file.data), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(testDatabaseKinds())('PDF storage on %s', (kind) => {
  let server: TestServer;
  let owner: Client;
  let stranger: Client;
  let ownerTeamId: string;

  beforeAll(async () => {
    if (!pdfOcr) throw new Error('the catalogue has no file.pdf-ocr');
    server = await createTestServer(
      kind,
      { FILE_MAX_BYTES: String(MAX_BYTES) },
      { catalog: testCatalog([pdfOcr]) },
    );
    owner = await signedInClient(server, 'pdf-owner');
    ownerTeamId = owner.teamId;
    stranger = await signedInClient(server, 'pdf-stranger');
  });
  afterAll(() => server.close());

  const upload = (client: Client, file: { name: string; type: string; data: Uint8Array }) => {
    const body = multipart(file);
    return client.send('/api/storage/upload/ocrpdf', body.payload, body.headers['content-type']);
  };
  const get = (client: Client, url: string) => client.call('GET', url);
  const detail = async (id: string) => {
    await server.ctx.storage.processor.idle();
    return PdfDocumentDetail.parse((await get(owner, `/api/storage/ocrpdf/${id}`)).json());
  };

  it('reads an uploaded PDF that is only a picture of words back by OCR, and gives it back as an attachment', async () => {
    const data = await scannedPdf('Flowlane scanned invoice');
    const response = await upload(owner, { name: 'scan.pdf', type: 'application/pdf', data });
    expect(response.statusCode, response.body).toBe(201);
    const uploaded = PdfDocument.parse(response.json());
    expect(uploaded).toMatchObject({ name: 'scan.pdf', size: data.byteLength, pagesRead: 0 });
    expect(['queued', 'reading']).toContain(uploaded.status);

    const read = await detail(uploaded.id);
    expect(read).toMatchObject({ status: 'done', pageCount: 1, pagesRead: 1, ocrPages: 1, error: null });
    expect(read.pages[0]?.source).toBe('ocr');
    expect(words(read.text)).toEqual(['flowlane', 'scanned', 'invoice']);

    const download = await get(owner, `/api/storage/download/ocrpdf?id=${uploaded.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="scan.pdf"/);
    expect(Buffer.compare(download.rawPayload, Buffer.from(data))).toBe(0);

    const list = PdfListResponse.parse((await get(owner, '/api/storage/ocrpdf?page=0&pageSize=10')).json());
    expect(list.items.find((item) => item.id === uploaded.id)).toMatchObject({
      status: 'done',
      pageCount: 1,
    });
  });

  it('reads a PDF with a text layer without OCR', async () => {
    const response = await upload(owner, {
      name: 'report.pdf',
      type: 'application/pdf',
      data: await textPdf('Quarterly numbers are up', 'Second page'),
    });
    expect(response.statusCode).toBe(201);
    const read = await detail(PdfDocument.parse(response.json()).id);
    expect(read).toMatchObject({ status: 'done', pageCount: 2, pagesRead: 2, ocrPages: 0 });
    expect(read.pages).toEqual([
      { page: 1, text: 'Quarterly numbers are up', source: 'text' },
      { page: 2, text: 'Second page', source: 'text' },
    ]);
    expect(read.text).toBe('Quarterly numbers are up\n\nSecond page');
  });

  it('refuses anything that is not a PDF with 415, by declared type and by content', async () => {
    const png = await wordsPng('not a pdf');
    const refused = [
      await upload(owner, { name: 'picture.pdf', type: 'application/pdf', data: png }),
      await upload(owner, {
        name: 'notes.pdf',
        type: 'application/pdf',
        data: Buffer.from('just some text'),
      }),
      await upload(owner, { name: 'report.pdf', type: 'application/octet-stream', data: await textPdf('x') }),
      await upload(owner, { name: 'picture.png', type: 'image/png', data: png }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([415, 415, 415, 415]);
    expect(refused.map((r) => r.json().message)).toEqual([
      'PDF storage accepts application/pdf only: this file does not start with %PDF-.',
      'PDF storage accepts application/pdf only: this file does not start with %PDF-.',
      'PDF storage accepts application/pdf only.',
      'PDF storage accepts application/pdf only.',
    ]);
    const json = await owner.call('POST', '/api/storage/upload/ocrpdf', { file: 'x' });
    expect(json.statusCode).toBe(415);
    const list = PdfListResponse.parse((await get(owner, '/api/storage/ocrpdf?pageSize=100')).json());
    expect(list.items.map((item) => item.name)).not.toContain('picture.pdf');
  });

  it('refuses a PDF over the size limit with 413', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX_BYTES, 0x20)]);
    const response = await upload(owner, { name: 'big.pdf', type: 'application/pdf', data: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: `The file is larger than ${MAX_BYTES} bytes, the largest PDF stored.`,
    });
  });

  it('marks a PDF that cannot be read as failed, saying why', async () => {
    const response = await upload(owner, {
      name: 'broken.pdf',
      type: 'application/pdf',
      data: Buffer.from('%PDF-1.7\nthis is not really a pdf'),
    });
    const read = await detail(PdfDocument.parse(response.json()).id);
    expect(read.status).toBe('failed');
    expect(read.error).toMatch(/^The file is not a readable PDF/);
  });

  it("answers 404 to another team and deletes the owner's PDF with its text", async () => {
    const response = await upload(owner, {
      name: 'private.pdf',
      type: 'application/pdf',
      data: await textPdf('secret'),
    });
    const { id } = PdfDocument.parse(response.json());
    for (const url of [`/api/storage/download/ocrpdf?id=${id}`, `/api/storage/ocrpdf/${id}`]) {
      expect((await get(stranger, url)).statusCode, url).toBe(404);
    }
    const theirs = PdfListResponse.parse((await get(stranger, '/api/storage/ocrpdf')).json());
    expect(theirs.items).toEqual([]);
    expect((await stranger.call('DELETE', `/api/storage/ocrpdf/${id}`)).statusCode).toBe(404);

    await server.ctx.storage.processor.idle();
    const deleted = await owner.call('DELETE', `/api/storage/ocrpdf/${id}`);
    expect(deleted.json()).toEqual({ message: 'PDF deleted.' });
    expect((await get(owner, `/api/storage/download/ocrpdf?id=${id}`)).statusCode).toBe(404);
    expect(await filesRepository(server.ctx.database.db).info(ownerTeamId, id)).toBeUndefined();
    expect((await get(owner, '/api/storage/download/ocrpdf?id=not-an-id')).statusCode).toBe(400);
  });

  describe('the PDF OCR step', () => {
    async function runOcr(fileId: string, params: Record<string, unknown> = {}) {
      const created = await owner.createWorkflow(
        graphOf(
          [
            node('t', 'test.trigger'),
            {
              ...node('ocr', 'file.pdf-ocr', { fileId: '{{ trigger.fileId }}', ...params }, 200),
              name: 'Read',
            },
          ],
          [edge('t', 'ocr')],
        ),
      );
      const progress: RunEvent[] = [];
      const off = server.ctx.runtime.events.onWorkflow(created.id, (event) => {
        if (event.type === 'progress') progress.push(event);
      });
      try {
        return { run: await owner.finished(await owner.run(created.id, { fileId })), progress };
      } finally {
        off();
      }
    }

    it('reads a mailhook attachment by OCR in a run, with progress per page, within its page limit', async () => {
      // A mailhook attachment is a plain stored file, never read by PDF storage: the step reads it itself.
      const attachment = await filesRepository(server.ctx.database.db).create(ownerTeamId, {
        name: 'mailed.pdf',
        contentType: 'application/pdf',
        data: await scannedPdf('Order number seven', 'Second page not read'),
      });
      const { run, progress } = await runOcr(attachment.id, { maxPages: 1 });
      expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
      const output = z
        .object({
          text: z.string(),
          pageCount: z.number(),
          pagesRead: z.number(),
          ocrPages: z.number(),
          truncated: z.boolean(),
        })
        .parse(run.steps.find((step) => step.nodeId === 'ocr')?.output);
      expect(output).toMatchObject({ pageCount: 2, pagesRead: 1, ocrPages: 1, truncated: true });
      expect(words(output.text)).toEqual(['order', 'number', 'seven']);
      expect(
        progress.map((e) => (e.type === 'progress' ? [e.nodeId, e.done, e.total, e.detail] : [])),
      ).toEqual([
        ['ocr', 0, 1, 'opened'],
        ['ocr', 1, 1, 'ocr'],
      ]);
    });

    it('reads an upload from the text PDF storage already extracted', async () => {
      const response = await upload(owner, {
        name: 'stored.pdf',
        type: 'application/pdf',
        data: await textPdf('Stored page one', 'Stored page two'),
      });
      const { id } = PdfDocument.parse(response.json());
      await server.ctx.storage.processor.idle();
      const { run, progress } = await runOcr(id);
      expect(run.status).toBe('succeeded');
      expect(run.steps.find((step) => step.nodeId === 'ocr')?.output).toMatchObject({
        fileId: id,
        name: 'stored.pdf',
        pageCount: 2,
        text: 'Stored page one\n\nStored page two',
        pages: [
          { page: 1, text: 'Stored page one', source: 'text' },
          { page: 2, text: 'Stored page two', source: 'text' },
        ],
      });
      expect(progress).toEqual([]);
    });

    it("fails as the user's mistake on another team's file and on a file that is not a PDF", async () => {
      const strangerFile = PdfDocument.parse(
        (
          await upload(stranger, {
            name: 'theirs.pdf',
            type: 'application/pdf',
            data: await textPdf('theirs'),
          })
        ).json(),
      );
      const notFound = await runOcr(strangerFile.id);
      expect(notFound.run.status).toBe('failed');
      expect(notFound.run.error).toMatchObject({ kind: 'user', code: 'NO_FILE' });

      const text = await filesRepository(server.ctx.database.db).create(ownerTeamId, {
        name: 'notes.txt',
        contentType: 'text/plain',
        data: Buffer.from('hello'),
      });
      const notPdf = await runOcr(text.id);
      expect(notPdf.run.error).toMatchObject({
        kind: 'user',
        code: 'NOT_PDF',
        message: 'File notes.txt is not a PDF.',
      });
    });
  });
});
