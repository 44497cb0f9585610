import type { authAppTemplates as english } from '../en/templates-auth-apps';
import type { Texts } from '../shape';
import { oauth2FieldTexts } from './templates-auth-connections';

export const authAppTemplates: Texts<typeof english> = {
  github: {
    name: 'GitHub',
    description: 'سجّل الدخول إلى GitHub عبر OAuth2؛ أدخل معرّف العميل وسرّه لتطبيق OAuth الخاص بك في GitHub.',
    fields: {
      ...oauth2FieldTexts,
      baseUrl: {
        label: 'العنوان الأساسي للواجهة API',
        help: 'لخادم GitHub المؤسسي: https://<your-host>/api/v3',
      },
    },
  },
  google: {
    name: 'Google',
    description: 'سجّل الدخول إلى Google عبر OAuth2؛ أدخل معرّف العميل وسرّه لتطبيق OAuth الخاص بك في Google.',
    fields: {
      ...oauth2FieldTexts,
    },
  },
  slack: {
    name: 'Slack',
    description: 'سجّل الدخول إلى Slack عبر OAuth2؛ أدخل معرّف العميل وسرّه لتطبيق OAuth الخاص بك في Slack.',
    fields: {
      ...oauth2FieldTexts,
    },
  },
  microsoft: {
    name: 'Microsoft',
    description:
      'سجّل الدخول إلى Microsoft عبر OAuth2؛ أدخل معرّف العميل وسرّه لتطبيق OAuth الخاص بك في Microsoft.',
    fields: {
      ...oauth2FieldTexts,
    },
  },
  hubspot: {
    name: 'HubSpot',
    description: 'سجّل الدخول إلى HubSpot عبر OAuth2؛ أدخل معرّف العميل وسرّه لتطبيق OAuth الخاص بك في HubSpot.',
    fields: {
      ...oauth2FieldTexts,
    },
  },
  'slack-bot': {
    name: 'رمز بوت Slack',
    description:
      'رمز البوت لتطبيق Slack ‏(«xoxb-…»)، مع النطاقات «chat:write» و«channels:read» و«channels:history» و«files:write».',
    fields: {
      token: {
        label: 'رمز البوت',
      },
    },
  },
  'github-token': {
    name: 'رمز GitHub',
    description:
      'رمز وصول شخصي في GitHub (دقيق الصلاحيات أو تقليدي)، لموقع «github.com» أو لخادم GitHub المؤسسي.',
    fields: {
      token: {
        label: 'رمز الوصول الشخصي',
      },
      baseUrl: {
        label: 'العنوان الأساسي للواجهة API',
        help: 'لخادم GitHub المؤسسي: https://<your-host>/api/v3',
      },
    },
  },
  telegram: {
    name: 'بوت Telegram',
    description: 'رمز بوت Telegram من ‎@BotFather‎.',
    fields: {
      token: {
        label: 'رمز البوت',
      },
      baseUrl: {
        label: 'العنوان الأساسي للواجهة API',
        help: 'خادم محلي لواجهة البوتات API: ‏http://<your-host>:8081',
      },
    },
  },
  notion: {
    name: 'Notion',
    description: 'سرّ تكامل داخلي في Notion؛ شارك كل صفحة أو قاعدة بيانات يستخدمها سير العمل مع التكامل.',
    fields: {
      token: {
        label: 'سرّ التكامل الداخلي',
      },
    },
  },
  'discord-bot': {
    name: 'بوت Discord',
    description:
      'رمز بوت Discord من بوابة المطورين؛ أضف البوت إلى الخادم بصلاحيات عرض القنوات وإرسال الرسائل وقراءة سجل الرسائل (ومع صلاحية محتوى الرسائل لقراءة نص الرسائل الجديدة).',
    fields: {
      token: {
        label: 'رمز البوت',
      },
    },
  },
  jira: {
    name: 'Jira',
    description:
      'Jira السحابية ببريد الحساب ورمز API، أو Jira لمراكز البيانات برمز وصول شخصي (اترك البريد فارغًا).',
    fields: {
      baseUrl: {
        label: 'عنوان الموقع',
        help: 'موقعك في Jira السحابية، أو عنوان Jira لمراكز البيانات.',
      },
      email: {
        label: 'بريد الحساب',
        help: 'لـJira السحابية فقط.',
      },
      token: {
        label: 'رمز API',
        help: 'لـJira لمراكز البيانات: رمز وصول شخصي.',
      },
    },
  },
  twilio: {
    name: 'Twilio',
    description: 'معرّف الحساب SID ورمز المصادقة في Twilio، من لوحة تحكم Twilio.',
    fields: {
      username: {
        label: 'معرّف الحساب SID',
      },
      password: {
        label: 'رمز المصادقة',
      },
    },
  },
  'hubspot-token': {
    name: 'تطبيق HubSpot خاص',
    description:
      'رمز الوصول لتطبيق HubSpot خاص بالنطاقات «crm.objects.contacts.read» و«crm.objects.contacts.write» و«crm.objects.deals.write».',
    fields: {
      token: {
        label: 'رمز الوصول',
      },
    },
  },
  airtable: {
    name: 'Airtable',
    description:
      'رمز وصول شخصي في Airtable بالنطاقات «data.records:read» و«data.records:write» و«schema.bases:read»، مع إذن الوصول إلى القواعد التي يستخدمها سير العمل.',
    fields: {
      token: {
        label: 'رمز الوصول الشخصي',
      },
    },
  },
  supabase: {
    name: 'Supabase',
    description:
      'عنوان مشروع Supabase ومفتاح API: مفتاح دور الخدمة (أو السرّي) يتجاوز أمان مستوى الصفوف، والمفتاح المجهول (أو القابل للنشر) يخضع له.',
    fields: {
      baseUrl: {
        label: 'عنوان المشروع',
        help: 'من إعدادات المشروع > واجهة البيانات API، أو من نسختك المستضافة ذاتيًا.',
      },
      token: {
        label: 'مفتاح API (دور الخدمة أو المجهول)',
      },
    },
  },
  whatsapp: {
    name: 'WhatsApp Business',
    description:
      'رمز وصول لواجهة WhatsApp Business السحابية API (الرمز الدائم لمستخدم نظام) بصلاحية «whatsapp_business_messaging»، ومعرّف رقم الهاتف الذي يرسل منه.',
    fields: {
      token: {
        label: 'رمز الوصول',
      },
      phoneNumberId: {
        label: 'معرّف رقم الهاتف',
        help: 'في لوحة تطبيق Meta: ‏WhatsApp > إعداد API.',
      },
      appSecret: {
        label: 'سرّ التطبيق (لتواقيع خطافات الويب)',
      },
    },
  },
};
