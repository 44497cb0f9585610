import { MESSAGES } from '@flowlane/contracts';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../src/index.js';
import {
  closePage,
  createActiveAccount,
  expectMessage,
  newContext,
  PASSWORD,
  submitLogin,
} from './auth-support.js';

/** A 2×2 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function openProfile(browser: Browser, email: string, password = PASSWORD): Promise<Page> {
  const page = await (await newContext(browser, { timezoneId: 'America/New_York' })).newPage();
  await page.goto(appUrl('/pages/profile'));
  await page.waitForURL('**/login');
  await submitLogin(page, email, password);
  await page.waitForURL('**/pages/profile');
  await page.getByRole('heading', { name: 'My Account' }).waitFor();
  return page;
}

/** Saves the profile and waits for this save's answer (an earlier "User data saved" may still show). */
async function save(page: Page): Promise<void> {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user') && r.request().method() === 'PUT');
  await page.getByTestId('profile-details').getByRole('button', { name: 'SAVE' }).click();
  expect((await saved).status()).toBe(200);
  await expectMessage(page, MESSAGES.userDataSaved);
}

describe('My Account', () => {
  const browser = useBrowser();

  it('edits the display name, photo and time zone and saves them with "User data saved"', async () => {
    const email = await createActiveAccount('profile', 'Profile Person');
    const page = await openProfile(browser(), email);
    const details = page.getByTestId('profile-details');
    expect(await details.getByLabel('Email').inputValue()).toBe(email);
    expect(await details.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    expect(await details.getByLabel('Time zone').inputValue()).toBe('America/New_York');

    await details.getByLabel('Display name').fill('abc');
    await details.getByText(MESSAGES.minLength).waitFor();
    expect(await details.getByRole('button', { name: 'SAVE' }).isDisabled()).toBe(true);
    await details.getByLabel('Display name').fill('Renamed Person');

    await page
      .getByTestId('photo-file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await details.locator('img').first().waitFor();
    expect(await details.locator('img').first().getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);

    await details.getByLabel('Time zone').fill('Europe/Ber');
    await page.getByRole('option', { name: 'Europe/Berlin' }).click();
    await save(page);

    await page.reload();
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
    expect(await details.getByLabel('Display name').inputValue()).toBe('Renamed Person');
    expect(await details.getByLabel('Time zone').inputValue()).toBe('Europe/Berlin');
    expect(await details.locator('img').first().getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);

    await details.getByRole('button', { name: 'Remove' }).click();
    await details.getByLabel('or an image URL').fill('https://example.com/me.png');
    await save(page);
    await page.reload();
    expect(await details.getByLabel('or an image URL').inputValue()).toBe('https://example.com/me.png');
    await closePage(page);
  });

  it('changes the password: field errors first, then the new password logs in', async () => {
    const email = await createActiveAccount('password');
    const page = await openProfile(browser(), email);
    const card = page.getByTestId('profile-password');
    await card.getByLabel('Current password').fill('wrong-one');
    await card.getByLabel('New password', { exact: true }).fill('new-pass-3');
    await card.getByLabel('New password (Confirm)').fill('new-pass-4');
    await card.getByText(MESSAGES.passwordsDoNotMatch).waitFor();
    expect(await card.getByRole('button', { name: 'CHANGE PASSWORD' }).isDisabled()).toBe(true);
    await card.getByLabel('New password (Confirm)').fill('new-pass-3');
    await card.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await card.getByText('The current password is not correct.').waitFor();
    await card.getByLabel('Current password').fill(PASSWORD);
    await card.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await expectMessage(page, 'Password changed');
    await closePage(page);

    await closePage(await openProfile(browser(), email, 'new-pass-3'));
  });

  it('deletes the account after the confirmation dialog and logs out', async () => {
    const email = await createActiveAccount('delete');
    const page = await openProfile(browser(), email);
    const card = page.getByTestId('profile-delete');
    await card.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
    await page.getByText('Delete your account?').waitFor();
    await page.getByRole('button', { name: 'CANCEL' }).click();
    await page.getByText('Delete your account?').waitFor({ state: 'hidden' });
    await card.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
    await page.getByRole('button', { name: 'DELETE', exact: true }).click();
    await page.waitForURL('**/login');
    await submitLogin(page, email, PASSWORD);
    await expectMessage(page, 'deleted');
    await closePage(page);
  });
});
