import { z } from 'zod';
import { Page, pageQuery } from '../lists.js';

/** Spec section 5: "PDF storage accepts application/pdf only." */
export const PDF_CONTENT_TYPE = 'application/pdf';

/** The texts the PDF storage API answers with (the web shows them as they come). */
export const PDF_MESSAGES = {
  onlyPdf: 'PDF storage accepts application/pdf only.',
  notPdfContent: 'PDF storage accepts application/pdf only: this file does not start with %PDF-.',
  noFile: 'Send the PDF as multipart/form-data in a field named "file".',
  tooLarge: (maxBytes: number) => `The file is larger than ${maxBytes} bytes, the largest PDF stored.`,
  notFound: 'PDF not found.',
  deleted: 'PDF deleted.',
} as const;

/**
 * Where a stored PDF's text extraction is: waiting for the reader, being read (page by page), read, or
 * failed (an unreadable or encrypted PDF; `error` says why).
 */
export const PdfStatus = z.enum(['queued', 'reading', 'done', 'failed']);
export type PdfStatus = z.infer<typeof PdfStatus>;

/** How a page's text was obtained: the PDF's own text layer, or OCR of the rendered page. */
export const PdfPageSource = z.enum(['text', 'ocr']);
export type PdfPageSource = z.infer<typeof PdfPageSource>;

export const PdfPageText = z.object({
  page: z.number().int().min(1),
  text: z.string(),
  source: PdfPageSource,
});
export type PdfPageText = z.infer<typeof PdfPageText>;

/** A stored PDF in the list: its file facts and where its text extraction is. */
export const PdfDocument = z.object({
  /** The file id: the download's `id`, and what the PDF OCR step reads. */
  id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  status: PdfStatus,
  /** Known once the reader opened the file. */
  pageCount: z.number().int().nullable(),
  pagesRead: z.number().int(),
  /** How many of the pages read needed OCR. */
  ocrPages: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PdfDocument = z.infer<typeof PdfDocument>;

/** One stored PDF with the text of every page read so far. */
export const PdfDocumentDetail = PdfDocument.extend({
  pages: z.array(PdfPageText),
  text: z.string(),
});
export type PdfDocumentDetail = z.infer<typeof PdfDocumentDetail>;

export const PdfListQuery = z.object({
  ...pageQuery({ size: 10 }),
});
export type PdfListQuery = z.infer<typeof PdfListQuery>;

/** A page of the team's PDFs, and the largest upload the server takes (FILE_MAX_BYTES) for the page's hint. */
export const PdfListResponse = Page(PdfDocument).extend({ maxBytes: z.number().int() });
export type PdfListResponse = z.infer<typeof PdfListResponse>;

/** GET api/storage/download/ocrpdf?id= */
export const PdfDownloadQuery = z.object({ id: z.uuid('Not a PDF id') });
export type PdfDownloadQuery = z.infer<typeof PdfDownloadQuery>;

export const PdfIdParams = z.object({ id: z.uuid('Not a PDF id') });
export type PdfIdParams = z.infer<typeof PdfIdParams>;

/** True when the bytes start like a PDF (ISO 32000: the file begins with "%PDF-"). */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  const header = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return bytes.length >= header.length && header.every((byte, i) => bytes[i] === byte);
}

/** Joins pages the way the step's `text` and the detail's `text` do: a blank line between pages. */
export const joinPageTexts = (pages: readonly { text: string }[]): string =>
  pages.map((page) => page.text.trim()).join('\n\n');
