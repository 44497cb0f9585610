import type { messagingSteps as english } from '../en/app-steps-messaging';
import type { Texts } from '../shape';
import { customApiCall } from './app-steps-kit';

export const messagingSteps: Texts<typeof english> = {
  'telegram.new_message': {
    name: 'رسالة جديدة',
    description:
      'يبدأ مسار العمل عندما يتلقى البوت رسالة (الويب هوك الخاص بالبوت). يُسجَّل الويب هوك لدى Telegram عند تفعيل مسار العمل، ويُتحقق من توقيع كل تسليم.',
    actions: {
      run: 'رسالة جديدة',
    },
    fields: {
      authorization: 'التفويض',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
    },
  },
  'telegram.send_message': {
    name: 'إرسال رسالة',
    description:
      'يرسل رسالة نصية من البوت إلى محادثة Telegram (معرّف مستخدم أو مجموعة أو قناة، أو «@channelusername») ويعيد الرسالة المرسلة.',
    actions: {
      run: 'إرسال رسالة',
    },
    fields: {
      authorization: 'التفويض',
      chatId: 'معرّف المحادثة',
      text: 'النص',
      parseMode: 'التنسيق',
      replyTo: 'معرّف الرسالة المردود عليها',
      silent: 'إرسال بصمت',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
    },
  },
  'telegram.custom_api_call': customApiCall('Telegram', 'https://api.telegram.org', ['bearer']),
  'slack.new_message': {
    name: 'رسالة جديدة في قناة',
    description:
      'يبدأ مسار العمل بالرسائل المنشورة في قناة Slack منذ آخر فحص. يُفحص وفق جدول مسار العمل؛ ولا يمرّر كل تشغيل إلا العناصر التي لم تُمرَّر من قبل.',
    actions: {
      run: 'رسالة جديدة في قناة',
    },
    fields: {
      authorization: 'التفويض',
      channel: 'القناة',
    },
    help: {
      authorization: 'تفويض من نوع oauth2 أو bearer',
      channel: 'معرّف القناة (أو #الاسم للنشر)',
    },
  },
  'slack.send_message': {
    name: 'إرسال رسالة',
    description:
      'ينشر رسالة نصية في قناة Slack (أو في سلسلة رسائل إن أُعطي طابعها الزمني) ويعيد الرسالة المنشورة مع قناتها وقيمة «ts».',
    actions: {
      run: 'إرسال رسالة',
    },
    fields: {
      authorization: 'التفويض',
      channel: 'القناة',
      text: 'النص',
      threadTs: 'الطابع الزمني لسلسلة الرسائل',
    },
    help: {
      authorization: 'تفويض من نوع oauth2 أو bearer',
      channel: 'معرّف القناة (أو #الاسم للنشر)',
      text: 'يُسمح بتنسيق mrkdwn من Slack',
      threadTs: 'الرد في سلسلة هذه الرسالة (قيمة «ts» الخاصة بها)',
    },
  },
  'slack.upload_file': {
    name: 'رفع ملف',
    description:
      'يرفع ملفًا (نصًا أو بايتات «base64») إلى Slack ويشاركه في قناة مع تعليق اختياري؛ ويعيد معرّف الملف وعنوانه.',
    actions: {
      run: 'رفع ملف',
    },
    fields: {
      authorization: 'التفويض',
      channel: 'القناة',
      filename: 'اسم الملف',
      content: 'المحتوى',
      base64: 'المحتوى بترميز «base64»',
      title: 'العنوان',
      comment: 'التعليق',
    },
    help: {
      authorization: 'تفويض من نوع oauth2 أو bearer',
      channel: 'معرّف القناة (أو #الاسم للنشر)',
      content: 'الملف نصًا، أو بايتات «base64»',
      comment: 'رسالة تُنشر مع الملف',
    },
  },
  'slack.list_channels': {
    name: 'سرد القنوات',
    description:
      'يسرد قنوات Slack التي يراها التفويض (المعرّف والاسم والخصوصية وعدد الأعضاء)، العامة منها افتراضيًا، دون المؤرشفة.',
    actions: {
      run: 'سرد القنوات',
    },
    fields: {
      authorization: 'التفويض',
      types: 'الأنواع',
      returnAll: 'إرجاع الكل',
      limit: 'الحد',
    },
    help: {
      authorization: 'تفويض من نوع oauth2 أو bearer',
      types: 'مفصولة بفواصل: public_channel وprivate_channel وmpim وim',
      returnAll: 'يقرأ كل الصفحات؛ وإلا يتوقف عند الحد',
      limit: 'أقصى عدد من العناصر المُعادة',
    },
  },
  'slack.custom_api_call': customApiCall('Slack', 'https://slack.com/api', ['oauth2', 'bearer']),
  'discord.new_message': {
    name: 'رسالة جديدة في قناة',
    description:
      'يبدأ مسار العمل بالرسائل المنشورة في قناة Discord منذ آخر فحص. يُفحص وفق جدول مسار العمل؛ ولا يمرّر كل تشغيل إلا العناصر التي لم تُمرَّر من قبل.',
    actions: {
      run: 'رسالة جديدة في قناة',
    },
    fields: {
      authorization: 'التفويض',
      channelId: 'معرّف القناة',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      channelId: 'معرّف القناة النصية (وضع المطوّر: انقر بزر الفأرة الأيمن على القناة، ثم نسخ معرّف القناة)',
    },
  },
  'discord.send_message': {
    name: 'إرسال رسالة',
    description:
      'ينشر رسالة نصية (حتى 2000 حرف) باسم البوت في قناة Discord؛ ويعيد الرسالة بمعرّفها ومعرّف القناة وطابعها الزمني.',
    actions: {
      run: 'إرسال رسالة',
    },
    fields: {
      authorization: 'التفويض',
      channelId: 'معرّف القناة',
      content: 'الرسالة',
      tts: 'تحويل النص إلى كلام',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      channelId: 'معرّف القناة النصية (وضع المطوّر: انقر بزر الفأرة الأيمن على القناة، ثم نسخ معرّف القناة)',
      content: 'يُسمح بتنسيق Markdown من Discord',
    },
  },
  'discord.list_channels': {
    name: 'سرد القنوات',
    description:
      'يسرد قنوات خادم Discord («guild») الذي يوجد فيه البوت: المعرّف والاسم والنوع (0 نصية، 2 صوتية، 4 فئة، 5 إعلانات) والفئة الأم.',
    actions: {
      run: 'سرد القنوات',
    },
    fields: {
      authorization: 'التفويض',
      guildId: 'معرّف الخادم',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      guildId: 'معرّف الخادم («guild»)',
    },
  },
  'discord.custom_api_call': customApiCall('Discord', 'https://discord.com/api/v10', ['bearer']),
  'twilio.new_incoming_message': {
    name: 'رسالة واردة جديدة',
    description:
      'يبدأ مسار العمل برسائل SMS التي استلمها رقم Twilio منذ آخر فحص. يُفحص وفق جدول مسار العمل؛ ولا يمرّر كل تشغيل إلا العناصر التي لم تُمرَّر من قبل.',
    actions: {
      run: 'رسالة واردة جديدة',
    },
    fields: {
      authorization: 'التفويض',
      to: 'الرقم المستلم',
    },
    help: {
      authorization: 'تفويض من نوع basic',
      to: 'رقم Twilio الخاص بك الذي يستلم الرسائل (E.164)',
    },
  },
  'twilio.send_sms': {
    name: 'إرسال SMS',
    description:
      'يرسل رسالة SMS من أحد أرقام Twilio في الحساب (أو من Messaging Service) إلى رقم هاتف بصيغة E.164؛ ويعيد الرسالة مع SID وحالتها («queued»).',
    actions: {
      run: 'إرسال SMS',
    },
    fields: {
      authorization: 'التفويض',
      to: 'إلى',
      from: 'من',
      messagingServiceSid: 'SID لخدمة Messaging Service',
      body: 'الرسالة',
    },
    help: {
      authorization: 'تفويض من نوع basic',
      to: 'بصيغة E.164',
      from: 'رقم Twilio من الحساب؛ أو أعطِ SID لخدمة Messaging Service',
      body: 'حتى 1600 حرف',
    },
  },
  'twilio.list_messages': {
    name: 'سرد الرسائل',
    description:
      'يسرد رسائل SMS في الحساب، الأحدث أولًا، واختياريًا ما أُرسل إلى رقم أو منه فقط أو ما أُرسل في تاريخ أو بعده؛ ويعيد لكل رسالة SID والأرقام والنص والحالة والاتجاه.',
    actions: {
      run: 'سرد الرسائل',
    },
    fields: {
      authorization: 'التفويض',
      to: 'إلى',
      from: 'من',
      sentAfter: 'أُرسلت في أو بعد',
      returnAll: 'إرجاع الكل',
      limit: 'الحد',
    },
    help: {
      authorization: 'تفويض من نوع basic',
      to: 'بصيغة E.164',
      from: 'بصيغة E.164',
      sentAfter: 'تاريخ (YYYY-MM-DD)',
      returnAll: 'يقرأ كل الصفحات؛ وإلا يتوقف عند الحد',
      limit: 'أقصى عدد من العناصر المُعادة',
    },
  },
  'twilio.custom_api_call': customApiCall('Twilio', 'https://api.twilio.com/2010-04-01', ['basic']),
  'whatsapp.send_text': {
    name: 'إرسال رسالة نصية',
    description:
      'يرسل رسالة WhatsApp نصية إلى رقم راسل النشاط التجاري خلال آخر 24 ساعة (وإلا فاستخدم قالبًا)؛ ويعيد معرّف الرسالة («wamid»).',
    actions: {
      run: 'إرسال رسالة نصية',
    },
    fields: {
      authorization: 'التفويض',
      phoneNumberId: 'معرّف رقم الهاتف',
      to: 'إلى',
      text: 'النص',
      previewUrl: 'معاينة الرابط',
      replyTo: 'معرّف الرسالة المردود عليها',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      phoneNumberId: 'معرّف الرقم المرسِل؛ وإن تُرك فارغًا فرقم التفويض',
      to: 'رقم WhatsApp للمستلم مع رمز بلده',
      text: 'حتى 4096 حرفًا',
      previewUrl: 'عرض معاينة لأول رابط',
      replyTo: 'قيمة «wamid» لرسالة مستلمة، لاقتباسها',
    },
  },
  'whatsapp.send_template': {
    name: 'إرسال رسالة قالب',
    description:
      'يرسل قالب رسالة WhatsApp معتمدًا باسمه ولغته، مع معلماته في JSON المكوّنات («components»)؛ وهو النوع الوحيد من الرسائل الذي يمكنه بدء محادثة. ويعيد معرّف الرسالة.',
    actions: {
      run: 'إرسال رسالة قالب',
    },
    fields: {
      authorization: 'التفويض',
      phoneNumberId: 'معرّف رقم الهاتف',
      to: 'إلى',
      template: 'اسم القالب',
      language: 'رمز اللغة',
      components: 'المكوّنات',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      phoneNumberId: 'معرّف الرقم المرسِل؛ وإن تُرك فارغًا فرقم التفويض',
      to: 'رقم WhatsApp للمستلم مع رمز بلده',
      language: 'لغة القالب: en_US أو de أو pt_BR…',
      components: 'معلمات القالب: [{"type": "body", "parameters": [{"type": "text", "text": "Ada"}]}]',
    },
  },
  'whatsapp.send_media': {
    name: 'إرسال وسائط',
    description:
      'يرسل صورة أو مستندًا إلى رقم WhatsApp من رابط HTTPS عام، مع تعليق اختياري (واسم ملف للمستند)؛ ويعيد معرّف الرسالة.',
    actions: {
      run: 'إرسال وسائط',
    },
    fields: {
      authorization: 'التفويض',
      phoneNumberId: 'معرّف رقم الهاتف',
      to: 'إلى',
      mediaType: 'النوع',
      link: 'الرابط',
      caption: 'التعليق',
      filename: 'اسم الملف',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      phoneNumberId: 'معرّف الرقم المرسِل؛ وإن تُرك فارغًا فرقم التفويض',
      to: 'رقم WhatsApp للمستلم مع رمز بلده',
      filename: 'يظهر للمستند',
    },
  },
  'whatsapp.custom_api_call': customApiCall('WhatsApp Business', 'https://graph.facebook.com/v21.0', [
    'bearer',
  ]),
};
