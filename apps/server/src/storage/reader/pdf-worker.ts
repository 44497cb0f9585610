// The PDF reader's worker process: pdf.js parses and renders, tesseract.js reads rendered pages. Both are
// CPU-heavy, so none of it runs on the server's event loop; the server's side (pdf-reader.ts) owns limits
// and kills this process to cut a read off.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import { createWorker, type Worker as OcrWorker, OEM } from 'tesseract.js';
import type { ReaderAnswer, ReadJob } from './protocol.js';

const toServer = process.send?.bind(process);
if (!toServer) throw new Error('pdf-worker must run as a child process with an IPC channel');
// The server went away (or let this process go): nothing is left to read for.
process.on('disconnect', () => process.exit(0));

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const pdfjsDir = packageDir('pdfjs-dist');
/** pdf.js wants directory "URLs" ending in a separator; in Node they are read from disk. */
const pdfjsData = (folder: string) => `${path.join(pdfjsDir, folder)}${path.sep}`;
/**
 * The English LSTM model shipped by @tesseract.js-data/eng (the "best_int" build tesseract.js would
 * otherwise download from a CDN). A local path makes tesseract.js read it from disk.
 */
export const OCR_LANG_PATH = path.join(packageDir('@tesseract.js-data/eng'), '4.0.0_best_int');

/** Rendering for OCR: 300 dpi, but no side longer than this many pixels (memory and OCR time). */
const OCR_DPI = 300;
const OCR_MAX_SIDE = 2500;

// Nothing in here may reach the network: pdf.js and tesseract.js are given local files for everything.
globalThis.fetch = () => Promise.reject(new Error('The PDF reader does not use the network.'));

let ocr: Promise<OcrWorker> | undefined;
function ocrWorker(): Promise<OcrWorker> {
  // cacheMethod 'none': tesseract.js would otherwise write eng.traineddata into the working directory.
  ocr ??= createWorker('eng', OEM.LSTM_ONLY, { langPath: OCR_LANG_PATH, gzip: true, cacheMethod: 'none' });
  return ocr;
}

const send = (answer: ReaderAnswer) => void toServer(answer);

async function pageText(page: PDFPageProxy): Promise<string> {
  const content = await page.getTextContent();
  let text = '';
  for (const item of content.items) {
    if (!('str' in item)) continue;
    text += item.str;
    if (item.hasEOL) text += '\n';
  }
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

async function ocrPage(page: PDFPageProxy): Promise<string> {
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(OCR_DPI / 72, OCR_MAX_SIDE / Math.max(base.width, base.height));
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js's own Node canvas factory is @napi-rs/canvas too, so its context is what pdf.js expects here.
  await page.render({ canvas: null, canvasContext: context, viewport }).promise;
  const image = await canvas.encode('png');
  const result = await (await ocrWorker()).recognize(image);
  return result.data.text.trim();
}

async function read(job: ReadJob): Promise<void> {
  const task = getDocument({
    data: job.data,
    standardFontDataUrl: pdfjsData('standard_fonts'),
    cMapUrl: pdfjsData('cmaps'),
    cMapPacked: true,
    wasmUrl: pdfjsData('wasm'),
    iccUrl: pdfjsData('iccs'),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    send({ type: 'opened', id: job.id, pageCount: pdf.numPages });
    const last = Math.min(pdf.numPages, job.maxPages);
    for (let number = 1; number <= last; number++) {
      const page = await pdf.getPage(number);
      const text = await pageText(page);
      // A page with no text layer (a scan, a photo) is rendered and read by OCR.
      if (/\S/.test(text)) send({ type: 'page', id: job.id, page: number, text, source: 'text' });
      else send({ type: 'page', id: job.id, page: number, text: await ocrPage(page), source: 'ocr' });
      page.cleanup();
    }
    send({ type: 'done', id: job.id });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    const message = error instanceof Error ? error.message : String(error);
    const reason =
      name === 'PasswordException' ? 'password' : name === 'InvalidPDFException' ? 'unreadable' : 'error';
    send({ type: 'failed', id: job.id, reason, message });
  } finally {
    await task.destroy();
  }
}

process.on('message', (job: ReadJob) => {
  void read(job);
});
