import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { LoginResponse } from '@flowlane/contracts';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, vi } from 'vitest';
import { repoRoot } from './app-server.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/**
 * For a describe block: a browser launched before the block's tests and closed after them; call the
 * function returned in the tests (or hooks after this one) for it.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('useBrowser(): the browser starts before the tests');
    return browser;
  };
}

/** The URL of the app the global setup started. */
export function appUrl(path = '/'): string {
  const base = process.env.FLOWLANE_E2E_URL;
  if (!base) throw new Error('FLOWLANE_E2E_URL is not set: run browser tests through e2e/vitest.config.ts');
  return `${base}${path}`;
}

/** Where the web app keeps its tokens (apps/web/src/auth/tokens.ts), as the login form leaves them. */
const TOKEN_KEYS = { token: 'flowlane.token', refreshToken: 'flowlane.refreshToken' } as const;

/**
 * A browser context already signed in at `base`: an API login's tokens (POST /api/login) are in its local
 * storage, where the login form puts them, and a test of another screen opens its page at once. The
 * screens' helpers share this one way in; the login form itself is tested by the auth-*.e2e.ts files.
 * `options.extraHTTPHeaders` go with the login too (a test's own client address).
 */
export async function signedInContext(
  browser: Browser,
  base: string,
  credentials: { username: string; password: string },
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.extraHTTPHeaders },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`login as ${credentials.username} answered ${response.status}`);
  const { token, refresh_token } = LoginResponse.parse(await response.json());
  const localStorage = [
    { name: TOKEN_KEYS.token, value: token },
    { name: TOKEN_KEYS.refreshToken, value: refresh_token },
  ];
  return browser.newContext({
    ...options,
    storageState: { cookies: [], origins: [{ origin: base, localStorage }] },
  });
}

/**
 * Whether screenshots are written: always on a developer's machine and with `npm run screenshots`; not in
 * CI, where nobody looks at them (a full-page shot costs a second or more on a small machine).
 */
const shooting = process.env.CI !== 'true' || process.env.FLOWLANE_SCREENSHOTS === '1';

/** Saves a screenshot under e2e/screenshots/ for a person to look at; returns its path, or null when not shooting. */
export async function screenshot(page: Page, name: string): Promise<string | null> {
  if (!shooting) return null;
  const dir = join(repoRoot, 'e2e/screenshots');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Picks `option` in a select's list box (MUI's Select, opened by its combobox). Under load a click that lands
 * while the page is still settling can leave the list closed (a full run once waited 30 s for an option of a
 * list that never opened), so the combobox is clicked again until the option shows.
 */
export async function chooseOption(page: Page, combobox: Locator, option: string): Promise<void> {
  const item = page.getByRole('option', { name: option, exact: true });
  await vi.waitFor(
    async () => {
      if (!(await item.isVisible())) await combobox.click();
      await item.waitFor({ timeout: 3_000 });
    },
    { timeout: 30_000, interval: 250 },
  );
  await item.click();
}
