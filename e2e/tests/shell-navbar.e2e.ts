import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../src/index.js';
import { boxOf, calm, closeContext, createAccount, saved, signIn, useShellServer } from './shell-support.js';

describe('the navbar', () => {
  useShellServer();
  const browser = useBrowser();
  let email: string;
  beforeAll(async () => {
    email = await createAccount('Navbar Tester');
  });

  it('folds to 64 px, expands over the page while hovered, and unfolds', async () => {
    const page = await signIn(browser(), email);
    const navbar = page.getByTestId('navbar');
    await saved(page, () => page.getByTestId('navbar-fold').click());
    await expect.poll(() => navbar.getAttribute('data-folded')).toBe('true');
    await calm(page);
    await expect.poll(async () => (await boxOf(page, 'navbar')).width).toBe(64);
    await page.getByTestId('vertical-navigation').getByText('Dashboard').waitFor({ state: 'hidden' });
    await screenshot(page, 'shell-navbar-folded');

    await navbar.hover();
    await expect.poll(() => navbar.getAttribute('data-expanded')).toBe('true');
    await expect.poll(async () => (await boxOf(page, 'navbar')).width).toBe(280);
    await page.getByTestId('vertical-navigation').getByText('Dashboard').waitFor();
    // The page does not move: the hovered navbar lies over it.
    expect((await boxOf(page, 'toolbar')).x).toBe(64);
    await page.mouse.move(900, 500);
    await expect.poll(async () => (await boxOf(page, 'navbar')).width).toBe(64);

    // Folding is a setting: it survives a reload, then the toggle unfolds.
    await page.reload();
    await expect.poll(() => page.getByTestId('navbar').getAttribute('data-folded')).toBe('true');
    await saved(page, () => page.getByTestId('navbar-fold').click());
    await expect.poll(async () => (await boxOf(page, 'navbar')).width).toBe(280);
    await closeContext(page);
  });

  it('is a drawer below the large breakpoint, opened from the toolbar', async () => {
    const page = await signIn(browser(), email, { viewport: { width: 800, height: 900 } });
    expect(await page.getByTestId('navbar').count()).toBe(0);
    await page.getByTestId('navbar-open').click();
    const drawer = page.getByTestId('navbar-mobile');
    await expect.poll(async () => (await drawer.locator('.MuiDrawer-paper').boundingBox())?.x).toBe(0);
    await screenshot(page, 'shell-mobile-drawer');
    await drawer.getByText('Projects').click();
    await page.waitForURL('**/projects');
    await drawer.waitFor({ state: 'hidden' });
    await closeContext(page);
  });

  it('opens a collapse and marks the current page', async () => {
    const page = await signIn(browser(), email, { goTo: '/billing/invoices' });
    const nav = page.getByTestId('vertical-navigation');
    // The collapse holding the current page starts open, the page selected.
    await expect
      .poll(() => nav.locator('[data-nav-id="invoices"]').getAttribute('class'))
      .toContain('Mui-selected');
    await nav.locator('[data-nav-id="workflows-group"]').click();
    await nav.locator('[data-nav-id="workflows"]').click();
    await page.waitForURL('**/workflows');
    await closeContext(page);
  });
});
