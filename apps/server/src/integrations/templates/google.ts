import type { IntegrationTemplate } from '@flowlane/contracts';
import {
  eachEdges,
  eachNew,
  notionDatabaseSetting,
  sheetSetting,
  slackChannelSetting,
  spreadsheetSetting,
  teamsSettings,
  telegramChatSetting,
} from './app-settings.js';
import {
  appAuth,
  BODY_JSON,
  dailyData,
  define,
  emailSetting,
  everyMinutesData,
  google,
  graph,
  hourSetting,
  methodSetting,
  microsoft,
  pollSetting,
  slackBot,
  text,
  timezoneSetting,
  webhookData,
  webhookTrigger,
} from './kit.js';

/** Google Sheets, Gmail, Drive and Calendar at either end of a workflow. */
export const GOOGLE_TEMPLATES: readonly IntegrationTemplate[] = [
  define({
    id: 'webhook-to-google-sheets',
    name: 'Form to Google Sheets row',
    category: 'Forms',
    icon: 'contact_mail',
    description: 'Adds every form submission or JSON request as a row of a Google Sheets spreadsheet.',
    instructions:
      'Point a form (method POST) or any JSON client at the webhook URL. Each field goes into the column of the same name (the sheet’s first row); fields without a column are left out.',
    settings: [spreadsheetSetting, sheetSetting, methodSetting],
    authorizations: [google(['append'])],
    workflow: {
      data: webhookData(),
      graph: graph(
        [
          webhookTrigger,
          [
            'append',
            'google-sheets.append_row',
            'Add the row',
            { spreadsheetId: '[[spreadsheetId]]', sheet: '[[sheet]]', row: BODY_JSON },
          ],
        ],
        [['trigger', 'append']],
      ),
    },
  }),
  define({
    id: 'gmail-to-slack',
    name: 'New Gmail email to Slack alert',
    category: 'Notifications',
    icon: 'mail',
    description: 'Posts a Slack message for each new Gmail email that matches a search.',
    instructions:
      'Every few minutes Gmail is searched; each new matching email is posted to the channel with its sender, subject and first lines.',
    settings: [
      text('query', 'Gmail search', false, {
        default: 'is:unread in:inbox',
        help: 'As in Gmail’s search box, e.g. from:billing@example.com has:attachment.',
      }),
      slackChannelSetting,
      pollSetting,
    ],
    authorizations: [google(['trigger']), slackBot(['post'])],
    workflow: {
      data: everyMinutesData,
      graph: graph(
        [
          ['trigger', 'gmail.new_email', 'New email', { q: '[[query]]' }],
          eachNew('email'),
          [
            'post',
            'slack.send_message',
            'Post to Slack',
            {
              channel: '[[channel]]',
              text: ':email: *{{ steps.each.item.subject }}*\nFrom {{ steps.each.item.from }}\n{{ steps.each.item.snippet }}',
            },
          ],
        ],
        eachEdges('post'),
      ),
    },
  }),
  define({
    id: 'gmail-to-google-sheets',
    name: 'Log Gmail emails in Google Sheets',
    category: 'Mail',
    icon: 'move_to_inbox',
    description: 'Adds a row to a spreadsheet for each new Gmail email that matches a search.',
    instructions:
      'Give the sheet a first row with the columns Date, From, Subject and Snippet. Every few minutes each new matching email becomes a row.',
    settings: [
      text('query', 'Gmail search', false, {
        default: 'in:inbox',
        help: 'As in Gmail’s search box, e.g. label:invoices.',
      }),
      spreadsheetSetting,
      sheetSetting,
      pollSetting,
    ],
    authorizations: [google(['trigger', 'append'])],
    workflow: {
      data: everyMinutesData,
      graph: graph(
        [
          ['trigger', 'gmail.new_email', 'New email', { q: '[[query]]' }],
          eachNew('email'),
          [
            'append',
            'google-sheets.append_row',
            'Add the row',
            {
              spreadsheetId: '[[spreadsheetId]]',
              sheet: '[[sheet]]',
              row: {
                Date: '{{ steps.each.item.date }}',
                From: '{{ steps.each.item.from }}',
                Subject: '{{ steps.each.item.subject }}',
                Snippet: '{{ steps.each.item.snippet }}',
              },
            },
          ],
        ],
        eachEdges('append'),
      ),
    },
  }),
  define({
    id: 'google-sheets-row-to-gmail',
    name: 'New Google Sheets row to Gmail',
    category: 'Mail',
    icon: 'forward_to_inbox',
    description: 'Sends an email from Gmail for each row added to a spreadsheet, listing its columns.',
    instructions:
      'Every few minutes the sheet is read; for each new row an email lists each column and its value.',
    settings: [
      spreadsheetSetting,
      sheetSetting,
      emailSetting(),
      text('subject', 'Subject', true, { default: 'New row in the spreadsheet' }),
      pollSetting,
    ],
    authorizations: [google(['trigger', 'mail'])],
    workflow: {
      data: everyMinutesData,
      graph: graph(
        [
          [
            'trigger',
            'google-sheets.new_row',
            'New row',
            { spreadsheetId: '[[spreadsheetId]]', sheet: '[[sheet]]' },
          ],
          eachNew('row'),
          [
            'mail',
            'gmail.send_email',
            'Send the email',
            {
              to: '[[email]]',
              subject: '[[subject]] ({{ steps.each.item._row }})',
              body: '{{ $join($each($sift(steps.each.item, function($v, $k) { $k != "_row" }), function($v, $k) { $k & ": " & $string($v) }), "\\n") }}',
            },
          ],
        ],
        eachEdges('mail'),
      ),
    },
  }),
  define({
    id: 'google-drive-file-to-notion',
    name: 'New Google Drive file to Notion page',
    category: 'Files',
    icon: 'move_to_inbox',
    description: 'Adds an item to a Notion database for each file added to a Google Drive folder.',
    instructions:
      'Every few minutes the folder is checked; each new file becomes a database item titled with the file’s name, its page holding the file’s link and type.',
    settings: [
      text('folderId', 'Drive folder ID', true, { help: 'The last part of the folder’s address.' }),
      notionDatabaseSetting,
      text('titleProperty', 'Title property', true, {
        default: 'Name',
        help: 'The database’s title column.',
      }),
      pollSetting,
    ],
    authorizations: [
      google(['trigger']),
      appAuth('notion', 'Notion integration', 'bearer', 'notion', ['page']),
    ],
    workflow: {
      data: everyMinutesData,
      graph: graph(
        [
          ['trigger', 'google-drive.new_file', 'New file', { folderId: '[[folderId]]' }],
          eachNew('file'),
          [
            'page',
            'notion.create_database_item',
            'Create the Notion item',
            {
              databaseId: '[[databaseId]]',
              titleProperty: '[[titleProperty]]',
              title: '{{ steps.each.item.name }}',
              content:
                '{{ steps.each.item.webViewLink }}\n{{ steps.each.item.mimeType }}, added {{ steps.each.item.createdTime }}',
            },
          ],
        ],
        eachEdges('page'),
      ),
    },
  }),
  define({
    id: 'google-calendar-event-to-telegram',
    name: 'New Google Calendar event to Telegram',
    category: 'Notifications',
    icon: 'send',
    description: 'Sends a Telegram message for each event added to a Google Calendar.',
    instructions:
      'Every few minutes the calendar is checked; each new event is sent to the chat with its title, start, place and link. Add the bot to the chat first.',
    settings: [
      text('calendarId', 'Calendar ID', true, {
        default: 'primary',
        help: 'primary for your main calendar, or the id in the calendar’s settings.',
      }),
      telegramChatSetting,
      pollSetting,
    ],
    authorizations: [
      google(['trigger']),
      appAuth('telegram', 'Telegram bot', 'bearer', 'telegram', ['send']),
    ],
    workflow: {
      data: everyMinutesData,
      graph: graph(
        [
          ['trigger', 'google-calendar.new_event', 'New event', { calendarId: '[[calendarId]]' }],
          eachNew('event'),
          [
            'send',
            'telegram.send_message',
            'Send to Telegram',
            {
              chatId: '[[chatId]]',
              text: '📅 {{ steps.each.item.summary }}\n{{ $exists(steps.each.item.start.dateTime) ? steps.each.item.start.dateTime : steps.each.item.start.date }}{{ $exists(steps.each.item.location) ? "\\n" & steps.each.item.location : "" }}\n{{ steps.each.item.htmlLink }}',
            },
          ],
        ],
        eachEdges('send'),
      ),
    },
  }),
  define({
    id: 'schedule-calendar-digest-to-teams',
    name: 'Daily Google Calendar agenda to Microsoft Teams',
    category: 'Reports',
    icon: 'summarize',
    description: 'Posts the day’s Google Calendar events to a Microsoft Teams channel every morning.',
    instructions:
      'Every day at the chosen hour the next 24 hours of the calendar are read and posted to the channel, one line per event.',
    settings: [
      text('calendarId', 'Calendar ID', true, {
        default: 'primary',
        help: 'primary for your main calendar, or the id in the calendar’s settings.',
      }),
      ...teamsSettings,
      hourSetting,
      timezoneSetting,
    ],
    authorizations: [google(['events']), microsoft(['post'])],
    workflow: {
      data: dailyData,
      graph: graph(
        [
          ['trigger', 'trigger.schedule', 'Schedule', {}],
          [
            'events',
            'google-calendar.list_events',
            'Read the day’s events',
            {
              calendarId: '[[calendarId]]',
              timeMin: '{{ $now() }}',
              timeMax: '{{ $fromMillis($toMillis($now()) + 86400000) }}',
              returnAll: true,
            },
          ],
          [
            'post',
            'microsoft-teams.send_channel_message',
            'Post to Teams',
            {
              teamId: '[[teamId]]',
              channelId: '[[channelId]]',
              subject: 'Today’s agenda',
              content:
                '{{ steps.events.count = 0 ? "No events today." : $join(steps.events.items.(($exists(start.dateTime) ? $substring(start.dateTime, 11, 5) : "All day") & "  " & summary), "\\n") }}',
            },
          ],
        ],
        [
          ['trigger', 'events'],
          ['events', 'post'],
        ],
      ),
    },
  }),
];
