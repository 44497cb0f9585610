import type { LibraryTexts } from '../en/library';

export const library: LibraryTexts = {
  categories: {
    oauth2Apps: 'تطبيقات OAuth2',
    apps: 'التطبيقات',
    http: 'HTTP',
    databases: 'قواعد البيانات',
    messaging: 'المراسلة',
    mail: 'البريد',
    ai: 'الذكاء الاصطناعي',
    monitoring: 'المراقبة',
    reports: 'التقارير',
    forms: 'النماذج',
    notifications: 'الإشعارات',
    files: 'الملفات',
    projects: 'إدارة المشاريع',
    crm: 'إدارة علاقات العملاء',
  },
};
