import { InMemoryCredentials } from '@flowlane/engine/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoogleDriveFake } from '../apps/google-drive/fake-server.js';
import { googleDrive } from '../apps/google-drive/index.js';
import { GoogleSheetsFake } from '../apps/google-sheets/fake-server.js';
import { googleSheets } from '../apps/google-sheets/index.js';
import { JiraFake } from '../apps/jira/fake-server.js';
import { jira } from '../apps/jira/index.js';
import { NotionFake } from '../apps/notion/fake-server.js';
import { notion } from '../apps/notion/index.js';
import { SlackFake } from '../apps/slack/fake-server.js';
import { slack } from '../apps/slack/index.js';
import { testKitConfig } from '../testing/run.js';
import { AppOptions } from './options.js';

const slackFake = new SlackFake();
const sheetsFake = new GoogleSheetsFake();
const driveFake = new GoogleDriveFake();
const notionFake = new NotionFake();
const jiraFake = new JiraFake();
const fakes = [slackFake, sheetsFake, driveFake, notionFake, jiraFake];
beforeAll(async () => {
  await Promise.all(fakes.map((fake) => fake.start()));
});
afterAll(async () => {
  await Promise.all(fakes.map((fake) => fake.close()));
});

const credentials = new InMemoryCredentials([
  { id: 'slack', kind: 'bearer', fields: { token: 'xoxb-test' } },
  { id: 'google', kind: 'oauth2', fields: { accessToken: 'ya29.test', tokenType: 'Bearer' } },
  { id: 'notion', kind: 'bearer', fields: { token: 'secret_test' } },
  { id: 'revoked', kind: 'bearer', fields: { token: 'xoxb-revoked' } },
  { id: 'jira', kind: 'bearer', fields: { token: 'jira-api-token', email: 'ada@example.com' } },
]);

function options() {
  return new AppOptions(
    [slack, googleSheets, googleDrive, notion, jira],
    testKitConfig({
      baseUrls: {
        slack: slackFake.apiUrl,
        'google-sheets': sheetsFake.apiUrl,
        'google-drive': driveFake.apiUrl,
        notion: notionFake.apiUrl,
        jira: jiraFake.apiUrl,
      },
    }),
  );
}

const load = (loader: string, authorization: string, params: Record<string, unknown> = {}) =>
  options().load({ loader, authorization, params }, { credentials });

describe("a step field's choices, loaded from the account", () => {
  it('lists the Slack channels the token sees, not the archived one, as #name with the id as value', async () => {
    const channels = await load('slack.channels', 'slack');
    expect(channels).toHaveLength(6);
    expect(channels[0]).toEqual({ value: 'C00000001', label: '#channel-1' });
    expect(slackFake.server.requests.at(-1)?.headers.authorization).toBe('Bearer xoxb-test');
  });

  it("lists the spreadsheets through Drive, then a spreadsheet's tabs", async () => {
    driveFake.add({ id: 'sheet-1', name: 'Leads', mimeType: 'application/vnd.google-apps.spreadsheet' });
    driveFake.add({ id: 'doc-1', name: 'Notes', mimeType: 'application/vnd.google-apps.document' });
    expect(await load('google-drive.spreadsheets', 'google')).toEqual([{ value: 'sheet-1', label: 'Leads' }]);

    sheetsFake.create('sheet-1', 'Q1', ['Name']);
    sheetsFake.spreadsheets.get('sheet-1')?.set('Archive', [['Name']]);
    expect(await load('google-sheets.tabs', 'google', { spreadsheetId: 'sheet-1' })).toEqual([
      { value: 'Archive', label: 'Archive' },
      { value: 'Q1', label: 'Q1' },
    ]);
  });

  it('lists the Notion databases shared with the integration, and the Jira projects', async () => {
    expect(await load('notion.databases', 'notion')).toEqual([{ value: 'db1', label: 'Database db1' }]);
    expect(await load('jira.projects', 'jira')).toEqual([{ value: 'PROJ', label: 'Project PROJ (PROJ)' }]);
  });

  it("fails with the app's own answer for a refused token, and names an unknown loader", async () => {
    await expect(load('slack.channels', 'revoked')).rejects.toThrow(/Slack .*invalid_auth/);
    await expect(load('slack.emoji', 'slack')).rejects.toThrow('No options loader "slack.emoji"');
  });
});
