/**
 * Issue 18: the main screens on a 390 px phone, in English, Turkish and Arabic, light and dark, for a
 * person to look at (overflow, cut-off text, blank gaps, the settings gear over content, English left
 * in tr/ar). PNGs in e2e/screenshots/phone-<page>-<language>-<mode>.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { saved } from '../tests/shell-support.js';

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 900 } as const;

/** Something on every list: workflows with runs (one failed), a project, an authorization, an integration, a dataset. */
async function seed(api: Api) {
  const Created = z.object({ id: z.string() });
  const project = await api.json('POST', '/api/project', Created, { name: 'Sales', description: 'Leads' });
  const orders = await api.createWorkflow('Sync new Shopify orders to the CRM', setGraph());
  const reminders = await api.createWorkflow('Send invoice reminders', failingGraph());
  await api.json('PUT', `/api/workflow/${orders.id}`, z.unknown(), {
    data: { ...orders.data, projectId: project.id },
    graph: orders.graph,
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
  await api.json('POST', '/api/dataset', Created, { name: 'Stock', projectId: project.id });
  return { orders, reminders, run };
}

async function chooseLanguage(page: Page, language: string): Promise<void> {
  if ((await page.evaluate(() => document.documentElement.lang)) === language) return;
  await page.getByTestId('language-menu').click();
  await saved(page, () => page.locator(`[data-language="${language}"]`).click());
  await page.keyboard.press('Escape');
}

/** Light or dark, through the toolbar's toggle; the page's background tells which one is on. */
async function chooseMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const isDark = () =>
    page.evaluate(() => {
      const [r = 255, g = 255, b = 255] = (
        getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []
      ).map(Number);
      return (r + g + b) / 3 < 128;
    });
  if ((mode === 'dark') !== (await isDark())) {
    await saved(page, () => page.getByTestId('theme-toggle').click());
    await expect.poll(isDark).toBe(mode === 'dark');
  }
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
 * The page as a phone shows it, whole: the app scrolls its content area, so the window is made as tall
 * as that content for the picture (a full-page shot alone would stop at the first 844 px).
 */
async function shoot(page: Page, name: string): Promise<void> {
  const extra = await page.evaluate(() => {
    const area = document.querySelector('[data-testid="scroll-area"]');
    return area ? area.scrollHeight - area.clientHeight : 0;
  });
  if (extra > 0) await page.setViewportSize({ width: PHONE.width, height: PHONE.height + extra });
  await page.waitForTimeout(200);
  await screenshot(page, name);
  await page.setViewportSize(PHONE);
}

describe('phone screens, for a person to look at', () => {
  useRuntimeServer();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shoots the main screens at 390x844 in en, tr and ar, light and dark', async () => {
    const { email, api } = await freshAccount('Phone Person');
    const { orders, reminders, run } = await seed(api);
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
          await page.goto(runtimeUrl(path));
          await page.locator(ready).first().waitFor();
          await settle(page);
          await shoot(page, `phone-${shot}-${language}-${mode}`);
        }
        // A workflow row opened to show the columns a phone hides.
        await page.goto(runtimeUrl('/workflows'));
        await page.getByTestId('row-expand').first().click();
        await settle(page);
        await shoot(page, `phone-workflows-open-${language}-${mode}`);
      }
    }
    await closeContext(page);
  }, 600_000);
});
