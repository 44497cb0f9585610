import type { microsoftMailSteps as english } from '../en/app-steps-microsoft-mail';
import type { Texts } from '../shape';
import { customApiCall } from './app-steps-kit';

export const microsoftMailSteps: Texts<typeof english> = {
  'microsoft-outlook.new_email': {
    name: 'Yeni e-posta',
    description:
      'Son denetimden bu yana bir Outlook klasörüne gelen e-postalarla iş akışını başlatır. İş akışının zamanlamasına göre denetlenir; her çalıştırma yalnızca daha önce iletilmemiş öğeleri iletir.',
    actions: {
      run: 'Yeni e-posta',
    },
    fields: {
      authorization: 'Yetkilendirme',
      folder: 'Klasör',
      filter: 'Filtre',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      folder: 'inbox ya da iyi bilinen başka bir ad veya bir klasör kimliği',
      filter:
        "Yalnızca bu OData filtresiyle eşleşen e-postalar, ör. from/emailAddress/address eq 'ada@example.com'",
    },
  },
  'microsoft-outlook.send_email': {
    name: 'E-posta gönder',
    description:
      'Oturum açılmış Outlook posta kutusundan verilen alıcılara düz metin ya da HTML olarak bir e-posta gönderir ve Gönderilmiş Öğeler’e kaydeder; sent: true döndürür (Graph gönderilen bir e-posta için mesaj kimliği vermez).',
    actions: {
      run: 'E-posta gönder',
    },
    fields: {
      authorization: 'Yetkilendirme',
      to: 'Kime',
      cc: 'Bilgi',
      bcc: 'Gizli bilgi',
      subject: 'Konu',
      body: 'Gövde',
      html: 'Gövde HTML biçiminde',
      saveToSentItems: 'Gönderilmiş Öğeler’e kaydet',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      to: 'Virgülle ayrılmış adresler',
      cc: 'Virgülle ayrılmış adresler',
      bcc: 'Virgülle ayrılmış adresler',
    },
  },
  'microsoft-outlook.list_messages': {
    name: 'Mesajları listele',
    description:
      'Bir klasördeki (inbox, sentitems, drafts ya da bir klasör kimliği) Outlook mesajlarını en yeniden başlayarak listeler ya da arar; bir OData $filter ile süzer ya da sözcüklerle arar; her mesajın göndereni, alıcıları, konusu, tarihleri, önizlemesi ve gövdesini döndürür.',
    actions: {
      run: 'Mesajları listele',
    },
    fields: {
      authorization: 'Yetkilendirme',
      folder: 'Klasör',
      search: 'Arama',
      filter: 'Filtre',
      returnAll: 'Tümünü döndür',
      limit: 'Sınır',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      folder: 'inbox, sentitems, drafts, archive, deleteditems, junkemail ya da bir klasör kimliği',
      search: 'Sözcükler ya da KQL, ör. from:ada subject:invoice (filtreyle birlikte kullanılamaz)',
      filter: "Bir OData filtresi, ör. isRead eq false and from/emailAddress/address eq 'ada@example.com'",
      returnAll: 'Her sayfayı okur; aksi hâlde sınırda durur',
      limit: 'Döndürülecek en fazla öğe sayısı',
    },
  },
  'microsoft-outlook.get_message': {
    name: 'Mesajı getir',
    description:
      'Bir Outlook mesajını kimliğiyle okur: gönderen, alıcılar, konu, alınma ve gönderilme zamanları, önizleme, gövde (HTML ya da metin), okunma durumu ve web bağlantısı.',
    actions: {
      run: 'Mesajı getir',
    },
    fields: {
      authorization: 'Yetkilendirme',
      messageId: 'Mesaj kimliği',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
    },
  },
  'microsoft-outlook.reply_to_message': {
    name: 'Mesajı yanıtla',
    description:
      'Bir Outlook mesajını kimliğiyle bir yorumla yanıtlar (gönderene ya da mesajdaki herkese); yanıt hemen gönderilir ve Gönderilmiş Öğeler’e kaydedilir; replied: true ve mesaj kimliğini döndürür.',
    actions: {
      run: 'Mesajı yanıtla',
    },
    fields: {
      authorization: 'Yetkilendirme',
      messageId: 'Mesaj kimliği',
      comment: 'Yanıt',
      replyAll: 'Tümünü yanıtla',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      comment: 'Alıntılanan mesajın üstündeki metin',
    },
  },
  'microsoft-outlook.create_draft': {
    name: 'Taslak oluştur',
    description:
      'Bir e-postayı göndermeden Outlook Taslaklar klasörüne taslak olarak kaydeder; taslak mesajı (kimliği, konusu, alıcıları ve web bağlantısı) döndürür.',
    actions: {
      run: 'Taslak oluştur',
    },
    fields: {
      authorization: 'Yetkilendirme',
      to: 'Kime',
      cc: 'Bilgi',
      bcc: 'Gizli bilgi',
      subject: 'Konu',
      body: 'Gövde',
      html: 'Gövde HTML biçiminde',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      to: 'Virgülle ayrılmış adresler',
      cc: 'Virgülle ayrılmış adresler',
      bcc: 'Virgülle ayrılmış adresler',
    },
  },
  'microsoft-outlook.custom_api_call': customApiCall(
    'Microsoft Outlook',
    'https://graph.microsoft.com/v1.0',
    ['oauth2'],
  ),
  'microsoft-teams.new_channel_message': {
    name: 'Yeni kanal iletisi',
    description:
      'Son denetimden bu yana bir Microsoft Teams kanalında paylaşılan iletilerle (yanıtlar değil, yeni gönderiler) iş akışını başlatır; her biri metni, göndereni ve bağlantısıyla. İş akışının zamanlamasına göre denetlenir; her çalıştırma yalnızca daha önce iletilmemiş öğeleri iletir.',
    actions: {
      run: 'Yeni kanal iletisi',
    },
    fields: {
      authorization: 'Yetkilendirme',
      teamId: 'Ekip kimliği',
      channelId: 'Kanal kimliği',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      teamId: 'Ekibin kimliği (bir GUID): Ekipleri listele verir ya da ekibe giden bir bağlantıdaki groupId',
      channelId: 'ör. 19:abc…@thread.tacv2: Kanalları listele verir',
    },
  },
  'microsoft-teams.send_channel_message': {
    name: 'Kanal mesajı gönder',
    description:
      'Bir Microsoft Teams ekibinin kanalına oturum açmış kullanıcı olarak yeni bir mesaj (metin ya da HTML, isteğe bağlı bir konuyla) gönderir; mesaj kimliğini, zamanını ve bağlantısını döndürür.',
    actions: {
      run: 'Kanal mesajı gönder',
    },
    fields: {
      authorization: 'Yetkilendirme',
      teamId: 'Ekip kimliği',
      channelId: 'Kanal kimliği',
      content: 'Mesaj',
      html: 'Mesaj HTML biçiminde',
      subject: 'Konu',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      teamId: 'Ekibin kimliği (bir GUID): Ekipleri listele verir ya da ekibe giden bir bağlantıdaki groupId',
      channelId: 'ör. 19:abc…@thread.tacv2: Kanalları listele verir',
      subject: 'Gönderinin üstünde bir başlık',
    },
  },
  'microsoft-teams.send_chat_message': {
    name: 'Sohbet mesajı gönder',
    description:
      'Bir Microsoft Teams sohbetine (bire bir, grup ya da toplantı sohbeti) oturum açmış kullanıcı olarak bir mesaj (metin ya da HTML) gönderir; mesaj kimliğini, zamanını ve bağlantısını döndürür.',
    actions: {
      run: 'Sohbet mesajı gönder',
    },
    fields: {
      authorization: 'Yetkilendirme',
      chatId: 'Sohbet kimliği',
      content: 'Mesaj',
      html: 'Mesaj HTML biçiminde',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      chatId: 'ör. 19:…@thread.v2 ya da 19:…@unq.gbl.spaces: Sohbetleri listele verir',
    },
  },
  'microsoft-teams.list_teams': {
    name: 'Ekipleri listele',
    description:
      'Oturum açmış kullanıcının üyesi olduğu Microsoft Teams ekiplerini listeler; her ekibin kimliğini, adını ve açıklamasını döndürür.',
    actions: {
      run: 'Ekipleri listele',
    },
    fields: {
      authorization: 'Yetkilendirme',
      returnAll: 'Tümünü döndür',
      limit: 'Sınır',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      returnAll: 'Her sayfayı okur; aksi hâlde sınırda durur',
      limit: 'Döndürülecek en fazla öğe sayısı',
    },
  },
  'microsoft-teams.list_channels': {
    name: 'Kanalları listele',
    description:
      'Bir Microsoft Teams ekibinin oturum açmış kullanıcının görebildiği kanallarını listeler; her kanalın kimliğini, adını, açıklamasını, üyelik türünü (standard, private, shared) ve bağlantısını döndürür.',
    actions: {
      run: 'Kanalları listele',
    },
    fields: {
      authorization: 'Yetkilendirme',
      teamId: 'Ekip kimliği',
      returnAll: 'Tümünü döndür',
      limit: 'Sınır',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      teamId: 'Ekibin kimliği (bir GUID): Ekipleri listele verir ya da ekibe giden bir bağlantıdaki groupId',
      returnAll: 'Her sayfayı okur; aksi hâlde sınırda durur',
      limit: 'Döndürülecek en fazla öğe sayısı',
    },
  },
  'microsoft-teams.list_chats': {
    name: 'Sohbetleri listele',
    description:
      'Oturum açmış kullanıcının Microsoft Teams sohbetlerini (bire bir, grup ve toplantı sohbetleri) listeler; her sohbetin kimliğini, konusunu, türünü, zamanlarını ve bağlantısını döndürür.',
    actions: {
      run: 'Sohbetleri listele',
    },
    fields: {
      authorization: 'Yetkilendirme',
      returnAll: 'Tümünü döndür',
      limit: 'Sınır',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      returnAll: 'Her sayfayı okur; aksi hâlde sınırda durur',
      limit: 'Döndürülecek en fazla öğe sayısı',
    },
  },
  'microsoft-teams.custom_api_call': customApiCall('Microsoft Teams', 'https://graph.microsoft.com/v1.0', [
    'oauth2',
  ]),
};
