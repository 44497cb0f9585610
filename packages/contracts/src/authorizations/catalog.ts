import type { AuthFormField, AuthorizationKind, AuthTemplate } from './templates.js';

type FieldOptions = Partial<Pick<AuthFormField, 'help' | 'placeholder' | 'default' | 'options'>>;

const text = (key: string, label: string, required: boolean, more: FieldOptions = {}): AuthFormField => ({
  key,
  label,
  type: 'text',
  required,
  secret: false,
  ...more,
});
const secret = (key: string, label: string, required: boolean, more: FieldOptions = {}): AuthFormField => ({
  key,
  label,
  type: 'password',
  required,
  secret: true,
  ...more,
});
const number = (key: string, label: string, fallback: number, more: FieldOptions = {}): AuthFormField => ({
  key,
  label,
  type: 'number',
  required: false,
  secret: false,
  default: fallback,
  ...more,
});
const flag = (key: string, label: string, help: string): AuthFormField => ({
  key,
  label,
  type: 'boolean',
  required: false,
  secret: false,
  default: false,
  help,
});

/** The OAuth2 form; a provider's template fills the URLs (and usual scopes) as defaults. */
function oauth2Fields(defaults: {
  authorizeUrl?: string;
  tokenUrl?: string;
  scopes?: string;
  authParams?: string;
}): AuthFormField[] {
  return [
    text('clientId', 'Client ID', true, { help: "The OAuth app's client id, from the provider's console." }),
    secret('clientSecret', 'Client secret', true),
    text('scopes', 'Scopes', false, {
      help: 'Separated by spaces.',
      ...(defaults.scopes ? { default: defaults.scopes } : {}),
    }),
    text('authorizeUrl', 'Authorization URL', true, {
      placeholder: 'https://provider.example/oauth/authorize',
      ...(defaults.authorizeUrl ? { default: defaults.authorizeUrl } : {}),
    }),
    text('tokenUrl', 'Token URL', true, {
      placeholder: 'https://provider.example/oauth/token',
      ...(defaults.tokenUrl ? { default: defaults.tokenUrl } : {}),
    }),
    {
      key: 'authParams',
      label: 'Extra authorization parameters',
      type: 'textarea',
      required: false,
      secret: false,
      help: 'Added to the authorization URL, one key=value per line (for example access_type=offline).',
      ...(defaults.authParams ? { default: defaults.authParams } : {}),
    },
  ];
}

const tlsFlag = (key = 'tls') => flag(key, 'Use TLS', 'Encrypt the connection with TLS.');

/** The connection forms: keys and types are what the services' connectors parse (`packages/services`). */
const CONNECTION_FIELDS: Record<
  Exclude<AuthorizationKind, 'oauth2' | 'apikey' | 'bearer' | 'basic'>,
  AuthFormField[]
> = {
  smtp: [
    text('host', 'Host', true, { placeholder: 'smtp.example.com' }),
    number('port', 'Port', 587, { help: '465 with "TLS from the start", otherwise usually 587.' }),
    flag(
      'secure',
      'TLS from the start',
      'For port 465. Otherwise STARTTLS is used when the server offers it.',
    ),
    text('user', 'User', false),
    secret('password', 'Password', false),
    flag('requireTLS', 'Require STARTTLS', 'Refuse to send unless the server upgrades to TLS.'),
  ],
  postgres: [
    text('host', 'Host', true, { placeholder: 'db.example.com' }),
    number('port', 'Port', 5432),
    text('database', 'Database', false),
    text('user', 'User', false),
    secret('password', 'Password', false),
    tlsFlag('ssl'),
  ],
  mysql: [
    text('host', 'Host', true, { placeholder: 'db.example.com' }),
    number('port', 'Port', 3306),
    text('database', 'Database', false),
    text('user', 'User', false),
    secret('password', 'Password', false),
    tlsFlag('ssl'),
  ],
  redis: [
    text('host', 'Host', true, { placeholder: 'redis.example.com' }),
    number('port', 'Port', 6379),
    text('username', 'User', false, { help: 'Only for Redis ACL users; leave empty for the default user.' }),
    secret('password', 'Password', false),
    number('db', 'Database number', 0),
    tlsFlag(),
  ],
  mqtt: [
    text('host', 'Host', true, { placeholder: 'broker.example.com' }),
    number('port', 'Port', 1883, { help: '8883 with TLS.' }),
    text('username', 'User', false),
    secret('password', 'Password', false),
    text('clientId', 'Client ID', false),
    tlsFlag(),
  ],
  amqp: [
    text('host', 'Host', true, { placeholder: 'rabbitmq.example.com' }),
    number('port', 'Port', 5672, { help: '5671 with TLS.' }),
    text('username', 'User', false),
    secret('password', 'Password', false),
    text('vhost', 'Virtual host', false, { placeholder: '/' }),
    tlsFlag(),
  ],
  nats: [
    text('servers', 'Server', true, { placeholder: 'nats://nats.example.com:4222' }),
    text('user', 'User', false),
    secret('pass', 'Password', false),
    secret('token', 'Token', false),
    tlsFlag(),
  ],
  anthropic: [
    text('baseUrl', 'Base URL', true, { default: 'https://api.anthropic.com/v1' }),
    secret('apiKey', 'API key', true),
    text('model', 'Default model', false, { default: 'claude-sonnet-4-5' }),
  ],
  gemini: [
    text('baseUrl', 'Base URL', true, { default: 'https://generativelanguage.googleapis.com/v1beta' }),
    secret('apiKey', 'API key', true),
    text('model', 'Default model', false, { default: 'gemini-2.5-flash' }),
  ],
  mcp: [
    text('url', 'Server URL', true, {
      placeholder: 'https://mcp.example.com/mcp',
      help: 'An MCP server over streamable HTTP; an AI Agent step can use its tools.',
    }),
    secret('token', 'Bearer token', false, {
      help: 'Sent as Authorization: Bearer <token>, if the server asks for one.',
    }),
  ],
  openai: [
    text('baseUrl', 'Base URL', true, {
      default: 'https://api.openai.com/v1',
      help: 'Any OpenAI-compatible API (OpenAI, OpenRouter, Ollama, vLLM, ...).',
    }),
    secret('apiKey', 'API key', false),
    text('model', 'Default model', false, {
      default: 'gpt-4o-mini',
      help: 'Suggested for AI model steps that use this authorization; each step names its model.',
    }),
  ],
};

