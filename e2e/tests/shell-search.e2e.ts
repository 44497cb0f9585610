import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../src/index.js';
import { closeContext, createAccount, signIn, useShellServer } from './shell-support.js';

describe('the global search', () => {
  useShellServer();
  const browser = useBrowser();
  let email: string;
  beforeAll(async () => {
    email = await createAccount('Search Tester');
  });

  it('suggests pages by title, the first highlighted, and goes to the one chosen', async () => {
    const page = await signIn(browser(), email);
    await page.getByTestId('search-open').click();
    const input = page.getByTestId('global-search').getByPlaceholder('Search');
    await input.fill('  WÖRK ');
    const options = page.getByRole('option');
    await expect.poll(() => options.allTextContents()).toEqual(['My Workflows']);
    expect(await options.first().getAttribute('class')).toContain('Mui-focused');
    expect(await options.first().locator('mark').textContent()).toBe('Work');
    await screenshot(page, 'shell-search');
    await input.press('Enter');
    await page.waitForURL('**/workflows');
    await page.getByTestId('global-search').waitFor({ state: 'hidden' });
    await closeContext(page);
  });

  it('lists every match up to ten, says "No results.." for none, and closes on Esc', async () => {
    const page = await signIn(browser(), email);
    await page.getByTestId('search-open').click();
    const input = page.getByTestId('global-search').getByPlaceholder('Search');
    await input.fill('i');
    await expect
      .poll(() => page.getByRole('option').allTextContents())
      .toEqual(['Library', 'My Authorizations', 'Library', 'Pricing', 'Invoices']);
    await input.fill('library');
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['Library', 'Library']);
    await input.fill('nothing-here');
    await page.getByText('No results..').waitFor();
    expect(await page.getByRole('option').count()).toBe(0);
    await input.press('Escape');
    await page.getByTestId('global-search').waitFor({ state: 'hidden' });
    await page.getByTestId('search-open').waitFor();
    await closeContext(page);
  });
});
