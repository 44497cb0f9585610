import { defineService, OperationalError } from '@flowlane/engine';
import { z } from 'zod';
import { field, MAIN_OUTPUT, objectSchema, options, required } from '../support/descriptor.js';

/** PDF OCR: described now so workflows can be designed; running it waits for the OCR engine (tesseract.js). */
export const pdfOcrService = defineService({
  descriptor: {
    id: 'file.pdf-ocr',
    name: 'PDF OCR',
    category: 'Files',
    icon: 'document_scanner',
    description: 'Reads the text of an uploaded PDF, recognising scanned pages.',
    kind: 'action',
    actions: [{ id: 'run', name: 'Read text', description: 'Extract the text' }],
    inputs: [
      required('fileId', 'PDF file', 'string', { help: 'A file uploaded to PDF storage' }),
      field('language', 'Language', 'select', { options: options('eng'), default: 'eng' }),
    ],
    outputSchema: objectSchema({
      text: { type: 'string' },
      pages: { type: 'array', items: { type: 'string' } },
    }),
    outputHandles: MAIN_OUTPUT,
  },
  params: z.object({ fileId: z.string().min(1), language: z.string().default('eng') }),
  execute: (ctx) => {
    throw new OperationalError('PDF OCR is not available yet on this server', {
      code: 'NOT_AVAILABLE',
      nodeId: ctx.node.id,
    });
  },
});
