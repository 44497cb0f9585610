import type { AddressInfo } from 'node:net';
import { LAST_OAUTH2_URL_KEY } from '@flowlane/contracts';
import { OAuth2Server } from 'oauth2-mock-server';
import type { Browser, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../src/index.js';
import { Api, createAccount, messageShown, signIn, url, useTeamsServer } from './teams-support.js';

type Kind = { template: string; name: string; fields: Record<string, string>; test: boolean };

/** Fills the create form of an auth template, creates it, and waits for its page. Returns its id. */
async function createThroughUi(page: Page, kind: Kind): Promise<string> {
  await page.goto(url(`/auth-library/auth-templates/${kind.template}`));
  await page.getByTestId('authorization-form').waitFor();
  await page.getByTestId('authorization-name').fill(kind.name);
  for (const [key, value] of Object.entries(kind.fields)) await page.getByTestId(`field-${key}`).fill(value);
  await page.getByTestId('create-authorization').click();
  await messageShown(page, 'Authorization Saved', 'success');
  await page.waitForURL(/\/authorizations\/[0-9a-f-]{36}$/);
  await page.getByTestId('test-connection').waitFor();
  return page.url().split('/').pop() ?? '';
}

async function testConnection(page: Page): Promise<string> {
  await page.getByTestId('test-connection').click();
  const result = page.locator('[data-testid="test-result"][data-ok]');
  await result.waitFor({ timeout: 30_000 });
  const text = (await result.textContent()) ?? '';
  expect(await result.getAttribute('data-ok'), text).toBe('true');
  return text;
}

describe('authorizations through the pages', () => {
  useTeamsServer({ env: { ALLOW_PRIVATE_NETWORK: 'true' } });
  let browser: Browser;
  let smtp: SMTPServer;
  let smtpPort = 0;
  let provider: OAuth2Server;
  beforeAll(async () => {
    browser = await launchBrowser();
    smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    await provider?.stop();
  });

  it('creates one of each kind, tests the real connections, keeps masked secrets, lists, searches and deletes', async () => {
    const email = await createAccount('Auth Kinds');
    const api = await Api.login(email);
    const page = await signIn(browser, email, '/authorizations');
    await page.getByTestId('authorizations-empty').waitFor();

    const kinds: Kind[] = [
      {
        template: 'postgres',
        name: 'Local PostgreSQL',
        fields: { host: '127.0.0.1', user: 'postgres', database: 'postgres' },
        test: true,
      },
      { template: 'redis', name: 'Local Redis', fields: { host: '127.0.0.1' }, test: true },
      { template: 'mysql', name: 'Local MariaDB', fields: { host: '127.0.0.1', user: 'root' }, test: true },
      { template: 'mqtt', name: 'Local MQTT', fields: { host: '127.0.0.1' }, test: true },
      {
        template: 'amqp',
        name: 'Local RabbitMQ',
        fields: { host: '127.0.0.1', username: 'guest', password: 'guest' },
        test: true,
      },
      { template: 'nats', name: 'Local NATS', fields: { servers: 'nats://127.0.0.1:4222' }, test: true },
      {
        template: 'smtp',
        name: 'Test SMTP',
        fields: { host: '127.0.0.1', port: String(smtpPort) },
        test: true,
      },
      { template: 'apikey', name: 'Weather key', fields: { value: 'dummy-api-key-123456789' }, test: false },
      { template: 'bearer', name: 'CRM token', fields: { token: 'dummy-bearer-token-abcdef' }, test: false },
      {
        template: 'basic',
        name: 'Legacy basic',
        fields: { username: 'svc', password: 'dummy-password' },
        test: false,
      },
      { template: 'openai', name: 'Dummy AI', fields: { apiKey: 'sk-dummy-0000000000000000' }, test: false },
    ];
    const ids: Record<string, string> = {};
    for (const kind of kinds) {
      ids[kind.template] = await createThroughUi(page, kind);
      if (kind.test) await testConnection(page);
    }

    // Secrets come back masked; saving with the mask untouched keeps the stored one (the test still passes).
    await page.goto(url(`/authorizations/${ids.amqp}`));
    const password = page.getByTestId('field-password');
    await password.waitFor();
    expect(await password.inputValue()).toMatch(/^••••/u);
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByTestId('authorization-name').fill('RabbitMQ (local)');
    await page.getByTestId('save-authorization').click();
    await messageShown(page, 'Authorization Saved', 'success');
    await testConnection(page);
    const stored = (await api.authorizations()).find((a) => a.id === ids.amqp);
    expect(stored?.name).toBe('RabbitMQ (local)');
    expect(stored?.fields.password).toMatch(/^••••/u);

    // A wrong password fails the test with the server's reason.
    await page.getByTestId('field-password').fill('not-the-password');
    await page.getByTestId('save-authorization').click();
    await messageShown(page, 'Authorization Saved', 'success');
    await page.getByTestId('test-connection').click();
    await page.locator('[data-testid="test-result"][data-ok="false"]').waitFor({ timeout: 30_000 });

    // The list: every one, with its kind; the search narrows it.
    await page.goto(url('/authorizations?pageSize=20'));
    const rows = page.locator('[data-authorization-row]');
    // The list first loads (expect.poll gives up after a second, too soon for a page load on a busy machine).
    await rows.nth(kinds.length - 1).waitFor();
    await expect.poll(() => rows.count()).toBe(kinds.length);
    await page.getByTestId('authorizations-search').fill('local');
    await expect.poll(() => rows.count()).toBe(6);
    await page.getByTestId('authorizations-search').fill('');
    await expect.poll(() => rows.count()).toBe(kinds.length);
    // Paged by ten by default.
    await page.goto(url('/authorizations'));
    await rows.nth(9).waitFor();
    await expect.poll(() => rows.count()).toBe(10);

    // Basic auth cannot be tested without a request: the test says so plainly, not as a green success;
    // the kind shows by its human name.
    await page.goto(url(`/authorizations/${ids.basic}`));
    await page.getByTestId('test-connection').click();
    const untested = page.locator('[data-testid="test-result"][data-tested="false"]');
    await untested.waitFor();
    expect(await untested.textContent()).toContain('Basic auth cannot be tested without a request');
    expect(await untested.getAttribute('class')).toContain('Info');
    await page.getByText('Basic auth', { exact: true }).first().waitFor();

    // Delete with confirmation, then back on the reloaded list.
    await page.getByTestId('delete-authorization').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'DELETE' }).click();
    await messageShown(page, 'Authorization deleted', 'success');
    await page.waitForURL(/\/authorizations$/);
    await page.locator('[data-authorization-row="Weather key"]').waitFor();
    expect(await page.locator('[data-authorization-row="Legacy basic"]').count()).toBe(0);
    expect((await api.authorizations()).length).toBe(kinds.length - 1);

    for (const [theme, query] of [
      ['dark', ''],
      ['light', `?defaultSettings=${encodeURIComponent(JSON.stringify({ theme: { main: 'default' } }))}`],
    ] as const) {
      await page.goto(url(`/authorizations${query}`));
      await page.getByTestId('authorizations-table').waitFor();
      await page.waitForTimeout(400);
      await screenshot(page, `authorizations-list-${theme}`);
      await page.goto(url(`/authorizations/${ids.postgres}${query}`));
      await page.getByTestId('authorization-form').waitFor();
      await testConnection(page);
      await screenshot(page, `authorizations-detail-${theme}`);
    }
    await page.context().close();
  }, 180_000); // eight kinds, each tested against its real server: one journey, a longer limit

  it('connects an OAuth2 authorization through a real local provider and comes back to the stored page', async () => {
    const email = await createAccount('Oauth Person');
    const api = await Api.login(email);
    const page = await signIn(browser, email);
    const issuer = provider.issuer.url ?? '';
    const id = await createThroughUi(page, {
      template: 'oauth2',
      name: 'Local provider',
      fields: {
        clientId: 'flowlane-client',
        clientSecret: 'flowlane-client-secret',
        scopes: 'openid profile',
        authorizeUrl: `${issuer}/authorize`,
        tokenUrl: `${issuer}/token`,
      },
      test: false,
    });
    await page.getByTestId('oauth2-connected').getByText('Not connected').waitFor();

    await page.getByTestId('oauth2-connect').click();
    // Provider → /oauth2/callback → back to the page kept as the last OAuth2 URL.
    await page.waitForURL(/\/oauth2\/callback\?/u, { timeout: 30_000 });
    await page.waitForURL(url(`/authorizations/${id}`), { timeout: 30_000 });
    expect(await page.evaluate((key) => localStorage.getItem(key), LAST_OAUTH2_URL_KEY)).toBe(
      `/authorizations/${id}`,
    );
    await page.getByTestId('oauth2-connected').getByText('Connected', { exact: true }).waitFor();
    const stored = (await api.authorizations()).find((a) => a.id === id);
    expect(stored?.oauth2?.connected).toBe(true);
    expect(JSON.stringify(stored)).not.toContain('flowlane-client-secret');
    await screenshot(page, 'authorizations-oauth2-connected-dark');

    // A callback the provider refused shows "Error: ..." and a way back.
    await page.goto(url('/oauth2/callback?error=access_denied&state=nope'));
    const error = page.getByTestId('oauth2-error');
    await error.waitFor();
    expect(await error.textContent()).toMatch(/^Error: /u);
    await screenshot(page, 'authorizations-oauth2-error-dark');
    // The stored page, and the dashboard as the spec's other way back.
    expect(await page.getByTestId('oauth2-dashboard').getAttribute('href')).toBe('/dashboard');
    await page.getByRole('link', { name: 'Go back', exact: true }).click();
    await page.waitForURL(url(`/authorizations/${id}`));
    await page.context().close();
  });
});
