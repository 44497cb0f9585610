import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, screenshot, useBrowser } from '../src/index.js';
import { createAccount, signIn, url, useTeamsServer } from './teams-support.js';

const card = (page: Page, name: string) => page.locator(`[data-library-item="${name}"]`);
const cardNames = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('[data-library-item]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-library-item')));

const THEMES = [
  { name: 'dark', settings: null },
  { name: 'light', settings: { theme: { main: 'default' } } },
] as const;
const withSettings = (path: string, settings: unknown) =>
  settings ? `${path}?defaultSettings=${encodeURIComponent(JSON.stringify(settings))}` : path;

describe('the two libraries', () => {
  useTeamsServer({ env: { ALLOW_PRIVATE_NETWORK: 'true' } });
  const browser = useBrowser();

  it('browses the auth library: search, category, a template with its generated form', async () => {
    const page = await signIn(browser(), await createAccount('Libby Auth'), '/auth-library');
    await page.waitForURL('**/auth-library/auth-templates');
    await card(page, 'GitHub').waitFor();
    const all = await cardNames(page, 'auth-templates');
    expect(all).toEqual(expect.arrayContaining(['GitHub', 'Google', 'PostgreSQL', 'Redis', 'SMTP', 'NATS']));

    await page.getByTestId('auth-templates-categories').getByText('Databases', { exact: true }).click();
    await page.waitForURL('**/auth-templates?category=Databases');
    // The URL changes a moment before the cards re-render: poll, as for the other filters.
    await expect
      .poll(async () => (await cardNames(page, 'auth-templates')).sort())
      .toEqual(['MySQL / MariaDB', 'PostgreSQL', 'Redis']);
    await page.getByTestId('auth-templates-search').fill('maria');
    await expect.poll(() => cardNames(page, 'auth-templates')).toEqual(['MySQL / MariaDB']);
    await page.getByTestId('auth-templates-search').fill('no such thing');
    await page.getByTestId('auth-templates-empty').waitFor();

    // The detail: description and a form from the template's fields.
    await page.goto(url('/auth-library/auth-templates'));
    await card(page, 'PostgreSQL').click();
    await page.waitForURL('**/auth-library/auth-templates/postgres');
    expect(await page.getByTestId('template-description').textContent()).toBe('Query a PostgreSQL database.');
    expect(await page.getByTestId('field-port').inputValue()).toBe('5432');
    expect(await page.getByTestId('field-password').getAttribute('type')).toBe('password');
    expect(await page.getByTestId('field-host').getAttribute('required')).not.toBeNull();
    // A required field left empty is marked under the field, and nothing is sent.
    await page.getByTestId('create-authorization').click();
    await page.locator('[data-field="host"]').getByText('Host is required').waitFor();

    // The API key template has a select with its options.
    await page.goto(url('/auth-library/auth-templates/apikey'));
    const keyIn = page.locator('[data-field="in"]').getByRole('combobox');
    await chooseOption(page, keyIn, 'Query string');
    await chooseOption(page, keyIn, 'Header');
    expect(await keyIn.textContent()).toBe('Header');

    for (const theme of THEMES) {
      await page.goto(url(withSettings('/auth-library/auth-templates', theme.settings)));
      await card(page, 'GitHub').waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, `library-auth-templates-${theme.name}`);
      await page.goto(url(withSettings('/auth-library/auth-templates/google', theme.settings)));
      await page.getByTestId('authorization-form').waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, `library-auth-template-${theme.name}`);
    }
    await page.context().close();
  });

  it('browses the integration library: search, category, a template with settings and its authorizations', async () => {
    const page = await signIn(browser(), await createAccount('Libby Int'), '/library');
    await page.waitForURL('**/library/itemplates');
    await card(page, 'Website check with mail on failure').waitFor();
    expect((await cardNames(page, 'itemplates')).length).toBeGreaterThanOrEqual(10);
    // The authorization kinds each template needs are on its card, by their human names.
    await card(page, 'Webhook to Redis').getByText('Redis', { exact: true }).waitFor();

    await page.getByTestId('itemplates-categories').getByText('Messaging', { exact: true }).click();
    await expect
      .poll(async () => (await cardNames(page, 'itemplates')).sort())
      .toEqual(['Webhook to MQTT topic', 'Webhook to NATS subject', 'Webhook to RabbitMQ queue'].sort());
    await page.getByTestId('itemplates-categories').getByText('All', { exact: true }).click();
    await page.getByTestId('itemplates-search').fill('postgres');
    await expect
      .poll(() => cardNames(page, 'itemplates'))
      .toEqual(expect.arrayContaining(['Webhook to PostgreSQL row', 'Mail to PostgreSQL row']));
    // The search box settles before it filters (the kit's SearchField): wait for the others to go.
    await expect.poll(() => cardNames(page, 'itemplates')).not.toContain('Webhook to Redis');

    await page.getByTestId('itemplates-search').fill('');
    await card(page, 'Webhook to Redis').click();
    await page.waitForURL('**/library/itemplates/webhook-to-redis');
    await page.getByTestId('itemplate-description').waitFor();
    await page.locator('[data-auth-requirement]').first().waitFor();
    // "Create new" opens the auth template's form and comes back here after creating.
    const create = page.locator('[data-testid^="create-auth-"]').first();
    expect(await create.getAttribute('href')).toMatch(
      /^\/auth-library\/auth-templates\/redis\?returnTo=%2Flibrary%2Fitemplates%2Fwebhook-to-redis$/,
    );

    for (const theme of THEMES) {
      await page.goto(url(withSettings('/library/itemplates', theme.settings)));
      await card(page, 'Webhook to Redis').waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, `library-itemplates-${theme.name}`);
      await page.goto(url(withSettings('/library/itemplates/schedule-http-check', theme.settings)));
      await page.getByTestId('integration-form').waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, `library-itemplate-${theme.name}`);
    }
    await page.context().close();
  });
});
