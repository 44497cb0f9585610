/** Integration templates on Google's and Microsoft 365's apps. */
export const officeTemplates = {
  'webhook-to-google-sheets': {
    name: 'Form to Google Sheets row',
    description: 'Adds every form submission or JSON request as a row of a Google Sheets spreadsheet.',
    instructions:
      'Point a form (method POST) or any JSON client at the webhook URL. Each field goes into the column of the same name (the sheet’s first row); fields without a column are left out.',
    settings: {
      spreadsheetId: {
        label: 'Spreadsheet ID',
        help: 'The long id in the spreadsheet’s address, between /d/ and /edit.',
      },
      sheet: {
        label: 'Sheet',
        help: 'The tab’s name; its first row names the columns.',
      },
      method: {
        label: 'Accepted method',
        help: 'Requests with another method are refused.',
      },
    },
    authorizations: {
      google: {
        label: 'Google account',
      },
    },
  },
  'gmail-to-slack': {
    name: 'New Gmail email to Slack alert',
    description: 'Posts a Slack message for each new Gmail email that matches a search.',
    instructions:
      'Every few minutes Gmail is searched; each new matching email is posted to the channel with its sender, subject and first lines.',
    settings: {
      query: {
        label: 'Gmail search',
        help: 'As in Gmail’s search box, e.g. from:billing@example.com has:attachment.',
      },
      channel: {
        label: 'Slack channel ID',
        help: 'The channel’s id (in its details); invite the bot to the channel first.',
      },
      everyMinutes: {
        label: 'Check every (minutes)',
        help: 'Each check hands on only the items that are new since the last one.',
      },
    },
    authorizations: {
      google: {
        label: 'Google account',
      },
      slack: {
        label: 'Slack bot',
      },
    },
  },
  'gmail-to-google-sheets': {
    name: 'Log Gmail emails in Google Sheets',
    description: 'Adds a row to a spreadsheet for each new Gmail email that matches a search.',
    instructions:
      'Give the sheet a first row with the columns Date, From, Subject and Snippet. Every few minutes each new matching email becomes a row.',
    settings: {
      query: {
        label: 'Gmail search',
        help: 'As in Gmail’s search box, e.g. label:invoices.',
      },
      spreadsheetId: {
        label: 'Spreadsheet ID',
        help: 'The long id in the spreadsheet’s address, between /d/ and /edit.',
      },
      sheet: {
        label: 'Sheet',
        help: 'The tab’s name; its first row names the columns.',
      },
      everyMinutes: {
        label: 'Check every (minutes)',
        help: 'Each check hands on only the items that are new since the last one.',
      },
    },
    authorizations: {
      google: {
        label: 'Google account',
      },
    },
  },
  'google-sheets-row-to-gmail': {
    name: 'New Google Sheets row to Gmail',
    description: 'Sends an email from Gmail for each row added to a spreadsheet, listing its columns.',
    instructions:
      'Every few minutes the sheet is read; for each new row an email lists each column and its value.',
    settings: {
      spreadsheetId: {
        label: 'Spreadsheet ID',
        help: 'The long id in the spreadsheet’s address, between /d/ and /edit.',
      },
      sheet: {
        label: 'Sheet',
        help: 'The tab’s name; its first row names the columns.',
      },
      email: {
        label: 'Send to',
        help: 'One address, or several separated by commas.',
      },
      subject: {
        label: 'Subject',
      },
      everyMinutes: {
        label: 'Check every (minutes)',
        help: 'Each check hands on only the items that are new since the last one.',
      },
    },
    authorizations: {
      google: {
        label: 'Google account',
      },
    },
  },
  'google-drive-file-to-notion': {
    name: 'New Google Drive file to Notion page',
    description: 'Adds an item to a Notion database for each file added to a Google Drive folder.',
    instructions:
      'Every few minutes the folder is checked; each new file becomes a database item titled with the file’s name, its page holding the file’s link and type.',
    settings: {
      folderId: {
        label: 'Drive folder ID',
        help: 'The last part of the folder’s address.',
      },
      databaseId: {
        label: 'Notion database ID',
        help: 'The 32 characters in the database’s link; share the database with the integration.',
      },
      titleProperty: {
        label: 'Title property',
        help: 'The database’s title column.',
      },
      everyMinutes: {
        label: 'Check every (minutes)',
        help: 'Each check hands on only the items that are new since the last one.',
      },
    },
    authorizations: {
      google: {
        label: 'Google account',
      },
      notion: {
        label: 'Notion integration',
      },
    },
  },
  'google-calendar-event-to-telegram': {
    name: 'New Google Calendar event to Telegram',
    description: 'Sends a Telegram message for each event added to a Google Calendar.',
    instructions:
      'Every few minutes the calendar is checked; each new event is sent to the chat with its title, start, place and link. Add the bot to the chat first.',
    settings: {
      calendarId: {
        label: 'Calendar ID',
        help: 'primary for your main calendar, or the id in the calendar’s settings.',
      },
      chatId: {
        label: 'Chat ID',
        help: 'The chat, group or channel the bot writes to (a number, or @channelname).',
      },
      everyMinutes: {
        label: 'Check every (minutes)',
        help: 'Each check hands on only the items that are new since the last one.',
      },
    },
    authorizations: {
      google: {
        label: 'Google account',
      },
      telegram: {
        label: 'Telegram bot',
      },
    },
  },
  'schedule-calendar-digest-to-teams': {
    name: 'Daily Google Calendar agenda to Microsoft Teams',
    description: 'Posts the day’s Google Calendar events to a Microsoft Teams channel every morning.',
    instructions:
      'Every day at the chosen hour the next 24 hours of the calendar are read and posted to the channel, one line per event.',
    settings: {
      calendarId: {
        label: 'Calendar ID',
        help: 'primary for your main calendar, or the id in the calendar’s settings.',
      },
      teamId: {
        label: 'Team ID',
        help: 'The groupId in a link to the team.',
      },
      channelId: {
        label: 'Channel ID',
        help: 'In the channel’s link, after /channel/.',
      },
      hour: {
        label: 'Hour of the day',
      },
      timezone: {
        label: 'Time zone',
        help: 'An IANA time zone such as Europe/Istanbul.',
      },
    },
    authorizations: {
      google: {
        label: 'Google account',
      },
      microsoft: {
        label: 'Microsoft 365 account',
      },
    },
  },
  'outlook-to-teams': {
    name: 'New Outlook email to Microsoft Teams',
    description: 'Posts each new Outlook email of a folder to a Microsoft Teams channel.',
    instructions:
      'Every few minutes the folder is checked; each new email is posted to the channel with its sender, subject and first lines.',
    settings: {
      folder: {
        label: 'Mail folder',
        help: 'inbox, or another folder’s name or id.',
      },
      teamId: {
        label: 'Team ID',
        help: 'The groupId in a link to the team.',
      },
      channelId: {
        label: 'Channel ID',
        help: 'In the channel’s link, after /channel/.',
      },
      everyMinutes: {
        label: 'Check every (minutes)',
        help: 'Each check hands on only the items that are new since the last one.',
      },
    },
    authorizations: {
      microsoft: {
        label: 'Microsoft 365 account',
      },
    },
  },
  'onedrive-file-to-slack': {
    name: 'New OneDrive file to Slack',
    description: 'Posts a Slack message with the link of each file added to a OneDrive folder.',
    instructions:
      'Every few minutes the folder is checked; each new file is posted to the channel with its name, size and link.',
    settings: {
      folderPath: {
        label: 'OneDrive folder',
        help: 'The folder’s path from the top of your OneDrive, e.g. /Invoices/2026.',
      },
      channel: {
        label: 'Slack channel ID',
        help: 'The channel’s id (in its details); invite the bot to the channel first.',
      },
      everyMinutes: {
        label: 'Check every (minutes)',
        help: 'Each check hands on only the items that are new since the last one.',
      },
    },
    authorizations: {
      microsoft: {
        label: 'Microsoft 365 account',
      },
      slack: {
        label: 'Slack bot',
      },
    },
  },
  'schedule-excel-summary-mail': {
    name: 'Daily Excel 365 summary by email',
    description: 'Reads a worksheet of an Excel 365 workbook every day and emails its rows from Outlook.',
    instructions:
      'Every day at the chosen hour the range is read (its first row names the columns) and sent from your Outlook as a table: one line per row, the subject giving the count.',
    settings: {
      itemId: {
        label: 'Workbook (drive item ID)',
        help: 'The .xlsx file’s OneDrive item id (OneDrive’s Get item step gives it).',
      },
      worksheet: {
        label: 'Worksheet',
        help: 'The tab’s name.',
      },
      address: {
        label: 'Range',
        help: 'Empty: every used cell.',
      },
      email: {
        label: 'Send to',
        help: 'One address, or several separated by commas.',
      },
      subject: {
        label: 'Subject',
      },
      hour: {
        label: 'Hour of the day',
      },
      timezone: {
        label: 'Time zone',
        help: 'An IANA time zone such as Europe/Istanbul.',
      },
    },
    authorizations: {
      microsoft: {
        label: 'Microsoft 365 account',
      },
    },
  },
  'webhook-to-excel-row': {
    name: 'Form to Excel 365 table row',
    description: 'Adds every form submission or JSON request as a row of an Excel 365 table.',
    instructions:
      'Make a table (Insert > Table) whose column names match the form’s fields, then point the form (method POST) at the webhook URL. Each request becomes a row.',
    settings: {
      itemId: {
        label: 'Workbook (drive item ID)',
        help: 'The .xlsx file’s OneDrive item id (OneDrive’s Get item step gives it).',
      },
      table: {
        label: 'Table',
        help: 'The table’s name (Table Design > Table Name).',
      },
      method: {
        label: 'Accepted method',
        help: 'Requests with another method are refused.',
      },
    },
    authorizations: {
      microsoft: {
        label: 'Microsoft 365 account',
      },
    },
  },
  'outlook-auto-reply': {
    name: 'Outlook auto-reply to new emails',
    description:
      'Replies to each new Outlook email matching a filter with your text, and keeps it in the thread.',
    instructions:
      'Every few minutes the folder is checked; each new email matching the filter gets your reply, saved in Sent Items.',
    settings: {
      folder: {
        label: 'Mail folder',
        help: 'inbox, or another folder’s name or id.',
      },
      filter: {
        label: 'Filter',
        help: 'A Microsoft Graph $filter on messages; empty: every new email.',
      },
      reply: {
        label: 'Reply',
      },
      everyMinutes: {
        label: 'Check every (minutes)',
        help: 'Each check hands on only the items that are new since the last one.',
      },
    },
    authorizations: {
      microsoft: {
        label: 'Microsoft 365 account',
      },
    },
  },
};
