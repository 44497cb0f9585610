import type { AuthorizationKind } from '@flowlane/contracts';
import type { Texts } from '../shape';

/** Authorization kinds by their human names, and what "Test connection" says for kinds it cannot test. */
export const authKinds = {
  names: {
    oauth2: 'OAuth2',
    apikey: 'API key',
    bearer: 'Bearer token',
    basic: 'Basic auth',
    smtp: 'SMTP server',
    postgres: 'PostgreSQL',
    mysql: 'MySQL',
    redis: 'Redis',
    mqtt: 'MQTT broker',
    amqp: 'AMQP broker',
    nats: 'NATS',
    openai: 'OpenAI API',
    anthropic: 'Anthropic API',
    gemini: 'Google Gemini API',
    mcp: 'MCP server',
  } satisfies Record<AuthorizationKind, string>,
  untestable:
    '{{kind}} cannot be tested without a request to the service it is for. Its values are set; use it in an HTTP Request step and run it to check.',
};

export type AuthKindsTexts = Texts<typeof authKinds>;
