import type { googleMailSteps as english } from '../en/app-steps-google-mail';
import type { Texts } from '../shape';
import { customApiCall } from './app-steps-kit';

export const googleMailSteps: Texts<typeof english> = {
  'gmail.new_email': {
    name: 'بريد جديد',
    description:
      'يبدأ مسار العمل برسائل البريد الواردة منذ آخر فحص والمطابقة لبحث في Gmail. يُفحص وفق جدول مسار العمل؛ ولا يمرّر كل تشغيل إلا العناصر التي لم تُمرَّر من قبل.',
    actions: {
      run: 'بريد جديد',
    },
    fields: {
      authorization: 'التفويض',
      q: 'البحث',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      q: 'البريد المطابق لبحث Gmail هذا فقط',
    },
  },
  'gmail.send_email': {
    name: 'إرسال بريد',
    description:
      'يرسل بريدًا من حساب Gmail المسجَّل دخوله إلى المستلمين المحددين، نصًا عاديًا أو HTML؛ ويعيد معرّف الرسالة المرسلة ومعرّف سلسلتها.',
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
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      to: 'عناوين مفصولة بفواصل',
    },
  },
  'gmail.search_messages': {
    name: 'البحث في الرسائل',
    description:
      'يسرد معرّفات رسائل Gmail المطابقة لاستعلام بحث Gmail (مثل «from:ada@example.com is:unread»)، الأحدث أولًا.',
    actions: {
      run: 'البحث في الرسائل',
    },
    fields: {
      authorization: 'التفويض',
      q: 'البحث',
      returnAll: 'إرجاع الكل',
      limit: 'الحد',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      q: 'بحث Gmail، كما في مربع البحث',
      returnAll: 'يقرأ كل الصفحات؛ وإلا يتوقف عند الحد',
      limit: 'أقصى عدد من العناصر المُعادة',
    },
  },
  'gmail.get_message': {
    name: 'جلب رسالة',
    description:
      'يقرأ رسالة Gmail واحدة بمعرّفها: المرسل والمستلمون والموضوع والتاريخ والمقتطف ومحتواها النصي وبتنسيق HTML.',
    actions: {
      run: 'جلب رسالة',
    },
    fields: {
      authorization: 'التفويض',
      id: 'معرّف الرسالة',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
    },
  },
  'gmail.custom_api_call': customApiCall('Gmail', 'https://gmail.googleapis.com/gmail/v1', ['oauth2']),
  'google-calendar.new_event': {
    name: 'حدث جديد',
    description:
      'يبدأ مسار العمل بالأحداث المضافة إلى تقويم في Google Calendar منذ آخر فحص. يُفحص وفق جدول مسار العمل؛ ولا يمرّر كل تشغيل إلا العناصر التي لم تُمرَّر من قبل.',
    actions: {
      run: 'حدث جديد',
    },
    fields: {
      authorization: 'التفويض',
      calendarId: 'معرّف التقويم',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      calendarId: '"primary" لتقويمك الرئيسي، أو معرّف من سرد التقويمات (غالبًا عنوان بريد إلكتروني)',
    },
  },
  'google-calendar.list_events': {
    name: 'سرد الأحداث',
    description:
      'يسرد أحداث تقويم في Google Calendar بين وقتين (مع فكّ الأحداث المتكررة إلى مرّاتها)، مرتبةً حسب وقت البدء، واختياريًا المطابقة لكلمات بحث؛ ويعيد لكل حدث معرّفه وعنوانه وبدايته ونهايته والحضور والرابط.',
    actions: {
      run: 'سرد الأحداث',
    },
    fields: {
      authorization: 'التفويض',
      calendarId: 'معرّف التقويم',
      timeMin: 'من',
      timeMax: 'إلى',
      q: 'البحث',
      returnAll: 'إرجاع الكل',
      limit: 'الحد',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      calendarId: '"primary" لتقويمك الرئيسي، أو معرّف من سرد التقويمات (غالبًا عنوان بريد إلكتروني)',
      timeMin: 'RFC 3339 مع فرق التوقيت، مثل 2026-12-01T00:00:00Z: الأحداث التي تنتهي بعد ذلك',
      timeMax: 'RFC 3339 مع فرق التوقيت: الأحداث التي تبدأ قبل ذلك',
      q: 'كلمات في العنوان أو الوصف أو المكان أو الحضور',
      returnAll: 'يقرأ كل الصفحات؛ وإلا يتوقف عند الحد',
      limit: 'أقصى عدد من العناصر المُعادة',
    },
  },
  'google-calendar.create_event': {
    name: 'إنشاء حدث',
    description:
      'ينشئ حدثًا في تقويم على Google Calendar بعنوان وبداية ونهاية (تواريخ وأوقات في منطقة زمنية، أو تواريخ للأحداث طوال اليوم)، مع وصف ومكان وحضور اختيارية؛ ويعيد الحدث بمعرّفه ورابطه.',
    actions: {
      run: 'إنشاء حدث',
    },
    fields: {
      authorization: 'التفويض',
      calendarId: 'معرّف التقويم',
      summary: 'العنوان',
      start: 'البداية',
      end: 'النهاية',
      timeZone: 'المنطقة الزمنية',
      description: 'الوصف',
      location: 'المكان',
      attendees: 'الحضور',
      sendUpdates: 'إشعار الحضور',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      calendarId: '"primary" لتقويمك الرئيسي، أو معرّف من سرد التقويمات (غالبًا عنوان بريد إلكتروني)',
      start:
        'تاريخ ووقت RFC 3339 (2026-12-01T10:00:00 مع المنطقة الزمنية أدناه، أو مع فرق التوقيت)، أو تاريخ 2026-12-01 ليوم كامل',
      end: 'كالبداية؛ وللحدث طوال اليوم، اليوم التالي لآخر يوم',
      timeZone: 'منطقة IANA مثل Europe/Berlin؛ مطلوبة حين تخلو الأوقات من فرق التوقيت، وللأحداث المتكررة',
      attendees: 'عناوين بريد إلكتروني مفصولة بفواصل',
      sendUpdates: 'من يراسله Google بالبريد بشأن التغيير',
    },
  },
  'google-calendar.update_event': {
    name: 'تحديث حدث',
    description:
      'يغيّر الحقول المعطاة لحدث في Google Calendar (العنوان والأوقات والوصف والمكان والحضور) ويُبقي الباقي؛ ويعيد الحدث المحدَّث.',
    actions: {
      run: 'تحديث حدث',
    },
    fields: {
      authorization: 'التفويض',
      calendarId: 'معرّف التقويم',
      eventId: 'معرّف الحدث',
      summary: 'العنوان',
      start: 'البداية',
      end: 'النهاية',
      timeZone: 'المنطقة الزمنية',
      description: 'الوصف',
      location: 'المكان',
      attendees: 'الحضور',
      sendUpdates: 'إشعار الحضور',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      calendarId: '"primary" لتقويمك الرئيسي، أو معرّف من سرد التقويمات (غالبًا عنوان بريد إلكتروني)',
      start: 'تاريخ ووقت RFC 3339، أو تاريخ ليوم كامل؛ فارغ: بلا تغيير',
      end: 'كالبداية؛ فارغ: بلا تغيير',
      timeZone: 'منطقة IANA مثل Europe/Berlin؛ مطلوبة حين تخلو الأوقات من فرق التوقيت، وللأحداث المتكررة',
      attendees: 'عناوين بريد إلكتروني مفصولة بفواصل',
      sendUpdates: 'من يراسله Google بالبريد بشأن التغيير',
    },
  },
  'google-calendar.delete_event': {
    name: 'حذف حدث',
    description:
      'يحذف حدثًا من تقويم في Google Calendar، ويُشعر حضوره اختياريًا؛ والحدث المحذوف من قبل يُعدّ منجزًا. ويعيد معرّف الحدث.',
    actions: {
      run: 'حذف حدث',
    },
    fields: {
      authorization: 'التفويض',
      calendarId: 'معرّف التقويم',
      eventId: 'معرّف الحدث',
      sendUpdates: 'إشعار الحضور',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      calendarId: '"primary" لتقويمك الرئيسي، أو معرّف من سرد التقويمات (غالبًا عنوان بريد إلكتروني)',
      sendUpdates: 'من يراسله Google بالبريد بشأن التغيير',
    },
  },
  'google-calendar.list_calendars': {
    name: 'سرد التقويمات',
    description:
      'يسرد تقويمات Google في قائمة تقويمات المستخدم المسجَّل دخوله؛ ويعيد لكل تقويم معرّفه (لخطوات Google Calendar الأخرى) واسمه ومنطقته الزمنية وهل هو الرئيسي ودور وصول المستخدم.',
    actions: {
      run: 'سرد التقويمات',
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
  'google-calendar.custom_api_call': customApiCall(
    'Google Calendar',
    'https://www.googleapis.com/calendar/v3',
    ['oauth2'],
  ),
};
