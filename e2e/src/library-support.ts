/**
 * Helpers of the authorization and integration browser tests: this file's own server, started with
 * ALLOW_PRIVATE_NETWORK=true so connection tests, the OAuth2 token exchange and integration steps may reach
 * the services on 127.0.0.1; accounts made through the API; a signed-in browser page; the message bar.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { Authorization, LoginResponse } from '@flowlane/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { z } from 'zod';
import { type RunningApp, startBuiltApp } from './app-server.js';

export const DESKTOP = { width: 1440, height: 900 } as const;
export const PASSWORD = 'secret-pass-1';

let app: RunningApp | undefined;

/** Starts the file's server (PGlite, private network allowed) before its tests; stops it after. */
export function useLibraryServer(env: Record<string, string> = {}): void {
  beforeAll(async () => {
    app = await startBuiltApp({ TRUST_PROXY: 'true', ALLOW_PRIVATE_NETWORK: 'true', ...env });
  }, 140_000);
  afterAll(async () => {
    await app?.stop();
    app = undefined;
  }, 60_000);
}

export function libraryUrl(path: string): string {
  if (!app) throw new Error('useLibraryServer() has not started the server');
  return `${app.url}${path}`;
}

const someAddress = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(libraryUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': someAddress() },
    body: JSON.stringify(body),
  });
}

const Outbox = z.object({
  mails: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string() })),
});

async function activationToken(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { mails } = Outbox.parse(await (await fetch(libraryUrl('/dev/mail?limit=200'))).json());
    const mail = mails.find((m) => m.to === email && m.subject.includes('Activate'));
    const token = mail?.text.match(/\/account\/activate\/([^\s"<]+)/)?.[1];
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no activation mail to ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Registers and activates an account (its own team on the Free Trial, admin there). */
export async function createAccount(displayName: string): Promise<string> {
  const email = `library-${randomUUID().slice(0, 8)}@example.com`;
  const registered = await post('/api/auth/register', { displayName, email, password: PASSWORD });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const activated = await post('/api/auth/validate', { token: await activationToken(email) });
  if (!activated.ok) throw new Error(`validate answered ${activated.status}`);
  return email;
}

/** A signed-in API client. */
export class LibraryApi {
  constructor(private readonly token: string) {}

  static async login(email: string): Promise<LibraryApi> {
    const response = await post('/api/login', { username: email, password: PASSWORD });
    if (!response.ok) throw new Error(`login answered ${response.status}`);
    return new LibraryApi(LoginResponse.parse(await response.json()).token);
  }

  async json<T>(method: string, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    const response = await fetch(libraryUrl(path), {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return schema.parse(text ? JSON.parse(text) : null);
  }

  authorizations = () => this.json('GET', '/api/authorization', z.array(Authorization));
}

/** A fresh browser context signed in through /login, then at `path`. */
export async function signIn(browser: Browser, email: string, path = '/dashboard'): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(libraryUrl('/login'));
  await page.getByLabel('Email').waitFor({ timeout: 60_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await page.waitForURL('**/dashboard');
  if (path !== '/dashboard') await page.goto(libraryUrl(path));
  await page.getByTestId('app-shell').waitFor();
  return page;
}

/** Waits for the message bar to show exactly `text` in a variant. */
export async function messageShown(
  page: Page,
  text: string,
  variant: 'success' | 'info' | 'warning' | 'error',
): Promise<void> {
  const bar = page.getByTestId('message-bar').filter({ hasText: text });
  await bar.waitFor();
  const shown = (await bar.textContent())?.replace(/\s+/gu, ' ').trim();
  if (shown !== text) throw new Error(`the message bar shows "${shown}", not "${text}"`);
  const actual = await bar.getAttribute('data-variant');
  if (actual !== variant) throw new Error(`the message "${text}" is ${actual}, not ${variant}`);
}

/** Switches the shell to dark or light through its settings (stored per user). */
export async function setTheme(page: Page, dark: boolean): Promise<void> {
  const toggle = page.getByRole('button', { name: dark ? 'Switch to dark mode' : 'Switch to light mode' });
  if ((await toggle.count()) > 0) {
    await toggle.first().click();
    await page.waitForTimeout(300);
  }
}
