import { MESSAGES } from '@flowlane/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser } from '../src/index.js';
import {
  closePage,
  createActiveAccount,
  DEMO,
  expectMessage,
  localItem,
  loginAs,
  openPage,
  PASSWORD,
  postJson,
  sawText,
  setLocalItems,
  submitLogin,
  uniqueEmail,
  watchForText,
} from './auth-support.js';

describe('login, sessions and route guards', () => {
  let browser: Browser;
  let email: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    email = await createActiveAccount('login');
  });
  afterAll(() => browser.close());

  it('shows LOGIN TO YOUR ACCOUNT with links to register and forgot password', async () => {
    const page = await openPage(browser, '/login');
    await page.getByText('LOGIN TO YOUR ACCOUNT').waitFor();
    expect(await page.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(await page.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe(
      '/account/forgotpass',
    );
    await closePage(page);
  });

  it('keeps LOGIN disabled until the form is valid and shows "Min character length is 4"', async () => {
    const page = await openPage(browser, '/login');
    const submit = page.getByRole('button', { name: 'LOGIN' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill('abc');
    await page.getByLabel('Password').fill('12');
    await page.getByText(MESSAGES.minLength).first().waitFor();
    expect(await page.getByText(MESSAGES.minLength).count()).toBe(2);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    expect(await page.getByText(MESSAGES.minLength).count()).toBe(0);
    expect(await submit.isEnabled()).toBe(true);
    await closePage(page);
  });

  it('places "Invalid username or password" on the fields after a wrong password', async () => {
    const page = await openPage(browser, '/login');
    await submitLogin(page, email, 'wrong-password');
    await page.getByText(MESSAGES.invalidUsernameOrPassword).first().waitFor();
    expect(await page.getByText(MESSAGES.invalidUsernameOrPassword).count()).toBe(2);
    expect(page.url()).toBe(appUrl('/login'));
    await closePage(page);
  });

  it('shows the server message in the message bar for an account not activated yet', async () => {
    const inactive = uniqueEmail('inactive');
    const registered = await postJson('/api/auth/register', {
      displayName: 'Inactive',
      email: inactive,
      password: PASSWORD,
    });
    expect(registered.status).toBe(201);
    const page = await openPage(browser, '/login');
    await submitLogin(page, inactive, PASSWORD);
    await expectMessage(page, 'not activated');
    expect(page.url()).toBe(appUrl('/login'));
    await closePage(page);
  });

  it('lands on the dashboard after login, stays signed in after a reload, and leaves guest pages', async () => {
    const page = await loginAs(browser, email);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(page.url()).toBe(appUrl('/dashboard'));
    await page.goto(appUrl('/login'));
    await page.waitForURL('**/dashboard');
    await closePage(page);
  });

  it('sends a guest to /login and back to the attempted page after login', async () => {
    const page = await openPage(browser, '/workflows/search');
    await page.waitForURL('**/login');
    await submitLogin(page, email, PASSWORD);
    await page.waitForURL('**/workflows/search');
    await page.getByRole('heading', { name: 'My Workflows' }).waitFor();
    await closePage(page);
  });

  it('never saves the error pages as a return path, and / goes to the dashboard', async () => {
    const page = await openPage(browser, '/no/such/page');
    await page.waitForURL('**/pages/errors/error-404');
    await page.goto(appUrl('/'));
    await page.waitForURL('**/login');
    await submitLogin(page, email, PASSWORD);
    await page.waitForURL('**/dashboard');
    await closePage(page);
  });

  it('/logout shows "Logging out", logs out and lands on the login page', async () => {
    const page = await loginAs(browser, email);
    // The text shows only for a moment: an observer installed before the page loads notes it.
    await watchForText(page, MESSAGES.loggingOut);
    await page.goto(appUrl('/logout'));
    await page.waitForURL('**/login');
    expect(await localItem(page, 'flowlane.token')).toBeNull();
    expect(await sawText(page)).toBe(true);
    await page.goto(appUrl('/dashboard'));
    await page.waitForURL('**/login');
    await closePage(page);
  });

  it('refreshes an expired access token and retries the call', async () => {
    const page = await loginAs(browser, email);
    // A token the server refuses (401) stands for an expired one: the client refreshes and retries. It is
    // swapped in on a page of the same origin where the app does not run: a call the running app made with it
    // would rotate the refresh token, and a reload cutting off that answer would leave a used one behind.
    await page.goto(appUrl('/api/health'));
    await setLocalItems(page, { 'flowlane.token': 'x.eyJleHAiOjQxMDI0NDQ4MDB9.y' });
    await page.goto(appUrl('/dashboard'));
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const token = await localItem(page, 'flowlane.token');
    expect(token).not.toContain('eyJleHAiOjQxMDI0NDQ4MDB9');
    await closePage(page);
  });

  it('stays signed in when a reload cuts off a refresh the server already made', async () => {
    const page = await loginAs(browser, email);
    await page.goto(appUrl('/api/health'));
    await setLocalItems(page, { 'flowlane.token': 'x.eyJleHAiOjQxMDI0NDQ4MDB9.y' });
    // The refused token makes the app refresh: the server rotates the refresh token, and the answer
    // never reaches the page, as when the page reloads or the connection drops at that moment.
    let rotated = false;
    await page.route('**/api/token/refresh', async (route) => {
      const answer = await route.fetch();
      rotated = answer.status() === 200;
      await route.abort('connectionreset');
    });
    await page.goto(appUrl('/dashboard'));
    await expect.poll(() => rotated, { timeout: 15_000 }).toBe(true);
    await page.unrouteAll({ behavior: 'wait' });
    // Reloaded, the page still holds the refresh token the server has already rotated.
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(page.url()).toBe(appUrl('/dashboard'));
    expect(await localItem(page, 'flowlane.token')).not.toContain('eyJleHAiOjQxMDI0NDQ4MDB9');
    await closePage(page);
  });

  it('logs out with the session-expired message when the refresh fails', async () => {
    const page = await loginAs(browser, email);
    // Set from a page with no app on it: on the dashboard, a call still to come could meet the tokens
    // first and log out there, and the page loaded next would land on /login with no message (seen on a
    // busy machine).
    await page.goto(appUrl('/api/health'));
    await setLocalItems(page, { 'flowlane.token': 'expired', 'flowlane.refreshToken': 'revoked' });
    await page.goto(appUrl('/dashboard'));
    await expectMessage(page, MESSAGES.sessionExpiredRefresh);
    await page.waitForURL('**/login');
    expect(await localItem(page, 'flowlane.refreshToken')).toBeNull();
    await closePage(page);
  });

  it('/demo is the same form titled LOGIN TO DEMO ACCOUNT, prefilled, without the forgot link', async () => {
    for (const path of ['/demo', '/demo/login']) {
      const page = await openPage(browser, path);
      await page.getByText('LOGIN TO DEMO ACCOUNT').waitFor();
      expect(await page.getByLabel('Email').inputValue()).toBe(DEMO.email);
      expect(await page.getByLabel('Password').inputValue()).toBe(DEMO.password);
      expect(await page.getByRole('link', { name: 'Forgot Password?' }).count()).toBe(0);
      await closePage(page);
    }
  });

  it('logs the demo account in; its Register now button opens /register in a new tab', async () => {
    const page = await openPage(browser, '/demo');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL('**/dashboard');
    const registerNow = page.getByRole('link', { name: 'Register now' });
    await registerNow.waitFor();
    expect(await registerNow.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), registerNow.click()]);
    await tab.waitForURL('**/register');
    await tab.getByText('CREATE AN ACCOUNT').first().waitFor();
    await closePage(page);
  });

  it('does not show Register now to other users', async () => {
    const page = await loginAs(browser, email);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('link', { name: 'Register now' }).count()).toBe(0);
    await closePage(page);
  });
});
