export interface PdfPageText {
  /** 1-based. */
  page: number;
  text: string;
  /** 'text': the PDF's own text layer; 'ocr': the rendered page read by OCR. */
  source: 'text' | 'ocr';
}

export interface PdfReadRequest {
  /** A stored file of the run's team (an upload to PDF storage, a mailhook attachment, a step's output). */
  fileId: string;
  /** Pages after this many are left unread. */
  maxPages: number;
  /** The reading stops with an operational error after this long. */
  timeoutMs: number;
  signal: AbortSignal;
  /** The step asking, so the server can show per-page progress in that step's live log. */
  nodeId: string;
}

export interface PdfReadResult {
  fileId: string;
  name: string;
  /** Pages in the file (may be more than were read). */
  pageCount: number;
  pages: PdfPageText[];
}

/** Reads the text of a stored PDF: its text layer where it has one, OCR of the page where it has not. */
export interface PdfPort {
  read(request: PdfReadRequest): Promise<PdfReadResult>;
}
