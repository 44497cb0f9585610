import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scannedPdf, textPdf, wordsPng } from '../../apps/server/src/storage/testing/make-pdf.js';
import { launchBrowser, screenshot } from '../src/index.js';
import { closeMessageBar } from './shell-support.js';
import { closeContext, createAccount, messageShown, signIn, useTeamsServer } from './teams-support.js';

/** Closes the message bar and moves the pointer away, so the picture shows the page alone. */
async function settle(page: Page): Promise<void> {
  await closeMessageBar(page);
  await page.mouse.move(5, 5);
  await page.waitForTimeout(400);
}

const row = (page: Page, name: string) => page.locator(`[data-pdf-row="${name}"]`);
const words = (text: string | null) => text?.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** Drops files on the drop zone the way a browser does: a drop event carrying a DataTransfer. */
async function dropFiles(
  page: Page,
  files: { name: string; type: string; bytes: Uint8Array }[],
): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list)
        transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
      return transfer;
    },
    files.map((file) => ({ name: file.name, type: file.type, bytes: [...file.bytes] })),
  );
  await page.getByTestId('pdf-dropzone').dispatchEvent('drop', { dataTransfer });
}

describe('the PDFs page', () => {
  useTeamsServer();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  // OCR runs on the same two cores as the other browser tests: its waits are deadlines, not speeds.
  it('uploads by drag and drop and by the button, shows the reading, the text, downloads and deletes', {
    timeout: 400_000,
  }, async () => {
    const email = await createAccount('Petra Pdf');
    const page = await signIn(browser, email);
    await page.locator('[data-nav-id="pdfs"]').first().click();
    await page.waitForURL('**/storage/pdfs');
    await page.getByTestId('pdfs-empty').waitFor();

    // Remember whether the reading's progress was ever on screen (it may be over in a second or two).
    await page.evaluate(() => {
      const seen = document.documentElement;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="pdf-progress"]')) seen.dataset.sawProgress = 'yes';
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await dropFiles(page, [
      {
        name: 'scan.pdf',
        type: 'application/pdf',
        bytes: await scannedPdf('Flowlane scanned invoice', 'Total due today'),
      },
    ]);
    await messageShown(page, 'Uploaded: scan.pdf', 'success');
    const scan = row(page, 'scan.pdf');
    await scan.getByTestId('pdf-status').filter({ hasText: 'Read, 2 by OCR' }).waitFor({ timeout: 120_000 });
    expect(await page.locator('html').getAttribute('data-saw-progress')).toBe('yes');
    expect(await scan.getByTestId('pdf-pages').textContent()).toBe('2');

    // The text, page by page, read by OCR.
    await scan.getByRole('button', { name: 'scan.pdf' }).click();
    const text = page.getByTestId('pdf-text');
    await text.getByText('Page 2').waitFor();
    const pages = await text.getByTestId('pdf-page-text').allTextContents();
    expect(pages.map(words)).toEqual([
      ['flowlane', 'scanned', 'invoice'],
      ['total', 'due', 'today'],
    ]);
    expect(await text.getByText('OCR', { exact: true }).count()).toBe(2);
    await page.getByRole('button', { name: 'Close' }).click();

    // The button path, a PDF with a text layer: read without OCR.
    await page.getByTestId('pdf-file-input').setInputFiles({
      name: 'report.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await textPdf('Quarterly numbers')),
    });
    await messageShown(page, 'Uploaded: report.pdf', 'success');
    await row(page, 'report.pdf')
      .getByTestId('pdf-status')
      .filter({ hasText: /^Read$/ })
      .waitFor({ timeout: 120_000 });

    // A picture named .pdf is refused, and said so.
    await dropFiles(page, [
      { name: 'picture.pdf', type: 'application/pdf', bytes: await wordsPng('not a pdf') },
    ]);
    await messageShown(page, 'picture.pdf: PDF storage accepts application/pdf only.', 'error');
    expect(await row(page, 'picture.pdf').count()).toBe(0);

    // Download gives the stored file back under its name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      scan.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('scan.pdf');
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await settle(page);
    await screenshot(page, 'pdfs-dark');
    await page.getByTestId('theme-toggle').click();
    await settle(page);
    await screenshot(page, 'pdfs-light');
    await page.getByTestId('language-menu').click();
    await page.locator('[data-language="ar"]').click();
    await page.locator('html[dir="rtl"]').waitFor();
    await row(page, 'scan.pdf').getByTestId('pdf-status').filter({ hasText: 'تمت القراءة' }).waitFor();
    await settle(page);
    await screenshot(page, 'pdfs-ar');
    await row(page, 'scan.pdf').getByRole('button', { name: 'scan.pdf' }).click();
    await page.getByTestId('pdf-text').getByText('الصفحة 2').waitFor();
    await settle(page);
    await screenshot(page, 'pdfs-ar-text');
    await page.keyboard.press('Escape');
    await page.getByTestId('language-menu').click();
    await page.locator('[data-language="en"]').click();
    await page.locator('html[dir="ltr"]').waitFor();

    // Delete asks first, then the PDF is gone.
    await row(page, 'report.pdf').getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByText('Delete report.pdf?').waitFor();
    await dialog.getByRole('button', { name: 'DELETE' }).click();
    await messageShown(page, 'PDF deleted: report.pdf', 'success');
    await row(page, 'report.pdf').waitFor({ state: 'detached' });
    expect(await row(page, 'scan.pdf').count()).toBe(1);
    await closeContext(page);
  });
});
