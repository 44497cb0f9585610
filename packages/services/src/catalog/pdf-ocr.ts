import { joinPageTexts } from '@flowlane/contracts';
import { defineStep, prop } from '@flowlane/engine';
import { z } from 'zod';
import { MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';

/** What one run may ask of the reader: OCR costs about a second a page, so both limits are capped. */
export const PDF_OCR_LIMITS = {
  defaultMaxPages: 50,
  maxPages: 500,
  defaultTimeoutSeconds: 120,
  maxTimeoutSeconds: 600,
} as const;

/**
 * PDF OCR: the text of a stored PDF (an upload to PDF storage, a mailhook attachment), page by page —
 * the PDF's own text layer where a page has one, OCR of the rendered page where it has not. The reading
 * happens behind the pdf port (the server runs it off the main thread); the step only sets the limits.
 */
export const pdfOcrService = defineStep({
  descriptor: {
    id: 'file.pdf-ocr',
    name: 'PDF OCR',
    category: 'Files',
    icon: 'document_scanner',
    description: 'Reads the text of a stored PDF, recognising scanned pages.',
    kind: 'action',
    actions: [{ id: 'run', name: 'Read text', description: 'Extract the text' }],
    outputSchema: objectSchema({
      fileId: { type: 'string' },
      name: { type: 'string' },
      pageCount: { type: 'number' },
      pagesRead: { type: 'number' },
      ocrPages: { type: 'number' },
      truncated: { type: 'boolean' },
      text: { type: 'string' },
      pages: {
        type: 'array',
        items: objectSchema({
          page: { type: 'number' },
          text: { type: 'string' },
          source: { type: 'string', enum: ['text', 'ocr'] },
        }),
      },
    }),
    outputHandles: MAIN_OUTPUT,
  },
  props: {
    fileId: prop.string({
      label: 'PDF file',
      required: true,
      help: 'The id of a stored PDF: an upload to PDF storage or a mailhook attachment',
      schema: z.string().trim().min(1),
    }),
    language: prop.select({
      label: 'Language',
      options: ['eng'],
      default: 'eng',
      schema: z.literal('eng').default('eng'),
    }),
    maxPages: prop.number({
      label: 'Pages at most',
      default: PDF_OCR_LIMITS.defaultMaxPages,
      help: `Pages after this many are not read (at most ${PDF_OCR_LIMITS.maxPages})`,
      int: true,
      min: 1,
      max: PDF_OCR_LIMITS.maxPages,
    }),
    timeoutSeconds: prop.number({
      label: 'Time limit (seconds)',
      default: PDF_OCR_LIMITS.defaultTimeoutSeconds,
      help: `The step fails when reading takes longer (at most ${PDF_OCR_LIMITS.maxTimeoutSeconds})`,
      min: 1,
      max: PDF_OCR_LIMITS.maxTimeoutSeconds,
    }),
  },
  execute: async (ctx) => {
    const { fileId, maxPages, timeoutSeconds } = ctx.params;
    const result = await ctx.ports.pdf.read({
      fileId,
      maxPages,
      timeoutMs: timeoutSeconds * 1000,
      signal: ctx.signal,
      nodeId: ctx.node.id,
    });
    return {
      output: {
        fileId: result.fileId,
        name: result.name,
        pageCount: result.pageCount,
        pagesRead: result.pages.length,
        ocrPages: result.pages.filter((page) => page.source === 'ocr').length,
        truncated: result.pages.length < result.pageCount,
        text: joinPageTexts(result.pages),
        pages: result.pages,
      },
    };
  },
});
