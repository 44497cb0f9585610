import type { microsoftMailSteps as english } from '../en/app-steps-microsoft-mail';
import type { Texts } from '../shape';
import { customApiCall } from './app-steps-kit';

export const microsoftMailSteps: Texts<typeof english> = {
  'microsoft-outlook.new_email': {
    name: 'بريد جديد',
    description:
      'يبدأ مسار العمل برسائل البريد الواردة في مجلد Outlook منذ آخر فحص. يُفحص وفق جدول مسار العمل؛ ولا يمرّر كل تشغيل إلا العناصر التي لم تُمرَّر من قبل.',
    actions: {
      run: 'بريد جديد',
    },
    fields: {
      authorization: 'التفويض',
      folder: 'المجلد',
      filter: 'عامل التصفية',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      folder: 'inbox، أو اسم معروف آخر، أو معرّف مجلد',
      filter: "البريد المطابق لعامل تصفية OData هذا فقط، مثل from/emailAddress/address eq 'ada@example.com'",
    },
  },
  'microsoft-outlook.send_email': {
    name: 'إرسال بريد',
    description:
      'يرسل بريدًا من صندوق بريد Outlook المسجَّل دخوله إلى المستلمين المحددين، نصًا عاديًا أو HTML، ويحفظه في العناصر المرسلة؛ ويعيد «sent: true» (لا يعطي Microsoft Graph معرّف رسالة للبريد المرسل).',
    actions: {
      run: 'إرسال بريد',
    },
    fields: {
      authorization: 'التفويض',
      to: 'إلى',
      cc: 'نسخة',
      bcc: 'نسخة مخفية',
      subject: 'الموضوع',
      body: 'المحتوى',
      html: 'المحتوى بتنسيق HTML',
      saveToSentItems: 'الحفظ في العناصر المرسلة',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      to: 'عناوين مفصولة بفواصل',
      cc: 'عناوين مفصولة بفواصل',
      bcc: 'عناوين مفصولة بفواصل',
    },
  },
  'microsoft-outlook.list_messages': {
    name: 'سرد الرسائل',
    description:
      'يسرد رسائل Outlook في مجلد واحد («inbox» أو «sentitems» أو «drafts» أو معرّف مجلد) أو يبحث فيها، الأحدث أولًا، مصفّاةً بعامل OData «$filter» أو بالبحث بكلمات؛ ويعيد لكل رسالة المرسل والمستلمين والموضوع والتواريخ والمعاينة والمحتوى.',
    actions: {
      run: 'سرد الرسائل',
    },
    fields: {
      authorization: 'التفويض',
      folder: 'المجلد',
      search: 'البحث',
      filter: 'عامل التصفية',
      returnAll: 'إرجاع الكل',
      limit: 'الحد',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      folder: 'inbox أو sentitems أو drafts أو archive أو deleteditems أو junkemail، أو معرّف مجلد',
      search: 'كلمات أو KQL، مثل from:ada subject:invoice (لا يمكن جمعها مع عامل تصفية)',
      filter: "عامل تصفية OData، مثل isRead eq false and from/emailAddress/address eq 'ada@example.com'",
      returnAll: 'يقرأ كل الصفحات؛ وإلا يتوقف عند الحد',
      limit: 'أقصى عدد من العناصر المُعادة',
    },
  },
  'microsoft-outlook.get_message': {
    name: 'جلب رسالة',
    description:
      'يقرأ رسالة Outlook واحدة بمعرّفها: المرسل والمستلمون والموضوع ووقتا الاستلام والإرسال والمعاينة والمحتوى (HTML أو نص) وحالة القراءة ورابط الويب.',
    actions: {
      run: 'جلب رسالة',
    },
    fields: {
      authorization: 'التفويض',
      messageId: 'معرّف الرسالة',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
    },
  },
  'microsoft-outlook.reply_to_message': {
    name: 'الرد على رسالة',
    description:
      'يرد على رسالة Outlook بمعرّفها بتعليق (إلى المرسل، أو إلى كل من فيها)، يُرسل فورًا ويُحفظ في العناصر المرسلة؛ ويعيد «replied: true» ومعرّف الرسالة.',
    actions: {
      run: 'الرد على رسالة',
    },
    fields: {
      authorization: 'التفويض',
      messageId: 'معرّف الرسالة',
      comment: 'الرد',
      replyAll: 'الرد على الكل',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      comment: 'النص فوق الرسالة المقتبسة',
    },
  },
  'microsoft-outlook.create_draft': {
    name: 'إنشاء مسودة',
    description:
      'يحفظ بريدًا كمسودة في مجلد المسودات في Outlook دون إرساله؛ ويعيد رسالة المسودة (معرّفها وموضوعها والمستلمين ورابط الويب).',
    actions: {
      run: 'إنشاء مسودة',
    },
    fields: {
      authorization: 'التفويض',
      to: 'إلى',
      cc: 'نسخة',
      bcc: 'نسخة مخفية',
      subject: 'الموضوع',
      body: 'المحتوى',
      html: 'المحتوى بتنسيق HTML',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      to: 'عناوين مفصولة بفواصل',
      cc: 'عناوين مفصولة بفواصل',
      bcc: 'عناوين مفصولة بفواصل',
    },
  },
  'microsoft-outlook.custom_api_call': customApiCall(
    'Microsoft Outlook',
    'https://graph.microsoft.com/v1.0',
    ['oauth2'],
  ),
  'microsoft-teams.new_channel_message': {
    name: 'رسالة قناة جديدة',
    description:
      'يبدأ مسار العمل بالرسائل المنشورة في قناة Microsoft Teams منذ آخر فحص (منشورات جديدة، لا ردود)، كلٌّ بنصها ومرسلها ورابطها. يُفحص وفق جدول مسار العمل؛ ولا يمرّر كل تشغيل إلا العناصر التي لم تُمرَّر من قبل.',
    actions: {
      run: 'رسالة قناة جديدة',
    },
    fields: {
      authorization: 'التفويض',
      teamId: 'معرّف الفريق',
      channelId: 'معرّف القناة',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      teamId: 'معرّف الفريق (GUID): تعطيه خطوة سرد الفرق، أو قيمة groupId في رابط إلى الفريق',
      channelId: 'مثل 19:abc…@thread.tacv2: تعطيه خطوة سرد القنوات',
    },
  },
  'microsoft-teams.send_channel_message': {
    name: 'إرسال رسالة إلى قناة',
    description:
      'ينشر رسالة جديدة (نصًا أو HTML، مع موضوع اختياري) في قناة فريق على Microsoft Teams باسم المستخدم المسجَّل دخوله؛ ويعيد معرّف الرسالة ووقتها ورابطها.',
    actions: {
      run: 'إرسال رسالة إلى قناة',
    },
    fields: {
      authorization: 'التفويض',
      teamId: 'معرّف الفريق',
      channelId: 'معرّف القناة',
      content: 'الرسالة',
      html: 'الرسالة بتنسيق HTML',
      subject: 'الموضوع',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      teamId: 'معرّف الفريق (GUID): تعطيه خطوة سرد الفرق، أو قيمة groupId في رابط إلى الفريق',
      channelId: 'مثل 19:abc…@thread.tacv2: تعطيه خطوة سرد القنوات',
      subject: 'عنوان فوق المنشور',
    },
  },
  'microsoft-teams.send_chat_message': {
    name: 'إرسال رسالة إلى محادثة',
    description:
      'يرسل رسالة (نصًا أو HTML) إلى محادثة على Microsoft Teams (فردية أو جماعية أو محادثة اجتماع) باسم المستخدم المسجَّل دخوله؛ ويعيد معرّف الرسالة ووقتها ورابطها.',
    actions: {
      run: 'إرسال رسالة إلى محادثة',
    },
    fields: {
      authorization: 'التفويض',
      chatId: 'معرّف المحادثة',
      content: 'الرسالة',
      html: 'الرسالة بتنسيق HTML',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      chatId: 'مثل 19:…@thread.v2 أو 19:…@unq.gbl.spaces: تعطيه خطوة سرد المحادثات',
    },
  },
  'microsoft-teams.list_teams': {
    name: 'سرد الفرق',
    description:
      'يسرد فرق Microsoft Teams التي يكون المستخدم المسجَّل دخوله عضوًا فيها؛ ويعيد معرّف كل فريق واسمه ووصفه.',
    actions: {
      run: 'سرد الفرق',
    },
    fields: {
      authorization: 'التفويض',
      returnAll: 'إرجاع الكل',
      limit: 'الحد',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      returnAll: 'يقرأ كل الصفحات؛ وإلا يتوقف عند الحد',
      limit: 'أقصى عدد من العناصر المُعادة',
    },
  },
  'microsoft-teams.list_channels': {
    name: 'سرد القنوات',
    description:
      'يسرد قنوات فريق على Microsoft Teams التي يراها المستخدم المسجَّل دخوله؛ ويعيد لكل قناة معرّفها واسمها ووصفها ونوع عضويتها («standard» أو «private» أو «shared») ورابطها.',
    actions: {
      run: 'سرد القنوات',
    },
    fields: {
      authorization: 'التفويض',
      teamId: 'معرّف الفريق',
      returnAll: 'إرجاع الكل',
      limit: 'الحد',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      teamId: 'معرّف الفريق (GUID): تعطيه خطوة سرد الفرق، أو قيمة groupId في رابط إلى الفريق',
      returnAll: 'يقرأ كل الصفحات؛ وإلا يتوقف عند الحد',
      limit: 'أقصى عدد من العناصر المُعادة',
    },
  },
  'microsoft-teams.list_chats': {
    name: 'سرد المحادثات',
    description:
      'يسرد محادثات المستخدم المسجَّل دخوله على Microsoft Teams (الفردية والجماعية ومحادثات الاجتماعات)؛ ويعيد لكل محادثة معرّفها وموضوعها ونوعها وأوقاتها ورابطها.',
    actions: {
      run: 'سرد المحادثات',
    },
    fields: {
      authorization: 'التفويض',
      returnAll: 'إرجاع الكل',
      limit: 'الحد',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      returnAll: 'يقرأ كل الصفحات؛ وإلا يتوقف عند الحد',
      limit: 'أقصى عدد من العناصر المُعادة',
    },
  },
  'microsoft-teams.custom_api_call': customApiCall('Microsoft Teams', 'https://graph.microsoft.com/v1.0', [
    'oauth2',
  ]),
};
