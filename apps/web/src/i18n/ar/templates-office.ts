import type { officeTemplates as english } from '../en/templates-office';
import type { Texts } from '../shape';

export const officeTemplates: Texts<typeof english> = {
  'webhook-to-google-sheets': {
    name: 'من نموذج إلى صف في Google Sheets',
    description: 'يضيف كل إرسال نموذج أو طلب JSON كصف في جدول بيانات Google Sheets.',
    instructions:
      'اجعل نموذجًا (بالطريقة «POST») أو أي عميل JSON يشير إلى عنوان خطاف الويب. يذهب كل حقل إلى العمود الذي يحمل اسمه (الصف الأول من الورقة)؛ وتُترك الحقول التي لا عمود لها.',
    settings: {
      spreadsheetId: {
        label: 'معرّف جدول البيانات',
        help: 'المعرّف الطويل في عنوان جدول البيانات، بين ‎/d/‎ و‎/edit‎.',
      },
      sheet: {
        label: 'الورقة',
        help: 'اسم التبويب؛ صفه الأول يسمّي الأعمدة.',
      },
      method: {
        label: 'الطريقة المقبولة',
        help: 'تُرفض الطلبات بطريقة أخرى.',
      },
    },
    authorizations: {
      google: {
        label: 'حساب Google',
      },
    },
  },
  'gmail-to-slack': {
    name: 'تنبيه في Slack لكل بريد جديد في Gmail',
    description: 'ينشر رسالة في Slack لكل بريد جديد في Gmail يطابق بحثًا.',
    instructions:
      'كل بضع دقائق يُبحث في Gmail؛ ويُنشر كل بريد جديد مطابق في القناة مع مرسله وموضوعه وأسطره الأولى.',
    settings: {
      query: {
        label: 'بحث Gmail',
        help: 'كما في مربع البحث في Gmail، مثل «from:billing@example.com has:attachment».',
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
      google: {
        label: 'حساب Google',
      },
      slack: {
        label: 'بوت Slack',
      },
    },
  },
  'gmail-to-google-sheets': {
    name: 'تسجيل رسائل Gmail في Google Sheets',
    description: 'يضيف صفًا إلى جدول البيانات لكل بريد جديد في Gmail يطابق بحثًا.',
    instructions:
      'اجعل الصف الأول من الورقة بالأعمدة «Date» و«From» و«Subject» و«Snippet». كل بضع دقائق يصبح كل بريد جديد مطابق صفًا.',
    settings: {
      query: {
        label: 'بحث Gmail',
        help: 'كما في مربع البحث في Gmail، مثل «label:invoices».',
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
      google: {
        label: 'حساب Google',
      },
    },
  },
  'google-sheets-row-to-gmail': {
    name: 'من صف جديد في Google Sheets إلى Gmail',
    description: 'يرسل بريدًا من Gmail لكل صف يُضاف إلى جدول البيانات، مع قائمة أعمدته.',
    instructions: 'كل بضع دقائق تُقرأ الورقة؛ ولكل صف جديد يسرد بريدٌ كل عمود وقيمته.',
    settings: {
      spreadsheetId: {
        label: 'معرّف جدول البيانات',
        help: 'المعرّف الطويل في عنوان جدول البيانات، بين ‎/d/‎ و‎/edit‎.',
      },
      sheet: {
        label: 'الورقة',
        help: 'اسم التبويب؛ صفه الأول يسمّي الأعمدة.',
      },
      email: {
        label: 'إرسال إلى',
        help: 'عنوان واحد، أو عدة عناوين مفصولة بفواصل.',
      },
      subject: {
        label: 'الموضوع',
      },
      everyMinutes: {
        label: 'الفحص كل (دقائق)',
        help: 'كل فحص يمرّر فقط العناصر الجديدة منذ الفحص السابق.',
      },
    },
    authorizations: {
      google: {
        label: 'حساب Google',
      },
    },
  },
  'google-drive-file-to-notion': {
    name: 'من ملف جديد في Google Drive إلى صفحة Notion',
    description: 'يضيف عنصرًا إلى قاعدة بيانات Notion لكل ملف يُضاف إلى مجلد في Google Drive.',
    instructions:
      'كل بضع دقائق يُفحص المجلد؛ ويصبح كل ملف جديد عنصرًا في قاعدة البيانات عنوانه اسم الملف، وتحمل صفحته رابط الملف ونوعه.',
    settings: {
      folderId: {
        label: 'معرّف مجلد Drive',
        help: 'الجزء الأخير من عنوان المجلد.',
      },
      databaseId: {
        label: 'معرّف قاعدة بيانات Notion',
        help: 'الأحرف الاثنان والثلاثون في رابط قاعدة البيانات؛ شارك قاعدة البيانات مع التكامل.',
      },
      titleProperty: {
        label: 'خاصية العنوان',
        help: 'عمود العنوان في قاعدة البيانات.',
      },
      everyMinutes: {
        label: 'الفحص كل (دقائق)',
        help: 'كل فحص يمرّر فقط العناصر الجديدة منذ الفحص السابق.',
      },
    },
    authorizations: {
      google: {
        label: 'حساب Google',
      },
      notion: {
        label: 'تكامل Notion',
      },
    },
  },
  'google-calendar-event-to-telegram': {
    name: 'من حدث جديد في Google Calendar إلى Telegram',
    description: 'يرسل رسالة Telegram لكل حدث يُضاف إلى تقويم Google Calendar.',
    instructions:
      'كل بضع دقائق يُفحص التقويم؛ ويُرسل كل حدث جديد إلى المحادثة مع عنوانه وبدايته ومكانه ورابطه. أضف البوت إلى المحادثة أولًا.',
    settings: {
      calendarId: {
        label: 'معرّف التقويم',
        help: '«primary» لتقويمك الرئيسي، أو المعرّف الموجود في إعدادات التقويم.',
      },
      chatId: {
        label: 'معرّف المحادثة',
        help: 'المحادثة أو المجموعة أو القناة التي يكتب فيها البوت (رقم، أو ‎@اسم_القناة‎).',
      },
      everyMinutes: {
        label: 'الفحص كل (دقائق)',
        help: 'كل فحص يمرّر فقط العناصر الجديدة منذ الفحص السابق.',
      },
    },
    authorizations: {
      google: {
        label: 'حساب Google',
      },
      telegram: {
        label: 'بوت Telegram',
      },
    },
  },
  'schedule-calendar-digest-to-teams': {
    name: 'جدول أعمال Google Calendar اليومي إلى Microsoft Teams',
    description: 'ينشر أحداث اليوم من Google Calendar في قناة Microsoft Teams كل صباح.',
    instructions:
      'كل يوم في الساعة المختارة تُقرأ الساعات الأربع والعشرون التالية من التقويم وتُنشر في القناة، سطرًا لكل حدث.',
    settings: {
      calendarId: {
        label: 'معرّف التقويم',
        help: '«primary» لتقويمك الرئيسي، أو المعرّف الموجود في إعدادات التقويم.',
      },
      teamId: {
        label: 'معرّف الفريق',
        help: 'قيمة «groupId» في رابط الفريق.',
      },
      channelId: {
        label: 'معرّف القناة',
        help: 'في رابط القناة، بعد ‎/channel/‎.',
      },
      hour: {
        label: 'ساعة اليوم',
      },
      timezone: {
        label: 'المنطقة الزمنية',
        help: 'منطقة زمنية من IANA مثل «Asia/Riyadh».',
      },
    },
    authorizations: {
      google: {
        label: 'حساب Google',
      },
      microsoft: {
        label: 'حساب Microsoft 365',
      },
    },
  },
  'outlook-to-teams': {
    name: 'من بريد جديد في Outlook إلى Microsoft Teams',
    description: 'ينشر كل بريد جديد في مجلد Outlook في قناة Microsoft Teams.',
    instructions: 'كل بضع دقائق يُفحص المجلد؛ ويُنشر كل بريد جديد في القناة مع مرسله وموضوعه وأسطره الأولى.',
    settings: {
      folder: {
        label: 'مجلد البريد',
        help: '«inbox»، أو اسم مجلد آخر أو معرّفه.',
      },
      teamId: {
        label: 'معرّف الفريق',
        help: 'قيمة «groupId» في رابط الفريق.',
      },
      channelId: {
        label: 'معرّف القناة',
        help: 'في رابط القناة، بعد ‎/channel/‎.',
      },
      everyMinutes: {
        label: 'الفحص كل (دقائق)',
        help: 'كل فحص يمرّر فقط العناصر الجديدة منذ الفحص السابق.',
      },
    },
    authorizations: {
      microsoft: {
        label: 'حساب Microsoft 365',
      },
    },
  },
  'onedrive-file-to-slack': {
    name: 'من ملف جديد في OneDrive إلى Slack',
    description: 'ينشر في Slack رابط كل ملف يُضاف إلى مجلد في OneDrive.',
    instructions: 'كل بضع دقائق يُفحص المجلد؛ ويُنشر كل ملف جديد في القناة مع اسمه وحجمه ورابطه.',
    settings: {
      folderPath: {
        label: 'مجلد OneDrive',
        help: 'مسار المجلد من أعلى OneDrive، مثل ‎/Invoices/2026‎.',
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
      microsoft: {
        label: 'حساب Microsoft 365',
      },
      slack: {
        label: 'بوت Slack',
      },
    },
  },
  'schedule-excel-summary-mail': {
    name: 'ملخص Excel 365 يومي بالبريد',
    description: 'يقرأ ورقة من مصنف Excel 365 كل يوم ويرسل صفوفها بالبريد من Outlook.',
    instructions:
      'كل يوم في الساعة المختارة يُقرأ النطاق (صفه الأول يسمّي الأعمدة) ويُرسل من Outlook كجدول: سطر لكل صف، ويذكر الموضوع العدد.',
    settings: {
      itemId: {
        label: 'المصنف (معرّف عنصر التخزين)',
        help: 'معرّف عنصر OneDrive لملف ‎.xlsx‎ (تعطيه خطوة «جلب عنصر» في OneDrive).',
      },
      worksheet: {
        label: 'ورقة العمل',
        help: 'اسم التبويب.',
      },
      address: {
        label: 'النطاق',
        help: 'فارغ: كل الخلايا المستخدمة.',
      },
      email: {
        label: 'إرسال إلى',
        help: 'عنوان واحد، أو عدة عناوين مفصولة بفواصل.',
      },
      subject: {
        label: 'الموضوع',
      },
      hour: {
        label: 'ساعة اليوم',
      },
      timezone: {
        label: 'المنطقة الزمنية',
        help: 'منطقة زمنية من IANA مثل «Asia/Riyadh».',
      },
    },
    authorizations: {
      microsoft: {
        label: 'حساب Microsoft 365',
      },
    },
  },
  'webhook-to-excel-row': {
    name: 'من نموذج إلى صف في جدول Excel 365',
    description: 'يضيف كل إرسال نموذج أو طلب JSON كصف في جدول Excel 365.',
    instructions:
      'أنشئ جدولًا (إدراج > جدول) تطابق أسماء أعمدته حقول النموذج، ثم اجعل النموذج (بالطريقة «POST») يشير إلى عنوان خطاف الويب. يصبح كل طلب صفًا.',
    settings: {
      itemId: {
        label: 'المصنف (معرّف عنصر التخزين)',
        help: 'معرّف عنصر OneDrive لملف ‎.xlsx‎ (تعطيه خطوة «جلب عنصر» في OneDrive).',
      },
      table: {
        label: 'الجدول',
        help: 'اسم الجدول (تصميم الجدول > اسم الجدول).',
      },
      method: {
        label: 'الطريقة المقبولة',
        help: 'تُرفض الطلبات بطريقة أخرى.',
      },
    },
    authorizations: {
      microsoft: {
        label: 'حساب Microsoft 365',
      },
    },
  },
  'outlook-auto-reply': {
    name: 'رد تلقائي من Outlook على الرسائل الجديدة',
    description: 'يرد على كل بريد جديد في Outlook يطابق عامل تصفية بنصك، ويبقي الرد في المحادثة نفسها.',
    instructions:
      'كل بضع دقائق يُفحص المجلد؛ ويتلقى كل بريد جديد يطابق عامل التصفية ردك، ويُحفظ الرد في العناصر المرسلة.',
    settings: {
      folder: {
        label: 'مجلد البريد',
        help: '«inbox»، أو اسم مجلد آخر أو معرّفه.',
      },
      filter: {
        label: 'عامل التصفية',
        help: 'تعبير تصفية «$filter» من Microsoft Graph على الرسائل؛ فارغ: كل بريد جديد.',
      },
      reply: {
        label: 'الرد',
      },
      everyMinutes: {
        label: 'الفحص كل (دقائق)',
        help: 'كل فحص يمرّر فقط العناصر الجديدة منذ الفحص السابق.',
      },
    },
    authorizations: {
      microsoft: {
        label: 'حساب Microsoft 365',
      },
    },
  },
};
