import { hasPdfHeader } from '@flowlane/contracts';
import { OperationalError, type PdfPort, UserError } from '@flowlane/engine';
import { type Db, filesRepository, pdfDocumentsRepository, type RunRecord } from '../db/index.js';
import type { RunEvents } from '../runs/events.js';
import { PdfReadError, type PdfReader } from './reader/pdf-reader.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The pdf port of a run: reads the run's team's stored PDFs. An upload PDF storage has already read is
 * answered from its stored pages; any other PDF (a mailhook attachment, say) is read now, each page
 * published as a `progress` event of the step so its live log shows how far it got.
 */
export function databasePdf(db: Db, reader: PdfReader, events: RunEvents): (run: RunRecord) => PdfPort {
  return (run) => ({
    async read({ fileId, maxPages, timeoutMs, signal, nodeId }) {
      const notFound = () => new UserError(`File ${fileId} not found.`, { code: 'NO_FILE', nodeId });
      if (!UUID.test(fileId)) throw notFound();
      const stored = await pdfDocumentsRepository(db).readText(run.teamId, fileId);
      const pageCount = stored?.document.pageCount ?? 0;
      if (stored && stored.pages.length >= Math.min(maxPages, pageCount)) {
        return {
          fileId,
          name: stored.document.name,
          pageCount,
          pages: stored.pages.slice(0, maxPages).map((page) => ({
            page: page.page,
            text: page.text,
            source: page.source === 'ocr' ? 'ocr' : 'text',
          })),
        };
      }
      const file = await filesRepository(db).get(run.teamId, fileId);
      if (!file) throw notFound();
      if (!hasPdfHeader(file.data)) {
        throw new UserError(`File ${file.name} is not a PDF.`, { code: 'NOT_PDF', nodeId });
      }
      const progress = (done: number, total: number, detail: string) =>
        events.publish({
          type: 'progress',
          runId: run.id,
          workflowId: run.workflowId,
          teamId: run.teamId,
          nodeId,
          done,
          total,
          detail,
        });
      try {
        const result = await reader.read({
          data: new Uint8Array(file.data),
          maxPages,
          timeoutMs,
          signal,
          onOpened: (total) => progress(0, Math.min(total, maxPages), 'opened'),
          onPage: (page, total) => progress(page.page, Math.min(total, maxPages), page.source),
        });
        return { fileId, name: file.name, pageCount: result.pageCount, pages: result.pages };
      } catch (error) {
        if (!(error instanceof PdfReadError)) throw error;
        const code = `PDF_${error.reason.toUpperCase()}`;
        // A bad file is the workflow's problem; a limit or our reader failing is operational.
        if (error.reason === 'unreadable' || error.reason === 'password') {
          throw new UserError(`${file.name}: ${error.message}`, { code, nodeId });
        }
        throw new OperationalError(error.message, { code, nodeId });
      }
    },
  });
}
