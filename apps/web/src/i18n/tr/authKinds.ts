import type { AuthKindsTexts } from '../en/authKinds';

export const authKinds: AuthKindsTexts = {
  names: {
    oauth2: 'OAuth2',
    apikey: 'API anahtarı',
    bearer: 'Bearer belirteci',
    basic: 'Temel kimlik doğrulama',
    smtp: 'SMTP sunucusu',
    postgres: 'PostgreSQL',
    mysql: 'MySQL',
    redis: 'Redis',
    mqtt: 'MQTT aracısı',
    amqp: 'AMQP aracısı',
    nats: 'NATS',
    openai: 'OpenAI API',
    anthropic: 'Anthropic API',
    gemini: 'Google Gemini API',
    mcp: 'MCP sunucusu',
  },
  untestable:
    '{{kind}}, ait olduğu servise bir istek yapılmadan test edilemez. Değerleri ayarlı; denemek için bir HTTP İsteği adımında kullanıp çalıştırın.',
};
