import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { appUrl, launchBrowser, screenshot } from '../src/index.js';
import {
  closePage,
  createActiveAccount,
  fillRegister,
  newContext,
  PASSWORD,
  submitLogin,
} from '../tests/auth-support.js';

/** The spec's default (dark), and the light `default` theme through ?defaultSettings=. */
const THEMES = [
  { name: 'dark', query: '' },
  { name: 'light', query: `?defaultSettings=${encodeURIComponent('{"theme":{"main":"default"}}')}` },
] as const;

/** `query` carries the theme: ?defaultSettings= is read when the app loads, so every goto repeats it. */
type Shot = { name: string; path: string; prepare?(page: Page, query: string): Promise<void> };

const answer = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

/** End states are reached with faked answers, so each screen is shot without side effects. */
const SHOTS: Shot[] = [
  { name: 'login', path: '/login' },
  {
    name: 'login-code',
    path: '/login',
    async prepare(page) {
      await page.route('**/api/login', (route) =>
        route.fulfill(answer(424, { message: 'code', code: 'SECOND_FACTOR_REQUIRED' })),
      );
      await submitLogin(page, 'someone@example.com', 'password');
      await page.getByLabel('Authentication code').waitFor();
    },
  },
  {
    name: 'login-errors',
    path: '/login',
    async prepare(page) {
      await submitLogin(page, 'nobody@example.com', 'wrong-password');
      await page.getByText('Invalid username or password').first().waitFor();
    },
  },
  { name: 'demo', path: '/demo' },
  { name: 'register', path: '/register' },
  {
    name: 'register-invalid',
    path: '/register',
    async prepare(page) {
      await fillRegister(page, { name: 'Bob', email: 'bob@', password: 'abcd', confirm: 'abce' });
      await page.getByText('Passwords do not match').waitFor();
    },
  },
  {
    name: 'register-created',
    path: '/register',
    async prepare(page) {
      await page.route('**/api/auth/register', (route) => route.fulfill(answer(201, { message: 'ok' })));
      await fillRegister(page, {
        name: 'New Person',
        email: 'new@example.com',
        password: 'abcd',
        confirm: 'abcd',
      });
      await page.getByRole('button', { name: 'CREATE AN ACCOUNT' }).click();
      await page.getByText('ACCOUNT CREATED').waitFor();
    },
  },
  {
    name: 'activate-success',
    path: '/login',
    async prepare(page, query) {
      await page.route('**/api/auth/validate', (route) => route.fulfill(answer(200, { message: 'ok' })));
      await page.goto(appUrl(`/account/activate/some-token${query}`));
      await page.getByText('SUCCESS').waitFor();
    },
  },
  { name: 'activate-error', path: '/account/activate/not-a-real-token' },
  { name: 'forgot', path: '/account/forgotpass' },
  {
    name: 'forgot-sent',
    path: '/account/forgotpass',
    async prepare(page) {
      await page.route('**/api/auth/password/forgot', (route) =>
        route.fulfill(answer(200, { message: 'ok' })),
      );
      await page.getByLabel('Email').fill('someone@example.com');
      await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
      await page.getByText('EMAIL SENT').waitFor();
    },
  },
  {
    name: 'forgot-demo-error',
    path: '/account/forgotpass',
    async prepare(page) {
      await page.getByLabel('Email').fill('demo@flowlane.app');
      await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
      await page.getByRole('alert').filter({ hasText: 'Error: invalid email specified' }).waitFor();
    },
  },
  { name: 'reset', path: '/account/resetpass/some-token' },
  {
    name: 'reset-done',
    path: '/account/resetpass/some-token',
    async prepare(page) {
      await page.route('**/api/auth/password/reset', (route) =>
        route.fulfill(answer(200, { message: 'ok' })),
      );
      await page.getByLabel('New password', { exact: true }).fill('abcd');
      await page.getByLabel('New password (Confirm)').fill('abcd');
      await page.getByRole('button', { name: 'RESET MY PASSWORD' }).click();
      await page.getByText('PASSWORD RESET').waitFor();
    },
  },
];

describe('screenshots of the guest screens and My Account', () => {
  let browser: Browser;
  let email: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    email = await createActiveAccount('shots', 'Screenshot Person');
  });
  afterAll(() => browser.close());

  for (const theme of THEMES) {
    it(`shoots every guest screen in the ${theme.name} theme`, async () => {
      for (const shot of SHOTS) {
        const page = await (await newContext(browser)).newPage();
        await page.goto(appUrl(`${shot.path}${theme.query}`));
        await page.getByRole('heading', { level: 1 }).waitFor();
        await shot.prepare?.(page, theme.query);
        await page.waitForTimeout(300);
        await screenshot(page, `auth-${shot.name}-${theme.name}`);
        await closePage(page);
      }
    }, 120_000);

    it(`shoots My Account and the demo's Register now button in the ${theme.name} theme`, async () => {
      const page = await (await newContext(browser)).newPage();
      await page.goto(appUrl(`/login${theme.query}`));
      await submitLogin(page, email, PASSWORD);
      await page.waitForURL('**/dashboard');
      await page.goto(appUrl(`/pages/profile${theme.query}`));
      await page.getByRole('heading', { name: 'My Account' }).waitFor();
      await page.getByRole('button', { name: 'SET UP' }).click();
      await page.getByTestId('twofa-qr').waitFor();
      await screenshot(page, `auth-profile-${theme.name}`);
      await closePage(page);

      const demo = await (await newContext(browser)).newPage();
      await demo.goto(appUrl(`/demo${theme.query}`));
      await demo.getByRole('button', { name: 'LOGIN' }).click();
      await demo.getByRole('link', { name: 'Register now' }).waitFor();
      await demo.waitForTimeout(300);
      await screenshot(demo, `auth-demo-dashboard-${theme.name}`);
      await closePage(demo);
    }, 60_000);
  }
});
