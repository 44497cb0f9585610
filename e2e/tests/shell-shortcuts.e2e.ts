import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../src/index.js';
import { closeContext, createAccount, saved, signIn, useShellServer } from './shell-support.js';

describe('shortcuts', () => {
  useShellServer();
  const browser = useBrowser();

  it('adds a page from the star menu; it survives a reload and a new login', async () => {
    const email = await createAccount('Shortcut Tester');
    const page = await signIn(browser(), email);
    const shortcut = page.getByTestId('shortcuts').locator('[data-shortcut-id="datasets"]');
    await page.getByTestId('shortcuts-add').click();
    const menu = page.getByTestId('shortcuts-menu');
    const search = menu.getByPlaceholder('Search for an app or page');
    await search.fill('zzz');
    await menu.getByText('No results..').waitFor();
    await search.fill('data');
    await saved(page, () => menu.locator('[data-shortcut-toggle="datasets"]').click());
    expect(await menu.locator('[data-shortcut-toggle="datasets"]').getAttribute('aria-pressed')).toBe('true');
    await shortcut.waitFor();
    await screenshot(page, 'shell-shortcuts');
    await page.keyboard.press('Escape');

    await page.reload();
    await shortcut.waitFor();
    await closeContext(page);

    const again = await signIn(browser(), email);
    const kept = again.getByTestId('shortcuts').locator('[data-shortcut-id="datasets"]');
    await kept.click();
    await again.waitForURL('**/datasets');
    // The star toggles it off again; with no search the menu lists the current shortcuts.
    await again.getByTestId('shortcuts-add').click();
    await saved(again, () =>
      again.getByTestId('shortcuts-menu').locator('[data-shortcut-toggle="datasets"]').click(),
    );
    await kept.waitFor({ state: 'detached' });
    await closeContext(again);
  });
});
