import type { AuthKindsTexts } from '../en/authKinds';

export const authKinds: AuthKindsTexts = {
  names: {
    oauth2: 'OAuth2',
    apikey: 'مفتاح API',
    bearer: 'رمز Bearer',
    basic: 'مصادقة أساسية',
    smtp: 'خادم SMTP',
    postgres: 'PostgreSQL',
    mysql: 'MySQL',
    redis: 'Redis',
    mqtt: 'وسيط MQTT',
    amqp: 'وسيط AMQP',
    nats: 'NATS',
    openai: 'واجهة OpenAI',
    anthropic: 'واجهة Anthropic',
    gemini: 'واجهة Google Gemini',
    mcp: 'خادم MCP',
  },
  untestable:
    'لا يمكن اختبار {{kind}} دون إرسال طلب إلى الخدمة المخصص لها. قيمه مضبوطة؛ استخدمه في خطوة طلب HTTP وشغّلها للتحقق.',
};
