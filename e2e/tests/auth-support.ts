/** Helpers shared by the auth-*.e2e.ts browser tests (accounts, mail, codes, pages). */
import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { z } from 'zod';
import { appUrl } from '../src/index.js';

export const DEMO = { email: 'demo@flowlane.app', password: 'demo1234' } as const;
export const PASSWORD = 'secret-pass-1';

/** The address the global setup's app serves on. */
export function baseUrl(): string {
  return appUrl('');
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

const Outbox = z.object({
  mails: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() })),
});
export type OutboxMail = z.infer<typeof Outbox>['mails'][number];

/** Polls the outbox (GET /dev/mail) until a mail to `to` whose subject contains `subject` arrives. */
export async function waitForMail(base: string, to: string, subject: string): Promise<OutboxMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${base}/dev/mail?limit=200`);
    const { mails } = Outbox.parse(await response.json());
    const mail = mails.find((m) => m.to === to && m.subject.includes(subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The app path of the first link in a mail text that goes to `prefix` (e.g. /account/activate/). */
export function linkPath(text: string, prefix: string): string {
  const match = text.match(new RegExp(`https?://[^\\s"]+(${prefix}[^\\s"<]+)`));
  if (!match?.[1]) throw new Error(`no ${prefix} link in: ${text}`);
  return match[1];
}

/**
 * A made-up client address per browser context and API call. The auth rate limits count per address
 * (10 registrations an hour); with TRUST_PROXY=true on the app under test each test counts apart.
 */
export function clientAddress(): Record<string, string> {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return { 'x-forwarded-for': `10.${byte()}.${byte()}.${byte()}` };
}

/** POSTs JSON to the app under test (`base` defaults to the global setup's app). */
export function postJson(path: string, body: unknown, base = baseUrl()): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...clientAddress() },
    body: JSON.stringify(body),
  });
}

/** A browser context with its own storage and its own client address. */
export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...options,
    extraHTTPHeaders: { ...clientAddress(), ...options.extraHTTPHeaders },
  });
}

/**
 * Registers `email` (password PASSWORD) and activates it with the link of its activation mail, the two
 * calls made through `post` (each suite's own server and client address); `email` back.
 */
export async function registerAndActivate(
  base: string,
  email: string,
  displayName: string,
  post: (path: string, body: unknown) => Promise<Response>,
): Promise<string> {
  const registered = await post('/api/auth/register', { displayName, email, password: PASSWORD });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const mail = await waitForMail(base, email, 'Activate');
  const token = linkPath(mail.text, '/account/activate/').split('/').pop();
  const activated = await post('/api/auth/validate', { token });
  if (!activated.ok) throw new Error(`validate answered ${activated.status}`);
  return email;
}

/** Registers and activates an account through the API (for tests about other screens). */
export function createActiveAccount(tag: string, displayName = 'Test User'): Promise<string> {
  return registerAndActivate(baseUrl(), uniqueEmail(tag), displayName, (path, body) => postJson(path, body));
}

/** A fresh page (own storage) at an app path. */
export async function openPage(browser: Browser, path: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await page.goto(appUrl(path));
  return page;
}

export async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

/** Fills the login form and submits it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

/** Logs in through /login and waits for the dashboard. */
export async function loginAs(browser: Browser, email: string, password = PASSWORD): Promise<Page> {
  const page = await openPage(browser, '/login');
  await submitLogin(page, email, password);
  await page.waitForURL('**/dashboard');
  return page;
}

/** The text of the message bar once it shows `text`. */
export async function expectMessage(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

const STEP_SECONDS = 30;

/**
 * A code the server will take after `lastStep` was used: the next time step's code (accepted within the
 * server's one-step tolerance), waiting for the clock when that step is already used.
 */
export async function freshTotpCode(
  secret: string,
  lastStep: number,
): Promise<{ code: string; step: number }> {
  const nextStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS) + 1;
  while (nextStep() <= lastStep) await new Promise((r) => setTimeout(r, 500));
  const step = nextStep();
  return { code: await generate({ secret, epoch: step * STEP_SECONDS }), step };
}

export function currentTotpStep(): number {
  return Math.floor(Date.now() / 1000 / STEP_SECONDS);
}

/** Fills the register form. */
export async function fillRegister(
  page: Page,
  values: { name: string; email: string; password: string; confirm: string },
): Promise<void> {
  await page.getByLabel('Display name').fill(values.name);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Password', { exact: true }).fill(values.password);
  await page.getByLabel('Password (Confirm)').fill(values.confirm);
}

/** Reads a local storage item of the page (string code: the e2e tsconfig has no DOM types). */
export async function localItem(page: Page, key: string): Promise<string | null> {
  const value: unknown = await page.evaluate(`localStorage.getItem(${JSON.stringify(key)})`);
  return typeof value === 'string' ? value : null;
}

export async function setLocalItems(page: Page, items: Record<string, string>): Promise<void> {
  await page.evaluate(
    `for (const [k, v] of Object.entries(${JSON.stringify(items)})) localStorage.setItem(k, v)`,
  );
}

/** Notes (in session storage, key `saw`) whether `text` ever shows on the page, however briefly. */
export async function watchForText(page: Page, text: string): Promise<void> {
  await page.addInitScript(`new MutationObserver(() => {
    if (document.body?.textContent?.includes(${JSON.stringify(text)})) sessionStorage.setItem('saw', 'yes');
  }).observe(document, { subtree: true, childList: true, characterData: true });`);
}

export async function sawText(page: Page): Promise<boolean> {
  return (await page.evaluate("sessionStorage.getItem('saw')")) === 'yes';
}
