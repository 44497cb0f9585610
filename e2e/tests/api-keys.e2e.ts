import { LoginResponse, TeamRef } from '@flowlane/contracts';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appUrl, screenshot, signedInContext, useBrowser } from '../src/index.js';
import { baseUrl, clientAddress, createActiveAccount, PASSWORD } from './auth-support.js';

const LIGHT = `?defaultSettings=${encodeURIComponent(JSON.stringify({ theme: { main: 'default' } }))}`;

/** Calls the API with a key, the way a script would. */
const withKey = (key: string, path: string) =>
  fetch(`${baseUrl()}${path}`, { headers: { 'x-api-key': key, ...clientAddress() } });

async function openSignedIn(browser: Browser, email: string, path: string): Promise<Page> {
  const headers = clientAddress();
  const context = await signedInContext(
    browser,
    baseUrl(),
    { username: email, password: PASSWORD },
    { viewport: { width: 1280, height: 900 }, extraHTTPHeaders: headers },
  );
  const page = await context.newPage();
  await page.goto(appUrl(path));
  return page;
}

/** Fills and submits the create dialog; returns the key shown once. */
async function createKey(page: Page, section: string, name: string, scopes: string[]): Promise<string> {
  await page.getByTestId(section).getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByTestId('api-key-create-dialog');
  await dialog.getByLabel('Name').fill(name);
  for (const scope of scopes) await dialog.getByRole('checkbox', { name: new RegExp(`^${scope} —`) }).check();
  await dialog.getByRole('button', { name: 'CREATE' }).click();
  const shown = page.getByTestId('api-key-secret');
  await shown.waitFor();
  const key = await shown.inputValue();
  expect(key).toMatch(/^flk_[A-Za-z0-9_-]{43}$/);
  return key;
}

describe('API keys in My Account and team settings', () => {
  const browser = useBrowser();

  it('creates a personal key, shows it once, lists its last use and revokes it', async () => {
    const email = await createActiveAccount('api-keys', 'Key Person');
    const page = await openSignedIn(browser(), email, '/pages/profile');
    const section = page.getByTestId('personal-api-keys');
    await section.getByText('No API keys yet.').waitFor();

    const key = await createKey(page, 'personal-api-keys', 'Deploy script', ['Write']);
    await page
      .getByTestId('api-key-created-dialog')
      .getByText('This is the only time the key is shown.', { exact: false })
      .waitFor();
    await screenshot(page, 'api-keys-created-dark');
    await page.getByRole('button', { name: 'DONE' }).click();
    await page.getByTestId('api-key-created-dialog').waitFor({ state: 'detached' });

    // Listed without the key itself: only its first characters.
    const row = section.locator('[data-api-key="Deploy script"]');
    await row.waitFor();
    expect(await row.textContent()).toContain(`${key.slice(0, 8)}…`);
    expect(await page.content()).not.toContain(key);
    expect(await row.getByTestId('api-key-last-used').textContent()).toBe('Never');

    // Used once by a script, then listed with its last use.
    expect((await withKey(key, '/api/workflow')).status).toBe(200);
    await page.reload();
    await row.waitFor();
    expect(await page.content()).not.toContain(key);
    expect(await row.getByTestId('api-key-last-used').textContent()).not.toBe('Never');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'api-keys-list-dark');
    await page.goto(appUrl(`/pages/profile${LIGHT}`));
    await row.waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'api-keys-list-light');

    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Revoke' }).click();
    await page.getByTestId('message-bar').filter({ hasText: 'API key revoked: Deploy script' }).waitFor();
    await row.getByTestId('api-key-status').getByText('Revoked').waitFor();
    expect(await row.getByRole('button', { name: 'Revoke' }).count()).toBe(0);
    expect((await withKey(key, '/api/workflow')).status).toBe(401);
    await page.context().close();
  });

  it("lets a team's admin make a team key in the team's settings", async () => {
    const email = await createActiveAccount('api-keys-team', 'Team Admin');
    const login = await fetch(`${baseUrl()}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...clientAddress() },
      body: JSON.stringify({ username: email, password: PASSWORD }),
    });
    const { token } = LoginResponse.parse(await login.json());
    const teams = await fetch(`${baseUrl()}/api/team`, { headers: { authorization: `Bearer ${token}` } });
    const [team] = z.array(TeamRef).parse(await teams.json());
    if (!team) throw new Error('no team');

    const page = await openSignedIn(browser(), email, `/teams/${team.id}`);
    const section = page.getByTestId('team-api-keys');
    await section
      .getByText("Team keys call the Flowlane API for this team with a member's rights", { exact: false })
      .waitFor();
    const key = await createKey(page, 'team-api-keys', 'Team bot', ['Run']);
    await page.getByRole('button', { name: 'DONE' }).click();
    await section.locator('[data-api-key="Team bot"]').waitFor();
    const answer = await withKey(key, '/api/project');
    expect(answer.status).toBe(200);
    // In Arabic, right to left.
    await page.getByTestId('language-menu').click();
    await page.locator('[data-language="ar"]').click();
    await page.keyboard.press('Escape');
    await section.getByText('مفاتيح API', { exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'api-keys-team-rtl-dark');
    // The personal list of My Account does not hold the team's key (the page is in Arabic now).
    await page.goto(appUrl('/pages/profile'));
    await page.getByTestId('personal-api-keys').getByText('لا توجد مفاتيح API بعد.').waitFor();
    await page.context().close();
  });
});
