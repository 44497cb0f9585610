import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { z } from 'zod';
import { launchBrowser, screenshot } from '../src/index.js';
import {
  Api,
  closeContext,
  createAccount,
  joinTeam,
  signIn,
  url,
  useTeamsServer,
} from '../tests/teams-support.js';

const LOOKS = [
  { name: 'dark', settings: null, language: null },
  { name: 'light', settings: { theme: { main: 'default' } }, language: null },
  { name: 'ar', settings: null, language: 'ar' },
] as const;

const withSettings = (path: string, settings: unknown) =>
  settings ? `${path}?defaultSettings=${encodeURIComponent(JSON.stringify(settings))}` : path;

/** Closes the message bar and moves the pointer away, so the picture shows the page alone. */
async function settle(page: Page): Promise<void> {
  const bar = page.getByTestId('message-bar');
  if (await bar.isVisible()) await bar.getByRole('button').click();
  await page.mouse.move(5, 5);
  await page.waitForTimeout(300);
}

describe('teams and projects screens, for a person to look at', () => {
  useTeamsServer();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('takes /teams, /teams/{id}, /projects, /projects/{id} and a refused invitation in dark, light and Arabic', async () => {
    const email = await createAccount('Morgan Admin');
    const api = await Api.login(email);
    const team = await api.currentTeam();
    const second = await createAccount('Riley Member');
    await joinTeam(api, { email: second, api: await Api.login(second) });
    await api.json('POST', `/api/team/${team.id}/invitations`, z.unknown(), {
      email: 'someone.new@example.com',
      role: 'member',
    });
    await api.createTeam('Marketing Operations');
    const project = await api.json('POST', '/api/project', z.object({ id: z.string() }), {
      name: 'Finance',
      description: 'Invoices, payments and the monthly close',
    });
    await api.json('POST', '/api/project', z.unknown(), { name: 'Sales', description: '' });
    await api.createWorkflow('Send invoice reminders', project.id);
    await api.createWorkflow('Reconcile Stripe payouts', project.id);

    for (const look of LOOKS) {
      const page = await signIn(browser, email, withSettings('/teams', look.settings));
      if (look.language) {
        await page.getByTestId('language-menu').click();
        await page.locator(`[data-language="${look.language}"]`).click();
        await page.locator('html[dir="rtl"]').waitFor();
      }
      await page
        .getByTestId('teams-table')
        .getByTestId('member-count')
        .first()
        .filter({ hasText: /\d/ })
        .waitFor();
      await settle(page);
      await screenshot(page, `teams-list-${look.name}`);

      await page.goto(url(withSettings(`/teams/${team.id}`, look.settings)));
      await page.getByTestId('members-table').waitFor();
      await page.locator('[data-invitation]').first().waitFor();
      await settle(page);
      await screenshot(page, `teams-detail-${look.name}`);

      await page.goto(url(withSettings('/projects', look.settings)));
      await page.getByTestId('projects-table').waitFor();
      await settle(page);
      await screenshot(page, `projects-list-${look.name}`);

      await page.goto(url(withSettings(`/projects/${project.id}`, look.settings)));
      await page.locator('[data-workflow-row]').first().waitFor();
      await settle(page);
      await screenshot(page, `projects-detail-${look.name}`);

      await page.goto(url(withSettings('/teams/invitation/not-a-real-token', look.settings)));
      await page.locator('[data-testid="invitation"][data-state="failed"]').waitFor();
      await settle(page);
      await screenshot(page, `teams-invitation-error-${look.name}`);
      await closeContext(page);
    }
  });
});
