import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { z } from 'zod';
import { launchBrowser, screenshot } from '../src/index.js';
import {
  type Api,
  closeContext,
  failingGraph,
  freshAccount,
  openSignedIn,
  runtimeUrl,
  setGraph,
  slowGraph,
  useRuntimeServer,
} from '../tests/runtime-support.js';

const THEMES = [
  { name: 'dark', settings: null, language: null },
  { name: 'light', settings: { theme: { main: 'default' } }, language: null },
  { name: 'rtl', settings: { direction: 'rtl' }, language: null },
  // Arabic: right to left, and dates written in Arabic must still read in order.
  { name: 'ar', settings: null, language: 'ar' },
] as const;

const withSettings = (path: string, settings: unknown) =>
  settings
    ? `${path}${path.includes('?') ? '&' : '?'}defaultSettings=${encodeURIComponent(JSON.stringify(settings))}`
    : path;

/** Some history to look at: three workflows, a dozen runs, one failure, one schedule. */
async function seed(api: Api) {
  const orders = await api.createWorkflow('Sync new Shopify orders to the CRM', setGraph());
  const invoices = await api.createWorkflow('Send invoice reminders', failingGraph());
  const report = await api.createWorkflow('Nightly sales report', slowGraph(1));
  await api.json('PUT', `/api/workflow/${report.id}`, z.unknown(), {
    data: {
      ...report.data,
      schedule: {
        ...report.data.schedule,
        active: true,
        period: { ...report.data.schedule.period, type: 'day', value: 1, daily_value: '2020-01-01 02:00' },
      },
    },
    graph: report.graph,
  });
  for (let n = 0; n < 8; n++) await api.runToEnd(orders.id, { n });
  const failed = await api.runToEnd(invoices.id);
  await api.runToEnd(report.id);
  return { orders, invoices, failed };
}

/** Lets charts draw and the message bar go, so the picture shows the page alone. */
async function settle(page: Page): Promise<void> {
  const bar = page.getByTestId('message-bar');
  if (await bar.isVisible()) await bar.getByRole('button').click();
  await page.mouse.move(5, 5);
  await page.waitForTimeout(400);
}

describe('runtime screens, for a person to look at', () => {
  useRuntimeServer();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('takes the dashboard, workflow list, logs and run screens in dark, light, right-to-left and Arabic', async () => {
    const { email, api } = await freshAccount('Screenshot Person');
    const { orders, invoices, failed } = await seed(api);
    for (const theme of THEMES) {
      const page = await openSignedIn(browser, email, withSettings('/dashboard', theme.settings), {
        viewport: { width: 1440, height: 1500 },
      });
      if (theme.language) {
        await page.getByTestId('language-menu').click();
        await page.locator(`[data-language="${theme.language}"]`).click();
      }
      await page.getByTestId('usage-chart').locator('.recharts-bar-rectangle').first().waitFor();
      await settle(page);
      await screenshot(page, `runtime-dashboard-${theme.name}`);

      await page.goto(runtimeUrl(withSettings('/workflows', theme.settings)));
      await page.getByTestId('workflow-row').first().waitFor();
      await settle(page);
      await screenshot(page, `runtime-workflows-${theme.name}`);

      await page.goto(runtimeUrl(withSettings(`/logs/flow/${orders.id}`, theme.settings)));
      await page.getByTestId('run-durations-chart').locator('.recharts-bar-rectangle').first().waitFor();
      await settle(page);
      await screenshot(page, `runtime-logs-${theme.name}`);

      await page.goto(runtimeUrl(withSettings(`/logs/flow/${invoices.id}/${failed.id}`, theme.settings)));
      await page.getByTestId('run-step').nth(1).waitFor();
      await settle(page);
      await screenshot(page, `runtime-run-${theme.name}`);
      await closeContext(page);
    }
  }, 240_000);
});
