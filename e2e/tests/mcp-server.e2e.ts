/**
 * Issue 52, Flowlane as an MCP server, end to end: a workflow marked as an MCP tool in its settings (the
 * input schema made from the Webhook's test data), a team key with the `mcp` scope, the team page's MCP
 * endpoint panel, then a real MCP client (the official SDK's) listing and calling the tool with that key,
 * and the call in the workflow's run log. MCP_SHOTS_DIR=<dir> also saves the MCP tool section and the
 * endpoint panel in dark, light and Arabic there, for a person to look at.
 */
import { LoginResponse, TeamRef } from '@flowlane/contracts';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appUrl, saveElementShot, signedInContext, useBrowser } from '../src/index.js';
import { clientAddress, createActiveAccount, PASSWORD } from './auth-support.js';
import {
  type Api,
  createWorkflow,
  expectMessage,
  getWorkflow,
  graphOf,
  openDesigner,
  stepNode,
} from './designer-support.js';
import { chooseLanguage, chooseMode } from './shell-support.js';

const base = () => appUrl('');

/**
 * Webhook → Webhook Response: answers with a forecast for the city the caller named. An MCP call reaches a
 * Webhook workflow as a request whose body is the arguments, so the mappings the data-sources tree offers
 * for a webhook (`trigger.body.city`, `steps.hook.body.days`) read them as a real call's would.
 */
const forecastGraph = () =>
  graphOf(
    [
      { id: 'hook', serviceId: 'trigger.webhook', name: 'Forecast asked', x: 0, y: 0 },
      {
        id: 'reply',
        serviceId: 'flow.webhook-response',
        name: 'Answer',
        x: 320,
        y: 0,
        params: {
          status: 200,
          body: { forecast: 'Sunny in {{ trigger.body.city }}', days: '{{ steps.hook.body.days }}' },
        },
      },
    ],
    [['hook', null, 'reply']],
  );

/** The input schema "From test data" makes of the test call's body { city: 'Ankara', days: 3 }. */
const FORECAST_SCHEMA = {
  type: 'object',
  properties: { city: { type: 'string' }, days: { type: 'integer' } },
  required: ['city', 'days'],
};

const Snippet = z.object({
  mcpServers: z.object({
    flowlane: z.object({
      type: z.literal('http'),
      url: z.string(),
      headers: z.record(z.string(), z.string()),
    }),
  }),
});

