/** Integration templates on the chat, developer, work and CRM apps. */
export const teamworkTemplates = {
  'webhook-to-slack': {
    name: 'Webhook to Slack message',
    description: 'Posts every request sent to a webhook URL to a Slack channel, field by field.',
    instructions:
      'Send JSON or a form to the webhook URL (from a monitoring tool, a script, a form). Each request is posted to the channel, one line per field.',
    settings: {
      channel: {
        label: 'Slack channel ID',
        help: 'The channel’s id (in its details); invite the bot to the channel first.',
      },
      title: {
        label: 'Title',
      },
      method: {
        label: 'Accepted method',
        help: 'Requests with another method are refused.',
      },
    },
    authorizations: {
      slack: {
        label: 'Slack bot',
      },
    },
  },
  'webhook-to-telegram': {
    name: 'Webhook to Telegram message',
    description: 'Sends every request sent to a webhook URL to a Telegram chat through your bot.',
    instructions:
      'Add the bot to the chat, then send JSON or a form to the webhook URL. Each request becomes a message, one line per field.',
    settings: {
      chatId: {
        label: 'Chat ID',
        help: 'The chat, group or channel the bot writes to (a number, or @channelname).',
      },
      title: {
        label: 'Title',
      },
      method: {
        label: 'Accepted method',
        help: 'Requests with another method are refused.',
      },
    },
    authorizations: {
      telegram: {
        label: 'Telegram bot',
      },
    },
  },
  'telegram-ai-agent': {
    name: 'Telegram bot answered by an AI agent',
    description: 'Answers each message sent to your Telegram bot with an AI agent that remembers the chat.',
    instructions:
      'Set the bot’s webhook to the integration’s URL once: open https://api.telegram.org/bot<token>/setWebhook?url=<webhook URL>. Each text message is answered in its chat; the agent remembers the last turns of each chat.',
    settings: {
      model: {
        label: 'Model',
      },
      system: {
        label: 'Instructions',
      },
    },
    authorizations: {
      ai: {
        label: 'OpenAI-compatible API',
      },
      telegram: {
        label: 'Telegram bot',
      },
    },
  },
  'webhook-to-whatsapp': {
    name: 'Order webhook to WhatsApp message',
    description:
      'Sends a WhatsApp Business message to the phone number in each request, e.g. an order confirmation.',
    instructions:
      'POST JSON such as {"phone": "+905551234567", "name": "Ada", "order": "1042"} to the webhook URL. Within 24 hours of the customer’s last message a text is allowed; otherwise WhatsApp asks for an approved template.',
    settings: {
      message: {
        label: 'Message',
        help: 'Sent after “Hello <name>,” and before the order number, both from the request.',
      },
      method: {
        label: 'Accepted method',
        help: 'Requests with another method are refused.',
      },
    },
    authorizations: {
      whatsapp: {
        label: 'WhatsApp Business',
      },
    },
  },
  'twilio-sms-to-google-sheets': {
    name: 'Incoming Twilio SMS to Google Sheets',
    description: 'Adds a row to a spreadsheet for each SMS your Twilio number receives.',
    instructions:
      'Give the sheet a first row with the columns Date, From and Message. Every few minutes each new SMS to the number becomes a row.',
    settings: {
      number: {
        label: 'Twilio number',
        help: 'In E.164 format, with the country code.',
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
      twilio: {
        label: 'Twilio account',
      },
      google: {
        label: 'Google account',
      },
    },
  },
  'webhook-to-twilio-sms': {
    name: 'Webhook alert by Twilio SMS',
    description: 'Sends an SMS from your Twilio number for every request sent to a webhook URL.',
    instructions:
      'Send JSON such as {"text": "Disk full on db-1"} to the webhook URL; its text (or its fields) is sent to the phone number.',
    settings: {
      to: {
        label: 'Send to',
        help: 'In E.164 format, with the country code.',
      },
      from: {
        label: 'From (your Twilio number)',
        help: 'In E.164 format, with the country code.',
      },
      method: {
        label: 'Accepted method',
        help: 'Requests with another method are refused.',
      },
    },
    authorizations: {
      twilio: {
        label: 'Twilio account',
      },
    },
  },
  'slack-to-discord': {
    name: 'Slack channel to Discord channel',
    description: 'Copies each new message of a Slack channel to a Discord channel.',
    instructions:
      'Every few minutes the Slack channel is checked; each new message is sent to the Discord channel by your bot.',
    settings: {
      channel: {
        label: 'Slack channel ID',
        help: 'The channel’s id (in its details); invite the bot to the channel first.',
      },
      channelId: {
        label: 'Discord channel ID',
        help: 'Right-click the channel with Developer Mode on, then Copy Channel ID.',
      },
      everyMinutes: {
        label: 'Check every (minutes)',
        help: 'Each check hands on only the items that are new since the last one.',
      },
    },
    authorizations: {
      slack: {
        label: 'Slack bot',
      },
      discord: {
        label: 'Discord bot',
      },
    },
  },
  'github-issue-to-jira': {
    name: 'New GitHub issue to Jira issue',
    description: 'Creates a Jira issue for each issue opened in a GitHub repository, with a link back.',
    instructions:
      'In the repository’s Settings > Webhooks, add the integration’s URL with the content type application/json and the “Issues” event. Each opened issue becomes a Jira issue with its title, text and link.',
    settings: {
      project: {
        label: 'Jira project key',
      },
      issueType: {
        label: 'Issue type',
        help: 'Task, Bug, Story…',
      },
      labels: {
        label: 'Jira labels',
        help: 'Comma-separated.',
      },
    },
    authorizations: {
      jira: {
        label: 'Jira site',
      },
    },
  },
  'github-issue-to-slack': {
    name: 'New GitHub issue to Slack',
    description: 'Posts each issue opened in a GitHub repository to a Slack channel.',
    instructions:
      'In the repository’s Settings > Webhooks, add the integration’s URL with the content type application/json and the “Issues” event. Each opened issue is posted with its number, title, author and link.',
    settings: {
      channel: {
        label: 'Slack channel ID',
        help: 'The channel’s id (in its details); invite the bot to the channel first.',
      },
    },
    authorizations: {
      slack: {
        label: 'Slack bot',
      },
    },
  },
  'form-to-github-issue': {
    name: 'Bug report form to GitHub issue',
    description:
      'Opens a GitHub issue for every bug report sent to a webhook URL, and answers with its link.',
    instructions:
      'POST JSON or a form with "title" and "description" (other fields are listed in the issue) to the webhook URL; the answer is {"issue": <number>, "url": <link>}.',
    settings: {
      owner: {
        label: 'Repository owner',
      },
      repo: {
        label: 'Repository',
      },
      labels: {
        label: 'Labels',
        help: 'Comma-separated.',
      },
    },
    authorizations: {
      github: {
        label: 'GitHub token',
      },
    },
  },
  'jira-issue-to-discord': {
    name: 'New Jira issue to Discord',
    description: 'Sends a Discord message for each new Jira issue matching a JQL query.',
    instructions:
      'Every few minutes Jira is searched; each new issue is sent to the channel with its key, type, summary and link.',
    settings: {
      jql: {
        label: 'JQL',
        help: 'Which issues count, e.g. project = OPS AND priority = Highest.',
      },
      site: {
        label: 'Jira site URL',
      },
      channelId: {
        label: 'Discord channel ID',
        help: 'Right-click the channel with Developer Mode on, then Copy Channel ID.',
      },
      everyMinutes: {
        label: 'Check every (minutes)',
        help: 'Each check hands on only the items that are new since the last one.',
      },
    },
    authorizations: {
      jira: {
        label: 'Jira site',
      },
      discord: {
        label: 'Discord bot',
      },
    },
  },
  'notion-item-to-slack': {
    name: 'New Notion database item to Slack',
    description: 'Posts a Slack message with the link of each item added to a Notion database.',
    instructions:
      'Share the database with your Notion integration. Every few minutes it is checked; each new item is posted with its title and link.',
    settings: {
      databaseId: {
        label: 'Notion database ID',
        help: 'The 32 characters in the database’s link; share the database with the integration.',
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
      notion: {
        label: 'Notion integration',
      },
      slack: {
        label: 'Slack bot',
      },
    },
  },
  'webhook-to-airtable': {
    name: 'Typeform or form webhook to Airtable record',
    description: 'Creates an Airtable record for every Typeform response or JSON form sent to a webhook URL.',
    instructions:
      'Add the webhook URL in Typeform (Connect > Webhooks) or point any form at it. A Typeform answer goes into the field named by its question’s reference; JSON fields into the fields of the same name.',
    settings: {
      baseId: {
        label: 'Airtable base ID',
        help: 'The part of the base’s link starting with app.',
      },
      table: {
        label: 'Table',
        help: 'The table’s name or id.',
      },
      method: {
        label: 'Accepted method',
        help: 'Requests with another method are refused.',
      },
    },
    authorizations: {
      airtable: {
        label: 'Airtable token',
      },
    },
  },
  'airtable-record-to-slack': {
    name: 'New Airtable record to Slack',
    description: 'Posts each record added to an Airtable table to a Slack channel, field by field.',
    instructions:
      'Every few minutes the table (or view) is checked; each new record is posted, one line per field.',
    settings: {
      baseId: {
        label: 'Airtable base ID',
        help: 'The part of the base’s link starting with app.',
      },
      table: {
        label: 'Table',
        help: 'The table’s name or id.',
      },
      view: {
        label: 'View',
        help: 'Only records in this view; empty: the whole table.',
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
      airtable: {
        label: 'Airtable token',
      },
      slack: {
        label: 'Slack bot',
      },
    },
  },
  'supabase-row-to-slack': {
    name: 'New Supabase row to Slack',
    description: 'Posts each row added to a Supabase table to a Slack channel, column by column.',
    instructions:
      'The table needs a column set when a row is added (created_at timestamptz default now()). Every few minutes each new row is posted.',
    settings: {
      table: {
        label: 'Supabase table',
        help: 'A table of the public schema.',
      },
      createdColumn: {
        label: 'Created-at column',
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
      supabase: {
        label: 'Supabase project',
      },
      slack: {
        label: 'Slack bot',
      },
    },
  },
  'webhook-to-supabase': {
    name: 'Webhook to Supabase row',
    description: 'Inserts every JSON request sent to a webhook URL as a row of a Supabase table.',
    instructions:
      'Send JSON whose keys are the table’s columns to the webhook URL; each request becomes a row (a list of objects becomes several).',
    settings: {
      table: {
        label: 'Supabase table',
        help: 'A table of the public schema.',
      },
      method: {
        label: 'Accepted method',
        help: 'Requests with another method are refused.',
      },
    },
    authorizations: {
      supabase: {
        label: 'Supabase project',
      },
    },
  },
  'stripe-webhook-to-hubspot': {
    name: 'Stripe customer to HubSpot contact',
    description: 'Creates a HubSpot contact for each Stripe checkout or new customer, from a Stripe webhook.',
    instructions:
      'In Stripe (Developers > Webhooks) add the webhook URL with the events checkout.session.completed and customer.created. Each one becomes a contact with the customer’s email, name and phone.',
    settings: {
      events: {
        label: 'Stripe events',
        help: 'Comma-separated; other events are ignored.',
      },
    },
    authorizations: {
      hubspot: {
        label: 'HubSpot private app',
      },
    },
  },
  'form-to-hubspot-contact': {
    name: 'Form to HubSpot contact',
    description:
      'Creates a HubSpot contact from every form submission or JSON request sent to a webhook URL.',
    instructions:
      'Point a form (method POST) or any JSON client at the webhook URL with the fields email, firstname, lastname, phone and company (or name for the full name).',
    settings: {
      source: {
        label: 'Lead source',
        help: 'Kept in the contact’s message property, to see where it came from.',
      },
      method: {
        label: 'Accepted method',
        help: 'Requests with another method are refused.',
      },
    },
    authorizations: {
      hubspot: {
        label: 'HubSpot private app',
      },
    },
  },
};
