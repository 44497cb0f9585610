import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, launchBrowser, listenLocal, type RunningApp, screenshot } from '../src/index.js';
import {
  type Api,
  addStep,
  apiLogin,
  createWorkflow,
  edgeCount,
  expectMessage,
  finishedRun,
  openDesigner,
  saveInDesigner,
  signIn,
  startOwnApp,
  stepNode,
} from './designer-support.js';

/** The API the workflow calls: greets whoever the webhook named. */
function greeter(): Promise<LocalServer> {
  return listenLocal((request, response) => {
    const name = new URL(request.url ?? '/', 'http://x').searchParams.get('name') ?? 'nobody';
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ greeting: `Hello ${name}` }));
  });
}

async function closePanel(page: Page) {
  await page.getByTestId('step-panel-close').click();
  await page.getByTestId('step-panel').waitFor({ state: 'hidden' });
}

async function fitView(page: Page) {
  await page.getByTestId('designer-fit').click();
  await page.waitForTimeout(400);
}

async function postHook(url: string, body: unknown) {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(202);
}

/**
 * The designer journey by mouse: a webhook trigger, an HTTP Request to a local server mapping a field of the
 * trigger from the data-sources tree, an IF with two branches; saved, run by its webhook, each step's
 * output on the canvas and in the logs. The HTTP Request needs a private address, so this test runs its
 * own app with ALLOW_PRIVATE_NETWORK.
 */
describe('building a workflow in the designer', () => {
  let app: RunningApp;
  let browser: Browser;
  let target: LocalServer;
  let api: Api;

  beforeAll(async () => {
    [app, browser, target] = await Promise.all([
      startOwnApp({ ALLOW_PRIVATE_NETWORK: 'true' }),
      launchBrowser(),
      greeter(),
    ]);
    api = await apiLogin(app.url);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    target?.server.close();
  });

  it('builds, saves and runs a webhook → HTTP Request → IF workflow, and shows every step’s output', async () => {
    const id = await createWorkflow(api, { data: { title: 'Greeter' } });
    const page = await signIn(browser, app.url);
    await openDesigner(page, app.url, id);

    // The trigger first, saved and called once, so the mapper has a sample of its body.
    const hook = await addStep(page, 'webhook', 'trigger.webhook');
    await saveInDesigner(page, id);
    await page.getByTestId('designer-settings').click();
    const settings = page.getByTestId('workflow-settings');
    expect(await settings.getByTestId('webhook-active').locator('input').isChecked()).toBe(true);
    const hookUrl = await settings.getByTestId('webhook-url').inputValue();
    expect(hookUrl).toMatch(/\/hooks\/[a-z0-9]+$/);
    await settings.getByRole('button', { name: 'Cancel' }).click();
    const started = Date.now();
    await postHook(hookUrl, { name: 'Ada', amount: 150 });
    await stepNode(page, hook).locator('[data-status="succeeded"]').waitFor();
    await finishedRun(api, id, started - 1000);

    // HTTP Request after the trigger (added after the selected step, so wired from it), its URL mapping
    // the trigger's name from the data-sources tree.
    const http = await addStep(page, 'http', 'http.request');
    await closePanel(page);
    await fitView(page);
    await expect.poll(() => edgeCount(page)).toBe(1);
    await stepNode(page, http).click();
    const url = page.getByTestId('param-url');
    await url.fill(`${target.url}/greet?name=`);
    const tree = page.getByTestId('data-sources-tree');
    const body = tree.locator('[data-path="trigger.body"]');
    await body.getByTestId('source-toggle').click();
    await tree.locator('[data-path="trigger.body.name"]').click();
    expect(await url.inputValue()).toBe(`${target.url}/greet?name={{ trigger.body.name }}`);
    await page.getByTestId('mapping-chips').getByText('trigger.body.name').waitFor();

    // IF on the amount, with a branch each way: each step added after the selected one is wired from its
    // first output (IF: true), the false branch from the "+" of that output.
    const check = await addStep(page, 'if', 'flow.if');
    await page.getByTestId('param-condition').fill('{{ trigger.body.amount > 100 }}');
    const big = await addStep(page, 'set', 'data.set');
    await page.getByTestId('step-name-input').fill('Big order');
    await closePanel(page);
    await fitView(page);
    await stepNode(page, check).getByTestId('add-after-false').click();
    const small = await addStep(page, 'set', 'data.set');
    await page.getByTestId('step-name-input').fill('Small order');
    await closePanel(page);
    await fitView(page);
    await expect.poll(() => edgeCount(page)).toBe(4);

    await page.keyboard.press('Control+s');
    await expectMessage(page, 'Workflow saved');
    await page.getByTestId('unsaved-indicator').waitFor({ state: 'hidden' });
    expect(await page.getByTestId('workflow-issues').count()).toBe(0);

    // A request to the webhook runs it; the canvas follows the run live.
    const second = Date.now();
    await postHook(hookUrl, { name: 'Ada', amount: 150 });
    for (const step of [hook, http, check, big]) {
      await stepNode(page, step).locator('[data-status="succeeded"]').waitFor();
    }
    expect(await stepNode(page, small).getByTestId('step-node').getAttribute('data-status')).toBe('');
    expect(await stepNode(page, http).getByTestId('step-output').textContent()).toContain('Hello Ada');
    await page.getByTestId('run-status').and(page.locator('[data-status="succeeded"]')).waitFor();
    await screenshot(page, 'designer-run');

    // The step panel shows the same output.
    await stepNode(page, http).click();
    await page.getByTestId('tab-output').click();
    expect(await page.getByTestId('step-last-output').textContent()).toContain('Hello Ada');

    // And so do the logs.
    const run = await finishedRun(api, id, second - 1000);
    expect(run.status).toBe('succeeded');
    expect(run.steps.map((s) => s.nodeId).sort()).toEqual([big, check, hook, http].sort());
    await page.getByTestId('designer-logs').click();
    await page.waitForURL(`**/logs/flow/${id}`);
    await page.goto(`${app.url}/logs/flow/${id}/${run.id}`);
    const logged = page.locator(`[data-testid="run-step"][data-node-id="${http}"]`);
    await logged.getByText('Hello Ada').first().waitFor();
    await page.context().close();
  });
});