/** A new account (admin of its own team) with its API client and team id. */
async function teamAdmin(name: string): Promise<{ email: string; api: Api; teamId: string }> {
  const email = await createActiveAccount('mcp-server', name);
  const login = await fetch(`${base()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...clientAddress() },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  const api: Api = { base: base(), token: LoginResponse.parse(await login.json()).token };
  const teams = await fetch(`${base()}/api/team`, { headers: { authorization: `Bearer ${api.token}` } });
  const [team] = z.array(TeamRef).parse(await teams.json());
  if (!team) throw new Error('the new account has no team');
  return { email, api, teamId: team.id };
}

async function openSignedIn(browser: Browser, email: string): Promise<Page> {
  const context = await signedInContext(
    browser,
    base(),
    { username: email, password: PASSWORD },
    {
      viewport: { width: 1400, height: 1000 },
      extraHTTPHeaders: clientAddress(),
      permissions: ['clipboard-read', 'clipboard-write'],
    },
  );
  const page = await context.newPage();
  // Leaving a designer with unsaved changes asks (beforeunload); the tests always mean to leave.
  page.on('dialog', (dialog) => void dialog.accept());
  return page;
}

/** Saves an element's picture under MCP_SHOTS_DIR, when it is set. */
async function shoot(target: Locator, name: string): Promise<void> {
  const dir = process.env.MCP_SHOTS_DIR;
  if (dir) await saveElementShot(dir, target, name);
}

/** How far an element's first line of text starts from its left edge (px): a left-aligned block's padding. */
function textIndent(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const [first] = range.getClientRects();
    return (first?.left ?? Number.POSITIVE_INFINITY) - el.getBoundingClientRect().left;
  });
}

/** Names and codes that stay in Latin letters in Arabic: product and protocol names, the key prefix. */
const LATIN_NAMES = new Set([
  'MCP',
  'API',
  'HTTP',
  'JSON',
  'Schema',
  'Claude',
  'Desktop',
  'mcpServers',
  'mcp',
  'flk_',
]);

/** The Latin words an element shows around its fields and code blocks (what is left untranslated). */
function latinWords(element: Locator): Promise<string[]> {
  return element.evaluate((el) => {
    const copy = el.cloneNode(true);
    if (!(copy instanceof HTMLElement)) return [];
    for (const field of copy.querySelectorAll('pre, input, textarea')) field.remove();
    return copy.textContent?.match(/[A-Za-z][A-Za-z_]*/g) ?? [];
  });
}

/** Opens the designer's workflow settings; the MCP tool section in them. */
async function openMcpSettings(page: Page, workflowId: string): Promise<Locator> {
  await openDesigner(page, base(), workflowId);
  await page.getByTestId('designer-settings').click();
  const section = page.getByTestId('workflow-settings').getByTestId('mcp-tool-settings');
  await section.waitFor();
  return section;
}

async function openTeamPage(page: Page, teamId: string): Promise<Locator> {
  await page.goto(appUrl(`/teams/${teamId}`));
  const panel = page.getByTestId('mcp-endpoint');
  await panel.waitFor();
  return panel;
}

/** Fills and submits the create-key dialog of a keys section; returns the key shown once. */
async function createKey(page: Page, section: string, name: string, scope: string): Promise<string> {
  await page.getByTestId(section).getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByTestId('api-key-create-dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('checkbox', { name: new RegExp(`^${scope} —`) }).check();
  await dialog.getByRole('button', { name: 'CREATE' }).click();
  const shown = page.getByTestId('api-key-secret');
  await shown.waitFor();
  const key = await shown.inputValue();
  await page.getByRole('button', { name: 'DONE' }).click();
  await page.getByTestId('api-key-created-dialog').waitFor({ state: 'detached' });
  return key;
}

/** The official MCP SDK's client, connected to `url` with an API key. */
async function mcpClient(url: string, key: string): Promise<Client> {
  const client = new Client({ name: 'flowlane-e2e', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(url), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  );
  return client;
}

describe('Flowlane as an MCP server', () => {
  const browser = useBrowser();

  it('serves a workflow marked in its settings as a tool an MCP client lists and calls, and logs the call', async () => {
    const { email, api, teamId } = await teamAdmin('Mcp Builder');
    const id = await createWorkflow(api, { data: { title: 'Weather desk' }, graph: forecastGraph() });
    const { hookId } = await getWorkflow(api, id);
    const page = await openSignedIn(browser(), email);

    // The Webhook's test data, the designer's way: listen for a test call, then call the test URL.
    await openDesigner(page, base(), id);
    await stepNode(page, 'hook').click();
    const hookPanel = page.locator('[data-testid="step-panel"][data-node-id="hook"]');
    await hookPanel.getByTestId('listen-test-call').click();
    await hookPanel.getByTestId('test-call-listening').waitFor();
    const call = await fetch(`${base()}/hooks/test/${hookId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ city: 'Ankara', days: 3 }),
    });
    expect(call.status).toBe(200);
    await hookPanel.getByTestId('test-call-captured').waitFor();

    // The MCP tool section: switched on, named, described, its schema made from the test data.
    await page.getByTestId('designer-settings').click();
    const settings = page.getByTestId('workflow-settings');
    const section = settings.getByTestId('mcp-tool-settings');
    await section.getByText('MCP tool', { exact: true }).waitFor();
    await section.getByTestId('mcp-tool-enabled').locator('input').check();
    await section.getByTestId('mcp-tool-name').fill('weather_forecast');
    const description = 'Tells the weather for a city over the next days.';
    await section.getByTestId('mcp-tool-description').fill(description);
    await section.getByTestId('mcp-tool-from-test-data').click();
    expect(JSON.parse(await section.getByTestId('mcp-tool-schema').inputValue())).toEqual(FORECAST_SCHEMA);
    await shoot(section, 'mcp-tool-section-dark');
    const saving = page.waitForResponse(
      (r) => r.url().endsWith(`/api/workflow/${id}`) && r.request().method() === 'PUT',
    );
    await settings.getByTestId('settings-save').click();
    expect((await saving).ok()).toBe(true);
    await expectMessage(page, 'Workflow saved');
    expect(await settings.getByTestId('settings-error').count()).toBe(0);
    expect((await getWorkflow(api, id)).data.mcp).toEqual({
      enabled: true,
      name: 'weather_forecast',
      description,
      inputSchema: FORECAST_SCHEMA,
    });
    await settings.getByRole('button', { name: 'Cancel' }).click();

    // A team key with the mcp scope, and the endpoint as the team page shows it to an admin.
    const panel = await openTeamPage(page, teamId);
    const key = await createKey(page, 'team-api-keys', 'Claude Desktop', 'MCP');
    const url = await panel.getByTestId('mcp-endpoint-url').textContent();
    expect(url).toBe(`${base()}/api/mcp`);
    const snippet = Snippet.parse(
      JSON.parse((await panel.getByTestId('mcp-endpoint-snippet').textContent()) ?? ''),
    );
    expect(snippet.mcpServers.flowlane.url).toBe(url);
    expect(snippet.mcpServers.flowlane.headers).toEqual({ Authorization: 'Bearer flk_…' });
    // The address's copy button (named for what it copies) puts it on the clipboard.
    await panel.getByRole('button', { name: 'Copy: MCP endpoint (streamable HTTP)', exact: true }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await shoot(panel, 'mcp-endpoint-panel-dark');

    // An AI client with the key finds the tool and calls it; the workflow answers.
    const client = await mcpClient(url ?? '', key);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => [t.name, t.description, t.inputSchema])).toEqual([
        ['weather_forecast', description, FORECAST_SCHEMA],
      ]);
      const result = await client.callTool({
        name: 'weather_forecast',
        arguments: { city: 'Izmir', days: 2 },
      });
      expect(result.isError).toBe(false);
      expect(result.structuredContent).toEqual({ forecast: 'Sunny in Izmir', days: 2 });
    } finally {
      await client.close();
    }

    // The call is a run of the workflow, in its run log as started by an MCP tool call.
    await page.goto(appUrl(`/logs/flow/${id}`));
    const row = page.getByTestId('run-row');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.getAttribute('data-status')).toBe('succeeded');
    await row.getByRole('cell', { name: 'MCP tool', exact: true }).waitFor();
    await row.click();
    await page.getByTestId('run-trigger').getByText('MCP tool', { exact: true }).waitFor();
    // The tool call's arguments are the run's trigger data.
    const triggerData = page.getByTestId('run-trigger-data');
    await triggerData.getByRole('button', { name: 'Trigger data', exact: true }).click();
    await triggerData.getByText('Izmir', { exact: false }).first().waitFor();
    await page.context().close();
  });

  it('shows the MCP tool section and the endpoint panel in the light theme and in Arabic, right to left', async () => {
    const { email, api, teamId } = await teamAdmin('Mcp Looker');
    const mcp = {
      enabled: true,
      name: 'weather_forecast',
      description: 'Tells the weather for a city over the next days.',
      inputSchema: FORECAST_SCHEMA,
    };
    const id = await createWorkflow(api, { data: { title: 'Weather desk', mcp }, graph: forecastGraph() });
    const page = await openSignedIn(browser(), email);

    let panel = await openTeamPage(page, teamId);
    await chooseMode(page, 'light');
    await shoot(panel, 'mcp-endpoint-panel-light');
    let section = await openMcpSettings(page, id);
    expect(await section.getByTestId('mcp-tool-name').inputValue()).toBe('weather_forecast');
    // No test data on the trigger yet: the button is off and says what it needs.
    expect(await section.getByTestId('mcp-tool-from-test-data').isDisabled()).toBe(true);
    await section
      .getByTestId('mcp-tool-no-test-data')
      .getByText('Give the Webhook or Manual trigger test data first', { exact: false })
      .waitFor();
    await shoot(section, 'mcp-tool-section-light');

    panel = await openTeamPage(page, teamId);
    await chooseLanguage(page, 'ar');
    await panel.getByText('خادم MCP', { exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // The address and the snippet stay left to right inside the right-to-left page.
    expect((await latinWords(panel)).filter((word) => !LATIN_NAMES.has(word))).toEqual([]);
    for (const block of ['mcp-endpoint-url', 'mcp-endpoint-snippet']) {
      expect(await textIndent(panel.getByTestId(block))).toBeLessThan(20);
    }
    await shoot(panel, 'mcp-endpoint-panel-ar');
    section = await openMcpSettings(page, id);
    await section.getByText('أداة MCP', { exact: true }).waitFor();
    expect((await latinWords(section)).filter((word) => !LATIN_NAMES.has(word))).toEqual([]);
    // The English description reads left to right in the Arabic page.
    expect(
      await section.getByTestId('mcp-tool-description').evaluate((el) => getComputedStyle(el).direction),
    ).toBe('ltr');
    await shoot(section, 'mcp-tool-section-ar');
    await page.context().close();
  });
});
