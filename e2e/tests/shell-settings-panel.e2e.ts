import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../src/index.js';
import {
  backgroundOf,
  boxOf,
  closeContext,
  createAccount,
  saved,
  shell,
  signIn,
  useShellServer,
} from './shell-support.js';

describe('the theme settings panel', () => {
  useShellServer();
  const browser = useBrowser();

  it('changes themes, bars, scroll, direction and switches, each saved', async () => {
    const email = await createAccount('Panel Tester');
    const page = await signIn(browser(), email);
    await page.getByTestId('settings-fixed').click();
    const panel = page.getByTestId('settings-panel');
    await expect.poll(async () => (await boxOf(page, 'settings-panel')).x).toBe(1440 - 360); // slid in
    await screenshot(page, 'shell-settings-panel');

    // Main theme: Tech (light, #F7F7F7 background).
    await panel.getByLabel('Main Theme').click();
    await saved(page, () => page.locator('[data-theme-name="tech"]').click());
    await expect.poll(() => backgroundOf(page, 'app-shell')).toBe('rgb(247, 247, 247)');

    // Layout 1 options: navbar on the right, the body scrolls, the footer static.
    await saved(page, () => panel.locator('input[name="navbar.position"][value="right"]').check());
    await saved(page, () => panel.locator('input[name="scroll"][value="body"]').check());
    await saved(page, () => panel.locator('input[name="footer.style"][value="static"]').check());
    await expect.poll(() => shell(page).getAttribute('data-scroll')).toBe('body');
    await saved(page, () => panel.locator('input[name="mode"][value="boxed"]').check());
    await expect.poll(() => shell(page).getAttribute('data-mode')).toBe('boxed');

    // Direction and the two switches.
    await saved(page, () => panel.locator('input[name="direction"][value="rtl"]').check());
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await saved(page, () => panel.locator('input[name="animations"]').uncheck());
    await saved(page, () => panel.locator('input[name="customScrollbars"]').uncheck());

    // Hiding the toolbar leaves the panel reachable from the fixed button.
    await saved(page, () => panel.locator('input[name="toolbar.display"]').uncheck());
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('toolbar').count()).toBe(0);

    await page.reload();
    await shell(page).waitFor();
    expect(await shell(page).getAttribute('data-mode')).toBe('boxed');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await backgroundOf(page, 'app-shell')).toBe('rgb(247, 247, 247)');
    await screenshot(page, 'shell-layout1-boxed-tech-rtl');
    await page.getByTestId('settings-fixed').click();
    await expect.poll(() => panel.locator('input[name="animations"]').isChecked()).toBe(false);
    expect(await panel.locator('input[name="navbar.position"][value="right"]').isChecked()).toBe(true);
    await closeContext(page);
  });

  it('stands still where the system asks for reduced motion, and moves where it does not', async () => {
    const email = await createAccount('Motion Tester');
    const cogTurn = (page: Page) =>
      page
        .getByTestId('settings-fixed')
        .locator('svg')
        .evaluate((cog) => getComputedStyle(cog).animationDuration);
    const moving = await signIn(browser(), email, { reducedMotion: 'no-preference' });
    expect(await cogTurn(moving)).toBe('6s');
    await closeContext(moving);

    const still = await signIn(browser(), email, { reducedMotion: 'reduce' });
    expect(await cogTurn(still)).toBe('0s');
    // Nothing on the page keeps drawing frames: every animation has ended or lasts no time.
    const running = await still.evaluate(
      () =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().duration) > 0)
          .length,
    );
    expect(running).toBe(0);
    // The switch in the panel still reads as the user left it (on).
    await still.getByTestId('settings-fixed').click();
    expect(await still.getByTestId('settings-panel').locator('input[name="animations"]').isChecked()).toBe(
      true,
    );
    await closeContext(still);
  });
});
