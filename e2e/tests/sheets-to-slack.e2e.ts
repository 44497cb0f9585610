/**
 * Issue 51, choices loaded from the account: Manual trigger → Google Sheets "Read rows" → Slack "Send
 * message" built in the designer, the spreadsheet, its tab and the channel each picked from the lists the
 * step's authorization loads (POST /api/step-options), the message mapped from the row; saved and run by
 * hand, the Slack fake gets the message in the chosen channel. The apps are their fake servers: the test
 * runs its own app with FLOWLANE_TEST_APP_BASE_URLS pointing Slack, Sheets and Drive at them, and a
 * Google authorization connected through a local OAuth2 server whose tokens both Google fakes take.
 * OPTIONS_SHOTS_DIR (default /tmp/options-shots) gets the step panel with the loaded choices in light,
 * dark and Arabic, for a person to look at.
 */
import { GoogleDriveFake, GoogleSheetsFake, SlackFake } from '@flowlane/connectors/testing';
import { Authorization } from '@flowlane/contracts';
import { OAuth2Server } from 'oauth2-mock-server';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { chooseOption, launchBrowser, type RunningApp, saveElementShot } from '../src/index.js';
import {
  type Api,
  addStep,
  apiCall,
  apiLogin,
  createWorkflow,
  edgeCount,
  expectMessage,
  finishedRun,
  getWorkflow,
  openDesigner,
  openStepPanel,
  saveInDesigner,
  signIn,
  startOwnApp,
  stepNode,
} from './designer-support.js';
import { chooseLanguage, chooseMode } from './shell-support.js';

const SHOTS = process.env.OPTIONS_SHOTS_DIR ?? '/tmp/options-shots';
const SPREADSHEET = 'application/vnd.google-apps.spreadsheet';
const SALES = { id: 'C0SALES001', name: 'sales', is_private: false, is_archived: false, num_members: 4 };

const shoot = (target: Locator, name: string) => saveElementShot(SHOTS, target, name);

