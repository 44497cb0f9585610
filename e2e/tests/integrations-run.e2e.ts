import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../src/index.js';
import { createAccount, messageShown, signIn, url, useTeamsServer } from './teams-support.js';

const LIGHT = `?defaultSettings=${encodeURIComponent(JSON.stringify({ theme: { main: 'default' } }))}`;

describe('integrations through the pages', () => {
  useTeamsServer({ env: { ALLOW_PRIVATE_NETWORK: 'true' } });
  let browser: Browser;
  let site: Server;
  let siteUrl = '';
  const hits: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    site = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/health`;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => site?.close(() => resolve()));
  });

  it('creates an integration from a template, runs it, reads its run log, toggles, copies and deletes it', async () => {
    const page = await signIn(browser, await createAccount('Ivy Integrator'), '/integrations');
    await page.getByTestId('integrations-empty').waitFor();

    // From the library: the template's settings form.
    await page.goto(url('/library/itemplates/schedule-http-check'));
    await page.getByTestId('integration-form').waitFor();
    await page.getByTestId('integration-name').fill('Health of the local site');
    await page.getByTestId('field-url').fill('not a url');
    await page.getByTestId('field-email').fill('ops@example.com');
    await page.getByTestId('create-integration').click();
    // The server's field error shows under the field.
    await page.locator('[data-field="url"]').getByText('URL to check must be an http(s) URL').waitFor();
    await page.getByTestId('field-url').fill(siteUrl);
    await page.getByTestId('create-integration').click();
    await messageShown(page, 'Integration Saved', 'success');
    await page.waitForURL(/\/integrations\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop() ?? '';
    await page.getByTestId('integration-runs-empty').waitFor();

    // Run now: the spec's info message, then the run in the log with its steps.
    await page.getByTestId('run-integration').click();
    await messageShown(page, 'Integration queued, check integration logs for detailed results.', 'info');
    const run = page.locator('[data-testid="integration-runs"] [data-run-id][data-status="succeeded"]');
    await run.waitFor({ timeout: 30_000 });
    expect(hits).toContain('/health');
    await run.click();
    const detail = page.getByTestId('integration-run-detail');
    await detail.waitFor();
    expect(await detail.getAttribute('data-status')).toBe('succeeded');
    await detail.getByText('Check the URL').first().waitFor();
    await screenshot(page, 'integrations-run-dark');
    await page.getByTestId('integration-run').getByRole('button', { name: 'Close' }).click();

    // Edit a setting: saved.
    await page.getByTestId('field-expectedStatus').fill('204');
    await page.getByTestId('save-integration').click();
    await messageShown(page, 'Integration Saved', 'success');
    await screenshot(page, 'integrations-detail-dark');
    await page.goto(url(`/integrations/${id}${LIGHT}`));
    await page.getByTestId('integration-runs').waitFor();
    expect(await page.getByTestId('field-expectedStatus').inputValue()).toBe('204');
    await page.waitForTimeout(300);
    await screenshot(page, 'integrations-detail-light');

    // The list: enabled toggle, last run, run now from the row.
    await page.goto(url('/integrations'));
    const row = page.locator('[data-integration-row="Health of the local site"]');
    await row.waitFor();
    await row.getByText('Website check with mail on failure').waitFor();
    await row.getByRole('button', { name: 'Run now' }).click();
    await messageShown(page, 'Integration queued, check integration logs for detailed results.', 'info');
    await screenshot(page, 'integrations-list-dark');
    await row.getByRole('switch', { name: 'Health of the local site enabled' }).click();
    await messageShown(page, 'Integration Saved', 'success');
    await expect.poll(() => row.getByRole('switch').isChecked()).toBe(false);
    expect(await row.getByRole('button', { name: 'Run now' }).isDisabled()).toBe(true);
    await page.goto(url(`/integrations${LIGHT}`));
    await row.waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'integrations-list-light');

    // A flow user (this account's admin role) may open it as a workflow copy in the designer.
    await page.goto(url(`/integrations/${id}`));
    await page.getByTestId('copy-integration').click();
    await page.waitForURL(/\/flow\/[0-9a-f-]{36}$/);
    expect(page.url()).not.toContain(id);

    // Delete with confirmation.
    await page.goto(url('/integrations'));
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'DELETE' }).click();
    await messageShown(page, 'Integration deleted', 'success');
    await page.getByTestId('integrations-empty').waitFor();

    // One screen in Arabic, right to left.
    await page.goto(url('/library/itemplates'));
    await page.getByTestId('language-menu').click();
    await page.locator('[data-language="ar"]').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByText('قوالب التكامل', { exact: false }).first().waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'library-itemplates-ar');
    await page.goto(url('/auth-library/auth-templates/postgres'));
    await page.getByTestId('authorization-form').waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'library-auth-template-ar');
    await page.context().close();
  });
});
