import type { SystemTexts } from '../en/system';

export const system: SystemTexts = {
  welcome: {
    tagline: 'Akıllı iş süreci otomasyonu ve entegrasyon çözümleri.',
    intro:
      'İş akışlarını bir tuval üzerinde kurun; zamanlamayla, webhook ile ya da elle çalıştırın ve işlem süresi kadar ödeyin.',
    login: 'Giriş Yap',
    register: 'Kayıt Ol',
    dashboard: 'Gösterge paneline git',
    checking: 'Sunucu kontrol ediliyor…',
    serverDown: 'Sunucu yanıt vermiyor.',
    health: {
      status: 'Durum: {{value}}',
      database: 'Veritabanı: {{value}}',
      queue: 'Kuyruk: {{value}}',
      mail: 'E-posta: {{value}}',
    },
  },
  errors: {
    notFound: 'Üzgünüz, aradığınız sayfayı bulamadık',
    serverError: 'Eyvah, bir şeyler bozuldu!',
    backToDashboard: 'Gösterge paneline dön',
  },
  placeholder: {
    onItsWay: 'Bu bölüm hazırlanıyor.',
  },
};
