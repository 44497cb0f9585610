import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** Saves an element's picture as `<dir>/<name>.png`, for a person to look at. */
export async function saveElementShot(dir: string, target: Locator, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await target.scrollIntoViewIfNeeded();
  await target.screenshot({ path: join(dir, `${name}.png`), animations: 'disabled' });
}

/** Saves the whole page's picture as `<dir>/<name>.png`. */
export async function savePageShot(dir: string, page: Page, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}
