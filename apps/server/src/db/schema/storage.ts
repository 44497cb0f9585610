import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams } from './accounts.js';
import { files } from './files.js';

/**
 * A PDF in PDF storage: the bytes are a row of `files` (same id), this row is where its text extraction
 * is. Claimed by a reader with a lease like runs are, so a process that dies mid-read leaves a document
 * another process picks up after `lease_until`.
 */
export const pdfDocuments = pgTable(
  'pdf_documents',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** queued | reading | done | failed (contracts' PdfStatus). */
    status: text('status').notNull().default('queued'),
    pageCount: integer('page_count'),
    pagesRead: integer('pages_read').notNull().default(0),
    ocrPages: integer('ocr_pages').notNull().default(0),
    error: text('error'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pdf_documents_team_idx').on(t.teamId, t.createdAt),
    // Only the few documents waiting or being read are in it: the claim query's whole search space.
    index('pdf_documents_pending_idx').on(t.createdAt).where(sql`${t.status} in ('queued', 'reading')`),
  ],
);

/** The text of one page of a stored PDF, as read (its text layer, or OCR). */
export const pdfPages = pgTable(
  'pdf_pages',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => pdfDocuments.fileId, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    /** text | ocr (contracts' PdfPageSource). */
    source: text('source').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.page] })],
);
