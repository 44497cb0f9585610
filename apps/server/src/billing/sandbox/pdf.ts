import type { Invoice } from './objects.js';

const money = (cents: number) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;
const day = (unix: number) =>
  new Date(unix * 1000).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The invoice as a one-page PDF (pdfkit's built-in Helvetica: no font files to ship). pdfkit (with
 * fontkit and brotli, ~2 MB of code) loads on the first invoice asked for, not at every server start.
 */
export async function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `Invoice ${invoice.number ?? invoice.id}` },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fontSize(22).text('Invoice', { continued: false });
    doc.moveDown(0.5).fontSize(10).fillColor('#555555');
    doc.text(`Invoice number: ${invoice.number ?? '-'}`);
    doc.text(`Date of issue: ${day(invoice.created)}`);
    doc.text(`Status: ${invoice.status}`);
    doc.moveDown();
    doc.fillColor('#000000').fontSize(11).text('Flowlane (Stripe sandbox: no real charges)');
    doc.moveDown(0.5).fontSize(10).text('Bill to:');
    for (const line of [
      invoice.customer_name,
      invoice.customer_email,
      invoice.customer_address?.line1,
      invoice.customer_address?.line2,
      [invoice.customer_address?.city, invoice.customer_address?.state, invoice.customer_address?.postal_code]
        .filter(Boolean)
        .join(' '),
      invoice.customer_address?.country,
    ]) {
      if (line) doc.text(line);
    }
    doc.moveDown();
    doc.fontSize(11).text(`${money(invoice.amount_due)} due ${day(invoice.created)}`);
    doc.moveDown();
    const top = doc.y;
    doc.fontSize(10).text('Description', 50, top).text('Amount', 450, top, { width: 95, align: 'right' });
    doc
      .moveTo(50, top + 15)
      .lineTo(545, top + 15)
      .stroke();
    let y = top + 22;
    for (const line of invoice.lines.data) {
      doc
        .text(line.description, 50, y, { width: 380 })
        .text(money(line.amount), 450, y, { width: 95, align: 'right' });
      y = Math.max(doc.y, y + 14) + 6;
    }
    doc.moveTo(50, y).lineTo(545, y).stroke();
    y += 8;
    const totals: [string, number][] = [
      ['Subtotal', invoice.subtotal],
      ['Total', invoice.total],
      ['Applied balance', invoice.amount_due - invoice.total],
      ['Amount due', invoice.amount_due],
      ['Amount paid', invoice.amount_paid],
      ['Amount remaining', invoice.amount_remaining],
    ];
    for (const [label, amount] of totals) {
      doc.text(label, 300, y, { width: 140 }).text(money(amount), 450, y, { width: 95, align: 'right' });
      y += 16;
    }
    doc.end();
  });
}
