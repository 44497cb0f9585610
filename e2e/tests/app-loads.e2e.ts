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
    await page.goto(appUrl('/demo'));
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.getByTestId('health').waitFor();
    expect(page.url()).toBe(appUrl('/dashboard'));
    expect(await page.getByTestId('health').textContent()).toContain('database: pglite');
    await screenshot(page, 'first-screen');
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
