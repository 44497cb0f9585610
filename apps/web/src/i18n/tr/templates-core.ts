import type { coreTemplates as english } from '../en/templates-core';
import type { Texts } from '../shape';

export const coreTemplates: Texts<typeof english> = {
  'schedule-http-check': {
    name: 'Hata olunca e-posta gönderen site kontrolü',
    description:
      'Bir adresi zamanlanmış olarak çağırır ve beklenen durum koduyla yanıt vermezse size e-posta gönderir.',
    instructions:
      'Birkaç dakikada bir adres istenir (GET, 10 sn zaman aşımı). Yanıt gelmezse ya da başka bir durum koduyla gelirse, ne olduğunu anlatan bir e-posta gönderilir.',
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
    instructions:
      'Entegrasyonda gösterilen adrese e-posta gönderin. Gönderen, alıcılar, konu, metin ve ek adları JSON olarak adrese gönderilir.',
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
    instructions:
      'Webhook adresine {"message": "..."} (ya da düz metin) POST edin; yanıt aynı istekte {"reply": "..."} olarak döner.',
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
    instructions:
      'Bir HTML formunun action’ını (method POST) ya da herhangi bir JSON istemcisini webhook adresine yönlendirin. Her alanı listeleyen bir e-posta alırsınız; gönderen de teşekkür metninizi alır.',
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
    instructions:
      'Her istek gövdesi JSON olarak hedef adrese gönderilir; başarısız bir gönderim çalıştırmayı başarısız kılar.',
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
    instructions:
      'Entegrasyonda gösterilen webhook adresine JSON gönderin. Her istek tabloda bir satır olur (id, payload jsonb, received_at); tablo ilk çalıştırmada oluşturulur.',
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
    instructions:
      'Webhook adresine JSON gönderin. Her istek bir satır olur (id, payload JSON, received_at); tablo ilk çalıştırmada oluşturulur.',
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
    instructions:
      'Her istek gövdesi seçilen komutla JSON metni olarak gönderilir: LPUSH/RPUSH onu anahtarın adlandırdığı listeye ekler, PUBLISH anahtarın adlandırdığı kanalda yayımlar.',
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
    instructions:
      'Entegrasyonda gösterilen adrese e-posta gönderin. Her e-posta bir satır olur (gönderen, konu, gövde, received_at); tablo ilk çalıştırmada oluşturulur.',
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
    instructions:
      'Her gün seçilen saatte (seçilen saat diliminde) sorgu çalışır; e-posta her satırı JSON olarak listeler, konusu da satır sayısını verir.',
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
    instructions:
      'Her istek gövdesi JSON olarak kuyruğa yayımlanır (yoksa oluşturulur); siz kapatmadıkça kalıcıdır.',
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
    instructions: 'Her istek gövdesi JSON olarak konuda yayımlanır.',
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
    instructions: 'Her istek gövdesi seçilen QoS ile JSON olarak konuda yayımlanır.',
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
