import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../src/index.js';
import {
  type Api,
  closeContext,
  freshAccount,
  openSignedIn,
  runtimeUrl,
  useRuntimeServer,
} from './runtime-support.js';

const WAIT = { timeout: 15_000 };
/** A real n8n export (n8n's own test workflow): Webhook → Execute Workflow. */
const fixtures = '../../packages/services/src/import/n8n/fixtures/';
const fixture = fileURLToPath(new URL(`${fixtures}execute-workflow-parent.json`, import.meta.url));
/** A real template from n8n's library: Shopify Trigger → Twitter and Telegram (only Telegram has a connector). */
const template = fileURLToPath(new URL(`${fixtures}template-shopify-promote.json`, import.meta.url));

describe('Import from n8n', () => {
  useRuntimeServer();
  let browser: Browser;
  let page: Page;
  let api: Api;
  // One signed-in page for both journeys: a sign-in is the slowest part of a browser test here.
  beforeAll(async () => {
    browser = await launchBrowser();
    const account = await freshAccount('n8n Importer');
    api = account.api;
    page = await openSignedIn(browser, account.email, '/workflows');
  });
  afterAll(async () => {
    await closeContext(page);
    await browser.close();
  });

  it('imports an n8n export, shows the report, and opens the workflow in the designer', async () => {
    await page.getByTestId('n8n-import-open').click();
    const dialog = page.getByTestId('n8n-import-dialog');
    await dialog.getByRole('heading', { name: 'Import from n8n' }).waitFor();

    // Text that is not JSON is refused before it is sent; JSON that is no export, by the server.
    await page.getByTestId('n8n-import-text').fill('nodes: []');
    await page.getByTestId('n8n-import-submit').click();
    await dialog.getByText('This text is not JSON. Paste the whole export.').waitFor();
    await page.getByTestId('n8n-import-text').fill('{"hello": "world"}');
    await page.getByTestId('n8n-import-submit').click();
    await page
      .getByTestId('n8n-import-error')
      .filter({ hasText: 'This is not an n8n workflow export: it has no "nodes" list.' })
      .waitFor(WAIT);

    // The file's text fills the box; importing shows the report.
    await page.getByTestId('n8n-import-file').setInputFiles(fixture);
    await expect
      .poll(() => page.getByTestId('n8n-import-text').inputValue(), WAIT)
      .toContain('executeWorkflow');
    await page.getByTestId('n8n-import-submit').click();
    const report = page.getByTestId('n8n-import-report');
    await report.waitFor(WAIT);
    await report.getByText('2 of 2 nodes became Flowlane steps; 0 are placeholders to replace.').waitFor();
    await report.getByText('Needs a hand (3)').waitFor();
    const issues = page.getByTestId('n8n-import-issue');
    await expect.poll(() => issues.count()).toBe(3);
    await issues.filter({ hasText: 'Choose the Flowlane workflow to run' }).waitFor();
    await page
      .getByTestId('n8n-import-mapped')
      .getByText('n8n-nodes-base.executeWorkflow → flow.subworkflow')
      .waitFor();
    await screenshot(page, 'n8n-import-report');

    await page.getByTestId('n8n-import-open-workflow').click();
    await page.getByTestId('designer-canvas').waitFor(WAIT);
    expect(page.url()).toMatch(/\/flow\/[0-9a-f-]{36}$/);
    await expect
      .poll(
        () =>
          page.evaluate(
            "[...document.querySelectorAll('.react-flow__node')].map((n) => n.dataset.id).sort()",
          ),
        WAIT,
      )
      .toEqual(['execute_workflow', 'webhook']);
    await expect.poll(() => page.locator('.react-flow__edge').count(), WAIT).toBe(1);
    await screenshot(page, 'n8n-import-designer');

    const id = page.url().split('/flow/')[1] ?? '';
    const workflow = await api.workflow(id);
    expect(workflow.graph.nodes.map((n) => n.serviceId).sort()).toEqual([
      'flow.subworkflow',
      'trigger.webhook',
    ]);
  });

  it('maps an app node onto its connector and keeps the rest as placeholders, which the palette does not offer', async () => {
    await page.goto(runtimeUrl('/workflows'));
    await page.getByTestId('n8n-import-open').click();
    await page.getByTestId('n8n-import-text').fill(await readFile(template, 'utf8'));
    await page.getByTestId('n8n-import-submit').click();
    const report = page.getByTestId('n8n-import-report');
    await report.getByText('"Promote new Shopify products" imported').waitFor(WAIT);
    await report.getByText('1 of 3 nodes became Flowlane steps; 2 are placeholders to replace.').waitFor();
    await expect
      .poll(() => page.getByTestId('n8n-import-issue').filter({ hasText: 'Not mapped' }).count())
      .toBe(2);
    await page
      .getByTestId('n8n-import-mapped')
      .getByText('n8n-nodes-base.telegram → telegram.send_message')
      .waitFor();

    await page.getByTestId('n8n-import-open-workflow').click();
    await page.getByTestId('designer-canvas').waitFor(WAIT);
    await expect.poll(() => page.locator('.react-flow__node').count(), WAIT).toBe(3);
    await page
      .locator('.react-flow__node')
      .filter({ hasText: 'Twitter' })
      .getByText('n8n node to replace')
      .waitFor();
    await page.locator('[data-testid="palette-item"][data-service-id="trigger.webhook"]').waitFor();
    expect(
      await page.locator('[data-testid="palette-item"][data-service-id="n8n.placeholder"]').count(),
    ).toBe(0);
    await screenshot(page, 'n8n-import-placeholders');
  });

  it('reads right to left in Arabic, in the light theme', async () => {
    const light = encodeURIComponent(JSON.stringify({ theme: { main: 'default' } }));
    await page.goto(runtimeUrl(`/workflows?defaultSettings=${light}`));
    await page.getByTestId('language-menu').click();
    await page.locator('[data-language="ar"]').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByTestId('n8n-import-open').click();
    const dialog = page.getByTestId('n8n-import-dialog');
    await dialog.getByRole('heading', { name: 'استيراد من n8n' }).waitFor(WAIT);
    await page.getByTestId('n8n-import-text').fill(await readFile(template, 'utf8'));
    await page.getByTestId('n8n-import-submit').click();
    await page.getByTestId('n8n-import-report').waitFor(WAIT);
    await expect
      .poll(() => page.getByTestId('n8n-import-issue').filter({ hasText: 'غير مطابَقة' }).count(), WAIT)
      .toBe(2);
    await screenshot(page, 'n8n-import-report-ar-light');
  });
});