const oauthApp = (
  id: string,
  name: string,
  icon: string,
  docsUrl: string,
  defaults: Parameters<typeof oauth2Fields>[0],
  extra: AuthFormField[] = [],
): AuthTemplate => ({
  id,
  name,
  description: `Sign in to ${name} with OAuth2; enter the client id and secret of your own ${name} OAuth app.`,
  category: 'OAuth2 apps',
  kind: 'oauth2',
  icon,
  docsUrl,
  fields: [...oauth2Fields(defaults), ...extra],
});

/** An app connector's API base URL, for apps with self-hosted editions (packages/connectors reads it). */
const baseUrl = (fallback: string, help: string): AuthFormField =>
  text('baseUrl', 'API base URL', false, { default: fallback, help });

/** An app's own token (a bot token, a personal access token), sent as its connector expects. */
const appToken = (
  id: string,
  name: string,
  description: string,
  icon: string,
  docsUrl: string,
  tokenLabel: string,
  extra: AuthFormField[] = [],
): AuthTemplate => ({
  id,
  name,
  description,
  category: 'Apps',
  kind: 'bearer',
  icon,
  docsUrl,
  fields: [secret('token', tokenLabel, true), ...extra],
});

const GITHUB_BASE_URL = baseUrl(
  'https://api.github.com',
  'GitHub Enterprise Server: https://<your-host>/api/v3',
);

const connection = (
  id: string,
  kind: keyof typeof CONNECTION_FIELDS,
  name: string,
  description: string,
  category: AuthTemplate['category'],
  icon: string,
): AuthTemplate => ({ id, name, description, category, kind, icon, fields: CONNECTION_FIELDS[kind] });

