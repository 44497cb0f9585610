import fastifyMultipart from '@fastify/multipart';
import {
  ERROR_CODES,
  hasPdfHeader,
  joinPageTexts,
  MessageResponse,
  PDF_CONTENT_TYPE,
  PDF_MESSAGES,
  PdfDocument,
  PdfDocumentDetail,
  PdfDownloadQuery,
  PdfIdParams,
  PdfListQuery,
  PdfListResponse,
} from '@flowlane/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authGuard } from '../accounts/index.js';
import type { RoutesContext } from '../context.js';
import { pdfDocumentsRepository } from '../db/index.js';
import { attachmentDisposition } from '../files/service.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import { toPdfDocument, toPdfPage } from './views.js';

const unsupported = (message: string) => new HttpError(415, ERROR_CODES.unsupportedMediaType, message);

/** A file name to store: the last path segment the browser sent, at most 255 characters. */
function storedName(filename: string): string {
  const name = filename.split(/[\\/]/).pop()?.trim().slice(0, 255) ?? '';
  return name === '' ? 'document.pdf' : name;
}

/**
 * PDF storage (spec section 7: POST api/storage/upload/ocrpdf, GET api/storage/download/ocrpdf), plus
 * the list, one PDF with its text, and delete for the PDFs page. Every PDF is a row of the team's files.
 */
export function storageRoutes(ctx: RoutesContext<'storage'>): FastifyPluginAsyncZod {
  const { requireUser } = authGuard(ctx);
  const pdfs = () => pdfDocumentsRepository(ctx.database.db);
  const maxBytes = ctx.config.fileMaxBytes;

  return async (app) => {
    // Multipart only in this plugin's scope: no other route takes multipart bodies.
    await app.register(fastifyMultipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });

    app.post(
      '/api/storage/upload/ocrpdf',
      {
        schema: {
          tags: ['storage'],
          summary:
            'Upload a PDF (multipart/form-data, field "file"); its text is then read in the background',
          consumes: ['multipart/form-data'],
          response: { 201: PdfDocument },
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        if (!request.isMultipart()) throw unsupported(PDF_MESSAGES.noFile);
        const part = await request.file();
        if (!part) throw badRequest(PDF_MESSAGES.noFile);
        // Spec section 5: application/pdf only — the declared type first, then the bytes themselves.
        if (part.mimetype.toLowerCase() !== PDF_CONTENT_TYPE) {
          part.file.resume();
          throw unsupported(PDF_MESSAGES.onlyPdf);
        }
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (error) {
          if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new HttpError(413, ERROR_CODES.payloadTooLarge, PDF_MESSAGES.tooLarge(maxBytes));
          }
          throw error;
        }
        if (!hasPdfHeader(data)) throw unsupported(PDF_MESSAGES.notPdfContent);
        const stored = await pdfs().create(user.teamId, {
          name: storedName(part.filename),
          contentType: PDF_CONTENT_TYPE,
          data,
        });
        ctx.storage.processor.kick();
        const document = await pdfs().get(user.teamId, stored.id);
        if (!document) throw notFound(PDF_MESSAGES.notFound);
        return reply.status(201).send(toPdfDocument(document));
      },
    );

    app.get(
      '/api/storage/download/ocrpdf',
      {
        schema: {
          tags: ['storage'],
          summary: 'Download a stored PDF (as an attachment)',
          querystring: PdfDownloadQuery,
          produces: [PDF_CONTENT_TYPE],
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        const document = await pdfs().get(user.teamId, request.query.id);
        const bytes = document ? await pdfs().bytes(document.fileId) : undefined;
        if (!document || !bytes) throw notFound(PDF_MESSAGES.notFound);
        return reply
          .header('content-type', PDF_CONTENT_TYPE)
          .header('content-disposition', attachmentDisposition(document.name))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(Buffer.from(bytes));
      },
    );

    app.get(
      '/api/storage/ocrpdf',
      {
        schema: {
          tags: ['storage'],
          summary: "The team's stored PDFs, newest first, with where their reading is",
          querystring: PdfListQuery,
          response: { 200: PdfListResponse },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const { page, pageSize } = request.query;
        const { items, total } = await pdfs().list(user.teamId, { page, pageSize });
        return { items: items.map(toPdfDocument), total, page, pageSize, maxBytes };
      },
    );

    app.get(
      '/api/storage/ocrpdf/:id',
      {
        schema: {
          tags: ['storage'],
          summary: 'One stored PDF with the text of every page read so far',
          params: PdfIdParams,
          response: { 200: PdfDocumentDetail },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const document = await pdfs().get(user.teamId, request.params.id);
        if (!document) throw notFound(PDF_MESSAGES.notFound);
        const pages = (await pdfs().pages(document.fileId)).map(toPdfPage);
        return { ...toPdfDocument(document), pages, text: joinPageTexts(pages) };
      },
    );

    app.delete(
      '/api/storage/ocrpdf/:id',
      {
        schema: {
          tags: ['storage'],
          summary: 'Delete a stored PDF and its text',
          params: PdfIdParams,
          response: { 200: MessageResponse },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        if (!(await pdfs().remove(user.teamId, request.params.id))) throw notFound(PDF_MESSAGES.notFound);
        return { message: PDF_MESSAGES.deleted };
      },
    );
  };
}
