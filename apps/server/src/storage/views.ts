import { PdfDocument, PdfPageSource, type PdfPageText, PdfStatus } from '@flowlane/contracts';
import type { PdfDocumentListItem, PdfPageRecord } from '../db/index.js';

export const toPdfDocument = (row: PdfDocumentListItem): PdfDocument =>
  PdfDocument.parse({
    id: row.fileId,
    name: row.name,
    size: row.size,
    status: PdfStatus.parse(row.status),
    pageCount: row.pageCount,
    pagesRead: row.pagesRead,
    ocrPages: row.ocrPages,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

export const toPdfPage = (row: PdfPageRecord): PdfPageText => ({
  page: row.page,
  text: row.text,
  source: PdfPageSource.parse(row.source),
});
