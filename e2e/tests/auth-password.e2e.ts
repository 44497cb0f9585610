import { MESSAGES } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/index.js';
import { closePage, DEMO, expectMessage, openPage, uniqueEmail } from './auth-support.js';

describe('forgot and reset password', () => {
  const browser = useBrowser();

  it('asks for a valid e-mail before it sends', async () => {
    const page = await openPage(browser(), '/account/forgotpass');
    const submit = page.getByRole('button', { name: 'SEND RESET LINK' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill('nope');
    await page.getByText(MESSAGES.invalidEmail).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await closePage(page);
  });

  it('refuses the demo account with "Error: invalid email specified" and keeps the form', async () => {
    const page = await openPage(browser(), '/account/forgotpass');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
    await expectMessage(page, MESSAGES.demoEmailRejected);
    expect(await page.getByRole('alert').filter({ hasText: 'Error: Error:' }).count()).toBe(0);
    await page.getByLabel('Email').waitFor();
    await closePage(page);
  });

  it('confirms with EMAIL SENT (the same answer for an address without an account)', async () => {
    const email = uniqueEmail('forgot');
    const page = await openPage(browser(), '/account/forgotpass');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
    await page.getByText('EMAIL SENT').waitFor();
    await closePage(page);
  });

  it('asks for matching passwords on the reset form', async () => {
    const page = await openPage(browser(), '/account/resetpass/some-token');
    const submit = page.getByRole('button', { name: 'RESET MY PASSWORD' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('New password', { exact: true }).fill('ab');
    await page.getByText(MESSAGES.minLength).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('abcd');
    await page.getByLabel('New password (Confirm)').fill('abce');
    await page.getByText(MESSAGES.passwordsDoNotMatch).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('New password (Confirm)').fill('abcd');
    expect(await submit.isEnabled()).toBe(true);
    await closePage(page);
  });

  it('shows "Error: <server message>" for a bad reset link and keeps the form', async () => {
    const page = await openPage(browser(), '/account/resetpass/not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill('abcd1');
    await page.getByLabel('New password (Confirm)').fill('abcd1');
    await page.getByRole('button', { name: 'RESET MY PASSWORD' }).click();
    await expectMessage(page, 'Error: This password reset link is not valid');
    await page.getByRole('button', { name: 'RESET MY PASSWORD' }).waitFor();
    await closePage(page);
  });
});
