import type { IntegrationTemplate } from '@flowlane/contracts';
import {
  airtableSettings,
  discordChannelSetting,
  eachEdges,
  eachNew,
  githubRepoSettings,
  jiraProjectSettings,
  notionDatabaseSetting,
  slackChannelSetting,
  supabaseTableSetting,
} from './app-settings.js';
import {
  appAuth,
  BODY_JSON,
  define,
  everyMinutesData,
  FIELDS_TEXT,
  graph,
  methodSetting,
  pollSetting,
  slackBot,
  text,
  webhookData,
  webhookTrigger,
} from './kit.js';

const jira = (nodeIds: string[]) => appAuth('jira', 'Jira site', 'bearer', 'jira', nodeIds);
const airtable = (nodeIds: string[]) => appAuth('airtable', 'Airtable token', 'bearer', 'airtable', nodeIds);
const supabase = (nodeIds: string[]) =>
  appAuth('supabase', 'Supabase project', 'bearer', 'supabase', nodeIds);

/** GitHub's "Issues" webhook event for a newly opened issue (other events and the ping are skipped). */
const GITHUB_WEBHOOK =
  'In the repository’s Settings > Webhooks, add the integration’s URL with the content type application/json and the “Issues” event.';
const issueOpened: [string, string, string, Record<string, unknown>] = [
  'opened',
  'flow.if',
  'A new issue?',
  {
    conditions: [
      { left: '{{ steps.trigger.body.action }}', operator: 'equals', right: 'opened' },
      { left: '{{ $exists(steps.trigger.body.issue) }}', operator: 'equals', right: true },
    ],
  },
];
const ISSUE = 'steps.trigger.body.issue';
const SLACK_ITEM_TEXT =
  '{{ $join($each(steps.each.item, function($v, $k) { $k & ": " & ($type($v) = "string" ? $v : $string($v)) }), "\\n") }}';

