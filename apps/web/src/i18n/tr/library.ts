import type { LibraryTexts } from '../en/library';

export const library: LibraryTexts = {
  categories: {
    oauth2Apps: 'OAuth2 uygulamaları',
    apps: 'Uygulamalar',
    http: 'HTTP',
    databases: 'Veritabanları',
    messaging: 'Mesajlaşma',
    mail: 'E-posta',
    ai: 'Yapay zekâ',
    monitoring: 'İzleme',
    reports: 'Raporlar',
    forms: 'Formlar',
    notifications: 'Bildirimler',
    files: 'Dosyalar',
    projects: 'Proje yönetimi',
    crm: 'CRM',
  },
};
