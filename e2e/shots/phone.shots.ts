/**
 * Issue 18: the main screens on a 390 px phone, in English, Turkish and Arabic, light and dark, for a
 * person to look at (overflow, cut-off text, blank gaps, the settings gear over content, English left
 * in tr/ar). PNGs in e2e/screenshots/phone-<page>-<language>-<mode>.png.
 */
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
  useRuntimeServer,
} from '../tests/runtime-support.js';
import { chooseLanguage, chooseMode } from '../tests/shell-support.js';

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 900 } as const;

/** Something on every list: workflows with runs (one failed), a project, an authorization, an integration, a dataset. */
async function seed(api: Api) {
  const Created = z.object({ id: z.string() });
  const project = await api.json('POST', '/api/project', Created, { name: 'Sales', description: 'Leads' });
  const orders = await api.createWorkflow('Sync new Shopify orders to the CRM', setGraph());
  const reminders = await api.createWorkflow('Send invoice reminders', failingGraph());
  await api.json('PUT', `/api/workflow/${orders.id}`, z.unknown(), {
    data: orders.data,
    graph: orders.graph,
    projectId: project.id,
  });
  for (let n = 0; n < 3; n++) await api.runToEnd(orders.id, { n });
  const run = await api.runToEnd(reminders.id);
  await api.json('POST', '/api/authorization', Created, {
    templateId: 'bearer',
    name: 'Helpdesk token',
    projectId: project.id,
    fields: { token: 'helpdesk-secret-token' },
  });
  await api.json('POST', '/api/integration', z.unknown(), {
    templateId: 'form-to-mail',
    name: 'Contact form',
    settings: { email: 'support@example.com', subject: 'New form', thanks: 'Thanks!' },
  });
  const stock = await api.json('POST', '/api/dataset', Created, {
    name: 'Stock',
    description: 'What the warehouse holds, counted every night',
    projectId: project.id,
    columns: [
      { name: 'sku', type: 'text' },
      { name: 'qty', type: 'number' },
      { name: 'counted', type: 'datetime' },
      { name: 'note', type: 'text' },
    ],
  });
  for (const values of [
    { c0: 'APPLE-RED-1KG', c1: 120, c2: '2026-01-05T08:00:00Z', c3: 'Shelf 4, second row' },
    { c0: 'PEAR-GREEN-500G', c1: 8, c2: '2026-01-05T08:05:00Z', c3: 'Reorder soon' },
  ])
    await api.json('POST', `/api/dataset/${stock.id}/rows`, z.unknown(), { values });
  return { orders, reminders, run, project, stock };
}

/** Lets charts draw and the message bar go, so the picture shows the page alone. */
async function settle(page: Page): Promise<void> {
  const bar = page.getByTestId('message-bar');
  if (await bar.isVisible()) await bar.getByRole('button').first().click();
  await page.mouse.move(1, 1);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

/**
 * The page as a phone shows it, whole: the page scrolls as a whole (layout setting "body", given as a
 * default setting), so a full-page shot holds all of it; the designer keeps its window-high canvas.
 */
const wholePage = (path: string) =>
  path.startsWith('/flow/')
    ? path
    : `${path}?defaultSettings=${encodeURIComponent(
        JSON.stringify({
          layout: { config: { scroll: 'body', toolbar: { style: 'static' }, footer: { style: 'static' } } },
        }),
      )}`;

describe('phone screens, for a person to look at', () => {
  useRuntimeServer();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shoots the main screens at 390x844 in en, tr and ar, light and dark', async () => {
    const { email, api } = await freshAccount('Phone Person');
    const { orders, reminders, run, project, stock } = await seed(api);
    const shots: [name: string, path: string, ready: string][] = [
      ['dashboard', '/dashboard', '[data-testid="usage-card"]'],
      ['workflows', '/workflows', '[data-testid="workflow-row"]'],
      ['designer', `/flow/${orders.id}`, '.react-flow__node'],
      ['logs', `/logs/flow/${orders.id}`, '[data-testid="run-status"]'],
      ['run', `/logs/flow/${reminders.id}/${run.id}`, '[data-testid="step-status"]'],
      ['library', '/library/itemplates', '[data-library-item]'],
      ['auth-library', '/auth-library/auth-templates', '[data-library-item]'],
      ['integrations', '/integrations', '[data-testid="integrations-table"]'],
      ['authorizations', '/authorizations', '[data-testid="authorizations-table"]'],
      ['projects', '/projects', '[data-testid="projects-table"]'],
      ['datasets', '/datasets', '[data-testid="datasets-table"]'],
      ['dataset', `/datasets/${stock.id}`, '[data-row-id]'],
      ['project', `/projects/${project.id}`, '[data-workflow-row]'],
      ['teams', '/teams', '[data-testid="teams-table"]'],
      ['profile', '/pages/profile', '[data-testid="profile-details"]'],
    ];
    const page = await openSignedIn(browser, email, '/dashboard', { viewport: DESKTOP });
    for (const language of ['en', 'tr', 'ar']) {
      for (const mode of ['light', 'dark'] as const) {
        // Language and theme are saved settings, chosen on the wide toolbar.
        await page.setViewportSize(DESKTOP);
        await page.goto(runtimeUrl('/dashboard'));
        await page.getByTestId('app-shell').waitFor();
        await chooseLanguage(page, language);
        await chooseMode(page, mode);
        await page.setViewportSize(PHONE);
        for (const [shot, path, ready] of shots) {
          await page.goto(runtimeUrl(wholePage(path)));
          await page.locator(ready).first().waitFor();
          await settle(page);
          await screenshot(page, `phone-${shot}-${language}-${mode}`);
        }
        // A workflow row opened to show the columns a phone hides.
        await page.goto(runtimeUrl(wholePage('/workflows')));
        await page.getByTestId('row-expand').first().click();
        await settle(page);
        await screenshot(page, `phone-workflows-open-${language}-${mode}`);
      }
    }
    await closeContext(page);
  }, 600_000);
});
