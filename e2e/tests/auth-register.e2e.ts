import { MESSAGES } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/index.js';
import {
  baseUrl,
  closePage,
  DEMO,
  fillRegister,
  linkPath,
  openPage,
  PASSWORD,
  uniqueEmail,
  waitForMail,
} from './auth-support.js';

describe('register and activate', () => {
  const browser = useBrowser();

  it('shows each validation message and keeps the button disabled until the form is valid', async () => {
    const page = await openPage(browser(), '/register');
    const submit = page.getByRole('button', { name: 'CREATE AN ACCOUNT' });
    expect(await submit.isDisabled()).toBe(true);
    await fillRegister(page, { name: 'Bob', email: 'not-an-email', password: 'abcd', confirm: 'abce' });
    await page.getByText(MESSAGES.minLength).waitFor();
    await page.getByText(MESSAGES.invalidEmail).waitFor();
    await page.getByText(MESSAGES.passwordsDoNotMatch).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await fillRegister(page, { name: 'Bobby', email: 'bob@example.com', password: 'abcd', confirm: 'abcd' });
    expect(await page.getByText(MESSAGES.minLength).count()).toBe(0);
    expect(await page.getByText(MESSAGES.invalidEmail).count()).toBe(0);
    expect(await page.getByText(MESSAGES.passwordsDoNotMatch).count()).toBe(0);
    expect(await submit.isEnabled()).toBe(true);
    await closePage(page);
  });

  it('prefills the e-mail from the query string', async () => {
    const page = await openPage(browser(), '/register?email=someone%40example.com');
    expect(await page.getByLabel('Email').inputValue()).toBe('someone@example.com');
    await closePage(page);
  });

  it('creates the account: ACCOUNT CREATED, and the activation link activates it', async () => {
    const email = uniqueEmail('register');
    const page = await openPage(browser(), '/register');
    await fillRegister(page, { name: 'New Person', email, password: PASSWORD, confirm: PASSWORD });
    await page.getByRole('button', { name: 'CREATE AN ACCOUNT' }).click();
    await page.getByText('ACCOUNT CREATED').waitFor();
    await page.getByText('A verification link has been sent to your e-mail').waitFor();

    const mail = await waitForMail(baseUrl(), email, 'Activate');
    await page.goto(`${baseUrl()}${linkPath(mail.text, '/account/activate/')}`);
    await page.getByText('SUCCESS').waitFor();
    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.waitForURL('**/login');
    await closePage(page);
  });

  it('shows the server error under the e-mail field and as "Error: <message>" for a taken address', async () => {
    const page = await openPage(browser(), '/register');
    await fillRegister(page, {
      name: 'Someone Else',
      email: DEMO.email,
      password: PASSWORD,
      confirm: PASSWORD,
    });
    await page.getByRole('button', { name: 'CREATE AN ACCOUNT' }).click();
    const emailField = page.locator('.MuiFormControl-root', { has: page.getByLabel('Email') });
    await emailField.locator('.MuiFormHelperText-root', { hasText: 'already exists' }).waitFor();
    // Spec section 8: "Registration failure: Error: plus the server message".
    await page
      .getByRole('alert')
      .filter({ hasText: /^Error: .*already exists/ })
      .waitFor();
    expect(await page.getByText('ACCOUNT CREATED').count()).toBe(0);
    await closePage(page);
  });

  it('shows ERROR OCCURED WHILE ACTIVATING YOUR ACCOUNT and the server message for a bad link', async () => {
    const page = await openPage(browser(), '/account/activate/not-a-real-token');
    await page.getByText(MESSAGES.activationFailed).waitFor();
    await page.getByText(/^Error: This activation link is not valid/).waitFor();
    await closePage(page);
  });
});
