import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../src/index.js';
import {
  closeContext,
  createAccount,
  saved,
  shell,
  shellUrl,
  signIn,
  useShellServer,
} from './shell-support.js';

/**
 * The server cannot make a lite user yet (a lite team needs a BASIC plan from billing), so the session's
 * answers are rewritten in the browser: the shell only reads `user.roles`, and the server still
 * decides what each call may do.
 */
async function actAsLiteUser(page: Page): Promise<void> {
  const rewrite = async (route: Route, inside: 'user' | 'answer') => {
    const response = await route.fetch();
    const body: unknown = await response.json();
    const user = inside === 'user' ? body : isRecord(body) ? body.user : undefined;
    if (isRecord(user) && Array.isArray(user.roles)) user.roles = ['ROLE_LITE_USER'];
    await route.fulfill({ response, json: body });
  };
  await page.route('**/api/user', (route) => rewrite(route, 'user'));
  await page.route('**/api/token/refresh', (route) => rewrite(route, 'answer'));
  await page.reload();
  await shell(page).waitFor();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function starShortcut(page: Page, id: string): Promise<void> {
  await page.getByTestId('shortcuts-add').click();
  const menu = page.getByTestId('shortcuts-menu');
  await menu.getByPlaceholder('Search for an app or page').fill(id === 'workflows' ? 'My Work' : 'Dash');
  await saved(page, () => menu.locator(`[data-shortcut-toggle="${id}"]`).click());
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
}

describe('what a role may see', () => {
  useShellServer();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('hides My Workflows, Invoices and Pay Method from a lite user, in the menu, search and shortcuts', async () => {
    const email = await createAccount('Lite Tester');
    const page = await signIn(browser, email);
    await starShortcut(page, 'workflows');
    await starShortcut(page, 'dashboard');
    const shortcuts = page.getByTestId('shortcuts');
    await shortcuts.locator('[data-shortcut-id="workflows"]').waitFor();

    await actAsLiteUser(page);
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

    await page.getByTestId('user-menu').click();
    expect(await page.getByTestId('user-role').textContent()).toBe('Lite user');
    await closeContext(page);
  });

  it('offers a guest Login and Register in the user menu, and no navigation', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(shellUrl('/pages/errors/error-404'));
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