/** The auth library: ready templates, in the order the library lists them. */
export const AUTH_TEMPLATES: readonly AuthTemplate[] = [
  oauthApp(
    'github',
    'GitHub',
    'code',
    'https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/creating-an-oauth-app',
    {
      authorizeUrl: 'https://github.com/login/oauth/authorize',
      tokenUrl: 'https://github.com/login/oauth/access_token',
      scopes: 'repo read:user admin:repo_hook',
    },
    [GITHUB_BASE_URL],
  ),
  oauthApp('google', 'Google', 'mail', 'https://developers.google.com/identity/protocols/oauth2/web-server', {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    // What the Google apps' operations need (packages/connectors: Sheets, Gmail, Drive, Calendar, Docs).
    scopes:
      'openid email https://www.googleapis.com/auth/spreadsheets https://www.googleapis.com/auth/drive.readonly https://www.googleapis.com/auth/gmail.send https://www.googleapis.com/auth/gmail.readonly https://www.googleapis.com/auth/drive https://www.googleapis.com/auth/calendar https://www.googleapis.com/auth/documents',
    authParams: 'access_type=offline\nprompt=consent',
  }),
  oauthApp('slack', 'Slack', 'chat', 'https://api.slack.com/authentication/oauth-v2', {
    authorizeUrl: 'https://slack.com/oauth/v2/authorize',
    tokenUrl: 'https://slack.com/api/oauth.v2.access',
    scopes: 'chat:write channels:read channels:history files:write',
  }),
  oauthApp(
    'microsoft',
    'Microsoft',
    'window',
    'https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-auth-code-flow',
    {
      authorizeUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
      tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
      // What the Microsoft 365 apps' operations need (packages/connectors: Outlook, Teams, Excel, OneDrive).
      scopes:
        'offline_access User.Read Mail.Send Mail.ReadWrite Files.ReadWrite ChannelMessage.Send ChannelMessage.Read.All Chat.ReadWrite Team.ReadBasic.All Channel.ReadBasic.All',
    },
  ),
  oauthApp('hubspot', 'HubSpot', 'hub', 'https://developers.hubspot.com/docs/api/oauth-quickstart-guide', {
    authorizeUrl: 'https://app.hubspot.com/oauth/authorize',
    tokenUrl: 'https://api.hubapi.com/oauth/v1/token',
    // What the HubSpot app's operations need (packages/connectors: contacts, deals).
    scopes: 'crm.objects.contacts.read crm.objects.contacts.write crm.objects.deals.write',
  }),
  appToken(
    'slack-bot',
    'Slack bot token',
    "A Slack app's bot token (xoxb-…), with the scopes chat:write, channels:read, channels:history and files:write.",
    'chat',
    'https://api.slack.com/authentication/token-types#bot',
    'Bot token',
  ),
  appToken(
    'github-token',
    'GitHub token',
    'A GitHub personal access token (fine-grained or classic), for github.com or GitHub Enterprise Server.',
    'code',
    'https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/managing-your-personal-access-tokens',
    'Personal access token',
    [GITHUB_BASE_URL],
  ),
  appToken(
    'telegram',
    'Telegram bot',
    'A Telegram bot token from @BotFather.',
    'send',
    'https://core.telegram.org/bots/features#botfather',
    'Bot token',
    [baseUrl('https://api.telegram.org', 'A local Bot API server: http://<your-host>:8081')],
  ),
  appToken(
    'notion',
    'Notion',
    'A Notion internal integration secret; share each page or database the workflow uses with the integration.',
    'description',
    'https://developers.notion.com/docs/authorization#internal-integration-auth-flow-set-up',
    'Internal integration secret',
  ),
  appToken(
    'discord-bot',
    'Discord bot',
    'A Discord bot token from the Developer Portal; add the bot to the server with the View Channels, Send Messages and Read Message History permissions (and the Message Content intent for the text of new messages).',
    'forum',
    'https://discord.com/developers/docs/topics/oauth2#bots',
    'Bot token',
  ),
  {
    id: 'jira',
    name: 'Jira',
    description:
      'Jira Cloud with an account email and API token, or Jira Data Center with a personal access token (leave the email empty).',
    category: 'Apps',
    // The token is what must be set (Bearer on Data Center; with the email, Basic on Cloud: the app applies it).
    kind: 'bearer',
    icon: 'task_alt',
    docsUrl:
      'https://support.atlassian.com/atlassian-account/docs/manage-api-tokens-for-your-atlassian-account/',
    fields: [
      text('baseUrl', 'Site URL', true, {
        placeholder: 'https://your-domain.atlassian.net',
        help: 'Your Jira Cloud site, or your Jira Data Center address.',
      }),
      text('email', 'Account email', false, { help: 'Jira Cloud only.' }),
      secret('token', 'API token', true, { help: 'Jira Data Center: a personal access token.' }),
    ],
  },
  {
    id: 'twilio',
    name: 'Twilio',
    description: 'Your Twilio account SID and auth token, from the Twilio Console.',
    category: 'Apps',
    kind: 'basic',
    icon: 'sms',
    docsUrl: 'https://www.twilio.com/docs/iam/api/account',
    fields: [
      text('username', 'Account SID', true, { placeholder: 'AC…' }),
      secret('password', 'Auth token', true),
    ],
  },
  appToken(
    'hubspot-token',
    'HubSpot private app',
    'The access token of a HubSpot private app with the scopes crm.objects.contacts.read, crm.objects.contacts.write and crm.objects.deals.write.',
    'hub',
    'https://developers.hubspot.com/docs/api/private-apps',
    'Access token',
  ),
  appToken(
    'airtable',
    'Airtable',
    'An Airtable personal access token with the scopes data.records:read, data.records:write and schema.bases:read, given access to the bases the workflow uses.',
    'table_chart',
    'https://airtable.com/developers/web/guides/personal-access-tokens',
    'Personal access token',
  ),
  {
    id: 'supabase',
    name: 'Supabase',
    description:
      "A Supabase project's URL and an API key: the service role (or secret) key bypasses Row Level Security, the anon (or publishable) key is held to it.",
    category: 'Apps',
    kind: 'bearer',
    icon: 'database',
    docsUrl: 'https://supabase.com/docs/guides/api/api-keys',
    fields: [
      text('baseUrl', 'Project URL', true, {
        placeholder: 'https://<project-ref>.supabase.co',
        help: 'From Project Settings > Data API, or your self-hosted instance.',
      }),
      secret('token', 'API key (service role or anon)', true),
    ],
  },
  appToken(
    'whatsapp',
    'WhatsApp Business',
    "A WhatsApp Business Cloud API access token (a system user's permanent token) with whatsapp_business_messaging, and the phone number ID it sends from.",
    'chat',
    'https://developers.facebook.com/docs/whatsapp/business-management-api/get-started',
    'Access token',
    [
      text('phoneNumberId', 'Phone number ID', true, {
        help: 'In the Meta app dashboard: WhatsApp > API Setup.',
      }),
      secret('appSecret', 'App secret (for webhook signatures)', false),
    ],
  ),
  {
    id: 'oauth2',
    name: 'OAuth2 (any provider)',
    description:
      'Authorization code with PKCE against any OAuth2 provider: enter its URLs, client and scopes.',
    category: 'OAuth2 apps',
    kind: 'oauth2',
    icon: 'key',
    fields: oauth2Fields({}),
  },
  {
    id: 'apikey',
    name: 'API key',
    description: 'A key sent with every HTTP request, in a header or in the query string.',
    category: 'HTTP',
    kind: 'apikey',
    icon: 'vpn_key',
    fields: [
      {
        key: 'in',
        label: 'Send in',
        type: 'select',
        required: true,
        secret: false,
        default: 'header',
        options: [
          { value: 'header', label: 'Header' },
          { value: 'query', label: 'Query string' },
        ],
      },
      text('name', 'Header or parameter name', true, { default: 'X-API-Key' }),
      secret('value', 'API key', true),
    ],
  },
  {
    id: 'bearer',
    name: 'Bearer token',
    description: 'A token sent as "Authorization: Bearer <token>".',
    category: 'HTTP',
    kind: 'bearer',
    icon: 'token',
    fields: [secret('token', 'Token', true)],
  },
  {
    id: 'basic',
    name: 'Basic auth',
    description: 'A user name and password sent as HTTP basic authentication.',
    category: 'HTTP',
    kind: 'basic',
    icon: 'password',
    fields: [text('username', 'User', true), secret('password', 'Password', false)],
  },
  connection('smtp', 'smtp', 'SMTP', 'Send mail through your own mail server.', 'Mail', 'mail'),
  connection('postgres', 'postgres', 'PostgreSQL', 'Query a PostgreSQL database.', 'Databases', 'storage'),
  connection(
    'mysql',
    'mysql',
    'MySQL / MariaDB',
    'Query a MySQL or MariaDB database.',
    'Databases',
    'storage',
  ),
  connection('redis', 'redis', 'Redis', 'Run commands on a Redis server.', 'Databases', 'memory'),
  connection('mqtt', 'mqtt', 'MQTT', 'Publish to an MQTT broker.', 'Messaging', 'sensors'),
  connection(
    'amqp',
    'amqp',
    'AMQP (RabbitMQ)',
    'Publish to an AMQP 0-9-1 broker such as RabbitMQ.',
    'Messaging',
    'hub',
  ),
  connection('nats', 'nats', 'NATS', 'Publish to a NATS server.', 'Messaging', 'send'),
  connection(
    'openai',
    'openai',
    'OpenAI-compatible API',
    'A chat-completion API: OpenAI or any compatible server (base URL, API key, model).',
    'AI',
    'smart_toy',
  ),
  connection(
    'anthropic',
    'anthropic',
    'Anthropic',
    'Claude models through the Anthropic API (API key, model).',
    'AI',
    'psychology',
  ),
  connection(
    'gemini',
    'gemini',
    'Google Gemini',
    'Gemini models through the Gemini API (API key, model).',
    'AI',
    'auto_awesome',
  ),
  connection(
    'mcp',
    'mcp',
    'MCP server',
    'A remote MCP server (streamable HTTP) whose tools an AI Agent step may call.',
    'AI',
    'hub',
  ),
];

export function findAuthTemplate(id: string): AuthTemplate | undefined {
  return AUTH_TEMPLATES.find((t) => t.id === id);
}
