import type { messagingSteps as english } from '../en/app-steps-messaging';
import type { Texts } from '../shape';
import { customApiCall } from './app-steps-kit';

export const messagingSteps: Texts<typeof english> = {
  'telegram.new_message': {
    name: 'Yeni mesaj',
    description:
      'Bot bir mesaj aldığında iş akışını başlatır (botun webhook’u). Webhook, iş akışı açıldığında Telegram tarafında kaydedilir ve her teslimatın imzası denetlenir.',
    actions: {
      run: 'Yeni mesaj',
    },
    fields: {
      authorization: 'Yetkilendirme',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
    },
  },
  'telegram.send_message': {
    name: 'Mesaj gönder',
    description:
      'Bottan bir Telegram sohbetine (bir kullanıcı, grup ya da kanal kimliği veya @channelusername) metin mesajı gönderir ve gönderilen mesajı döndürür.',
    actions: {
      run: 'Mesaj gönder',
    },
    fields: {
      authorization: 'Yetkilendirme',
      chatId: 'Sohbet kimliği',
      text: 'Metin',
      parseMode: 'Biçimlendirme',
      replyTo: 'Yanıtlanacak mesaj kimliği',
      silent: 'Sessizce gönder',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
    },
  },
  'telegram.custom_api_call': customApiCall('Telegram', 'https://api.telegram.org', ['bearer']),
  'slack.new_message': {
    name: 'Kanalda yeni mesaj',
    description:
      'Son denetimden bu yana bir Slack kanalına gönderilen mesajlarla iş akışını başlatır. İş akışının zamanlamasına göre denetlenir; her çalıştırma yalnızca daha önce iletilmemiş öğeleri iletir.',
    actions: {
      run: 'Kanalda yeni mesaj',
    },
    fields: {
      authorization: 'Yetkilendirme',
      channel: 'Kanal',
    },
    help: {
      authorization: 'oauth2 ya da bearer türünde bir yetkilendirme',
      channel: 'Kanal kimliği (ya da göndermek için #ad)',
    },
  },
  'slack.send_message': {
    name: 'Mesaj gönder',
    description:
      'Bir Slack kanalına (ya da bir konu zaman damgası verilmişse o konuya) metin mesajı gönderir ve gönderilen mesajı kanalı ve ts değeriyle döndürür.',
    actions: {
      run: 'Mesaj gönder',
    },
    fields: {
      authorization: 'Yetkilendirme',
      channel: 'Kanal',
      text: 'Metin',
      threadTs: 'Konu zaman damgası',
    },
    help: {
      authorization: 'oauth2 ya da bearer türünde bir yetkilendirme',
      channel: 'Kanal kimliği (ya da göndermek için #ad)',
      text: 'Slack mrkdwn kullanılabilir',
      threadTs: 'Bu mesajın konusunda yanıtla (mesajın ts değeri)',
    },
  },
  'slack.upload_file': {
    name: 'Dosya yükle',
    description:
      'Slack’e bir dosya (metin ya da base64 baytlar) yükler ve isteğe bağlı bir yorumla bir kanalda paylaşır; dosya kimliğini ve başlığını döndürür.',
    actions: {
      run: 'Dosya yükle',
    },
    fields: {
      authorization: 'Yetkilendirme',
      channel: 'Kanal',
      filename: 'Dosya adı',
      content: 'İçerik',
      base64: 'İçerik base64 biçiminde',
      title: 'Başlık',
      comment: 'Yorum',
    },
    help: {
      authorization: 'oauth2 ya da bearer türünde bir yetkilendirme',
      channel: 'Kanal kimliği (ya da göndermek için #ad)',
      content: 'Metin olarak dosya ya da base64 baytlar',
      comment: 'Dosyayla birlikte gönderilen mesaj',
    },
  },
  'slack.list_channels': {
    name: 'Kanalları listele',
    description:
      'Yetkilendirmenin görebildiği Slack kanallarını (kimlik, ad, gizlilik, üye sayısı) listeler; varsayılan olarak herkese açık olanlar, arşivlenenler hariç.',
    actions: {
      run: 'Kanalları listele',
    },
    fields: {
      authorization: 'Yetkilendirme',
      types: 'Türler',
      returnAll: 'Tümünü döndür',
      limit: 'Sınır',
    },
    help: {
      authorization: 'oauth2 ya da bearer türünde bir yetkilendirme',
      types: 'Virgülle ayrılmış: public_channel, private_channel, mpim, im',
      returnAll: 'Her sayfayı okur; aksi hâlde sınırda durur',
      limit: 'Döndürülecek en fazla öğe sayısı',
    },
  },
  'slack.custom_api_call': customApiCall('Slack', 'https://slack.com/api', ['oauth2', 'bearer']),
  'discord.new_message': {
    name: 'Kanalda yeni mesaj',
    description:
      'Son denetimden bu yana bir Discord kanalına gönderilen mesajlarla iş akışını başlatır. İş akışının zamanlamasına göre denetlenir; her çalıştırma yalnızca daha önce iletilmemiş öğeleri iletir.',
    actions: {
      run: 'Kanalda yeni mesaj',
    },
    fields: {
      authorization: 'Yetkilendirme',
      channelId: 'Kanal kimliği',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      channelId: 'Metin kanalının kimliği (Geliştirici Modu: kanala sağ tıklayın, Kanal ID’sini Kopyala)',
    },
  },
  'discord.send_message': {
    name: 'Mesaj gönder',
    description:
      'Bir Discord kanalına bot olarak metin mesajı (en fazla 2000 karakter) gönderir; mesajı kimliği, kanal kimliği ve zaman damgasıyla döndürür.',
    actions: {
      run: 'Mesaj gönder',
    },
    fields: {
      authorization: 'Yetkilendirme',
      channelId: 'Kanal kimliği',
      content: 'Mesaj',
      tts: 'Metinden konuşmaya',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      channelId: 'Metin kanalının kimliği (Geliştirici Modu: kanala sağ tıklayın, Kanal ID’sini Kopyala)',
      content: 'Discord markdown kullanılabilir',
    },
  },
  'discord.list_channels': {
    name: 'Kanalları listele',
    description:
      'Botun bulunduğu bir Discord sunucusunun (guild) kanallarını listeler: kimlik, ad, tür (0 metin, 2 ses, 4 kategori, 5 duyuru) ve üst kategori.',
    actions: {
      run: 'Kanalları listele',
    },
    fields: {
      authorization: 'Yetkilendirme',
      guildId: 'Sunucu kimliği',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      guildId: 'Guild (sunucu) kimliği',
    },
  },
  'discord.custom_api_call': customApiCall('Discord', 'https://discord.com/api/v10', ['bearer']),
  'twilio.new_incoming_message': {
    name: 'Yeni gelen mesaj',
    description:
      'Son denetimden bu yana bir Twilio numarasına gelen SMS mesajlarıyla iş akışını başlatır. İş akışının zamanlamasına göre denetlenir; her çalıştırma yalnızca daha önce iletilmemiş öğeleri iletir.',
    actions: {
      run: 'Yeni gelen mesaj',
    },
    fields: {
      authorization: 'Yetkilendirme',
      to: 'Alıcı numara',
    },
    help: {
      authorization: 'basic türünde bir yetkilendirme',
      to: 'Mesajları alan Twilio numaranız (E.164)',
    },
  },
  'twilio.send_sms': {
    name: 'SMS gönder',
    description:
      'Hesabın Twilio numaralarından birinden (ya da bir Messaging Service üzerinden) E.164 biçimindeki bir telefon numarasına SMS gönderir; mesajı SID’si ve durumuyla (queued) döndürür.',
    actions: {
      run: 'SMS gönder',
    },
    fields: {
      authorization: 'Yetkilendirme',
      to: 'Kime',
      from: 'Kimden',
      messagingServiceSid: 'Messaging Service SID’si',
      body: 'Mesaj',
    },
    help: {
      authorization: 'basic türünde bir yetkilendirme',
      to: 'E.164 biçimi',
      from: 'Hesabın bir Twilio numarası; ya da bir Messaging Service SID’si verin',
      body: 'En fazla 1600 karakter',
    },
  },
  'twilio.list_messages': {
    name: 'Mesajları listele',
    description:
      'Hesabın SMS mesajlarını en yeniden başlayarak listeler; isteğe bağlı olarak yalnızca bir numaraya giden ya da bir numaradan gelen veya bir tarihte ya da sonrasında gönderilenleri; her mesajın SID’sini, numaralarını, metnini, durumunu ve yönünü döndürür.',
    actions: {
      run: 'Mesajları listele',
    },
    fields: {
      authorization: 'Yetkilendirme',
      to: 'Kime',
      from: 'Kimden',
      sentAfter: 'Bu tarihte ya da sonra gönderilen',
      returnAll: 'Tümünü döndür',
      limit: 'Sınır',
    },
    help: {
      authorization: 'basic türünde bir yetkilendirme',
      to: 'E.164 biçimi',
      from: 'E.164 biçimi',
      sentAfter: 'Bir tarih (YYYY-MM-DD)',
      returnAll: 'Her sayfayı okur; aksi hâlde sınırda durur',
      limit: 'Döndürülecek en fazla öğe sayısı',
    },
  },
  'twilio.custom_api_call': customApiCall('Twilio', 'https://api.twilio.com/2010-04-01', ['basic']),
  'whatsapp.send_text': {
    name: 'Metin mesajı gönder',
    description:
      'Son 24 saat içinde işletmeye yazmış bir numaraya WhatsApp metin mesajı gönderir (aksi hâlde bir şablon kullanın); mesaj kimliğini (wamid) döndürür.',
    actions: {
      run: 'Metin mesajı gönder',
    },
    fields: {
      authorization: 'Yetkilendirme',
      phoneNumberId: 'Telefon numarası kimliği',
      to: 'Kime',
      text: 'Metin',
      previewUrl: 'Bağlantı önizlemesi',
      replyTo: 'Yanıtlanacak mesaj kimliği',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      phoneNumberId: 'Gönderen numaranın kimliği; boşsa yetkilendirmedeki',
      to: 'Alıcının ülke koduyla WhatsApp numarası',
      text: 'En fazla 4096 karakter',
      previewUrl: 'İlk bağlantının önizlemesini göster',
      replyTo: 'Alıntılamak için alınan bir mesajın wamid değeri',
    },
  },
  'whatsapp.send_template': {
    name: 'Şablon mesajı gönder',
    description:
      'Onaylı bir WhatsApp mesaj şablonunu adı ve diliyle, parametreleri components JSON’u olarak gönderir; bir konuşmayı başlatabilen tek mesaj türüdür. Mesaj kimliğini döndürür.',
    actions: {
      run: 'Şablon mesajı gönder',
    },
    fields: {
      authorization: 'Yetkilendirme',
      phoneNumberId: 'Telefon numarası kimliği',
      to: 'Kime',
      template: 'Şablon adı',
      language: 'Dil kodu',
      components: 'Bileşenler',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      phoneNumberId: 'Gönderen numaranın kimliği; boşsa yetkilendirmedeki',
      to: 'Alıcının ülke koduyla WhatsApp numarası',
      language: 'Şablonun dili: en_US, de, pt_BR…',
      components:
        'Şablonun parametreleri: [{"type": "body", "parameters": [{"type": "text", "text": "Ada"}]}]',
    },
  },
  'whatsapp.send_media': {
    name: 'Medya gönder',
    description:
      'Herkese açık bir HTTPS bağlantısından bir WhatsApp numarasına, isteğe bağlı bir açıklamayla (belge için dosya adıyla) bir görsel ya da belge gönderir; mesaj kimliğini döndürür.',
    actions: {
      run: 'Medya gönder',
    },
    fields: {
      authorization: 'Yetkilendirme',
      phoneNumberId: 'Telefon numarası kimliği',
      to: 'Kime',
      mediaType: 'Tür',
      link: 'Bağlantı',
      caption: 'Açıklama',
      filename: 'Dosya adı',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      phoneNumberId: 'Gönderen numaranın kimliği; boşsa yetkilendirmedeki',
      to: 'Alıcının ülke koduyla WhatsApp numarası',
      filename: 'Belge için gösterilir',
    },
  },
  'whatsapp.custom_api_call': customApiCall('WhatsApp Business', 'https://graph.facebook.com/v21.0', [
    'bearer',
  ]),
};
