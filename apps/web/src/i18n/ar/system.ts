import type { SystemTexts } from '../en/system';

export const system: SystemTexts = {
  welcome: {
    tagline: 'حلول ذكية لأتمتة العمليات التجارية والتكامل.',
    intro:
      'أنشئ مسارات العمل على لوحة رسم، وشغّلها وفق جدول أو عبر ويب هوك أو يدويًا، وادفع مقابل وقت المعالجة.',
    login: 'تسجيل الدخول',
    register: 'إنشاء حساب',
    dashboard: 'الانتقال إلى لوحة التحكم',
    checking: 'جارٍ التحقق من الخادم…',
    serverDown: 'الخادم لا يستجيب.',
    health: {
      status: 'الحالة: {{value}}',
      database: 'قاعدة البيانات: {{value}}',
      queue: 'قائمة الانتظار: {{value}}',
      mail: 'البريد: {{value}}',
    },
  },
  errors: {
    notFound: 'عذرًا، لم نتمكن من العثور على الصفحة التي تبحث عنها',
    serverError: 'عذرًا، حدث خطأ ما!',
    backToDashboard: 'العودة إلى لوحة التحكم',
  },
  placeholder: {
    onItsWay: 'هذا القسم قيد الإعداد.',
  },
};
