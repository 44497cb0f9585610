import type { teamworkTemplates as english } from '../en/templates-teamwork';
import type { Texts } from '../shape';

export const teamworkTemplates: Texts<typeof english> = {
  'webhook-to-slack': {
    name: 'من خطاف ويب إلى رسالة Slack',
    description: 'ينشر كل طلب يُرسل إلى عنوان خطاف ويب في قناة Slack، حقلًا حقلًا.',
    instructions:
      'أرسل JSON أو نموذجًا إلى عنوان خطاف الويب (من أداة مراقبة أو نص برمجي أو نموذج). يُنشر كل طلب في القناة، سطرًا لكل حقل.',
    settings: {
      channel: {
        label: 'معرّف قناة Slack',
        help: 'معرّف القناة (في تفاصيلها)؛ ادعُ البوت إلى القناة أولًا.',
      },
      title: {
        label: 'العنوان',
      },
      method: {
        label: 'الطريقة المقبولة',
        help: 'تُرفض الطلبات بطريقة أخرى.',
      },
    },
    authorizations: {
      slack: {
        label: 'بوت Slack',
      },
    },
  },
  'webhook-to-telegram': {
    name: 'من خطاف ويب إلى رسالة Telegram',
    description: 'يرسل كل طلب يُرسل إلى عنوان خطاف ويب إلى محادثة Telegram عبر البوت الخاص بك.',
    instructions:
      'أضف البوت إلى المحادثة، ثم أرسل JSON أو نموذجًا إلى عنوان خطاف الويب. يصبح كل طلب رسالة، سطرًا لكل حقل.',
    settings: {
      chatId: {
        label: 'معرّف المحادثة',
        help: 'المحادثة أو المجموعة أو القناة التي يكتب فيها البوت (رقم، أو ‎@اسم_القناة‎).',
      },
      title: {
        label: 'العنوان',
      },
      method: {
        label: 'الطريقة المقبولة',
        help: 'تُرفض الطلبات بطريقة أخرى.',
      },
    },
    authorizations: {
      telegram: {
        label: 'بوت Telegram',
      },
    },
  },
  'telegram-ai-agent': {
    name: 'بوت Telegram يجيب عنه وكيل ذكاء اصطناعي',
    description: 'يجيب عن كل رسالة تصل إلى بوت Telegram الخاص بك بوكيل ذكاء اصطناعي يتذكر المحادثة.',
    instructions:
      'اضبط خطاف الويب للبوت على عنوان التكامل مرة واحدة: افتح https://api.telegram.org/bot<token>/setWebhook?url=<عنوان خطاف الويب>. تُجاب كل رسالة نصية في محادثتها؛ ويتذكر الوكيل آخر الأدوار في كل محادثة.',
    settings: {
      model: {
        label: 'النموذج',
      },
      system: {
        label: 'التعليمات',
      },
    },
    authorizations: {
      ai: {
        label: 'واجهة API متوافقة مع OpenAI',
      },
      telegram: {
        label: 'بوت Telegram',
      },
    },
  },
  'webhook-to-whatsapp': {
    name: 'من خطاف ويب للطلبات إلى رسالة WhatsApp',
    description: 'يرسل رسالة WhatsApp Business إلى رقم الهاتف الموجود في كل طلب، مثل تأكيد طلب شراء.',
    instructions:
      'أرسل بطلب «POST» بيانات JSON مثل «{"phone": "+966551234567", "name": "Ada", "order": "1042"}» إلى عنوان خطاف الويب. خلال 24 ساعة من آخر رسالة من العميل يُسمح بالنص؛ وإلا فإن WhatsApp يطلب قالبًا معتمدًا.',
    settings: {
      message: {
        label: 'الرسالة',
        help: 'تُرسل بعد «مرحبًا <الاسم>،» وقبل رقم الطلب، وكلاهما من الطلب.',
      },
      method: {
        label: 'الطريقة المقبولة',
        help: 'تُرفض الطلبات بطريقة أخرى.',
      },
    },
    authorizations: {
      whatsapp: {
        label: 'WhatsApp Business',
      },
    },
  },
  'twilio-sms-to-google-sheets': {
    name: 'من رسائل Twilio SMS الواردة إلى Google Sheets',
    description: 'يضيف صفًا إلى جدول البيانات لكل رسالة SMS يستقبلها رقمك في Twilio.',
    instructions:
      'اجعل الصف الأول من الورقة بالأعمدة «Date» و«From» و«Message». كل بضع دقائق تصبح كل رسالة SMS جديدة إلى الرقم صفًا.',
    settings: {
      number: {
        label: 'رقم Twilio',
        help: 'بصيغة «E.164»، مع رمز البلد.',
      },
      spreadsheetId: {
        label: 'معرّف جدول البيانات',
        help: 'المعرّف الطويل في عنوان جدول البيانات، بين ‎/d/‎ و‎/edit‎.',
      },
      sheet: {
        label: 'الورقة',
        help: 'اسم التبويب؛ صفه الأول يسمّي الأعمدة.',
      },
      everyMinutes: {
        label: 'الفحص كل (دقائق)',
        help: 'كل فحص يمرّر فقط العناصر الجديدة منذ الفحص السابق.',
      },
    },
    authorizations: {
      twilio: {
        label: 'حساب Twilio',
      },
      google: {
        label: 'حساب Google',
      },
    },
  },
  'webhook-to-twilio-sms': {
    name: 'تنبيه خطاف الويب عبر Twilio SMS',
    description: 'يرسل رسالة SMS من رقمك في Twilio لكل طلب يُرسل إلى عنوان خطاف ويب.',
    instructions:
      'أرسل JSON مثل «{"text": "Disk full on db-1"}» إلى عنوان خطاف الويب؛ فيُرسل نصه (أو حقوله) إلى رقم الهاتف.',
    settings: {
      to: {
        label: 'إرسال إلى',
        help: 'بصيغة «E.164»، مع رمز البلد.',
      },
      from: {
        label: 'المرسل (رقمك في Twilio)',
        help: 'بصيغة «E.164»، مع رمز البلد.',
      },
      method: {
        label: 'الطريقة المقبولة',
        help: 'تُرفض الطلبات بطريقة أخرى.',
      },
    },
    authorizations: {
      twilio: {
        label: 'حساب Twilio',
      },
    },
  },
  'slack-to-discord': {
    name: 'من قناة Slack إلى قناة Discord',
    description: 'ينسخ كل رسالة جديدة في قناة Slack إلى قناة Discord.',
    instructions: 'كل بضع دقائق تُفحص قناة Slack؛ ويرسل البوت كل رسالة جديدة إلى قناة Discord.',
    settings: {
      channel: {
        label: 'معرّف قناة Slack',
        help: 'معرّف القناة (في تفاصيلها)؛ ادعُ البوت إلى القناة أولًا.',
      },
      channelId: {
        label: 'معرّف قناة Discord',
        help: 'انقر بزر الفأرة الأيمن على القناة مع تفعيل وضع المطوّر، ثم «نسخ معرّف القناة».',
      },
      everyMinutes: {
        label: 'الفحص كل (دقائق)',
        help: 'كل فحص يمرّر فقط العناصر الجديدة منذ الفحص السابق.',
      },
    },
    authorizations: {
      slack: {
        label: 'بوت Slack',
      },
      discord: {
        label: 'بوت Discord',
      },
    },
  },
  'github-issue-to-jira': {
    name: 'من مشكلة جديدة في GitHub إلى مشكلة في Jira',
    description: 'ينشئ مشكلة في Jira لكل مشكلة تُفتح في مستودع GitHub، مع رابط إليها.',
    instructions:
      'في إعدادات المستودع > خطافات الويب، أضف عنوان التكامل بنوع المحتوى «application/json» وحدث «Issues». تصبح كل مشكلة تُفتح مشكلةً في Jira بعنوانها ونصها ورابطها.',
    settings: {
      project: {
        label: 'مفتاح مشروع Jira',
      },
      issueType: {
        label: 'نوع المشكلة',
        help: 'مهمة، خلل، قصة…',
      },
      labels: {
        label: 'تسميات Jira',
        help: 'مفصولة بفواصل.',
      },
    },
    authorizations: {
      jira: {
        label: 'موقع Jira',
      },
    },
  },
  'github-issue-to-slack': {
    name: 'من مشكلة جديدة في GitHub إلى Slack',
    description: 'ينشر كل مشكلة تُفتح في مستودع GitHub في قناة Slack.',
    instructions:
      'في إعدادات المستودع > خطافات الويب، أضف عنوان التكامل بنوع المحتوى «application/json» وحدث «Issues». تُنشر كل مشكلة تُفتح مع رقمها وعنوانها وكاتبها ورابطها.',
    settings: {
      channel: {
        label: 'معرّف قناة Slack',
        help: 'معرّف القناة (في تفاصيلها)؛ ادعُ البوت إلى القناة أولًا.',
      },
    },
    authorizations: {
      slack: {
        label: 'بوت Slack',
      },
    },
  },
  'form-to-github-issue': {
    name: 'من نموذج الإبلاغ عن خلل إلى مشكلة في GitHub',
    description: 'يفتح مشكلة في GitHub لكل بلاغ خلل يُرسل إلى عنوان خطاف ويب، ويجيب برابطها.',
    instructions:
      'أرسل بطلب «POST» بيانات JSON أو نموذجًا فيه «title» و«description» (وتُسرد الحقول الأخرى في المشكلة) إلى عنوان خطاف الويب؛ ويكون الرد «{"issue": <number>, "url": <link>}».',
    settings: {
      owner: {
        label: 'مالك المستودع',
      },
      repo: {
        label: 'المستودع',
      },
      labels: {
        label: 'التسميات',
        help: 'مفصولة بفواصل.',
      },
    },
    authorizations: {
      github: {
        label: 'رمز GitHub',
      },
    },
  },
  'jira-issue-to-discord': {
    name: 'من مشكلة جديدة في Jira إلى Discord',
    description: 'يرسل رسالة Discord لكل مشكلة جديدة في Jira تطابق استعلام JQL.',
    instructions:
      'كل بضع دقائق يُبحث في Jira؛ وتُرسل كل مشكلة جديدة إلى القناة مع مفتاحها ونوعها وملخصها ورابطها.',
    settings: {
      jql: {
        label: 'JQL',
        help: 'المشكلات المعنية، مثل «project = OPS AND priority = Highest».',
      },
      site: {
        label: 'عنوان موقع Jira',
      },
      channelId: {
        label: 'معرّف قناة Discord',
        help: 'انقر بزر الفأرة الأيمن على القناة مع تفعيل وضع المطوّر، ثم «نسخ معرّف القناة».',
      },
      everyMinutes: {
        label: 'الفحص كل (دقائق)',
        help: 'كل فحص يمرّر فقط العناصر الجديدة منذ الفحص السابق.',
      },
    },
    authorizations: {
      jira: {
        label: 'موقع Jira',
      },
      discord: {
        label: 'بوت Discord',
      },
    },
  },
  'notion-item-to-slack': {
    name: 'من عنصر جديد في قاعدة بيانات Notion إلى Slack',
    description: 'ينشر في Slack رابط كل عنصر يُضاف إلى قاعدة بيانات Notion.',
    instructions:
      'شارك قاعدة البيانات مع تكامل Notion الخاص بك. تُفحص كل بضع دقائق؛ ويُنشر كل عنصر جديد مع عنوانه ورابطه.',
    settings: {
      databaseId: {
        label: 'معرّف قاعدة بيانات Notion',
        help: 'الأحرف الاثنان والثلاثون في رابط قاعدة البيانات؛ شارك قاعدة البيانات مع التكامل.',
      },
      channel: {
        label: 'معرّف قناة Slack',
        help: 'معرّف القناة (في تفاصيلها)؛ ادعُ البوت إلى القناة أولًا.',
      },
      everyMinutes: {
        label: 'الفحص كل (دقائق)',
        help: 'كل فحص يمرّر فقط العناصر الجديدة منذ الفحص السابق.',
      },
    },
    authorizations: {
      notion: {
        label: 'تكامل Notion',
      },
      slack: {
        label: 'بوت Slack',
      },
    },
  },
  'webhook-to-airtable': {
    name: 'من Typeform أو خطاف ويب لنموذج إلى سجل في Airtable',
    description: 'ينشئ سجلًا في Airtable لكل رد من Typeform أو نموذج JSON يُرسل إلى عنوان خطاف ويب.',
    instructions:
      'أضف عنوان خطاف الويب في Typeform (الربط > خطافات الويب) أو اجعل أي نموذج يشير إليه. تذهب إجابة Typeform إلى الحقل الذي يحمل مرجع سؤالها؛ وحقول JSON إلى الحقول التي تحمل أسماءها.',
    settings: {
      baseId: {
        label: 'معرّف قاعدة Airtable',
        help: 'جزء رابط القاعدة الذي يبدأ بـ«app».',
      },
      table: {
        label: 'الجدول',
        help: 'اسم الجدول أو معرّفه.',
      },
      method: {
        label: 'الطريقة المقبولة',
        help: 'تُرفض الطلبات بطريقة أخرى.',
      },
    },
    authorizations: {
      airtable: {
        label: 'رمز Airtable',
      },
    },
  },
  'airtable-record-to-slack': {
    name: 'من سجل جديد في Airtable إلى Slack',
    description: 'ينشر كل سجل يُضاف إلى جدول Airtable في قناة Slack، حقلًا حقلًا.',
    instructions: 'كل بضع دقائق يُفحص الجدول (أو طريقة العرض)؛ ويُنشر كل سجل جديد، سطرًا لكل حقل.',
    settings: {
      baseId: {
        label: 'معرّف قاعدة Airtable',
        help: 'جزء رابط القاعدة الذي يبدأ بـ«app».',
      },
      table: {
        label: 'الجدول',
        help: 'اسم الجدول أو معرّفه.',
      },
      view: {
        label: 'طريقة العرض',
        help: 'السجلات في طريقة العرض هذه فقط؛ فارغ: الجدول كله.',
      },
      channel: {
        label: 'معرّف قناة Slack',
        help: 'معرّف القناة (في تفاصيلها)؛ ادعُ البوت إلى القناة أولًا.',
      },
      everyMinutes: {
        label: 'الفحص كل (دقائق)',
        help: 'كل فحص يمرّر فقط العناصر الجديدة منذ الفحص السابق.',
      },
    },
    authorizations: {
      airtable: {
        label: 'رمز Airtable',
      },
      slack: {
        label: 'بوت Slack',
      },
    },
  },
  'supabase-row-to-slack': {
    name: 'من صف جديد في Supabase إلى Slack',
    description: 'ينشر كل صف يُضاف إلى جدول Supabase في قناة Slack، عمودًا عمودًا.',
    instructions:
      'يحتاج الجدول إلى عمود يُملأ عند إضافة صف («created_at timestamptz default now()»). كل بضع دقائق يُنشر كل صف جديد.',
    settings: {
      table: {
        label: 'جدول Supabase',
        help: 'جدول في المخطط «public».',
      },
      createdColumn: {
        label: 'عمود وقت الإنشاء',
      },
      channel: {
        label: 'معرّف قناة Slack',
        help: 'معرّف القناة (في تفاصيلها)؛ ادعُ البوت إلى القناة أولًا.',
      },
      everyMinutes: {
        label: 'الفحص كل (دقائق)',
        help: 'كل فحص يمرّر فقط العناصر الجديدة منذ الفحص السابق.',
      },
    },
    authorizations: {
      supabase: {
        label: 'مشروع Supabase',
      },
      slack: {
        label: 'بوت Slack',
      },
    },
  },
  'webhook-to-supabase': {
    name: 'من خطاف ويب إلى صف في Supabase',
    description: 'يُدرج كل طلب JSON يُرسل إلى عنوان خطاف ويب كصف في جدول Supabase.',
    instructions:
      'أرسل JSON مفاتيحه أعمدة الجدول إلى عنوان خطاف الويب؛ يصبح كل طلب صفًا (وقائمة الكائنات تصبح عدة صفوف).',
    settings: {
      table: {
        label: 'جدول Supabase',
        help: 'جدول في المخطط «public».',
      },
      method: {
        label: 'الطريقة المقبولة',
        help: 'تُرفض الطلبات بطريقة أخرى.',
      },
    },
    authorizations: {
      supabase: {
        label: 'مشروع Supabase',
      },
    },
  },
  'stripe-webhook-to-hubspot': {
    name: 'من عميل Stripe إلى جهة اتصال في HubSpot',
    description: 'ينشئ جهة اتصال في HubSpot لكل عملية دفع أو عميل جديد في Stripe، عبر خطاف ويب من Stripe.',
    instructions:
      'في Stripe (المطوّرون > خطافات الويب) أضف عنوان خطاف الويب مع الحدثين «checkout.session.completed» و«customer.created». يصبح كلٌّ منهما جهة اتصال ببريد العميل واسمه وهاتفه.',
    settings: {
      events: {
        label: 'أحداث Stripe',
        help: 'مفصولة بفواصل؛ تُتجاهل الأحداث الأخرى.',
      },
    },
    authorizations: {
      hubspot: {
        label: 'تطبيق HubSpot خاص',
      },
    },
  },
  'form-to-hubspot-contact': {
    name: 'من نموذج إلى جهة اتصال في HubSpot',
    description: 'ينشئ جهة اتصال في HubSpot من كل إرسال نموذج أو طلب JSON يُرسل إلى عنوان خطاف ويب.',
    instructions:
      'اجعل نموذجًا (بالطريقة «POST») أو أي عميل JSON يشير إلى عنوان خطاف الويب مع الحقول «email» و«firstname» و«lastname» و«phone» و«company» (أو «name» للاسم الكامل).',
    settings: {
      source: {
        label: 'مصدر العميل المحتمل',
        help: 'يُحفظ في خاصية الرسالة لجهة الاتصال، لمعرفة مصدرها.',
      },
      method: {
        label: 'الطريقة المقبولة',
        help: 'تُرفض الطلبات بطريقة أخرى.',
      },
    },
    authorizations: {
      hubspot: {
        label: 'تطبيق HubSpot خاص',
      },
    },
  },
};
