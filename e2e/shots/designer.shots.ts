import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, screenshot } from '../src/index.js';
import {
  type Api,
  apiLogin,
  createWorkflow,
  finishedRun,
  getWorkflow,
  graphOf,
  openDesigner,
  signIn,
  stepNode,
} from '../tests/designer-support.js';

const base = () => appUrl('');
const LIGHT = `?defaultSettings=${encodeURIComponent(
  JSON.stringify({ theme: { main: 'default', toolbar: 'default', navbar: 'default' } }),
)}`;

/** An order workflow with every kind of output: IF, Switch cases, an error edge; one step fails. */
const orders = () =>
  graphOf(
    [
      { id: 'order', serviceId: 'trigger.webhook', name: 'Order received', x: 0, y: 0 },
      {
        id: 'shape',
        serviceId: 'data.set',
        name: 'Shape order',
        x: 0,
        y: 0,
        params: { values: { total: '{{ trigger.body.total }}', region: '{{ trigger.body.region }}' } },
      },
      {
        id: 'large',
        serviceId: 'flow.if',
        name: 'Large order?',
        x: 0,
        y: 0,
        params: { condition: '{{ steps.shape.total > 100 }}' },
      },
      {
        id: 'region',
        serviceId: 'flow.switch',
        name: 'Route by region',
        x: 0,
        y: 0,
        params: {
          value: '{{ steps.shape.region }}',
          cases: [
            { handle: 'eu', label: 'Europe', value: 'eu' },
            { handle: 'us', label: 'Americas', value: 'us' },
          ],
        },
      },
      {
        id: 'eu_desk',
        serviceId: 'data.set',
        name: 'EU desk',
        x: 0,
        y: 0,
        params: { values: { desk: 'Berlin' } },
      },
      {
        id: 'us_desk',
        serviceId: 'data.set',
        name: 'US desk',
        x: 0,
        y: 0,
        params: { values: { desk: 'Austin' } },
      },
      { id: 'small', serviceId: 'data.set', name: 'Small order', x: 0, y: 0 },
      {
        id: 'crm',
        serviceId: 'http.request',
        name: 'Notify CRM',
        x: 0,
        y: 0,
        params: { method: 'POST', url: 'http://127.0.0.1:9/orders' },
        settings: { onError: 'errorEdge' },
      },
      { id: 'failure', serviceId: 'data.set', name: 'Log failure', x: 0, y: 0 },
    ],
    [
      ['order', null, 'shape'],
      ['shape', null, 'large'],
      ['large', 'true', 'region'],
      ['large', 'false', 'small'],
      ['region', 'eu', 'eu_desk'],
      ['region', 'us', 'us_desk'],
      ['eu_desk', null, 'crm'],
      ['crm', 'error', 'failure'],
    ],
  );

async function shoot(page: Page, name: string) {
  // Off the folded navbar (it opens while hovered) and off the steps.
  await page.mouse.move(600, 900);
  const bar = page.getByTestId('message-bar');
  if (await bar.isVisible()) await bar.getByRole('button').click();
  await bar.waitFor({ state: 'hidden' });
  await page.waitForTimeout(400);
  await screenshot(page, name);
}

/** The designer after a run, in the dark (default) and the light theme, with and without the step panel. */
describe('designer screenshots', () => {
  let browser: Browser;
  let api: Api;
  let page: Page;
  let id: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    api = await apiLogin(base());
    page = await signIn(browser, base());
    id = await createWorkflow(api, {
      data: { title: 'Order routing', webhook: { active: true, responseMode: 'async' } },
      graph: orders(),
    });
    await openDesigner(page, base(), id);
    await page.getByTestId('designer-layout').click();
    await page.getByTestId('designer-save').click();
    const hook = await getWorkflow(api, id);
    const started = Date.now();
    const answer = await fetch(hook.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ total: 150, region: 'eu', customer: 'Ada' }),
    });
    expect(answer.status).toBe(202);
    await finishedRun(api, id, started - 1000);
  });
  afterAll(() => browser.close());

  for (const [theme, query] of [
    ['dark', ''],
    ['light', LIGHT],
  ] as const) {
    it(`shows the run on the canvas and the step panel (${theme})`, async () => {
      await openDesigner(page, base(), id, query);
      await page.getByTestId('designer-fit').click();
      await stepNode(page, 'failure').locator('[data-status="succeeded"]').waitFor();
      await shoot(page, `designer-${theme}`);
      expect(await stepNode(page, 'crm').getByTestId('step-node').getAttribute('data-status')).toBe('failed');

      await stepNode(page, 'crm').click();
      await page.getByTestId('data-sources-tree').locator('[data-path="steps.shape"]').waitFor();
      await page.getByTestId('param-url').focus();
      await shoot(page, `designer-${theme}-panel`);

      await page.getByTestId('tab-output').click();
      await shoot(page, `designer-${theme}-output`);
      await page.getByTestId('designer-settings').click();
      await page.getByTestId('workflow-settings').waitFor();
      await shoot(page, `designer-${theme}-settings`);
      await page.getByTestId('workflow-settings').getByRole('button', { name: 'Cancel' }).click();
    });
  }
});
