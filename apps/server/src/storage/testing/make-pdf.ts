import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';

// A font that is on every machine with the project installed (pdf.js ships it), so the picture of the
// words looks the same on CI as here; the system's fonts may be missing there.
const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const FONT = 'FlowlaneTestSans';
GlobalFonts.registerFromPath(path.join(pdfjsDir, 'standard_fonts', 'LiberationSans-Regular.ttf'), FONT);

/** A PNG of black words on white: what a scanner would produce, small enough for a quick OCR. */
export async function wordsPng(words: string): Promise<Uint8Array> {
  const fontPx = 40;
  const probe = createCanvas(10, 10).getContext('2d');
  probe.font = `${fontPx}px ${FONT}`;
  const width = Math.ceil(probe.measureText(words).width) + fontPx;
  const canvas = createCanvas(width, fontPx * 2);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  context.font = `${fontPx}px ${FONT}`;
  context.fillText(words, fontPx / 2, fontPx * 1.35);
  return canvas.encode('png');
}

/** A PDF whose pages are only pictures of the given words: no text layer at all. */
export async function scannedPdf(...pages: string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (const words of pages) {
    const image = await document.embedPng(await wordsPng(words));
    // Half size in points: the picture is then 144 dpi, like a quick scan.
    const page = document.addPage([image.width / 2, image.height / 2]);
    page.drawImage(image, { x: 0, y: 0, width: image.width / 2, height: image.height / 2 });
  }
  return document.save();
}

/** A PDF with a text layer on every page (what a word processor exports). */
export async function textPdf(...pages: string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const words of pages) {
    const page = document.addPage([400, 200]);
    page.drawText(words, { x: 24, y: 120, size: 16, font });
  }
  return document.save();
}
