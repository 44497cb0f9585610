import type { IntegrationTemplate } from '@flowlane/contracts';
import { eachEdges, eachNew, excelFileSetting, slackChannelSetting, teamsSettings } from './app-settings.js';
import {
  BODY_JSON,
  dailyData,
  define,
  emailSetting,
  everyMinutesData,
  graph,
  hourSetting,
  methodSetting,
  microsoft,
  pollSetting,
  setting,
  slackBot,
  text,
  timezoneSetting,
  webhookData,
  webhookTrigger,
} from './kit.js';

/** Outlook, Teams, Excel 365 and OneDrive (one Microsoft 365 authorization). */
export const MICROSOFT_TEMPLATES: readonly IntegrationTemplate[] = [
  define({
    id: 'outlook-to-teams',
    name: 'New Outlook email to Microsoft Teams',
    category: 'Notifications',
    icon: 'mail',
    description: 'Posts each new Outlook email of a folder to a Microsoft Teams channel.',
    instructions:
      'Every few minutes the folder is checked; each new email is posted to the channel with its sender, subject and first lines.',
    settings: [
      text('folder', 'Mail folder', false, {
        default: 'inbox',
        help: 'inbox, or another folder’s name or id.',
      }),
      ...teamsSettings,
      pollSetting,
    ],
    authorizations: [microsoft(['trigger', 'post'])],
    workflow: {
      data: everyMinutesData,
      graph: graph(
        [
          ['trigger', 'microsoft-outlook.new_email', 'New email', { folder: '[[folder]]' }],
          eachNew('email'),
          [
            'post',
            'microsoft-teams.send_channel_message',
            'Post to Teams',
            {
              teamId: '[[teamId]]',
              channelId: '[[channelId]]',
              subject: '{{ steps.each.item.subject }}',
              content:
                'From {{ steps.each.item.fromName }} <{{ steps.each.item.from }}>\n{{ steps.each.item.bodyPreview }}',
            },
          ],
        ],
        eachEdges('post'),
      ),
    },
  }),
  define({
    id: 'onedrive-file-to-slack',
    name: 'New OneDrive file to Slack',
    category: 'Files',
    icon: 'chat',
    description: 'Posts a Slack message with the link of each file added to a OneDrive folder.',
    instructions:
      'Every few minutes the folder is checked; each new file is posted to the channel with its name, size and link.',
    settings: [
      text('folderPath', 'OneDrive folder', true, {
        default: '/Shared',
        help: 'The folder’s path from the top of your OneDrive, e.g. /Invoices/2026.',
      }),
      slackChannelSetting,
      pollSetting,
    ],
    authorizations: [microsoft(['trigger']), slackBot(['post'])],
    workflow: {
      data: everyMinutesData,
      graph: graph(
        [
          ['trigger', 'onedrive.new_file', 'New file', { folderPath: '[[folderPath]]' }],
          eachNew('file'),
          [
            'post',
            'slack.send_message',
            'Post to Slack',
            {
              channel: '[[channel]]',
              text: ':page_facing_up: New file *{{ steps.each.item.name }}* ({{ $round(steps.each.item.size / 1024) }} KB)\n{{ steps.each.item.webUrl }}',
            },
          ],
        ],
        eachEdges('post'),
      ),
    },
  }),
  define({
    id: 'schedule-excel-summary-mail',
    name: 'Daily Excel 365 summary by email',
    category: 'Reports',
    icon: 'summarize',
    description: 'Reads a worksheet of an Excel 365 workbook every day and emails its rows from Outlook.',
    instructions:
      'Every day at the chosen hour the range is read (its first row names the columns) and sent from your Outlook as a table: one line per row, the subject giving the count.',
    settings: [
      excelFileSetting,
      text('worksheet', 'Worksheet', true, { default: 'Sheet1', help: 'The tab’s name.' }),
      text('address', 'Range', false, { placeholder: 'A1:F50', help: 'Empty: every used cell.' }),
      emailSetting(),
      text('subject', 'Subject', true, { default: 'Daily summary' }),
      hourSetting,
      timezoneSetting,
    ],
    authorizations: [microsoft(['read', 'mail'])],
    workflow: {
      data: dailyData,
      graph: graph(
        [
          ['trigger', 'trigger.schedule', 'Schedule', {}],
          [
            'read',
            'microsoft-excel.read_range',
            'Read the worksheet',
            {
              itemId: '[[itemId]]',
              worksheet: '[[worksheet]]',
              address: '[[address]]',
              firstRowIsHeader: true,
            },
          ],
          [
            'mail',
            'microsoft-outlook.send_email',
            'Email the summary',
            {
              to: '[[email]]',
              subject: '[[subject]] ({{ $count(steps.read.rows) }} rows)',
              body: '{{ $join(steps.read.rows.($join($each($, function($v, $k) { $k & ": " & $string($v) }), ", ")), "\\n") }}',
            },
          ],
        ],
        [
          ['trigger', 'read'],
          ['read', 'mail'],
        ],
      ),
    },
  }),
  define({
    id: 'webhook-to-excel-row',
    name: 'Form to Excel 365 table row',
    category: 'Forms',
    icon: 'contact_mail',
    description: 'Adds every form submission or JSON request as a row of an Excel 365 table.',
    instructions:
      'Make a table (Insert > Table) whose column names match the form’s fields, then point the form (method POST) at the webhook URL. Each request becomes a row.',
    settings: [
      excelFileSetting,
      text('table', 'Table', true, {
        default: 'Table1',
        help: 'The table’s name (Table Design > Table Name).',
      }),
      methodSetting,
    ],
    authorizations: [microsoft(['append'])],
    workflow: {
      data: webhookData(),
      graph: graph(
        [
          webhookTrigger,
          [
            'append',
            'microsoft-excel.append_rows',
            'Add the row',
            { itemId: '[[itemId]]', table: '[[table]]', rows: `{{ [${BODY_JSON.slice(3, -3)}] }}` },
          ],
        ],
        [['trigger', 'append']],
      ),
    },
  }),
  define({
    id: 'outlook-auto-reply',
    name: 'Outlook auto-reply to new emails',
    category: 'Mail',
    icon: 'forward_to_inbox',
    description:
      'Replies to each new Outlook email matching a filter with your text, and keeps it in the thread.',
    instructions:
      'Every few minutes the folder is checked; each new email matching the filter gets your reply, saved in Sent Items.',
    settings: [
      text('folder', 'Mail folder', false, {
        default: 'inbox',
        help: 'inbox, or another folder’s name or id.',
      }),
      text('filter', 'Filter', false, {
        placeholder: "from/emailAddress/address eq 'orders@example.com'",
        help: 'A Microsoft Graph $filter on messages; empty: every new email.',
      }),
      setting('reply', 'Reply', 'textarea', true, {
        default: 'Thank you for your message. We will answer within one working day.',
      }),
      pollSetting,
    ],
    authorizations: [microsoft(['trigger', 'reply'])],
    workflow: {
      data: everyMinutesData,
      graph: graph(
        [
          [
            'trigger',
            'microsoft-outlook.new_email',
            'New email',
            { folder: '[[folder]]', filter: '[[filter]]' },
          ],
          eachNew('email'),
          [
            'reply',
            'microsoft-outlook.reply_to_message',
            'Reply',
            { messageId: '{{ steps.each.item.id }}', comment: '[[reply]]' },
          ],
        ],
        eachEdges('reply'),
      ),
    },
  }),
];
