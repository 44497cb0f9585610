import { and, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { files, pdfDocuments, pdfPages } from '../schema/index.js';
import { type FileInfo, filesRepository, type NewFile } from './files.js';

export type PdfDocumentRecord = typeof pdfDocuments.$inferSelect;
/** A stored PDF for the list: the document row with its file's name and size. */
export type PdfDocumentListItem = PdfDocumentRecord & { name: string; size: number };
export type PdfPageRecord = { page: number; text: string; source: string };

const listColumns = { ...getTableColumns(pdfDocuments), name: files.name, size: files.size };
const lease = (ms: number) => sql`now() + ${`${ms} milliseconds`}::interval`;

/** PDF storage: a team's PDFs (a `files` row each) and their extracted text; team-scoped methods take the team id. */
export function pdfDocumentsRepository(db: Db) {
  const scoped = (teamId: string, fileId: string) =>
    and(eq(pdfDocuments.teamId, teamId), eq(pdfDocuments.fileId, fileId));
  return {
    /** Stores the file and queues its reading, in one transaction: never a PDF without its document row. */
    async create(teamId: string, file: NewFile): Promise<FileInfo> {
      return db.transaction(async (tx) => {
        const stored = await filesRepository(tx).create(teamId, file);
        await tx.insert(pdfDocuments).values({ fileId: stored.id, teamId });
        return stored;
      });
    },

    async list(
      teamId: string,
      page: { page: number; pageSize: number },
    ): Promise<{ items: PdfDocumentListItem[]; total: number }> {
      const where = eq(pdfDocuments.teamId, teamId);
      const [items, [counted]] = await Promise.all([
        db
          .select(listColumns)
          .from(pdfDocuments)
          .innerJoin(files, eq(files.id, pdfDocuments.fileId))
          .where(where)
          .orderBy(desc(pdfDocuments.createdAt), desc(pdfDocuments.fileId))
          .limit(page.pageSize)
          .offset(page.page * page.pageSize),
        db.select({ total: count() }).from(pdfDocuments).where(where),
      ]);
      return { items, total: counted?.total ?? 0 };
    },

    async get(teamId: string, fileId: string): Promise<PdfDocumentListItem | undefined> {
      const [row] = await db
        .select(listColumns)
        .from(pdfDocuments)
        .innerJoin(files, eq(files.id, pdfDocuments.fileId))
        .where(scoped(teamId, fileId));
      return row;
    },

    /** The pages read so far, in order (the document must be the team's: check with `get` first). */
    async pages(fileId: string): Promise<PdfPageRecord[]> {
      return db
        .select({ page: pdfPages.page, text: pdfPages.text, source: pdfPages.source })
        .from(pdfPages)
        .where(eq(pdfPages.fileId, fileId))
        .orderBy(asc(pdfPages.page));
    },

    /** Deletes the PDF: its file row, and with it (cascade) the document and its pages. */
    async remove(teamId: string, fileId: string): Promise<boolean> {
      const owned = await this.get(teamId, fileId);
      if (!owned) return false;
      return filesRepository(db).remove(teamId, fileId);
    },

    /**
     * Takes the oldest document waiting to be read, or one whose reader's lease ran out (its process
     * died), and leases it for `leaseMs`. Pages an earlier reader left are dropped: reading starts over.
     */
    async claim(leaseMs: number): Promise<PdfDocumentRecord | undefined> {
      return db.transaction(async (tx) => {
        const [candidate] = await tx
          .select({ fileId: pdfDocuments.fileId })
          .from(pdfDocuments)
          .where(
            sql`${pdfDocuments.status} = 'queued' or (${pdfDocuments.status} = 'reading' and ${pdfDocuments.leaseUntil} < now())`,
          )
          .orderBy(asc(pdfDocuments.createdAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!candidate) return undefined;
        await tx.delete(pdfPages).where(eq(pdfPages.fileId, candidate.fileId));
        const [row] = await tx
          .update(pdfDocuments)
          .set({
            status: 'reading',
            leaseUntil: lease(leaseMs),
            pageCount: null,
            pagesRead: 0,
            ocrPages: 0,
            error: null,
            updatedAt: new Date(),
          })
          .where(eq(pdfDocuments.fileId, candidate.fileId))
          .returning();
        return row;
      });
    },

    /** The file's bytes, for the reader (who holds the lease; no team in hand). */
    async bytes(fileId: string): Promise<Uint8Array | undefined> {
      const [row] = await db.select({ data: files.data }).from(files).where(eq(files.id, fileId));
      return row ? new Uint8Array(row.data) : undefined;
    },

    /** The reader opened the file. False when the document is gone (deleted while it was read). */
    async opened(fileId: string, pageCount: number, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(pdfDocuments)
        .set({ pageCount, leaseUntil: lease(leaseMs), updatedAt: new Date() })
        .where(and(eq(pdfDocuments.fileId, fileId), eq(pdfDocuments.status, 'reading')))
        .returning({ fileId: pdfDocuments.fileId });
      return rows.length > 0;
    },

    /** Stores one page's text and counts it, renewing the lease. False when the document is gone. */
    async pageRead(fileId: string, page: PdfPageRecord, leaseMs: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(pdfDocuments)
          .set({
            pagesRead: sql`${pdfDocuments.pagesRead} + 1`,
            ocrPages: sql`${pdfDocuments.ocrPages} + ${page.source === 'ocr' ? 1 : 0}`,
            leaseUntil: lease(leaseMs),
            updatedAt: new Date(),
          })
          .where(and(eq(pdfDocuments.fileId, fileId), eq(pdfDocuments.status, 'reading')))
          .returning({ fileId: pdfDocuments.fileId });
        if (rows.length === 0) return false;
        await tx.insert(pdfPages).values({ fileId, ...page });
        return true;
      });
    },

    async finish(fileId: string, outcome: { error: string } | { error: null }): Promise<void> {
      await db
        .update(pdfDocuments)
        .set({
          status: outcome.error === null ? 'done' : 'failed',
          error: outcome.error,
          leaseUntil: null,
          updatedAt: new Date(),
        })
        .where(and(eq(pdfDocuments.fileId, fileId), eq(pdfDocuments.status, 'reading')));
    },

    /** A finished document's pages for a run of the team (the step reuses what the upload read). */
    async readText(
      teamId: string,
      fileId: string,
    ): Promise<{ document: PdfDocumentListItem; pages: PdfPageRecord[] } | undefined> {
      const document = await this.get(teamId, fileId);
      if (document?.status !== 'done') return undefined;
      return { document, pages: await this.pages(fileId) };
    },
  };
}
