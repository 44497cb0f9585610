import type { googleMailSteps as english } from '../en/app-steps-google-mail';
import type { Texts } from '../shape';
import { customApiCall } from './app-steps-kit';

export const googleMailSteps: Texts<typeof english> = {
  'gmail.new_email': {
    name: 'Yeni e-posta',
    description:
      'Son denetimden bu yana gelen ve bir Gmail aramasıyla eşleşen e-postalarla iş akışını başlatır. İş akışının zamanlamasına göre denetlenir; her çalıştırma yalnızca daha önce iletilmemiş öğeleri iletir.',
    actions: {
      run: 'Yeni e-posta',
    },
    fields: {
      authorization: 'Yetkilendirme',
      q: 'Arama',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      q: 'Yalnızca bu Gmail aramasıyla eşleşen e-postalar',
    },
  },
  'gmail.send_email': {
    name: 'E-posta gönder',
    description:
      'Oturum açılmış Gmail hesabından verilen alıcılara düz metin ya da HTML olarak bir e-posta gönderir; gönderilen mesajın kimliğini ve konuşma kimliğini döndürür.',
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
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      to: 'Virgülle ayrılmış adresler',
    },
  },
  'gmail.search_messages': {
    name: 'Mesajlarda ara',
    description:
      'Bir Gmail arama sorgusuyla (ör. "from:ada@example.com is:unread") eşleşen Gmail mesajlarının kimliklerini en yeniden başlayarak listeler.',
    actions: {
      run: 'Mesajlarda ara',
    },
    fields: {
      authorization: 'Yetkilendirme',
      q: 'Arama',
      returnAll: 'Tümünü döndür',
      limit: 'Sınır',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      q: 'Arama kutusundaki gibi Gmail araması',
      returnAll: 'Her sayfayı okur; aksi hâlde sınırda durur',
      limit: 'Döndürülecek en fazla öğe sayısı',
    },
  },
  'gmail.get_message': {
    name: 'Mesajı getir',
    description:
      'Bir Gmail mesajını kimliğiyle okur: gönderen, alıcılar, konu, tarih, özet ile düz metin ve HTML gövdeleri.',
    actions: {
      run: 'Mesajı getir',
    },
    fields: {
      authorization: 'Yetkilendirme',
      id: 'Mesaj kimliği',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
    },
  },
  'gmail.custom_api_call': customApiCall('Gmail', 'https://gmail.googleapis.com/gmail/v1', ['oauth2']),
  'google-calendar.new_event': {
    name: 'Yeni etkinlik',
    description:
      'Son denetimden bu yana bir Google Calendar takvimine eklenen etkinliklerle iş akışını başlatır. İş akışının zamanlamasına göre denetlenir; her çalıştırma yalnızca daha önce iletilmemiş öğeleri iletir.',
    actions: {
      run: 'Yeni etkinlik',
    },
    fields: {
      authorization: 'Yetkilendirme',
      calendarId: 'Takvim kimliği',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      calendarId:
        'Ana takviminiz için "primary" ya da Takvimleri listele’den bir kimlik (çoğunlukla bir e-posta adresi)',
    },
  },
  'google-calendar.list_events': {
    name: 'Etkinlikleri listele',
    description:
      'Bir Google Calendar takviminin iki zaman arasındaki etkinliklerini (yinelenen etkinlikler tek tek açılarak) başlangıç zamanına göre sıralı ve isteğe bağlı olarak arama sözcükleriyle eşleşenler olarak listeler; her etkinliğin kimliğini, başlığını, başlangıcını, bitişini, katılımcılarını ve bağlantısını döndürür.',
    actions: {
      run: 'Etkinlikleri listele',
    },
    fields: {
      authorization: 'Yetkilendirme',
      calendarId: 'Takvim kimliği',
      timeMin: 'Başlangıç',
      timeMax: 'Bitiş',
      q: 'Arama',
      returnAll: 'Tümünü döndür',
      limit: 'Sınır',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      calendarId:
        'Ana takviminiz için "primary" ya da Takvimleri listele’den bir kimlik (çoğunlukla bir e-posta adresi)',
      timeMin: 'Ofsetli RFC 3339, ör. 2026-12-01T00:00:00Z: bundan sonra biten etkinlikler',
      timeMax: 'Ofsetli RFC 3339: bundan önce başlayan etkinlikler',
      q: 'Başlık, açıklama, konum ya da katılımcılardaki sözcükler',
      returnAll: 'Her sayfayı okur; aksi hâlde sınırda durur',
      limit: 'Döndürülecek en fazla öğe sayısı',
    },
  },
  'google-calendar.create_event': {
    name: 'Etkinlik oluştur',
    description:
      'Bir Google Calendar takviminde başlık, başlangıç ve bitişle (bir saat dilimindeki tarih-saatler ya da tüm gün etkinlikleri için tarihler), isteğe bağlı açıklama, konum ve katılımcılarla bir etkinlik oluşturur; etkinliği kimliği ve bağlantısıyla döndürür.',
    actions: {
      run: 'Etkinlik oluştur',
    },
    fields: {
      authorization: 'Yetkilendirme',
      calendarId: 'Takvim kimliği',
      summary: 'Başlık',
      start: 'Başlangıç',
      end: 'Bitiş',
      timeZone: 'Saat dilimi',
      description: 'Açıklama',
      location: 'Konum',
      attendees: 'Katılımcılar',
      sendUpdates: 'Katılımcılara bildir',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      calendarId:
        'Ana takviminiz için "primary" ya da Takvimleri listele’den bir kimlik (çoğunlukla bir e-posta adresi)',
      start:
        'RFC 3339 tarih-saat (aşağıdaki saat dilimiyle 2026-12-01T10:00:00 ya da ofsetli) ya da tüm gün için 2026-12-01 gibi bir tarih',
      end: 'Başlangıç gibi; tüm gün etkinliğinde son günden sonraki gün',
      timeZone:
        'Europe/Berlin gibi bir IANA dilimi; zamanlarda ofset yoksa ve yinelenen etkinlikler için gerekir',
      attendees: 'Virgülle ayrılmış e-posta adresleri',
      sendUpdates: 'Google’ın değişiklik hakkında kime e-posta göndereceği',
    },
  },
  'google-calendar.update_event': {
    name: 'Etkinliği güncelle',
    description:
      'Bir Google Calendar etkinliğinin verilen alanlarını (başlık, zamanlar, açıklama, konum, katılımcılar) değiştirir, diğerlerini korur; güncellenen etkinliği döndürür.',
    actions: {
      run: 'Etkinliği güncelle',
    },
    fields: {
      authorization: 'Yetkilendirme',
      calendarId: 'Takvim kimliği',
      eventId: 'Etkinlik kimliği',
      summary: 'Başlık',
      start: 'Başlangıç',
      end: 'Bitiş',
      timeZone: 'Saat dilimi',
      description: 'Açıklama',
      location: 'Konum',
      attendees: 'Katılımcılar',
      sendUpdates: 'Katılımcılara bildir',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      calendarId:
        'Ana takviminiz için "primary" ya da Takvimleri listele’den bir kimlik (çoğunlukla bir e-posta adresi)',
      start: 'RFC 3339 tarih-saat ya da tüm gün için bir tarih; boş: değişmez',
      end: 'Başlangıç gibi; boş: değişmez',
      timeZone:
        'Europe/Berlin gibi bir IANA dilimi; zamanlarda ofset yoksa ve yinelenen etkinlikler için gerekir',
      attendees: 'Virgülle ayrılmış e-posta adresleri',
      sendUpdates: 'Google’ın değişiklik hakkında kime e-posta göndereceği',
    },
  },
  'google-calendar.delete_event': {
    name: 'Etkinliği sil',
    description:
      'Bir Google Calendar takviminden bir etkinliği siler, isteğe bağlı olarak katılımcılarına bildirir; zaten silinmiş bir etkinlik tamamlanmış sayılır. Etkinlik kimliğini döndürür.',
    actions: {
      run: 'Etkinliği sil',
    },
    fields: {
      authorization: 'Yetkilendirme',
      calendarId: 'Takvim kimliği',
      eventId: 'Etkinlik kimliği',
      sendUpdates: 'Katılımcılara bildir',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      calendarId:
        'Ana takviminiz için "primary" ya da Takvimleri listele’den bir kimlik (çoğunlukla bir e-posta adresi)',
      sendUpdates: 'Google’ın değişiklik hakkında kime e-posta göndereceği',
    },
  },
  'google-calendar.list_calendars': {
    name: 'Takvimleri listele',
    description:
      'Oturum açmış kullanıcının takvim listesindeki Google takvimlerini listeler; her takvimin kimliğini (diğer Calendar adımları için), adını, saat dilimini, birincil takvim olup olmadığını ve kullanıcının erişim rolünü döndürür.',
    actions: {
      run: 'Takvimleri listele',
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
  'google-calendar.custom_api_call': customApiCall(
    'Google Calendar',
    'https://www.googleapis.com/calendar/v3',
    ['oauth2'],
  ),
};
