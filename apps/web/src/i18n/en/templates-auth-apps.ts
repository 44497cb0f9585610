import { oauth2FieldTexts } from './templates-auth-connections';
/** Auth templates of the apps: OAuth2 apps and app tokens. */
export const authAppTemplates = {
  github: {
    name: 'GitHub',
    description:
      'Sign in to GitHub with OAuth2; enter the client id and secret of your own GitHub OAuth app.',
    fields: {
      ...oauth2FieldTexts,
      baseUrl: {
        label: 'API base URL',
        help: 'GitHub Enterprise Server: https://<your-host>/api/v3',
      },
    },
  },
  google: {
    name: 'Google',
    description:
      'Sign in to Google with OAuth2; enter the client id and secret of your own Google OAuth app.',
    fields: {
      ...oauth2FieldTexts,
    },
  },
  slack: {
    name: 'Slack',
    description: 'Sign in to Slack with OAuth2; enter the client id and secret of your own Slack OAuth app.',
    fields: {
      ...oauth2FieldTexts,
    },
  },
  microsoft: {
    name: 'Microsoft',
    description:
      'Sign in to Microsoft with OAuth2; enter the client id and secret of your own Microsoft OAuth app.',
    fields: {
      ...oauth2FieldTexts,
    },
  },
  hubspot: {
    name: 'HubSpot',
    description:
      'Sign in to HubSpot with OAuth2; enter the client id and secret of your own HubSpot OAuth app.',
    fields: {
      ...oauth2FieldTexts,
    },
  },
  'slack-bot': {
    name: 'Slack bot token',
    description:
      "A Slack app's bot token (xoxb-…), with the scopes chat:write, channels:read, channels:history and files:write.",
    fields: {
      token: {
        label: 'Bot token',
      },
    },
  },
  'github-token': {
    name: 'GitHub token',
    description:
      'A GitHub personal access token (fine-grained or classic), for github.com or GitHub Enterprise Server.',
    fields: {
      token: {
        label: 'Personal access token',
      },
      baseUrl: {
        label: 'API base URL',
        help: 'GitHub Enterprise Server: https://<your-host>/api/v3',
      },
    },
  },
  telegram: {
    name: 'Telegram bot',
    description: 'A Telegram bot token from @BotFather.',
    fields: {
      token: {
        label: 'Bot token',
      },
      baseUrl: {
        label: 'API base URL',
        help: 'A local Bot API server: http://<your-host>:8081',
      },
    },
  },
  notion: {
    name: 'Notion',
    description:
      'A Notion internal integration secret; share each page or database the workflow uses with the integration.',
    fields: {
      token: {
        label: 'Internal integration secret',
      },
    },
  },
  'discord-bot': {
    name: 'Discord bot',
    description:
      'A Discord bot token from the Developer Portal; add the bot to the server with the View Channels, Send Messages and Read Message History permissions (and the Message Content intent for the text of new messages).',
    fields: {
      token: {
        label: 'Bot token',
      },
    },
  },
  jira: {
    name: 'Jira',
    description:
      'Jira Cloud with an account email and API token, or Jira Data Center with a personal access token (leave the email empty).',
    fields: {
      baseUrl: {
        label: 'Site URL',
        help: 'Your Jira Cloud site, or your Jira Data Center address.',
      },
      email: {
        label: 'Account email',
        help: 'Jira Cloud only.',
      },
      token: {
        label: 'API token',
        help: 'Jira Data Center: a personal access token.',
      },
    },
  },
  twilio: {
    name: 'Twilio',
    description: 'Your Twilio account SID and auth token, from the Twilio Console.',
    fields: {
      username: {
        label: 'Account SID',
      },
      password: {
        label: 'Auth token',
      },
    },
  },
  'hubspot-token': {
    name: 'HubSpot private app',
    description:
      'The access token of a HubSpot private app with the scopes crm.objects.contacts.read, crm.objects.contacts.write and crm.objects.deals.write.',
    fields: {
      token: {
        label: 'Access token',
      },
    },
  },
  airtable: {
    name: 'Airtable',
    description:
      'An Airtable personal access token with the scopes data.records:read, data.records:write and schema.bases:read, given access to the bases the workflow uses.',
    fields: {
      token: {
        label: 'Personal access token',
      },
    },
  },
  supabase: {
    name: 'Supabase',
    description:
      "A Supabase project's URL and an API key: the service role (or secret) key bypasses Row Level Security, the anon (or publishable) key is held to it.",
    fields: {
      baseUrl: {
        label: 'Project URL',
        help: 'From Project Settings > Data API, or your self-hosted instance.',
      },
      token: {
        label: 'API key (service role or anon)',
      },
    },
  },
  whatsapp: {
    name: 'WhatsApp Business',
    description:
      "A WhatsApp Business Cloud API access token (a system user's permanent token) with whatsapp_business_messaging, and the phone number ID it sends from.",
    fields: {
      token: {
        label: 'Access token',
      },
      phoneNumberId: {
        label: 'Phone number ID',
        help: 'In the Meta app dashboard: WhatsApp > API Setup.',
      },
      appSecret: {
        label: 'App secret (for webhook signatures)',
      },
    },
  },
};
