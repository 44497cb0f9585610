import type { authConnectionTemplates as english } from '../en/templates-auth-connections';
import type { Texts } from '../shape';

/** The fields every OAuth2 template has (the server's `oauth2Fields`), worded once. */
export const oauth2FieldTexts = {
  clientId: {
    label: 'İstemci kimliği',
    help: 'OAuth uygulamasının istemci kimliği, sağlayıcının konsolundan.',
  },
  clientSecret: {
    label: 'İstemci gizli anahtarı',
  },
  scopes: {
    label: 'Kapsamlar',
    help: 'Boşlukla ayrılmış.',
  },
  authorizeUrl: {
    label: 'Yetkilendirme adresi',
  },
  tokenUrl: {
    label: 'Belirteç adresi',
  },
  authParams: {
    label: 'Ek yetkilendirme parametreleri',
    help: 'Yetkilendirme adresine eklenir, her satıra bir anahtar=değer (örneğin access_type=offline).',
  },
};

export const authConnectionTemplates: Texts<typeof english> = {
  oauth2: {
    name: 'OAuth2 (herhangi bir sağlayıcı)',
    description:
      'Herhangi bir OAuth2 sağlayıcısına karşı PKCE ile yetkilendirme kodu: adreslerini, istemcisini ve kapsamlarını girin.',
    fields: {
      ...oauth2FieldTexts,
    },
  },
  apikey: {
    name: 'API anahtarı',
    description: 'Her HTTP isteğiyle başlıkta ya da sorgu dizesinde gönderilen bir anahtar.',
    fields: {
      in: {
        label: 'Gönderim yeri',
        options: {
          header: 'Başlık',
          query: 'Sorgu dizesi',
        },
      },
      name: {
        label: 'Başlık ya da parametre adı',
      },
      value: {
        label: 'API anahtarı',
      },
    },
  },
  bearer: {
    name: 'Bearer belirteci',
    description: '"Authorization: Bearer <token>" olarak gönderilen bir belirteç.',
    fields: {
      token: {
        label: 'Belirteç',
      },
    },
  },
  basic: {
    name: 'Temel kimlik doğrulama',
    description: 'HTTP temel kimlik doğrulaması olarak gönderilen bir kullanıcı adı ve parola.',
    fields: {
      username: {
        label: 'Kullanıcı',
      },
      password: {
        label: 'Parola',
      },
    },
  },
  smtp: {
    name: 'SMTP',
    description: 'E-postayı kendi posta sunucunuz üzerinden gönderin.',
    fields: {
      host: {
        label: 'Sunucu',
      },
      port: {
        label: 'Port',
        help: '"Baştan TLS" ile 465, aksi halde genellikle 587.',
      },
      secure: {
        label: 'Baştan TLS',
        help: '465 numaralı port için. Aksi halde sunucu sunuyorsa STARTTLS kullanılır.',
      },
      user: {
        label: 'Kullanıcı',
      },
      password: {
        label: 'Parola',
      },
      requireTLS: {
        label: 'STARTTLS zorunlu',
        help: 'Sunucu TLS’ye geçmezse göndermeyi reddet.',
      },
    },
  },
  postgres: {
    name: 'PostgreSQL',
    description: 'Bir PostgreSQL veritabanını sorgulayın.',
    fields: {
      host: {
        label: 'Sunucu',
      },
      port: {
        label: 'Port',
      },
      database: {
        label: 'Veritabanı',
      },
      user: {
        label: 'Kullanıcı',
      },
      password: {
        label: 'Parola',
      },
      ssl: {
        label: 'TLS kullan',
        help: 'Bağlantıyı TLS ile şifreleyin.',
      },
    },
  },
  mysql: {
    name: 'MySQL / MariaDB',
    description: 'Bir MySQL ya da MariaDB veritabanını sorgulayın.',
    fields: {
      host: {
        label: 'Sunucu',
      },
      port: {
        label: 'Port',
      },
      database: {
        label: 'Veritabanı',
      },
      user: {
        label: 'Kullanıcı',
      },
      password: {
        label: 'Parola',
      },
      ssl: {
        label: 'TLS kullan',
        help: 'Bağlantıyı TLS ile şifreleyin.',
      },
    },
  },
  redis: {
    name: 'Redis',
    description: 'Bir Redis sunucusunda komut çalıştırın.',
    fields: {
      host: {
        label: 'Sunucu',
      },
      port: {
        label: 'Port',
      },
      username: {
        label: 'Kullanıcı',
        help: 'Yalnızca Redis ACL kullanıcıları için; varsayılan kullanıcı için boş bırakın.',
      },
      password: {
        label: 'Parola',
      },
      db: {
        label: 'Veritabanı numarası',
      },
      tls: {
        label: 'TLS kullan',
        help: 'Bağlantıyı TLS ile şifreleyin.',
      },
    },
  },
  mqtt: {
    name: 'MQTT',
    description: 'Bir MQTT aracısına yayımlayın.',
    fields: {
      host: {
        label: 'Sunucu',
      },
      port: {
        label: 'Port',
        help: 'TLS ile 8883.',
      },
      username: {
        label: 'Kullanıcı',
      },
      password: {
        label: 'Parola',
      },
      clientId: {
        label: 'İstemci kimliği',
      },
      tls: {
        label: 'TLS kullan',
        help: 'Bağlantıyı TLS ile şifreleyin.',
      },
    },
  },
  amqp: {
    name: 'AMQP (RabbitMQ)',
    description: 'RabbitMQ gibi bir AMQP 0-9-1 aracısına yayımlayın.',
    fields: {
      host: {
        label: 'Sunucu',
      },
      port: {
        label: 'Port',
        help: 'TLS ile 5671.',
      },
      username: {
        label: 'Kullanıcı',
      },
      password: {
        label: 'Parola',
      },
      vhost: {
        label: 'Sanal sunucu',
      },
      tls: {
        label: 'TLS kullan',
        help: 'Bağlantıyı TLS ile şifreleyin.',
      },
    },
  },
  nats: {
    name: 'NATS',
    description: 'Bir NATS sunucusuna yayımlayın.',
    fields: {
      servers: {
        label: 'Sunucu',
      },
      user: {
        label: 'Kullanıcı',
      },
      pass: {
        label: 'Parola',
      },
      token: {
        label: 'Belirteç',
      },
      tls: {
        label: 'TLS kullan',
        help: 'Bağlantıyı TLS ile şifreleyin.',
      },
    },
  },
  openai: {
    name: 'OpenAI uyumlu API',
    description:
      'Bir sohbet tamamlama API’si: OpenAI ya da uyumlu herhangi bir sunucu (temel adres, API anahtarı, model).',
    fields: {
      baseUrl: {
        label: 'Temel adres',
        help: 'OpenAI uyumlu herhangi bir API (OpenAI, OpenRouter, Ollama, vLLM, ...).',
      },
      apiKey: {
        label: 'API anahtarı',
      },
      model: {
        label: 'Varsayılan model',
        help: 'Bu yetkilendirmeyi kullanan yapay zekâ model adımları için önerilir; her adım kendi modelini belirtir.',
      },
    },
  },
  anthropic: {
    name: 'Anthropic',
    description: 'Anthropic API üzerinden Claude modelleri (API anahtarı, model).',
    fields: {
      baseUrl: {
        label: 'Temel adres',
      },
      apiKey: {
        label: 'API anahtarı',
      },
      model: {
        label: 'Varsayılan model',
      },
    },
  },
  gemini: {
    name: 'Google Gemini',
    description: 'Gemini API üzerinden Gemini modelleri (API anahtarı, model).',
    fields: {
      baseUrl: {
        label: 'Temel adres',
      },
      apiKey: {
        label: 'API anahtarı',
      },
      model: {
        label: 'Varsayılan model',
      },
    },
  },
  mcp: {
    name: 'MCP sunucusu',
    description: 'Araçlarını bir AI Agent adımının çağırabileceği uzak bir MCP sunucusu (akışlı HTTP).',
    fields: {
      url: {
        label: 'Sunucu adresi',
        help: 'Akışlı HTTP üzerinden bir MCP sunucusu; bir AI Agent adımı araçlarını kullanabilir.',
      },
      token: {
        label: 'Bearer belirteci',
        help: 'Sunucu isterse Authorization: Bearer <token> olarak gönderilir.',
      },
    },
  },
};
