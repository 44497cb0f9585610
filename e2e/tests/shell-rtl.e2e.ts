import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../src/index.js';
import { boxOf, calm, closeContext, createAccount, saved, signIn, useShellServer } from './shell-support.js';

const html = (page: Page, attribute: 'dir' | 'lang') =>
  page.evaluate((name) => document.documentElement.getAttribute(name), attribute);

async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.getByTestId('language-menu').click();
  await saved(page, () => page.locator(`[data-language="${language}"]`).click());
}

describe('languages and direction', () => {
  useShellServer();
  const browser = useBrowser();

  it('turns to Arabic, right to left, and back to English', async () => {
    const email = await createAccount('Rtl Tester');
    const page = await signIn(browser(), email);
    expect(await html(page, 'dir')).toBe('ltr');
    await chooseLanguage(page, 'ar');
    await expect.poll(() => html(page, 'dir')).toBe('rtl');
    expect(await html(page, 'lang')).toBe('ar');
    const nav = page.getByTestId('vertical-navigation');
    await nav.getByText('لوحة التحكم').waitFor();
    await nav.getByText('مسارات العمل').waitFor();
    // The navbar moves to the right-hand edge.
    const navbar = await boxOf(page, 'navbar');
    expect(navbar.x + navbar.width).toBe(1440);
    await calm(page);
    await screenshot(page, 'shell-rtl');

    await page.reload();
    await expect.poll(() => html(page, 'dir')).toBe('rtl');
    await page.getByTestId('vertical-navigation').getByText('لوحة التحكم').waitFor();

    await chooseLanguage(page, 'tr');
    await expect.poll(() => html(page, 'dir')).toBe('ltr');
    await page.getByTestId('vertical-navigation').getByText('Gösterge Paneli').waitFor();
    await chooseLanguage(page, 'en');
    await page.getByTestId('vertical-navigation').getByText('Dashboard').waitFor();
    expect((await boxOf(page, 'navbar')).x).toBe(0);
    await closeContext(page);
  });
});
