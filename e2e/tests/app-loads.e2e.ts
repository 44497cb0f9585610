import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, screenshot } from '../src/index.js';

describe('the app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('loads and shows its first screen with the server live behind it', async () => {
    const page = await browser.newPage();
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
    const page = await browser.newPage();
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

  it('sends an unknown path to the error-404 page', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('/no/such/page'));
    await page.getByText('404').waitFor();
    expect(page.url()).toBe(appUrl('/pages/errors/error-404'));
    await page.close();
  });
});
