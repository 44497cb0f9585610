import type { IntegrationSettingField } from '@flowlane/contracts';
import type { Edge, Node } from './kit.js';
import { text } from './kit.js';

/** Settings and steps the app templates share: where in each app the data goes or comes from. */

export const spreadsheetSetting = text('spreadsheetId', 'Spreadsheet ID', true, {
  help: 'The long id in the spreadsheet’s address, between /d/ and /edit.',
});
export const sheetSetting = text('sheet', 'Sheet', true, {
  default: 'Sheet1',
  help: 'The tab’s name; its first row names the columns.',
});
export const slackChannelSetting = text('channel', 'Slack channel ID', true, {
  placeholder: 'C0123456789',
  help: 'The channel’s id (in its details); invite the bot to the channel first.',
});
export const teamsSettings: IntegrationSettingField[] = [
  text('teamId', 'Team ID', true, { help: 'The groupId in a link to the team.' }),
  text('channelId', 'Channel ID', true, {
    placeholder: '19:…@thread.tacv2',
    help: 'In the channel’s link, after /channel/.',
  }),
];
export const telegramChatSetting = text('chatId', 'Chat ID', true, {
  help: 'The chat, group or channel the bot writes to (a number, or @channelname).',
});
export const discordChannelSetting = text('channelId', 'Discord channel ID', true, {
  help: 'Right-click the channel with Developer Mode on, then Copy Channel ID.',
});
export const notionDatabaseSetting = text('databaseId', 'Notion database ID', true, {
  help: 'The 32 characters in the database’s link; share the database with the integration.',
});
export const jiraProjectSettings: IntegrationSettingField[] = [
  text('project', 'Jira project key', true, { placeholder: 'OPS' }),
  text('issueType', 'Issue type', true, { default: 'Task', help: 'Task, Bug, Story…' }),
];
export const airtableSettings: IntegrationSettingField[] = [
  text('baseId', 'Airtable base ID', true, {
    placeholder: 'appXXXXXXXXXXXXXX',
    help: 'The part of the base’s link starting with app.',
  }),
  text('table', 'Table', true, { help: 'The table’s name or id.' }),
];
export const githubRepoSettings: IntegrationSettingField[] = [
  text('owner', 'Repository owner', true, { placeholder: 'octo-org' }),
  text('repo', 'Repository', true, { placeholder: 'website' }),
];
export const supabaseTableSetting = text('table', 'Supabase table', true, {
  help: 'A table of the public schema.',
});
export const excelFileSetting = text('itemId', 'Workbook (drive item ID)', true, {
  help: 'The .xlsx file’s OneDrive item id (OneDrive’s Get item step gives it).',
});

/** A loop over a polling trigger's new items: the step `body` runs once per item (`steps.each.item`). */
export const eachNew = (what: string): Node => [
  'each',
  'flow.loop',
  `Each new ${what}`,
  { items: '{{ steps.trigger.items }}' },
];
export const eachEdges = (body: string, after: Edge[] = []): Edge[] => [
  ['trigger', 'each'],
  ['each', body, 'loop'],
  ...after,
  [after.at(-1)?.[1] ?? body, 'each'],
];
