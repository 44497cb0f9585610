import type { teamworkTemplates as english } from '../en/templates-teamwork';
import type { Texts } from '../shape';

export const teamworkTemplates: Texts<typeof english> = {
  'webhook-to-slack': {
    name: 'Webhook’tan Slack mesajına',
    description: 'Bir webhook adresine gönderilen her isteği alan alan bir Slack kanalına gönderir.',
    instructions:
      'Webhook adresine JSON ya da form gönderin (bir izleme aracından, bir betikten, bir formdan). Her istek, her alan bir satır olmak üzere kanala gönderilir.',
    settings: {
      channel: {
        label: 'Slack kanal kimliği',
        help: 'Kanalın kimliği (kanal ayrıntılarında); önce botu kanala davet edin.',
      },
      title: {
        label: 'Başlık',
      },
      method: {
        label: 'Kabul edilen yöntem',
        help: 'Başka yöntemle gelen istekler reddedilir.',
      },
    },
    authorizations: {
      slack: {
        label: 'Slack botu',
      },
    },
  },
  'webhook-to-telegram': {
    name: 'Webhook’tan Telegram mesajına',
    description:
      'Bir webhook adresine gönderilen her isteği botunuz aracılığıyla bir Telegram sohbetine gönderir.',
    instructions:
      'Botu sohbete ekleyin, sonra webhook adresine JSON ya da form gönderin. Her istek, her alan bir satır olmak üzere bir mesaj olur.',
    settings: {
      chatId: {
        label: 'Sohbet kimliği',
        help: 'Botun yazdığı sohbet, grup ya da kanal (bir sayı ya da @kanaladı).',
      },
      title: {
        label: 'Başlık',
      },
      method: {
        label: 'Kabul edilen yöntem',
        help: 'Başka yöntemle gelen istekler reddedilir.',
      },
    },
    authorizations: {
      telegram: {
        label: 'Telegram botu',
      },
    },
  },
  'telegram-ai-agent': {
    name: 'Yapay zekâ ajanının yanıtladığı Telegram botu',
    description: 'Telegram botunuza gelen her mesajı, sohbeti hatırlayan bir yapay zekâ ajanıyla yanıtlar.',
    instructions:
      'Botun webhook’unu bir kez entegrasyonun adresine ayarlayın: https://api.telegram.org/bot<token>/setWebhook?url=<webhook adresi> adresini açın. Her metin mesajı kendi sohbetinde yanıtlanır; ajan her sohbetin son turlarını hatırlar.',
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
      telegram: {
        label: 'Telegram botu',
      },
    },
  },
  'webhook-to-whatsapp': {
    name: 'Sipariş webhook’undan WhatsApp mesajına',
    description:
      'Her istekteki telefon numarasına bir WhatsApp Business mesajı gönderir, örn. sipariş onayı.',
    instructions:
      'Webhook adresine {"phone": "+905551234567", "name": "Ada", "order": "1042"} gibi bir JSON POST edin. Müşterinin son mesajından sonraki 24 saat içinde metin gönderilebilir; aksi halde WhatsApp onaylı bir şablon ister.',
    settings: {
      message: {
        label: 'Mesaj',
        help: '“Merhaba <ad>,” sonrasında ve sipariş numarasından önce gönderilir; ikisi de istekten gelir.',
      },
      method: {
        label: 'Kabul edilen yöntem',
        help: 'Başka yöntemle gelen istekler reddedilir.',
      },
    },
    authorizations: {
      whatsapp: {
        label: 'WhatsApp Business',
      },
    },
  },
  'twilio-sms-to-google-sheets': {
    name: 'Gelen Twilio SMS’lerinden Google Sheets’e',
    description: 'Twilio numaranıza gelen her SMS için tabloya bir satır ekler.',
    instructions:
      'Sayfaya Date, From ve Message sütunlarından oluşan bir ilk satır verin. Birkaç dakikada bir, numaraya gelen her yeni SMS bir satır olur.',
    settings: {
      number: {
        label: 'Twilio numarası',
        help: 'E.164 biçiminde, ülke koduyla.',
      },
      spreadsheetId: {
        label: 'Tablo kimliği',
        help: 'Tablonun adresinde /d/ ile /edit arasındaki uzun kimlik.',
      },
      sheet: {
        label: 'Sayfa',
        help: 'Sekmenin adı; ilk satırı sütunları adlandırır.',
      },
      everyMinutes: {
        label: 'Kontrol sıklığı (dakika)',
        help: 'Her kontrol yalnızca bir öncekinden bu yana yeni olan öğeleri iletir.',
      },
    },
    authorizations: {
      twilio: {
        label: 'Twilio hesabı',
      },
      google: {
        label: 'Google hesabı',
      },
    },
  },
  'webhook-to-twilio-sms': {
    name: 'Twilio SMS ile webhook uyarısı',
    description: 'Bir webhook adresine gönderilen her istek için Twilio numaranızdan SMS gönderir.',
    instructions:
      'Webhook adresine {"text": "db-1\'de disk dolu"} gibi bir JSON gönderin; metni (ya da alanları) telefon numarasına gönderilir.',
    settings: {
      to: {
        label: 'Alıcı',
        help: 'E.164 biçiminde, ülke koduyla.',
      },
      from: {
        label: 'Gönderen (Twilio numaranız)',
        help: 'E.164 biçiminde, ülke koduyla.',
      },
      method: {
        label: 'Kabul edilen yöntem',
        help: 'Başka yöntemle gelen istekler reddedilir.',
      },
    },
    authorizations: {
      twilio: {
        label: 'Twilio hesabı',
      },
    },
  },
  'slack-to-discord': {
    name: 'Slack kanalından Discord kanalına',
    description: 'Bir Slack kanalındaki her yeni mesajı bir Discord kanalına kopyalar.',
    instructions:
      'Birkaç dakikada bir Slack kanalı kontrol edilir; her yeni mesaj botunuz tarafından Discord kanalına gönderilir.',
    settings: {
      channel: {
        label: 'Slack kanal kimliği',
        help: 'Kanalın kimliği (kanal ayrıntılarında); önce botu kanala davet edin.',
      },
      channelId: {
        label: 'Discord kanal kimliği',
        help: 'Geliştirici Modu açıkken kanala sağ tıklayın, sonra Kanal Kimliğini Kopyala.',
      },
      everyMinutes: {
        label: 'Kontrol sıklığı (dakika)',
        help: 'Her kontrol yalnızca bir öncekinden bu yana yeni olan öğeleri iletir.',
      },
    },
    authorizations: {
      slack: {
        label: 'Slack botu',
      },
      discord: {
        label: 'Discord botu',
      },
    },
  },
  'github-issue-to-jira': {
    name: 'Yeni GitHub issue’sundan Jira işine',
    description: 'Bir GitHub deposunda açılan her issue için geri bağlantılı bir Jira işi oluşturur.',
    instructions:
      'Deponun Settings > Webhooks bölümünde entegrasyonun adresini application/json içerik türü ve “Issues” olayıyla ekleyin. Açılan her issue başlığı, metni ve bağlantısıyla bir Jira işi olur.',
    settings: {
      project: {
        label: 'Jira proje anahtarı',
      },
      issueType: {
        label: 'İş türü',
        help: 'Görev, Hata, Hikâye…',
      },
      labels: {
        label: 'Jira etiketleri',
        help: 'Virgülle ayrılmış.',
      },
    },
    authorizations: {
      jira: {
        label: 'Jira sitesi',
      },
    },
  },
  'github-issue-to-slack': {
    name: 'Yeni GitHub issue’sundan Slack’e',
    description: 'Bir GitHub deposunda açılan her issue’yu bir Slack kanalına gönderir.',
    instructions:
      'Deponun Settings > Webhooks bölümünde entegrasyonun adresini application/json içerik türü ve “Issues” olayıyla ekleyin. Açılan her issue numarası, başlığı, yazarı ve bağlantısıyla gönderilir.',
    settings: {
      channel: {
        label: 'Slack kanal kimliği',
        help: 'Kanalın kimliği (kanal ayrıntılarında); önce botu kanala davet edin.',
      },
    },
    authorizations: {
      slack: {
        label: 'Slack botu',
      },
    },
  },
  'form-to-github-issue': {
    name: 'Hata bildirim formundan GitHub issue’suna',
    description:
      'Bir webhook adresine gönderilen her hata bildirimi için GitHub issue’su açar ve bağlantısıyla yanıt verir.',
    instructions:
      'Webhook adresine "title" ve "description" alanlı bir JSON ya da form POST edin (diğer alanlar issue’da listelenir); yanıt {"issue": <numara>, "url": <bağlantı>} olur.',
    settings: {
      owner: {
        label: 'Depo sahibi',
      },
      repo: {
        label: 'Depo',
      },
      labels: {
        label: 'Etiketler',
        help: 'Virgülle ayrılmış.',
      },
    },
    authorizations: {
      github: {
        label: 'GitHub belirteci',
      },
    },
  },
  'jira-issue-to-discord': {
    name: 'Yeni Jira işinden Discord’a',
    description: 'Bir JQL sorgusuna uyan her yeni Jira işi için Discord mesajı gönderir.',
    instructions:
      'Birkaç dakikada bir Jira’da arama yapılır; her yeni iş anahtarı, türü, özeti ve bağlantısıyla kanala gönderilir.',
    settings: {
      jql: {
        label: 'JQL',
        help: 'Hangi işlerin sayılacağı, örn. project = OPS AND priority = Highest.',
      },
      site: {
        label: 'Jira site adresi',
      },
      channelId: {
        label: 'Discord kanal kimliği',
        help: 'Geliştirici Modu açıkken kanala sağ tıklayın, sonra Kanal Kimliğini Kopyala.',
      },
      everyMinutes: {
        label: 'Kontrol sıklığı (dakika)',
        help: 'Her kontrol yalnızca bir öncekinden bu yana yeni olan öğeleri iletir.',
      },
    },
    authorizations: {
      jira: {
        label: 'Jira sitesi',
      },
      discord: {
        label: 'Discord botu',
      },
    },
  },
  'notion-item-to-slack': {
    name: 'Yeni Notion veritabanı öğesinden Slack’e',
    description: 'Bir Notion veritabanına eklenen her öğenin bağlantısını Slack’e gönderir.',
    instructions:
      'Veritabanını Notion entegrasyonunuzla paylaşın. Birkaç dakikada bir kontrol edilir; her yeni öğe başlığı ve bağlantısıyla gönderilir.',
    settings: {
      databaseId: {
        label: 'Notion veritabanı kimliği',
        help: 'Veritabanı bağlantısındaki 32 karakter; veritabanını entegrasyonla paylaşın.',
      },
      channel: {
        label: 'Slack kanal kimliği',
        help: 'Kanalın kimliği (kanal ayrıntılarında); önce botu kanala davet edin.',
      },
      everyMinutes: {
        label: 'Kontrol sıklığı (dakika)',
        help: 'Her kontrol yalnızca bir öncekinden bu yana yeni olan öğeleri iletir.',
      },
    },
    authorizations: {
      notion: {
        label: 'Notion entegrasyonu',
      },
      slack: {
        label: 'Slack botu',
      },
    },
  },
  'webhook-to-airtable': {
    name: 'Typeform ya da form webhook’undan Airtable kaydına',
    description:
      'Bir webhook adresine gönderilen her Typeform yanıtı ya da JSON formu için Airtable kaydı oluşturur.',
    instructions:
      'Webhook adresini Typeform’a ekleyin (Connect > Webhooks) ya da herhangi bir formu ona yönlendirin. Bir Typeform yanıtı, sorusunun referansıyla adlandırılan alana; JSON alanları aynı adlı alanlara yazılır.',
    settings: {
      baseId: {
        label: 'Airtable base kimliği',
        help: 'Base bağlantısının app ile başlayan kısmı.',
      },
      table: {
        label: 'Tablo',
        help: 'Tablonun adı ya da kimliği.',
      },
      method: {
        label: 'Kabul edilen yöntem',
        help: 'Başka yöntemle gelen istekler reddedilir.',
      },
    },
    authorizations: {
      airtable: {
        label: 'Airtable belirteci',
      },
    },
  },
  'airtable-record-to-slack': {
    name: 'Yeni Airtable kaydından Slack’e',
    description: 'Bir Airtable tablosuna eklenen her kaydı alan alan bir Slack kanalına gönderir.',
    instructions:
      'Birkaç dakikada bir tablo (ya da görünüm) kontrol edilir; her yeni kayıt, her alan bir satır olmak üzere gönderilir.',
    settings: {
      baseId: {
        label: 'Airtable base kimliği',
        help: 'Base bağlantısının app ile başlayan kısmı.',
      },
      table: {
        label: 'Tablo',
        help: 'Tablonun adı ya da kimliği.',
      },
      view: {
        label: 'Görünüm',
        help: 'Yalnızca bu görünümdeki kayıtlar; boş: tüm tablo.',
      },
      channel: {
        label: 'Slack kanal kimliği',
        help: 'Kanalın kimliği (kanal ayrıntılarında); önce botu kanala davet edin.',
      },
      everyMinutes: {
        label: 'Kontrol sıklığı (dakika)',
        help: 'Her kontrol yalnızca bir öncekinden bu yana yeni olan öğeleri iletir.',
      },
    },
    authorizations: {
      airtable: {
        label: 'Airtable belirteci',
      },
      slack: {
        label: 'Slack botu',
      },
    },
  },
  'supabase-row-to-slack': {
    name: 'Yeni Supabase satırından Slack’e',
    description: 'Bir Supabase tablosuna eklenen her satırı sütun sütun bir Slack kanalına gönderir.',
    instructions:
      'Tabloda, satır eklendiğinde dolan bir sütun olmalı (created_at timestamptz default now()). Birkaç dakikada bir her yeni satır gönderilir.',
    settings: {
      table: {
        label: 'Supabase tablosu',
        help: 'public şemasındaki bir tablo.',
      },
      createdColumn: {
        label: 'Oluşturulma zamanı sütunu',
      },
      channel: {
        label: 'Slack kanal kimliği',
        help: 'Kanalın kimliği (kanal ayrıntılarında); önce botu kanala davet edin.',
      },
      everyMinutes: {
        label: 'Kontrol sıklığı (dakika)',
        help: 'Her kontrol yalnızca bir öncekinden bu yana yeni olan öğeleri iletir.',
      },
    },
    authorizations: {
      supabase: {
        label: 'Supabase projesi',
      },
      slack: {
        label: 'Slack botu',
      },
    },
  },
  'webhook-to-supabase': {
    name: 'Webhook’tan Supabase satırına',
    description:
      'Bir webhook adresine gönderilen her JSON isteğini bir Supabase tablosuna satır olarak ekler.',
    instructions:
      'Anahtarları tablonun sütunları olan bir JSON’u webhook adresine gönderin; her istek bir satır olur (bir nesne listesi birkaç satır olur).',
    settings: {
      table: {
        label: 'Supabase tablosu',
        help: 'public şemasındaki bir tablo.',
      },
      method: {
        label: 'Kabul edilen yöntem',
        help: 'Başka yöntemle gelen istekler reddedilir.',
      },
    },
    authorizations: {
      supabase: {
        label: 'Supabase projesi',
      },
    },
  },
  'stripe-webhook-to-hubspot': {
    name: 'Stripe müşterisinden HubSpot kişisine',
    description:
      'Bir Stripe webhook’undan gelen her Stripe ödemesi ya da yeni müşteri için HubSpot kişisi oluşturur.',
    instructions:
      'Stripe’ta (Developers > Webhooks) webhook adresini checkout.session.completed ve customer.created olaylarıyla ekleyin. Her biri müşterinin e-postası, adı ve telefonuyla bir kişi olur.',
    settings: {
      events: {
        label: 'Stripe olayları',
        help: 'Virgülle ayrılmış; diğer olaylar yok sayılır.',
      },
    },
    authorizations: {
      hubspot: {
        label: 'HubSpot özel uygulaması',
      },
    },
  },
  'form-to-hubspot-contact': {
    name: 'Formdan HubSpot kişisine',
    description:
      'Bir webhook adresine gönderilen her form gönderimi ya da JSON isteğinden HubSpot kişisi oluşturur.',
    instructions:
      'Bir formu (method POST) ya da herhangi bir JSON istemcisini email, firstname, lastname, phone ve company alanlarıyla (ya da tam ad için name) webhook adresine yönlendirin.',
    settings: {
      source: {
        label: 'Potansiyel müşteri kaynağı',
        help: 'Nereden geldiğini görmek için kişinin mesaj özelliğinde tutulur.',
      },
      method: {
        label: 'Kabul edilen yöntem',
        help: 'Başka yöntemle gelen istekler reddedilir.',
      },
    },
    authorizations: {
      hubspot: {
        label: 'HubSpot özel uygulaması',
      },
    },
  },
};
