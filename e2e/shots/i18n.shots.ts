// The main screens in three languages, light and dark, for a person to look at (`npm run screenshots`):
// the dashboard, the designer, a run's log and both libraries in en/tr/ar. That no English is left on a
// page in Arabic is asserted by the browser tests (e2e/tests/i18n-arabic.e2e.ts).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, screenshot } from '../src/index.js';
import {
  closeContext,
  freshAccount,
  openSignedIn,
  runtimeUrl,
  setGraph,
  useRuntimeServer,
} from '../tests/runtime-support.js';
import { chooseLanguage, chooseMode } from '../tests/shell-support.js';

describe('the main screens in three languages', () => {
  useRuntimeServer();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows the dashboard, designer, a log and the libraries in en/tr/ar, light and dark', async () => {
    const { email, api } = await freshAccount('Three Languages');
    const workflow = await api.createWorkflow('Invoice sync', setGraph());
    const run = await api.runToEnd(workflow.id, { n: 2 });
    const page = await openSignedIn(browser, email, '/dashboard');
    const shots: [name: string, path: string, ready: string][] = [
      ['dashboard', '/dashboard', '[data-testid="usage-card"]'],
      ['designer', `/flow/${workflow.id}`, '.react-flow__node'],
      ['logs', `/logs/flow/${workflow.id}/${run.id}`, '[data-testid="step-status"]'],
      ['library', '/library/itemplates', '[data-library-item]'],
      ['auth-library', '/auth-library/auth-templates', '[data-library-item]'],
    ];
    for (const language of ['en', 'tr', 'ar']) {
      await chooseLanguage(page, language);
      for (const mode of ['light', 'dark'] as const) {
        await chooseMode(page, mode);
        for (const [shot, path, ready] of shots) {
          await page.goto(runtimeUrl(path));
          await page.locator(ready).first().waitFor();
          await page.waitForLoadState('networkidle');
          await screenshot(page, `i18n-${shot}-${language}-${mode}`);
        }
      }
    }
    await closeContext(page);
  }, 180_000);
});