/** A Google authorization connected as its form's Connect button does, through the provider's consent. */
async function connectedGoogle(api: Api, provider: OAuth2Server): Promise<Authorization> {
  const issuer = provider.issuer.url ?? '';
  const created = await apiCall(api, 'POST', '/api/authorization', Authorization, {
    templateId: 'google',
    name: 'Sales Google',
    fields: {
      clientId: 'flowlane-client',
      clientSecret: 'client-secret',
      authorizeUrl: `${issuer}/authorize`,
      tokenUrl: `${issuer}/token`,
    },
  });
  const { url } = await apiCall(
    api,
    'GET',
    `/api/oauth2/authorize/${created.id}`,
    z.object({ url: z.string() }),
  );
  const location = (await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '';
  const query = Object.fromEntries(new URL(location).searchParams);
  return apiCall(api, 'POST', '/api/oauth2/token', Authorization, query);
}

const pickerLabel = (a: Authorization) => `${a.name} (${a.kind})`;

/** The select of choices loaded under a field (LoadedOptions), by the field's key. */
const loadedSelect = (panel: Locator, key: string): Locator =>
  panel.getByTestId(`options-${key}`).locator('xpath=..').getByRole('combobox');

/**
 * Opens a loaded select's list until `shown` is in it (a click under load can leave it closed, as
 * chooseOption knows) and returns every choice's text, the list left open.
 */
async function choicesOf(page: Page, select: Locator, shown: string): Promise<string[]> {
  const item = page.getByRole('option', { name: shown, exact: true });
  await vi.waitFor(
    async () => {
      if (!(await item.isVisible())) await select.click();
      await item.waitFor({ timeout: 3_000 });
    },
    { timeout: 30_000, interval: 250 },
  );
  return page.getByRole('option').allTextContents();
}

const pick = (page: Page, option: string) => page.getByRole('option', { name: option, exact: true }).click();

const openStep = openStepPanel;

describe('a Sheets → Slack workflow built from choices loaded from the accounts', () => {
  const slack = new SlackFake();
  const sheets = new GoogleSheetsFake();
  const drive = new GoogleDriveFake();
  const provider = new OAuth2Server();
  let app: RunningApp;
  let browser: Browser;
  let api: Api;

  beforeAll(async () => {
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    // Every access token the provider issues is one both Google fakes take.
    provider.service.on('beforeResponse', (response) => {
      const token = z.object({ access_token: z.string() }).safeParse(response.body);
      if (!token.success) return;
      sheets.tokens.add(token.data.access_token);
      drive.tokens.add(token.data.access_token);
    });
    await Promise.all([slack.start(), sheets.start(), drive.start()]);
    slack.channels.push(SALES);
    sheets.create('leads-book', 'Q1', ['Name', 'Email'], [['Ada Lovelace', 'ada@example.com']]);
    sheets.spreadsheets.get('leads-book')?.set('Q2', [['Name', 'Email']]);
    sheets.create('budget-book', 'Costs', ['Item', 'Amount']);
    drive.add({ id: 'leads-book', name: 'Leads', mimeType: SPREADSHEET });
    drive.add({ id: 'budget-book', name: 'Budget 2026', mimeType: SPREADSHEET });
    drive.add({ id: 'notes', name: 'Notes.txt', content: 'not a spreadsheet' });
    [app, browser] = await Promise.all([
      startOwnApp({
        // The fakes and the OAuth2 server listen on 127.0.0.1.
        ALLOW_PRIVATE_NETWORK: 'true',
        FLOWLANE_TEST_APP_BASE_URLS: JSON.stringify({
          slack: slack.apiUrl,
          'google-sheets': sheets.apiUrl,
          'google-drive': drive.apiUrl,
        }),
      }),
      launchBrowser(),
    ]);
    api = await apiLogin(app.url);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await Promise.all([slack.close(), sheets.close(), drive.close(), provider.stop()]);
  });

  it('picks the spreadsheet, its tab and the channel from the loaded lists, and the run posts there', async () => {
    const google = await connectedGoogle(api, provider);
    expect(google.oauth2?.connected).toBe(true);
    const slackBot = await apiCall(api, 'POST', '/api/authorization', Authorization, {
      templateId: 'slack-bot',
      name: 'Sales Slack',
      fields: { token: 'xoxb-test' },
    });
    const revoked = await apiCall(api, 'POST', '/api/authorization', Authorization, {
      templateId: 'slack-bot',
      name: 'Old Slack',
      fields: { token: 'xoxb-revoked' },
    });
    const id = await createWorkflow(api, { data: { title: 'New leads to Slack' } });
    const page = await signIn(browser, app.url);
    await chooseMode(page, 'light');
    await openDesigner(page, app.url, id);

    await addStep(page, 'manual', 'trigger.manual');
    const read = await addStep(page, 'read rows', 'google-sheets.read_rows');
    await expect.poll(() => edgeCount(page)).toBe(1);
    let panel = page.getByTestId('step-panel');
    // No authorization yet: the panel says what the list needs instead of an empty list.
    await panel.getByTestId('options-spreadsheetId').waitFor();
    expect(await panel.getByTestId('options-spreadsheetId').textContent()).toContain(
      'Choose an authorization',
    );
    await chooseOption(
      page,
      panel.getByTestId('authorization-picker').getByRole('combobox'),
      pickerLabel(google),
    );
    // The tabs wait for the spreadsheet, named as its field is labelled.
    await expect
      .poll(() => panel.getByTestId('options-sheet').textContent())
      .toBe('Fill in “Spreadsheet ID” to list the choices.');
    await shoot(panel, 'sheets-panel-waiting-light');

    // The spreadsheets Drive lists (not the text file); choosing one fills the field above with its id.
    const spreadsheets = await choicesOf(page, loadedSelect(panel, 'spreadsheetId'), 'Leads');
    expect(spreadsheets.sort()).toEqual(['Budget 2026', 'Leads']);
    await pick(page, 'Leads');
    await expect.poll(() => panel.getByTestId('param-spreadsheetId').inputValue()).toBe('leads-book');
    const listed = drive.server.requests.find((r) => r.path === '/drive/v3/files');
    expect(listed?.query.get('q')).toContain(SPREADSHEET);

    // Its tabs load once the spreadsheet is known.
    expect(await choicesOf(page, loadedSelect(panel, 'sheet'), 'Q1')).toEqual(['Q1', 'Q2']);
    await pick(page, 'Q1');
    await expect.poll(() => panel.getByTestId('param-sheet').inputValue()).toBe('Q1');
    await shoot(panel, 'sheets-panel-light');

    const send = await addStep(page, 'send message', 'slack.send_message');
    await expect.poll(() => edgeCount(page)).toBe(2);
    panel = page.getByTestId('step-panel');
    // A token Slack refuses: the list says why instead of showing nothing.
    await chooseOption(
      page,
      panel.getByTestId('authorization-picker').getByRole('combobox'),
      pickerLabel(revoked),
    );
    await expect
      .poll(() => panel.getByTestId('options-channel').textContent())
      .toMatch(/^The choices could not be loaded: .*invalid_auth/);
    await shoot(panel, 'slack-panel-refused-light');
    await chooseOption(
      page,
      panel.getByTestId('authorization-picker').getByRole('combobox'),
      pickerLabel(slackBot),
    );
    const channels = await choicesOf(page, loadedSelect(panel, 'channel'), '#sales');
    // Archived channels are left out.
    expect(channels).toContain('#channel-1');
    expect(channels).not.toContain('#channel-7');
    await shoot(page.getByRole('listbox'), 'slack-channels-list-light');
    await pick(page, '#sales');
    await expect.poll(() => panel.getByTestId('param-channel').inputValue()).toBe(SALES.id);
    await panel.getByTestId('param-text').fill(`New lead: {{ steps.${read}.items[0].Name }}`);
    await shoot(panel, 'slack-panel-light');

    await saveInDesigner(page, id);
    const saved = await getWorkflow(api, id);
    expect(saved.graph.nodes.find((n) => n.id === read)?.params).toMatchObject({
      authorization: google.id,
      spreadsheetId: 'leads-book',
      sheet: 'Q1',
    });
    expect(saved.graph.nodes.find((n) => n.id === send)?.params).toMatchObject({
      authorization: slackBot.id,
      channel: SALES.id,
    });

    const started = Date.now();
    await page.getByTestId('designer-run').click();
    await expectMessage(page, 'Workflow process has been queued');
    const run = await finishedRun(api, id, started - 1000);
    expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    expect(slack.messages.get(SALES.id)?.map((m) => m.text)).toEqual(['New lead: Ada Lovelace']);
    await stepNode(page, send).locator('[data-status="succeeded"]').waitFor();

    // The same panel, reopened, in dark and in Arabic: the chosen choices show by their names.
    await openDesigner(page, app.url, id);
    await chooseMode(page, 'dark');
    panel = await openStep(page, read);
    await expect.poll(() => loadedSelect(panel, 'sheet').textContent()).toBe('Q1');
    expect(await loadedSelect(panel, 'spreadsheetId').textContent()).toBe('Leads');
    await shoot(panel, 'sheets-panel-dark');
    panel = await openStep(page, send);
    await expect.poll(() => loadedSelect(panel, 'channel').textContent()).toBe('#sales');
    await shoot(panel, 'slack-panel-dark');
    await chooseMode(page, 'light');

    await chooseLanguage(page, 'ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    panel = await openStep(page, read);
    await expect.poll(() => loadedSelect(panel, 'sheet').textContent()).toBe('Q1');
    await shoot(panel, 'sheets-panel-ar');
    await choicesOf(page, loadedSelect(panel, 'spreadsheetId'), 'Budget 2026');
    await shoot(page.getByRole('listbox'), 'sheets-spreadsheets-list-ar');
    await page.keyboard.press('Escape');
    panel = await openStep(page, send);
    await expect.poll(() => loadedSelect(panel, 'channel').textContent()).toBe('#sales');
    await shoot(panel, 'slack-panel-ar');
    await chooseLanguage(page, 'en');
    await page.context().close();
  });
});
