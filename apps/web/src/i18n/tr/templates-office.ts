import type { officeTemplates as english } from '../en/templates-office';
import type { Texts } from '../shape';

export const officeTemplates: Texts<typeof english> = {
  'webhook-to-google-sheets': {
    name: 'Formdan Google Sheets satırına',
    description: 'Her form gönderimini ya da JSON isteğini bir Google Sheets tablosuna satır olarak ekler.',
    instructions:
      'Bir formu (method POST) ya da herhangi bir JSON istemcisini webhook adresine yönlendirin. Her alan aynı adlı sütuna (sayfanın ilk satırı) yazılır; sütunu olmayan alanlar atlanır.',
    settings: {
      spreadsheetId: {
        label: 'Tablo kimliği',
        help: 'Tablonun adresinde /d/ ile /edit arasındaki uzun kimlik.',
      },
      sheet: {
        label: 'Sayfa',
        help: 'Sekmenin adı; ilk satırı sütunları adlandırır.',
      },
      method: {
        label: 'Kabul edilen yöntem',
        help: 'Başka yöntemle gelen istekler reddedilir.',
      },
    },
    authorizations: {
      google: {
        label: 'Google hesabı',
      },
    },
  },
  'gmail-to-slack': {
    name: 'Yeni Gmail e-postasından Slack uyarısına',
    description: 'Bir aramaya uyan her yeni Gmail e-postası için Slack’e mesaj gönderir.',
    instructions:
      'Birkaç dakikada bir Gmail’de arama yapılır; uyan her yeni e-posta göndereni, konusu ve ilk satırlarıyla kanala gönderilir.',
    settings: {
      query: {
        label: 'Gmail araması',
        help: 'Gmail’in arama kutusundaki gibi, örn. from:billing@example.com has:attachment.',
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
      google: {
        label: 'Google hesabı',
      },
      slack: {
        label: 'Slack botu',
      },
    },
  },
  'gmail-to-google-sheets': {
    name: 'Gmail e-postalarını Google Sheets’e kaydet',
    description: 'Bir aramaya uyan her yeni Gmail e-postası için tabloya bir satır ekler.',
    instructions:
      'Sayfaya Date, From, Subject ve Snippet sütunlarından oluşan bir ilk satır verin. Birkaç dakikada bir, uyan her yeni e-posta bir satır olur.',
    settings: {
      query: {
        label: 'Gmail araması',
        help: 'Gmail’in arama kutusundaki gibi, örn. label:invoices.',
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
      google: {
        label: 'Google hesabı',
      },
    },
  },
  'google-sheets-row-to-gmail': {
    name: 'Yeni Google Sheets satırından Gmail’e',
    description: 'Tabloya eklenen her satır için sütunlarını listeleyen bir Gmail e-postası gönderir.',
    instructions:
      'Birkaç dakikada bir sayfa okunur; her yeni satır için bir e-posta her sütunu ve değerini listeler.',
    settings: {
      spreadsheetId: {
        label: 'Tablo kimliği',
        help: 'Tablonun adresinde /d/ ile /edit arasındaki uzun kimlik.',
      },
      sheet: {
        label: 'Sayfa',
        help: 'Sekmenin adı; ilk satırı sütunları adlandırır.',
      },
      email: {
        label: 'Alıcı',
        help: 'Tek bir adres ya da virgülle ayrılmış birkaç adres.',
      },
      subject: {
        label: 'Konu',
      },
      everyMinutes: {
        label: 'Kontrol sıklığı (dakika)',
        help: 'Her kontrol yalnızca bir öncekinden bu yana yeni olan öğeleri iletir.',
      },
    },
    authorizations: {
      google: {
        label: 'Google hesabı',
      },
    },
  },
  'google-drive-file-to-notion': {
    name: 'Yeni Google Drive dosyasından Notion sayfasına',
    description: 'Bir Google Drive klasörüne eklenen her dosya için bir Notion veritabanına öğe ekler.',
    instructions:
      'Birkaç dakikada bir klasör kontrol edilir; her yeni dosya, dosyanın adını taşıyan bir veritabanı öğesi olur ve sayfasında dosyanın bağlantısı ile türü yer alır.',
    settings: {
      folderId: {
        label: 'Drive klasör kimliği',
        help: 'Klasör adresinin son kısmı.',
      },
      databaseId: {
        label: 'Notion veritabanı kimliği',
        help: 'Veritabanı bağlantısındaki 32 karakter; veritabanını entegrasyonla paylaşın.',
      },
      titleProperty: {
        label: 'Başlık özelliği',
        help: 'Veritabanının başlık sütunu.',
      },
      everyMinutes: {
        label: 'Kontrol sıklığı (dakika)',
        help: 'Her kontrol yalnızca bir öncekinden bu yana yeni olan öğeleri iletir.',
      },
    },
    authorizations: {
      google: {
        label: 'Google hesabı',
      },
      notion: {
        label: 'Notion entegrasyonu',
      },
    },
  },
  'google-calendar-event-to-telegram': {
    name: 'Yeni Google Calendar etkinliğinden Telegram’a',
    description: 'Bir Google Calendar takvimine eklenen her etkinlik için Telegram mesajı gönderir.',
    instructions:
      'Birkaç dakikada bir takvim kontrol edilir; her yeni etkinlik başlığı, başlangıcı, yeri ve bağlantısıyla sohbete gönderilir. Önce botu sohbete ekleyin.',
    settings: {
      calendarId: {
        label: 'Takvim kimliği',
        help: 'Ana takviminiz için primary, ya da takvim ayarlarındaki kimlik.',
      },
      chatId: {
        label: 'Sohbet kimliği',
        help: 'Botun yazdığı sohbet, grup ya da kanal (bir sayı ya da @kanaladı).',
      },
      everyMinutes: {
        label: 'Kontrol sıklığı (dakika)',
        help: 'Her kontrol yalnızca bir öncekinden bu yana yeni olan öğeleri iletir.',
      },
    },
    authorizations: {
      google: {
        label: 'Google hesabı',
      },
      telegram: {
        label: 'Telegram botu',
      },
    },
  },
  'schedule-calendar-digest-to-teams': {
    name: 'Microsoft Teams’e günlük Google Calendar ajandası',
    description: 'Her sabah günün Google Calendar etkinliklerini bir Microsoft Teams kanalına gönderir.',
    instructions:
      'Her gün seçilen saatte takvimin sonraki 24 saati okunur ve her etkinlik bir satır olmak üzere kanala gönderilir.',
    settings: {
      calendarId: {
        label: 'Takvim kimliği',
        help: 'Ana takviminiz için primary, ya da takvim ayarlarındaki kimlik.',
      },
      teamId: {
        label: 'Ekip kimliği',
        help: 'Ekibe giden bağlantıdaki groupId.',
      },
      channelId: {
        label: 'Kanal kimliği',
        help: 'Kanal bağlantısında /channel/ sonrası.',
      },
      hour: {
        label: 'Günün saati',
      },
      timezone: {
        label: 'Saat dilimi',
        help: 'Europe/Istanbul gibi bir IANA saat dilimi.',
      },
    },
    authorizations: {
      google: {
        label: 'Google hesabı',
      },
      microsoft: {
        label: 'Microsoft 365 hesabı',
      },
    },
  },
  'outlook-to-teams': {
    name: 'Yeni Outlook e-postasından Microsoft Teams’e',
    description: 'Bir klasördeki her yeni Outlook e-postasını bir Microsoft Teams kanalına gönderir.',
    instructions:
      'Birkaç dakikada bir klasör kontrol edilir; her yeni e-posta göndereni, konusu ve ilk satırlarıyla kanala gönderilir.',
    settings: {
      folder: {
        label: 'E-posta klasörü',
        help: 'inbox ya da başka bir klasörün adı veya kimliği.',
      },
      teamId: {
        label: 'Ekip kimliği',
        help: 'Ekibe giden bağlantıdaki groupId.',
      },
      channelId: {
        label: 'Kanal kimliği',
        help: 'Kanal bağlantısında /channel/ sonrası.',
      },
      everyMinutes: {
        label: 'Kontrol sıklığı (dakika)',
        help: 'Her kontrol yalnızca bir öncekinden bu yana yeni olan öğeleri iletir.',
      },
    },
    authorizations: {
      microsoft: {
        label: 'Microsoft 365 hesabı',
      },
    },
  },
  'onedrive-file-to-slack': {
    name: 'Yeni OneDrive dosyasından Slack’e',
    description: 'Bir OneDrive klasörüne eklenen her dosyanın bağlantısını Slack’e gönderir.',
    instructions:
      'Birkaç dakikada bir klasör kontrol edilir; her yeni dosya adı, boyutu ve bağlantısıyla kanala gönderilir.',
    settings: {
      folderPath: {
        label: 'OneDrive klasörü',
        help: 'OneDrive’ınızın en üstünden klasörün yolu, örn. /Invoices/2026.',
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
      microsoft: {
        label: 'Microsoft 365 hesabı',
      },
      slack: {
        label: 'Slack botu',
      },
    },
  },
  'schedule-excel-summary-mail': {
    name: 'E-postayla günlük Excel 365 özeti',
    description:
      'Her gün bir Excel 365 çalışma kitabının sayfasını okur ve satırlarını Outlook’tan e-postayla gönderir.',
    instructions:
      'Her gün seçilen saatte aralık okunur (ilk satırı sütunları adlandırır) ve Outlook’unuzdan tablo olarak gönderilir: her satır için bir satır, konu da sayıyı verir.',
    settings: {
      itemId: {
        label: 'Çalışma kitabı (sürücü öğesi kimliği)',
        help: '.xlsx dosyasının OneDrive öğe kimliği (OneDrive’ın “Öğeyi al” adımı verir).',
      },
      worksheet: {
        label: 'Çalışma sayfası',
        help: 'Sekmenin adı.',
      },
      address: {
        label: 'Aralık',
        help: 'Boş: kullanılan tüm hücreler.',
      },
      email: {
        label: 'Alıcı',
        help: 'Tek bir adres ya da virgülle ayrılmış birkaç adres.',
      },
      subject: {
        label: 'Konu',
      },
      hour: {
        label: 'Günün saati',
      },
      timezone: {
        label: 'Saat dilimi',
        help: 'Europe/Istanbul gibi bir IANA saat dilimi.',
      },
    },
    authorizations: {
      microsoft: {
        label: 'Microsoft 365 hesabı',
      },
    },
  },
  'webhook-to-excel-row': {
    name: 'Formdan Excel 365 tablo satırına',
    description: 'Her form gönderimini ya da JSON isteğini bir Excel 365 tablosuna satır olarak ekler.',
    instructions:
      'Sütun adları formun alanlarıyla eşleşen bir tablo oluşturun (Ekle > Tablo), sonra formu (method POST) webhook adresine yönlendirin. Her istek bir satır olur.',
    settings: {
      itemId: {
        label: 'Çalışma kitabı (sürücü öğesi kimliği)',
        help: '.xlsx dosyasının OneDrive öğe kimliği (OneDrive’ın “Öğeyi al” adımı verir).',
      },
      table: {
        label: 'Tablo',
        help: 'Tablonun adı (Tablo Tasarımı > Tablo Adı).',
      },
      method: {
        label: 'Kabul edilen yöntem',
        help: 'Başka yöntemle gelen istekler reddedilir.',
      },
    },
    authorizations: {
      microsoft: {
        label: 'Microsoft 365 hesabı',
      },
    },
  },
  'outlook-auto-reply': {
    name: 'Yeni e-postalara Outlook otomatik yanıtı',
    description:
      'Bir filtreye uyan her yeni Outlook e-postasını metninizle yanıtlar ve yanıtı aynı yazışmada tutar.',
    instructions:
      'Birkaç dakikada bir klasör kontrol edilir; filtreye uyan her yeni e-postaya yanıtınız gönderilir ve Gönderilmiş Öğeler’e kaydedilir.',
    settings: {
      folder: {
        label: 'E-posta klasörü',
        help: 'inbox ya da başka bir klasörün adı veya kimliği.',
      },
      filter: {
        label: 'Filtre',
        help: 'İletiler için bir Microsoft Graph $filter ifadesi; boş: her yeni e-posta.',
      },
      reply: {
        label: 'Yanıt',
      },
      everyMinutes: {
        label: 'Kontrol sıklığı (dakika)',
        help: 'Her kontrol yalnızca bir öncekinden bu yana yeni olan öğeleri iletir.',
      },
    },
    authorizations: {
      microsoft: {
        label: 'Microsoft 365 hesabı',
      },
    },
  },
};
