import type { coreTemplates as english } from '../en/templates-core';
import type { Texts } from '../shape';

export const coreTemplates: Texts<typeof english> = {
  'schedule-http-check': {
    name: 'Hata olunca e-posta gönderen site kontrolü',
    description:
      'Bir adresi zamanlanmış olarak çağırır ve beklenen durum koduyla yanıt vermezse size e-posta gönderir.',
    settings: {
      url: {
        label: 'Kontrol edilecek adres',
      },
      expectedStatus: {
        label: 'Beklenen durum kodu',
      },
      everyMinutes: {
        label: 'Kontrol sıklığı (dakika)',
      },
      email: {
        label: 'Alıcı',
        help: 'Tek bir adres ya da virgülle ayrılmış birkaç adres.',
      },
      from: {
        label: 'Gönderen',
        help: 'Gönderen adresi; bir SMTP sunucusu seçtiğinizde gerekir.',
      },
    },
    authorizations: {
      smtp: {
        label: 'SMTP sunucusu',
        help: 'İsteğe bağlı: seçilmezse e-postayı Flowlane kendisi gönderir.',
      },
    },
  },
  'mailhook-to-http': {
    name: 'E-postadan webhook’a (HTTP POST)',
    description: 'Entegrasyonun adresine gelen her e-postayı JSON olarak bir adrese gönderir.',
    settings: {
      url: {
        label: 'Gönderilecek adres',
      },
    },
    authorizations: {},
  },
  'webhook-ai-reply': {
    name: 'Webhook’a yapay zekâ sohbet yanıtı',
    description: 'Her isteği OpenAI uyumlu bir sohbet modelinin yanıtıyla cevaplar.',
    settings: {
      model: {
        label: 'Model',
      },
      system: {
        label: 'Talimatlar',
      },
    },
    authorizations: {
      ai: {
        label: 'OpenAI uyumlu API',
      },
    },
  },
  'form-to-mail': {
    name: 'Form ya da JSON webhook’undan e-postaya',
    description:
      'Her form gönderimini ya da JSON isteğini alan alan size e-postayla iletir ve gönderene teşekkür eder.',
    settings: {
      email: {
        label: 'Alıcı',
        help: 'Tek bir adres ya da virgülle ayrılmış birkaç adres.',
      },
      subject: {
        label: 'Konu',
      },
      thanks: {
        label: 'Gönderene yanıt',
      },
      from: {
        label: 'Gönderen',
        help: 'Gönderen adresi; bir SMTP sunucusu seçtiğinizde gerekir.',
      },
    },
    authorizations: {
      smtp: {
        label: 'SMTP sunucusu',
        help: 'İsteğe bağlı: seçilmezse e-postayı Flowlane kendisi gönderir.',
      },
    },
  },
  'webhook-forward': {
    name: 'Webhook aktarıcı (HTTP POST)',
    description: 'Her istek gövdesini JSON olarak başka bir adrese iletir.',
    settings: {
      url: {
        label: 'İletilecek adres',
      },
      method: {
        label: 'Kabul edilen yöntem',
        help: 'Başka yöntemle gelen istekler reddedilir.',
      },
    },
    authorizations: {},
  },
  'webhook-to-postgres': {
    name: 'Webhook’tan PostgreSQL satırına',
    description: 'Bir webhook adresine gönderilen her isteği bir PostgreSQL tablosuna satır olarak kaydeder.',
    settings: {
      table: {
        label: 'Tablo',
        help: 'Yoksa ilk çalıştırmada oluşturulur.',
      },
      method: {
        label: 'Kabul edilen yöntem',
        help: 'Başka yöntemle gelen istekler reddedilir.',
      },
    },
    authorizations: {
      database: {
        label: 'PostgreSQL veritabanı',
      },
    },
  },
  'webhook-to-mysql': {
    name: 'Webhook’tan MySQL satırına',
    description:
      'Bir webhook adresine gönderilen her isteği bir MySQL ya da MariaDB tablosuna satır olarak kaydeder.',
    settings: {
      table: {
        label: 'Tablo',
        help: 'Yoksa ilk çalıştırmada oluşturulur.',
      },
      method: {
        label: 'Kabul edilen yöntem',
        help: 'Başka yöntemle gelen istekler reddedilir.',
      },
    },
    authorizations: {
      database: {
        label: 'MySQL veritabanı',
      },
    },
  },
  'webhook-to-redis': {
    name: 'Webhook’tan Redis’e',
    description: 'Her istek gövdesini bir Redis listesine ekler ya da bir kanalda yayımlar.',
    settings: {
      command: {
        label: 'Komut',
      },
      key: {
        label: 'Liste anahtarı ya da kanal',
      },
      method: {
        label: 'Kabul edilen yöntem',
        help: 'Başka yöntemle gelen istekler reddedilir.',
      },
    },
    authorizations: {
      redis: {
        label: 'Redis sunucusu',
      },
    },
  },
  'mailhook-to-postgres': {
    name: 'E-postadan PostgreSQL satırına',
    description: 'Entegrasyonun adresine gelen her e-postayı bir PostgreSQL tablosuna satır olarak kaydeder.',
    settings: {
      table: {
        label: 'Tablo',
        help: 'Yoksa ilk çalıştırmada oluşturulur.',
      },
    },
    authorizations: {
      database: {
        label: 'PostgreSQL veritabanı',
      },
    },
  },
  'schedule-postgres-digest': {
    name: 'E-postayla günlük PostgreSQL özeti',
    description: 'Her gün bir sorgu çalıştırır ve satırları e-postayla gönderir.',
    settings: {
      sql: {
        label: 'Sorgu',
      },
      hour: {
        label: 'Günün saati',
      },
      timezone: {
        label: 'Saat dilimi',
        help: 'Europe/Istanbul gibi bir IANA saat dilimi.',
      },
      subject: {
        label: 'Konu',
      },
      email: {
        label: 'Alıcı',
        help: 'Tek bir adres ya da virgülle ayrılmış birkaç adres.',
      },
      from: {
        label: 'Gönderen',
        help: 'Gönderen adresi; bir SMTP sunucusu seçtiğinizde gerekir.',
      },
    },
    authorizations: {
      database: {
        label: 'PostgreSQL veritabanı',
      },
      smtp: {
        label: 'SMTP sunucusu',
        help: 'İsteğe bağlı: seçilmezse e-postayı Flowlane kendisi gönderir.',
      },
    },
  },
  'webhook-to-amqp': {
    name: 'Webhook’tan RabbitMQ kuyruğuna',
    description: 'Her istek gövdesini bir AMQP (RabbitMQ) kuyruğuna yayımlar.',
    settings: {
      queue: {
        label: 'Kuyruk',
      },
      persistent: {
        label: 'Kalıcı mesajlar',
      },
      method: {
        label: 'Kabul edilen yöntem',
        help: 'Başka yöntemle gelen istekler reddedilir.',
      },
    },
    authorizations: {
      broker: {
        label: 'AMQP aracısı',
      },
    },
  },
  'webhook-to-nats': {
    name: 'Webhook’tan NATS konusuna',
    description: 'Her istek gövdesini bir NATS konusunda yayımlar.',
    settings: {
      subject: {
        label: 'Konu',
      },
      method: {
        label: 'Kabul edilen yöntem',
        help: 'Başka yöntemle gelen istekler reddedilir.',
      },
    },
    authorizations: {
      nats: {
        label: 'NATS sunucusu',
      },
    },
  },
  'webhook-to-mqtt': {
    name: 'Webhook’tan MQTT konusuna',
    description: 'Her istek gövdesini bir MQTT konusunda yayımlar.',
    settings: {
      topic: {
        label: 'Konu',
      },
      qos: {
        label: 'Hizmet kalitesi (QoS)',
      },
      retain: {
        label: 'Sakla (retain)',
      },
      method: {
        label: 'Kabul edilen yöntem',
        help: 'Başka yöntemle gelen istekler reddedilir.',
      },
    },
    authorizations: {
      broker: {
        label: 'MQTT aracısı',
      },
    },
  },
};
