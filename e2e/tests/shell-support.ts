import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { type RunningApp, signedInContext, startBuiltApp } from '../src/index.js';
import { PASSWORD, registerAndActivate } from './auth-support.js';

export const DESKTOP = { width: 1440, height: 900 } as const;

let app: RunningApp | undefined;

/**
 * Each shell test file runs its own server (fresh DATA_DIR): its accounts' saved settings cannot leak
 * into other files, and its registrations do not use up the per-address limit (10 an hour) that the
 * other browser tests share on the global server. Call it first inside the file's describe.
 */
export function useShellServer(): void {
  beforeAll(async () => {
    app = await startShellServer();
  }, START_TIMEOUT_MS + 10_000);
  afterAll(async () => {
    await app?.stop();
    app = undefined;
  });
}

const START_TIMEOUT_MS = 120_000;

/** The built app on a fresh DATA_DIR of its own (startBuiltApp waits up to 120 s and cleans up). */
const startShellServer = (): Promise<RunningApp> => startBuiltApp();

/** An address on this file's server. */
export function shellUrl(path: string): string {
  if (!app) throw new Error('useShellServer() has not started the server');
  return `${app.url}${path}`;
}

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(shellUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Registers and activates a fresh account (its own team on the trial: a flow admin). */
export function createAccount(displayName = 'Shell Tester'): Promise<string> {
  const email = `shell-${randomUUID().slice(0, 8)}@example.com`;
  return registerAndActivate(shellUrl(''), email, displayName, post);
}

/** A fresh browser context, signed in (signedInContext), on the dashboard (or `goTo`, a path). */
export async function signIn(
  browser: Browser,
  email: string,
  options: {
    viewport?: { width: number; height: number };
    goTo?: string;
    /** The system's motion preference the page sees (Playwright's emulation). */
    reducedMotion?: 'reduce' | 'no-preference';
  } = {},
): Promise<Page> {
  const context = await signedInContext(
    browser,
    shellUrl(''),
    { username: email, password: PASSWORD },
    {
      viewport: options.viewport ?? DESKTOP,
      ...(options.reducedMotion ? { reducedMotion: options.reducedMotion } : {}),
    },
  );
  const page = await context.newPage();
  await page.goto(shellUrl(options.goTo ?? '/dashboard'));
  await shell(page).waitFor();
  return page;
}

export const shell = (page: Page) => page.getByTestId('app-shell');

/** The path with ?defaultSettings=<JSON>. */
export function withSettings(path: string, settings: unknown): string {
  return `${path}?defaultSettings=${encodeURIComponent(JSON.stringify(settings))}`;
}

/** Waits for the PUT /api/user a change triggers, so a reload sees the saved value. */
export async function saved(page: Page, change: () => Promise<void>): Promise<void> {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/user') && response.request().method() === 'PUT',
  );
  await change();
  expect((await answer).ok()).toBe(true);
}

/**
 * Closes the message bar if it shows. It also hides by itself, and may do so between the look and the
 * click (a CI rehearsal waited 30 s for a close button that was gone): whoever closes it, it must be gone.
 */
export async function closeMessageBar(page: Page): Promise<void> {
  const bar = page.getByTestId('message-bar');
  if (!(await bar.isVisible())) return;
  await bar
    .getByRole('button')
    .click({ timeout: 1_000 })
    .catch(() => undefined);
  await bar.waitFor({ state: 'hidden' });
}

/** Closes the message bar and moves the pointer off the toolbar, so a screenshot shows the page alone. */
export async function calm(page: Page): Promise<void> {
  await closeMessageBar(page);
  await page.mouse.move(700, 600);
}

export async function boxOf(page: Page, testId: string) {
  const box = await page.getByTestId(testId).first().boundingBox();
  if (!box) throw new Error(`${testId} is not on screen`);
  return box;
}

/** The computed background colour of an element. */
export function backgroundOf(page: Page, testId: string): Promise<string> {
  return page
    .getByTestId(testId)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
}

export const closeContext = (page: Page) => page.context().close();

/** Where the page is wider than the window: the document, the content area or a table's scroller. */
export async function sideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wide: string[] = [];
    const scrolling = document.scrollingElement;
    if (scrolling && scrolling.scrollWidth > window.innerWidth)
      wide.push(`document ${scrolling.scrollWidth}px`);
    // The app scrolls its content area and hides its horizontal overflow: content cut off there is lost.
    // A table scrolls inside its container: columns off to the side are as good as lost on a phone.
    for (const area of document.querySelectorAll('[data-testid="scroll-area"], .MuiTableContainer-root')) {
      if (area.scrollWidth > area.clientWidth + 1)
        wide.push(
          `${area.getAttribute('data-testid') ?? area.querySelector('table')?.getAttribute('data-testid') ?? 'table'} ${area.scrollWidth}px in ${area.clientWidth}px`,
        );
    }
    return wide;
  });
}

/** Switches the interface language through the toolbar's menu (nothing to do when it is already on). */
export async function chooseLanguage(page: Page, language: string): Promise<void> {
  if ((await page.evaluate(() => document.documentElement.lang)) === language) return;
  await page.getByTestId('language-menu').click();
  await saved(page, () => page.locator(`[data-language="${language}"]`).click());
  await page.keyboard.press('Escape');
}

/** Light or dark, through the toolbar's toggle; the page's background tells which one is on. */
export async function chooseMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const isDark = () =>
    page.evaluate(() => {
      const [r = 255, g = 255, b = 255] = (
        getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []
      ).map(Number);
      return (r + g + b) / 3 < 128;
    });
  if ((mode === 'dark') !== (await isDark())) {
    await saved(page, () => page.getByTestId('theme-toggle').click());
    await expect.poll(isDark).toBe(mode === 'dark');
  }
}
