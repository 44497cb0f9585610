import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, screenshot, useBrowser } from '../src/index.js';

describe('the app', () => {
  const browser = useBrowser();

  it('loads and shows its first screen with the server live behind it', async () => {
    const page = await browser().newPage();
    // A guest is sent to the login; the demo account lands on the dashboard.
    await page.goto(appUrl('/'));
    await page.waitForURL('**/login');
    // The product name on the guest card opens the welcome screen (spec section 1), and it leads back.
    await page.getByTestId('welcome-link').click();
    await page.waitForURL('**/welcome');
    expect(await page.getByTestId('welcome-tagline').textContent()).toBe(
      'Intelligent business process automation and integration solutions.',
    );
    await page.getByTestId('welcome').getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/login');
    await page.goto(appUrl('/demo'));
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.getByTestId('health').waitFor();
    expect(page.url()).toBe(appUrl('/dashboard'));
    expect(await page.getByTestId('health').textContent()).toContain('database: pglite');
    await screenshot(page, 'first-screen');
    await page.close();
  });

  it('works under its Content-Security-Policy: dashboard, designer and API docs, with no violation', async () => {
    const page = await browser().newPage();
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
        report(
          `${event.violatedDirective} ${event.blockedURI} at ${location.pathname} ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    const first = await page.goto(appUrl('/demo'));
    expect(first?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(first?.headers()['x-frame-options']).toBe('DENY');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.getByTestId('health').waitFor();
    // A new workflow opens in the designer: the canvas and its palette render.
    await page.goto(appUrl('/workflows'));
    await page
      .getByRole('button', { name: /new workflow/i })
      .first()
      .click();
    await page.waitForURL('**/flow/**');
    await page.locator('.react-flow').waitFor();
    await page.goto(appUrl('/api/docs'));
    await page.locator('.swagger-ui .info').first().waitFor();
    expect(violations).toEqual([]);
    await page.close();
  });

  it("downloads the login page's code on the login page and the designer's only with the designer", async () => {
    // A fresh context: an empty cache, so every script of each page is transferred (brotli: the server
    // sends the pre-compressed files to a browser that accepts them).
    const context = await browser().newContext();
    const page = await context.newPage();
    const pages = { login: new JsRecord(), dashboard: new JsRecord(), designer: new JsRecord() };
    let current = pages.login;
    const recorded = recordScripts(
      page,
      () => current,
      () => Object.values(pages),
    );

    await page.goto(appUrl('/login'));
    await page.getByRole('button', { name: 'LOGIN' }).waitFor();
    await page.waitForLoadState('networkidle');
    current = pages.dashboard;
    await page.goto(appUrl('/demo'));
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.getByTestId('health').waitFor();
    await page.waitForLoadState('networkidle');
    current = pages.designer;
    await page.goto(appUrl('/workflows'));
    await page
      .getByRole('button', { name: /new workflow/i })
      .first()
      .click();
    await page.locator('.react-flow').waitFor();
    await page.waitForLoadState('networkidle');
    await recorded();
    await context.close();

    // Issue 17's goal: the login page loads at most 250 kB of JavaScript compressed (233 kB when it was
    // set: the entry alone; the shell's chrome and the features' texts load with the signed-in pages).
    for (const [name, record] of Object.entries(pages))
      console.log(`JS transferred on the ${name} page: ${record.bytes} bytes in ${record.scripts} scripts`);
    expect(pages.login.encodings).toEqual(['br']);
    expect(pages.login.bytes).toBeGreaterThan(0);
    expect(pages.login.bytes).toBeLessThanOrEqual(250_000);
    expect(pages.login.designer).toBe(false);
    expect(pages.dashboard.designer).toBe(false);
    expect(pages.designer.designer).toBe(true);
  });

  it('sends an unknown path to the error-404 page', async () => {
    const page = await browser().newPage();
    await page.goto(appUrl('/no/such/page'));
    await page.getByText('404').waitFor();
    expect(page.url()).toBe(appUrl('/pages/errors/error-404'));
    await page.close();
  });
});

/** A class name only the designer's canvas library (@xyflow/react) carries. */
const DESIGNER_MARK = 'react-flow__renderer';

class JsRecord {
  bytes = 0;
  scripts = 0;
  designer = false;
  encodings: string[] = [];
  urls: string[] = [];
}

/**
 * Adds every script a page receives (its transferred body size) to the record of the page being shown;
 * the returned function waits until every script seen so far is counted.
 */
function recordScripts(
  page: Page,
  record: () => JsRecord,
  records: () => JsRecord[],
): () => Promise<unknown> {
  const counting: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const into = record();
    counting.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        into.urls.push(request.url());
        // A script from the browser's cache (loaded by an earlier page) transferred nothing: Chromium
        // reports its body size below zero (less its headers), which would take bytes off this page.
        if (sizes.responseBodySize <= 0) return;
        into.bytes += sizes.responseBodySize;
        into.scripts += 1;
        const encoding = response?.headers()['content-encoding'] ?? 'identity';
        // Files under 1 kB are built without a compressed copy (vite.config.ts): they come as they are.
        const counted = encoding !== 'identity' || sizes.responseBodySize >= 1024;
        if (counted && !into.encodings.includes(encoding)) into.encodings.push(encoding);
      })(),
    );
  });
  // The bodies are read apart from the page (a body is gone once the page navigates away).
  return async () => {
    await Promise.all(counting);
    for (const into of records())
      for (const url of into.urls)
        if ((await (await fetch(url)).text()).includes(DESIGNER_MARK)) into.designer = true;
  };
}
