import type { authConnectionTemplates as english } from '../en/templates-auth-connections';
import type { Texts } from '../shape';

/** The fields every OAuth2 template has (the server's `oauth2Fields`), worded once. */
export const oauth2FieldTexts = {
  clientId: {
    label: 'معرّف العميل',
    help: 'معرّف العميل لتطبيق OAuth، من لوحة تحكم المزوّد.',
  },
  clientSecret: {
    label: 'سرّ العميل',
  },
  scopes: {
    label: 'النطاقات',
    help: 'مفصولة بمسافات.',
  },
  authorizeUrl: {
    label: 'عنوان التفويض',
  },
  tokenUrl: {
    label: 'عنوان الرمز',
  },
  authParams: {
    label: 'معاملات تفويض إضافية',
    help: 'تُضاف إلى عنوان التفويض، زوج «مفتاح=قيمة» في كل سطر (مثل «access_type=offline»).',
  },
};

export const authConnectionTemplates: Texts<typeof english> = {
  oauth2: {
    name: 'OAuth2 (أي مزوّد)',
    description: 'رمز تفويض مع «PKCE» لدى أي مزوّد OAuth2: أدخل عناوينه والعميل والنطاقات.',
    fields: {
      ...oauth2FieldTexts,
    },
  },
  apikey: {
    name: 'مفتاح API',
    description: 'مفتاح يُرسل مع كل طلب HTTP، في ترويسة أو في سلسلة الاستعلام.',
    fields: {
      in: {
        label: 'الإرسال في',
        options: {
          header: 'ترويسة',
          query: 'سلسلة الاستعلام',
        },
      },
      name: {
        label: 'اسم الترويسة أو المعامل',
      },
      value: {
        label: 'مفتاح API',
      },
    },
  },
  bearer: {
    name: 'رمز Bearer',
    description: 'رمز يُرسل بالشكل «Authorization: Bearer <token>».',
    fields: {
      token: {
        label: 'الرمز',
      },
    },
  },
  basic: {
    name: 'المصادقة الأساسية',
    description: 'اسم مستخدم وكلمة مرور يُرسلان كمصادقة HTTP أساسية.',
    fields: {
      username: {
        label: 'المستخدم',
      },
      password: {
        label: 'كلمة المرور',
      },
    },
  },
  smtp: {
    name: 'SMTP',
    description: 'أرسل البريد عبر خادم البريد الخاص بك.',
    fields: {
      host: {
        label: 'المضيف',
      },
      port: {
        label: 'المنفذ',
        help: '‏465 مع «تشفير من البداية»، وإلا فعادةً 587.',
      },
      secure: {
        label: 'تشفير TLS من البداية',
        help: 'للمنفذ 465. وإلا فيُستخدم «STARTTLS» عندما يتيحه الخادم.',
      },
      user: {
        label: 'المستخدم',
      },
      password: {
        label: 'كلمة المرور',
      },
      requireTLS: {
        label: 'اشتراط «STARTTLS»',
        help: 'رفض الإرسال ما لم ينتقل الخادم إلى التشفير.',
      },
    },
  },
  postgres: {
    name: 'PostgreSQL',
    description: 'استعلم من قاعدة بيانات PostgreSQL.',
    fields: {
      host: {
        label: 'المضيف',
      },
      port: {
        label: 'المنفذ',
      },
      database: {
        label: 'قاعدة البيانات',
      },
      user: {
        label: 'المستخدم',
      },
      password: {
        label: 'كلمة المرور',
      },
      ssl: {
        label: 'استخدام التشفير «TLS»',
        help: 'تشفير الاتصال عبر «TLS».',
      },
    },
  },
  mysql: {
    name: 'MySQL / MariaDB',
    description: 'استعلم من قاعدة بيانات MySQL أو MariaDB.',
    fields: {
      host: {
        label: 'المضيف',
      },
      port: {
        label: 'المنفذ',
      },
      database: {
        label: 'قاعدة البيانات',
      },
      user: {
        label: 'المستخدم',
      },
      password: {
        label: 'كلمة المرور',
      },
      ssl: {
        label: 'استخدام التشفير «TLS»',
        help: 'تشفير الاتصال عبر «TLS».',
      },
    },
  },
  redis: {
    name: 'Redis',
    description: 'نفّذ أوامر على خادم Redis.',
    fields: {
      host: {
        label: 'المضيف',
      },
      port: {
        label: 'المنفذ',
      },
      username: {
        label: 'المستخدم',
        help: 'لمستخدمي قوائم التحكم في Redis فقط؛ اتركه فارغًا للمستخدم الافتراضي.',
      },
      password: {
        label: 'كلمة المرور',
      },
      db: {
        label: 'رقم قاعدة البيانات',
      },
      tls: {
        label: 'استخدام التشفير «TLS»',
        help: 'تشفير الاتصال عبر «TLS».',
      },
    },
  },
  mqtt: {
    name: 'MQTT',
    description: 'انشر إلى وسيط MQTT.',
    fields: {
      host: {
        label: 'المضيف',
      },
      port: {
        label: 'المنفذ',
        help: '‏8883 مع التشفير.',
      },
      username: {
        label: 'المستخدم',
      },
      password: {
        label: 'كلمة المرور',
      },
      clientId: {
        label: 'معرّف العميل',
      },
      tls: {
        label: 'استخدام التشفير «TLS»',
        help: 'تشفير الاتصال عبر «TLS».',
      },
    },
  },
  amqp: {
    name: 'AMQP (RabbitMQ)',
    description: 'انشر إلى وسيط AMQP 0-9-1 مثل RabbitMQ.',
    fields: {
      host: {
        label: 'المضيف',
      },
      port: {
        label: 'المنفذ',
        help: '‏5671 مع التشفير.',
      },
      username: {
        label: 'المستخدم',
      },
      password: {
        label: 'كلمة المرور',
      },
      vhost: {
        label: 'المضيف الافتراضي',
      },
      tls: {
        label: 'استخدام التشفير «TLS»',
        help: 'تشفير الاتصال عبر «TLS».',
      },
    },
  },
  nats: {
    name: 'NATS',
    description: 'انشر إلى خادم NATS.',
    fields: {
      servers: {
        label: 'الخادم',
      },
      user: {
        label: 'المستخدم',
      },
      pass: {
        label: 'كلمة المرور',
      },
      token: {
        label: 'الرمز',
      },
      tls: {
        label: 'استخدام التشفير «TLS»',
        help: 'تشفير الاتصال عبر «TLS».',
      },
    },
  },
  openai: {
    name: 'واجهة API متوافقة مع OpenAI',
    description:
      'واجهة API لإكمال المحادثات: OpenAI أو أي خادم متوافق (العنوان الأساسي، مفتاح API، النموذج).',
    fields: {
      baseUrl: {
        label: 'العنوان الأساسي',
        help: 'أي واجهة API متوافقة مع OpenAI ‏(OpenAI وOpenRouter وOllama وvLLM وغيرها).',
      },
      apiKey: {
        label: 'مفتاح API',
      },
      model: {
        label: 'النموذج الافتراضي',
        help: 'مقترح لخطوات نماذج الذكاء الاصطناعي التي تستخدم هذا التفويض؛ كل خطوة تسمّي نموذجها.',
      },
    },
  },
  anthropic: {
    name: 'Anthropic',
    description: 'نماذج Claude عبر واجهة Anthropic API ‏(مفتاح API، النموذج).',
    fields: {
      baseUrl: {
        label: 'العنوان الأساسي',
      },
      apiKey: {
        label: 'مفتاح API',
      },
      model: {
        label: 'النموذج الافتراضي',
      },
    },
  },
  gemini: {
    name: 'Google Gemini',
    description: 'نماذج Gemini عبر واجهة Gemini API ‏(مفتاح API، النموذج).',
    fields: {
      baseUrl: {
        label: 'العنوان الأساسي',
      },
      apiKey: {
        label: 'مفتاح API',
      },
      model: {
        label: 'النموذج الافتراضي',
      },
    },
  },
  mcp: {
    name: 'خادم MCP',
    description: 'خادم MCP بعيد (عبر HTTP متدفق) يمكن لخطوة وكيل الذكاء الاصطناعي استدعاء أدواته.',
    fields: {
      url: {
        label: 'عنوان الخادم',
        help: 'خادم MCP عبر HTTP متدفق؛ يمكن لخطوة وكيل الذكاء الاصطناعي استخدام أدواته.',
      },
      token: {
        label: 'رمز Bearer',
        help: 'يُرسل بالشكل «Authorization: Bearer <token>» إذا طلبه الخادم.',
      },
    },
  },
};
