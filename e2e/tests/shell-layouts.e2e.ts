import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../src/index.js';
import {
  backgroundOf,
  boxOf,
  calm,
  closeContext,
  createAccount,
  saved,
  shell,
  shellUrl,
  signIn,
  useShellServer,
  withSettings,
} from './shell-support.js';

const DARK_BACKGROUND = 'rgb(18, 18, 18)'; // defaultDark
const LIGHT_BACKGROUND = 'rgb(246, 247, 249)'; // default

/** Notes what is on the page when a "New project" button first appears (a MutationObserver sees each commit whole). */
const NOTE_FIRST_SIGHT = `new MutationObserver((_, observer) => {
  if (!document.querySelector('[data-testid="new-project"]')) return;
  window.firstSight = ['toolbar', 'navbar'].filter((id) => document.querySelector('[data-testid="' + id + '"]'));
  observer.disconnect();
}).observe(document, { childList: true, subtree: true });`;

/** The toolbar's light/dark toggle, saved to the profile. */
async function toggleTheme(page: Page, expected: string): Promise<void> {
  await saved(page, () => page.getByTestId('theme-toggle').click());
  await expect.poll(() => backgroundOf(page, 'app-shell')).toBe(expected);
  await calm(page); // "User data saved" out of the shot
}

describe('the shell layouts', () => {
  useShellServer();
  const browser = useBrowser();

  it('renders the dashboard in layout 1, dark, full width by default; a bad defaultSettings is ignored', async () => {
    const email = await createAccount('Layout One');
    const page = await signIn(browser(), email);
    await expect.poll(() => shell(page).getAttribute('data-layout')).toBe('layout1');
    expect(await shell(page).getAttribute('data-mode')).toBe('fullwidth');
    expect(await backgroundOf(page, 'app-shell')).toBe(DARK_BACKGROUND);
    const navbar = await boxOf(page, 'navbar');
    expect(navbar).toMatchObject({ x: 0, width: 280 });
    await page.getByTestId('toolbar').waitFor();
    const year = new Date().getFullYear();
    expect(await page.getByTestId('footer').textContent()).toContain(`© ${year} Flowlane`);
    const nav = page.getByTestId('vertical-navigation');
    for (const title of ['Dashboard', 'Projects', 'Workflows', 'Authorizations', 'Datasets', 'Billing'])
      await nav.getByText(title, { exact: true }).waitFor();
    await screenshot(page, 'shell-layout1-dark');

    await page.goto(`${page.url()}?defaultSettings=%7Bnot-json`);
    await expect.poll(() => shell(page).getAttribute('data-layout')).toBe('layout1');
    await closeContext(page);
  });

  it('shows a page together with its navbar and toolbar, so nothing moves under the pointer when they arrive', async () => {
    const email = await createAccount('Layout Steady');
    const page = await signIn(browser(), email);
    await page.addInitScript(NOTE_FIRST_SIGHT);
    // The toolbar's code is held back; a page shown without it would move down when it came, and a
    // click pressed before and released after that would be lost (the button is gone from under it).
    let releaseToolbar = () => {};
    const held = new Promise<void>((resolve) => {
      releaseToolbar = resolve;
    });
    const toolbarRequested = new Promise<void>((requested) =>
      page.route(/\/assets\/ToolbarLayout-[^/]+\.js$/, async (route) => {
        requested();
        await held;
        await route.continue();
      }),
    );
    await page.goto(shellUrl('/projects'));
    await toolbarRequested;
    await page.getByTestId('splash-screen').waitFor();
    expect(await page.getByTestId('new-project').count()).toBe(0);
    releaseToolbar();
    await page.getByTestId('new-project').waitFor();
    expect(await page.evaluate(() => Reflect.get(window, 'firstSight'))).toEqual(['toolbar', 'navbar']);
    await closeContext(page);
  });

  it('switches layout 1 to light with the toolbar toggle, and keeps it after a reload', async () => {
    const email = await createAccount('Layout Light');
    const page = await signIn(browser(), email);
    await toggleTheme(page, LIGHT_BACKGROUND);
    await page.reload();
    await shell(page).waitFor();
    await expect.poll(() => backgroundOf(page, 'app-shell')).toBe(LIGHT_BACKGROUND);
    await screenshot(page, 'shell-layout1-light');
    await toggleTheme(page, DARK_BACKGROUND);
    await closeContext(page);
  });

  it('renders layout 2 (from ?defaultSettings=) with a top navigation bar and hover menus', async () => {
    const email = await createAccount('Layout Two');
    const page = await signIn(browser(), email, {
      goTo: withSettings('/dashboard', { layout: { style: 'layout2' } }),
    });
    await expect.poll(() => shell(page).getAttribute('data-layout')).toBe('layout2');
    const navigation = page.getByTestId('horizontal-navigation');
    await navigation.waitFor();
    expect((await boxOf(page, 'navbar')).y).toBeLessThan((await boxOf(page, 'toolbar')).y);
    await navigation.getByRole('button', { name: 'Workflows' }).hover();
    await page.getByRole('menuitem', { name: 'My Workflows' }).waitFor();
    await screenshot(page, 'shell-layout2-dark');
    await page.getByRole('menuitem', { name: 'My Workflows' }).click();
    await page.waitForURL('**/workflows');
    await toggleTheme(page, LIGHT_BACKGROUND);
    await screenshot(page, 'shell-layout2-light');
    await closeContext(page);
  });

  it('renders layout 3, chosen in the settings panel: a container with the toolbar above', async () => {
    const email = await createAccount('Layout Three');
    const page = await signIn(browser(), email);
    await page.getByTestId('settings-open').click();
    const panel = page.getByTestId('settings-panel');
    await saved(page, () => panel.getByLabel('Layout 3 - Horizontal').check());
    await expect.poll(() => shell(page).getAttribute('data-layout')).toBe('layout3');
    expect(await shell(page).getAttribute('data-mode')).toBe('container');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect((await boxOf(page, 'toolbar')).y).toBeLessThan((await boxOf(page, 'navbar')).y);
    await calm(page);
    await screenshot(page, 'shell-layout3-dark');

    // Saved to the profile: a reload keeps layout 3, and it wins over ?defaultSettings=.
    await page.goto(withSettings(page.url(), { layout: { style: 'layout2' } }));
    await expect.poll(() => shell(page).getAttribute('data-layout')).toBe('layout3');
    await toggleTheme(page, LIGHT_BACKGROUND);
    await screenshot(page, 'shell-layout3-light');
    await closeContext(page);
  });
});