/** Developer and team tools: GitHub, Jira, Notion, Airtable and Supabase. */
export const WORK_TEMPLATES: readonly IntegrationTemplate[] = [
  define({
    id: 'github-issue-to-jira',
    name: 'New GitHub issue to Jira issue',
    category: 'Project management',
    icon: 'code',
    description: 'Creates a Jira issue for each issue opened in a GitHub repository, with a link back.',
    instructions: `${GITHUB_WEBHOOK} Each opened issue becomes a Jira issue with its title, text and link.`,
    settings: [
      ...jiraProjectSettings,
      text('labels', 'Jira labels', false, { default: 'github', help: 'Comma-separated.' }),
    ],
    authorizations: [jira(['create'])],
    workflow: {
      data: webhookData(),
      graph: graph(
        [
          ['trigger', 'trigger.webhook', 'GitHub webhook', { method: 'POST' }],
          issueOpened,
          [
            'create',
            'jira.create_issue',
            'Create the Jira issue',
            {
              project: '[[project]]',
              issueType: '[[issueType]]',
              summary: `{{ ${ISSUE}.title }}`,
              description: `{{ $exists(${ISSUE}.body) ? ${ISSUE}.body : "" }}\nGitHub: {{ ${ISSUE}.html_url }} (by {{ ${ISSUE}.user.login }})`,
              labels: '[[labels]]',
            },
          ],
        ],
        [
          ['trigger', 'opened'],
          ['opened', 'create', 'true'],
        ],
      ),
    },
  }),
  define({
    id: 'github-issue-to-slack',
    name: 'New GitHub issue to Slack',
    category: 'Notifications',
    icon: 'code',
    description: 'Posts each issue opened in a GitHub repository to a Slack channel.',
    instructions: `${GITHUB_WEBHOOK} Each opened issue is posted with its number, title, author and link.`,
    settings: [slackChannelSetting],
    authorizations: [slackBot(['post'])],
    workflow: {
      data: webhookData(),
      graph: graph(
        [
          ['trigger', 'trigger.webhook', 'GitHub webhook', { method: 'POST' }],
          issueOpened,
          [
            'post',
            'slack.send_message',
            'Post to Slack',
            {
              channel: '[[channel]]',
              text: `:bug: *#{{ ${ISSUE}.number }} {{ ${ISSUE}.title }}* by {{ ${ISSUE}.user.login }}\n{{ ${ISSUE}.html_url }}`,
            },
          ],
        ],
        [
          ['trigger', 'opened'],
          ['opened', 'post', 'true'],
        ],
      ),
    },
  }),
  define({
    id: 'form-to-github-issue',
    name: 'Bug report form to GitHub issue',
    category: 'Project management',
    icon: 'code',
    description:
      'Opens a GitHub issue for every bug report sent to a webhook URL, and answers with its link.',
    instructions:
      'POST JSON or a form with "title" and "description" (other fields are listed in the issue) to the webhook URL; the answer is {"issue": <number>, "url": <link>}.',
    settings: [
      ...githubRepoSettings,
      text('labels', 'Labels', false, { default: 'bug', help: 'Comma-separated.' }),
    ],
    authorizations: [appAuth('github', 'GitHub token', 'bearer', 'github-token', ['issue'])],
    workflow: {
      data: webhookData('sync'),
      graph: graph(
        [
          ['trigger', 'trigger.webhook', 'Webhook', { method: 'POST' }],
          [
            'issue',
            'github.create_issue',
            'Open the issue',
            {
              owner: '[[owner]]',
              repo: '[[repo]]',
              title:
                '{{ $exists(steps.trigger.body.title) ? $string(steps.trigger.body.title) : "Bug report" }}',
              body: FIELDS_TEXT,
              labels: '[[labels]]',
            },
          ],
          [
            'reply',
            'flow.webhook-response',
            'Answer with the link',
            { status: 201, body: { issue: '{{ steps.issue.number }}', url: '{{ steps.issue.html_url }}' } },
          ],
        ],
        [
          ['trigger', 'issue'],
          ['issue', 'reply'],
        ],
      ),
    },
  }),
  define({
    id: 'jira-issue-to-discord',
    name: 'New Jira issue to Discord',
    category: 'Notifications',
    icon: 'code',
    description: 'Sends a Discord message for each new Jira issue matching a JQL query.',
    instructions:
      'Every few minutes Jira is searched; each new issue is sent to the channel with its key, type, summary and link.',
    settings: [
      text('jql', 'JQL', false, {
        default: 'project = OPS',
        help: 'Which issues count, e.g. project = OPS AND priority = Highest.',
      }),
      text('site', 'Jira site URL', true, { placeholder: 'https://your-domain.atlassian.net' }),
      discordChannelSetting,
      pollSetting,
    ],
    authorizations: [jira(['trigger']), appAuth('discord', 'Discord bot', 'bearer', 'discord-bot', ['send'])],
    workflow: {
      data: everyMinutesData,
      graph: graph(
        [
          ['trigger', 'jira.new_issue', 'New issue', { jql: '[[jql]]' }],
          eachNew('issue'),
          [
            'send',
            'discord.send_message',
            'Send to Discord',
            {
              channelId: '[[channelId]]',
              content:
                '**{{ steps.each.item.key }}** ({{ steps.each.item.fields.issuetype.name }}) {{ steps.each.item.fields.summary }}\n[[site]]/browse/{{ steps.each.item.key }}',
            },
          ],
        ],
        eachEdges('send'),
      ),
    },
  }),
  define({
    id: 'notion-item-to-slack',
    name: 'New Notion database item to Slack',
    category: 'Notifications',
    icon: 'chat',
    description: 'Posts a Slack message with the link of each item added to a Notion database.',
    instructions:
      'Share the database with your Notion integration. Every few minutes it is checked; each new item is posted with its title and link.',
    settings: [notionDatabaseSetting, slackChannelSetting, pollSetting],
    authorizations: [
      appAuth('notion', 'Notion integration', 'bearer', 'notion', ['trigger']),
      slackBot(['post']),
    ],
    workflow: {
      data: everyMinutesData,
      graph: graph(
        [
          ['trigger', 'notion.new_database_item', 'New item', { databaseId: '[[databaseId]]' }],
          eachNew('item'),
          [
            'post',
            'slack.send_message',
            'Post to Slack',
            {
              channel: '[[channel]]',
              text: ':memo: *{{ $join($each(steps.each.item.properties, function($v) { $v.type = "title" ? $join($v.title.plain_text) : "" }), "") }}*\n{{ steps.each.item.url }}',
            },
          ],
        ],
        eachEdges('post'),
      ),
    },
  }),
  define({
    id: 'webhook-to-airtable',
    name: 'Typeform or form webhook to Airtable record',
    category: 'Forms',
    icon: 'storage',
    description: 'Creates an Airtable record for every Typeform response or JSON form sent to a webhook URL.',
    instructions:
      'Add the webhook URL in Typeform (Connect > Webhooks) or point any form at it. A Typeform answer goes into the field named by its question’s reference; JSON fields into the fields of the same name.',
    settings: [...airtableSettings, methodSetting],
    authorizations: [airtable(['create'])],
    workflow: {
      data: webhookData(),
      graph: graph(
        [
          webhookTrigger,
          [
            'create',
            'airtable.create_records',
            'Create the record',
            {
              baseId: '[[baseId]]',
              table: '[[table]]',
              fields: `{{ $exists(steps.trigger.body.form_response.answers) ? $merge(steps.trigger.body.form_response.answers.{ field.ref: $type($lookup($, type)) = "object" ? ($lookup($, type).label ? $lookup($, type).label : $join($lookup($, type).labels, ", ")) : $lookup($, type) }) : ${BODY_JSON.slice(3, -3)} }}`,
              typecast: true,
            },
          ],
        ],
        [['trigger', 'create']],
      ),
    },
  }),
  define({
    id: 'airtable-record-to-slack',
    name: 'New Airtable record to Slack',
    category: 'Notifications',
    icon: 'storage',
    description: 'Posts each record added to an Airtable table to a Slack channel, field by field.',
    instructions:
      'Every few minutes the table (or view) is checked; each new record is posted, one line per field.',
    settings: [
      ...airtableSettings,
      text('view', 'View', false, { help: 'Only records in this view; empty: the whole table.' }),
      slackChannelSetting,
      pollSetting,
    ],
    authorizations: [airtable(['trigger']), slackBot(['post'])],
    workflow: {
      data: everyMinutesData,
      graph: graph(
        [
          [
            'trigger',
            'airtable.new_record',
            'New record',
            { baseId: '[[baseId]]', table: '[[table]]', view: '[[view]]' },
          ],
          eachNew('record'),
          [
            'post',
            'slack.send_message',
            'Post to Slack',
            {
              channel: '[[channel]]',
              text: '{{ $join($each(steps.each.item.fields, function($v, $k) { $k & ": " & ($type($v) = "string" ? $v : $string($v)) }), "\\n") }}',
            },
          ],
        ],
        eachEdges('post'),
      ),
    },
  }),
  define({
    id: 'supabase-row-to-slack',
    name: 'New Supabase row to Slack',
    category: 'Notifications',
    icon: 'storage',
    description: 'Posts each row added to a Supabase table to a Slack channel, column by column.',
    instructions:
      'The table needs a column set when a row is added (created_at timestamptz default now()). Every few minutes each new row is posted.',
    settings: [
      supabaseTableSetting,
      text('createdColumn', 'Created-at column', true, { default: 'created_at' }),
      slackChannelSetting,
      pollSetting,
    ],
    authorizations: [supabase(['trigger']), slackBot(['post'])],
    workflow: {
      data: everyMinutesData,
      graph: graph(
        [
          [
            'trigger',
            'supabase.new_row',
            'New row',
            { table: '[[table]]', createdColumn: '[[createdColumn]]' },
          ],
          eachNew('row'),
          ['post', 'slack.send_message', 'Post to Slack', { channel: '[[channel]]', text: SLACK_ITEM_TEXT }],
        ],
        eachEdges('post'),
      ),
    },
  }),
  define({
    id: 'webhook-to-supabase',
    name: 'Webhook to Supabase row',
    category: 'Databases',
    icon: 'storage',
    description: 'Inserts every JSON request sent to a webhook URL as a row of a Supabase table.',
    instructions:
      'Send JSON whose keys are the table’s columns to the webhook URL; each request becomes a row (a list of objects becomes several).',
    settings: [supabaseTableSetting, methodSetting],
    authorizations: [supabase(['insert'])],
    workflow: {
      data: webhookData(),
      graph: graph(
        [
          webhookTrigger,
          [
            'insert',
            'supabase.insert_rows',
            'Insert the row',
            {
              table: '[[table]]',
              rows: `{{ $type(steps.trigger.body) = "array" ? steps.trigger.body : ${BODY_JSON.slice(3, -3)} }}`,
            },
          ],
        ],
        [['trigger', 'insert']],
      ),
    },
  }),
];
