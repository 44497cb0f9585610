import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setTeamPlan, useBrowser } from '../src/index.js';
import { saved, shell } from './shell-support.js';
import { adminAndMember, closeContext, databaseUrl, signIn, url, useTeamsServer } from './teams-support.js';

async function starShortcut(page: Page, id: string): Promise<void> {
  await page.getByTestId('shortcuts-add').click();
  const menu = page.getByTestId('shortcuts-menu');
  await menu.getByPlaceholder('Search for an app or page').fill(id === 'workflows' ? 'My Work' : 'Dash');
  await saved(page, () => menu.locator(`[data-shortcut-toggle="${id}"]`).click());
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
}

describe('what a role may see', () => {
  // A real lite team: the app runs on PostgreSQL and the test puts the team on the Basic plan in the
  // database, as billing will; the server reads roles from the database on every request.
  useTeamsServer({ postgres: true });
  const browser = useBrowser();

  it('hides My Workflows, Invoices and Pay Method from a lite user, in the menu, search and shortcuts', async () => {
    const { adminEmail, email, team } = await adminAndMember('Lina Owner', 'Lite Tester');

    // On the Free Trial the member is a flow user and stars My Workflows.
    const page = await signIn(browser(), email);
    await page.getByTestId('user-menu').click();
    expect(await page.getByTestId('user-role').textContent()).toBe('Flow user');
    await page.keyboard.press('Escape');
    await starShortcut(page, 'workflows');
    await starShortcut(page, 'dashboard');
    const shortcuts = page.getByTestId('shortcuts');
    await shortcuts.locator('[data-shortcut-id="workflows"]').waitFor();

    await setTeamPlan(databaseUrl(), team.id, 'basic');
    await page.reload();
    await shell(page).waitFor();
    await page.getByTestId('user-menu').click();
    expect(await page.getByTestId('user-role').textContent()).toBe('Lite user');
    expect(await page.getByTestId('user-plan').textContent()).toContain('Basic');
    await page.keyboard.press('Escape');

    const nav = page.getByTestId('vertical-navigation');
    await nav.locator('[data-nav-id="billing-group"]').click();
    await nav.locator('[data-nav-id="pricing"]').waitFor();
    for (const hidden of ['workflows', 'invoices', 'paymethod'])
      expect(await nav.locator(`[data-nav-id="${hidden}"]`).count()).toBe(0);
    await nav.locator('[data-nav-id="workflows-group"]').click();
    await nav.locator('[data-nav-id="library"]').waitFor();
    expect(await nav.locator('[data-nav-id="workflows"]').count()).toBe(0);

    await shortcuts.locator('[data-shortcut-id="dashboard"]').waitFor();
    expect(await shortcuts.locator('[data-shortcut-id="workflows"]').count()).toBe(0);

    await page.getByTestId('search-open').click();
    await page.getByTestId('global-search').getByPlaceholder('Search').fill('invoice');
    await page.getByText('No results..').waitFor();
    await page.keyboard.press('Escape');
    await closeContext(page);

    // The team's admin is a lite admin: the admin items stay.
    const adminPage = await signIn(browser(), adminEmail);
    await adminPage.getByTestId('user-menu').click();
    expect(await adminPage.getByTestId('user-role').textContent()).toBe('Lite admin');
    await adminPage.keyboard.press('Escape');
    const adminNav = adminPage.getByTestId('vertical-navigation');
    await adminNav.locator('[data-nav-id="billing-group"]').click();
    await adminNav.locator('[data-nav-id="invoices"]').waitFor();
    await adminNav.locator('[data-nav-id="paymethod"]').waitFor();
    await closeContext(adminPage);
  });

  it('offers a guest Login and Register in the user menu, and no navigation', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(url('/pages/errors/error-404'));
    await shell(page).waitFor();
    expect(await page.getByTestId('vertical-navigation').locator('[data-nav-id]').count()).toBe(0);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Login' }).waitFor();
    await page.getByRole('menuitem', { name: 'Register' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Logout' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Login' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });
});
