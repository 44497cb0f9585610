/** Auth templates of HTTP, databases, brokers, mail and AI services. */
/** The fields every OAuth2 template has (the server's `oauth2Fields`), worded once. */
export const oauth2FieldTexts = {
  clientId: {
    label: 'Client ID',
    help: "The OAuth app's client id, from the provider's console.",
  },
  clientSecret: {
    label: 'Client secret',
  },
  scopes: {
    label: 'Scopes',
    help: 'Separated by spaces.',
  },
  authorizeUrl: {
    label: 'Authorization URL',
  },
  tokenUrl: {
    label: 'Token URL',
  },
  authParams: {
    label: 'Extra authorization parameters',
    help: 'Added to the authorization URL, one key=value per line (for example access_type=offline).',
  },
};

export const authConnectionTemplates = {
  oauth2: {
    name: 'OAuth2 (any provider)',
    description:
      'Authorization code with PKCE against any OAuth2 provider: enter its URLs, client and scopes.',
    fields: {
      ...oauth2FieldTexts,
    },
  },
  apikey: {
    name: 'API key',
    description: 'A key sent with every HTTP request, in a header or in the query string.',
    fields: {
      in: {
        label: 'Send in',
        options: {
          header: 'Header',
          query: 'Query string',
        },
      },
      name: {
        label: 'Header or parameter name',
      },
      value: {
        label: 'API key',
      },
    },
  },
  bearer: {
    name: 'Bearer token',
    description: 'A token sent as "Authorization: Bearer <token>".',
    fields: {
      token: {
        label: 'Token',
      },
    },
  },
  basic: {
    name: 'Basic auth',
    description: 'A user name and password sent as HTTP basic authentication.',
    fields: {
      username: {
        label: 'User',
      },
      password: {
        label: 'Password',
      },
    },
  },
  smtp: {
    name: 'SMTP',
    description: 'Send mail through your own mail server.',
    fields: {
      host: {
        label: 'Host',
      },
      port: {
        label: 'Port',
        help: '465 with "TLS from the start", otherwise usually 587.',
      },
      secure: {
        label: 'TLS from the start',
        help: 'For port 465. Otherwise STARTTLS is used when the server offers it.',
      },
      user: {
        label: 'User',
      },
      password: {
        label: 'Password',
      },
      requireTLS: {
        label: 'Require STARTTLS',
        help: 'Refuse to send unless the server upgrades to TLS.',
      },
    },
  },
  postgres: {
    name: 'PostgreSQL',
    description: 'Query a PostgreSQL database.',
    fields: {
      host: {
        label: 'Host',
      },
      port: {
        label: 'Port',
      },
      database: {
        label: 'Database',
      },
      user: {
        label: 'User',
      },
      password: {
        label: 'Password',
      },
      ssl: {
        label: 'Use TLS',
        help: 'Encrypt the connection with TLS.',
      },
    },
  },
  mysql: {
    name: 'MySQL / MariaDB',
    description: 'Query a MySQL or MariaDB database.',
    fields: {
      host: {
        label: 'Host',
      },
      port: {
        label: 'Port',
      },
      database: {
        label: 'Database',
      },
      user: {
        label: 'User',
      },
      password: {
        label: 'Password',
      },
      ssl: {
        label: 'Use TLS',
        help: 'Encrypt the connection with TLS.',
      },
    },
  },
  redis: {
    name: 'Redis',
    description: 'Run commands on a Redis server.',
    fields: {
      host: {
        label: 'Host',
      },
      port: {
        label: 'Port',
      },
      username: {
        label: 'User',
        help: 'Only for Redis ACL users; leave empty for the default user.',
      },
      password: {
        label: 'Password',
      },
      db: {
        label: 'Database number',
      },
      tls: {
        label: 'Use TLS',
        help: 'Encrypt the connection with TLS.',
      },
    },
  },
  mqtt: {
    name: 'MQTT',
    description: 'Publish to an MQTT broker.',
    fields: {
      host: {
        label: 'Host',
      },
      port: {
        label: 'Port',
        help: '8883 with TLS.',
      },
      username: {
        label: 'User',
      },
      password: {
        label: 'Password',
      },
      clientId: {
        label: 'Client ID',
      },
      tls: {
        label: 'Use TLS',
        help: 'Encrypt the connection with TLS.',
      },
    },
  },
  amqp: {
    name: 'AMQP (RabbitMQ)',
    description: 'Publish to an AMQP 0-9-1 broker such as RabbitMQ.',
    fields: {
      host: {
        label: 'Host',
      },
      port: {
        label: 'Port',
        help: '5671 with TLS.',
      },
      username: {
        label: 'User',
      },
      password: {
        label: 'Password',
      },
      vhost: {
        label: 'Virtual host',
      },
      tls: {
        label: 'Use TLS',
        help: 'Encrypt the connection with TLS.',
      },
    },
  },
  nats: {
    name: 'NATS',
    description: 'Publish to a NATS server.',
    fields: {
      servers: {
        label: 'Server',
      },
      user: {
        label: 'User',
      },
      pass: {
        label: 'Password',
      },
      token: {
        label: 'Token',
      },
      tls: {
        label: 'Use TLS',
        help: 'Encrypt the connection with TLS.',
      },
    },
  },
  openai: {
    name: 'OpenAI-compatible API',
    description: 'A chat-completion API: OpenAI or any compatible server (base URL, API key, model).',
    fields: {
      baseUrl: {
        label: 'Base URL',
        help: 'Any OpenAI-compatible API (OpenAI, OpenRouter, Ollama, vLLM, ...).',
      },
      apiKey: {
        label: 'API key',
      },
      model: {
        label: 'Default model',
        help: 'Suggested for AI model steps that use this authorization; each step names its model.',
      },
    },
  },
  anthropic: {
    name: 'Anthropic',
    description: 'Claude models through the Anthropic API (API key, model).',
    fields: {
      baseUrl: {
        label: 'Base URL',
      },
      apiKey: {
        label: 'API key',
      },
      model: {
        label: 'Default model',
      },
    },
  },
  gemini: {
    name: 'Google Gemini',
    description: 'Gemini models through the Gemini API (API key, model).',
    fields: {
      baseUrl: {
        label: 'Base URL',
      },
      apiKey: {
        label: 'API key',
      },
      model: {
        label: 'Default model',
      },
    },
  },
  mcp: {
    name: 'MCP server',
    description: 'A remote MCP server (streamable HTTP) whose tools an AI Agent step may call.',
    fields: {
      url: {
        label: 'Server URL',
        help: 'An MCP server over streamable HTTP; an AI Agent step can use its tools.',
      },
      token: {
        label: 'Bearer token',
        help: 'Sent as Authorization: Bearer <token>, if the server asks for one.',
      },
    },
  },
};
