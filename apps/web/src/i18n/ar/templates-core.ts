import type { coreTemplates as english } from '../en/templates-core';
import type { Texts } from '../shape';

export const coreTemplates: Texts<typeof english> = {
  'schedule-http-check': {
    name: 'فحص الموقع مع بريد عند الإخفاق',
    description: 'يستدعي عنوانًا حسب جدول ويرسل إليك بريدًا عندما لا يجيب برمز الحالة المتوقع.',
    instructions:
      'كل بضع دقائق يُطلب العنوان (طلب «GET» بمهلة 10 ثوانٍ). عندما لا يصل رد أو يصل برمز حالة آخر، يصلك بريد يشرح ما حدث.',
    settings: {
      url: {
        label: 'العنوان المراد فحصه',
      },
      expectedStatus: {
        label: 'رمز الحالة المتوقع',
      },
      everyMinutes: {
        label: 'الفحص كل (دقائق)',
      },
      email: {
        label: 'إرسال إلى',
        help: 'عنوان واحد، أو عدة عناوين مفصولة بفواصل.',
      },
      from: {
        label: 'المرسل',
        help: 'عنوان المرسل؛ مطلوب عند اختيار خادم SMTP.',
      },
    },
    authorizations: {
      smtp: {
        label: 'خادم SMTP',
        help: 'اختياري: بدونه يرسل Flowlane البريد بنفسه.',
      },
    },
  },
  'mailhook-to-http': {
    name: 'من البريد إلى خطاف ويب (طلب HTTP من نوع «POST»)',
    description: 'يرسل كل بريد يصل إلى عنوان التكامل إلى عنوان ويب بصيغة JSON.',
    instructions:
      'أرسل بريدًا إلى العنوان الظاهر في التكامل. يُرسل المرسل والمستلمون والموضوع والنص وأسماء المرفقات بصيغة JSON إلى العنوان.',
    settings: {
      url: {
        label: 'عنوان الإرسال',
      },
    },
    authorizations: {},
  },
  'webhook-ai-reply': {
    name: 'رد محادثة بالذكاء الاصطناعي على خطاف ويب',
    description: 'يجيب عن كل طلب برد من نموذج محادثة متوافق مع OpenAI.',
    instructions:
      'أرسل «{"message": "..."}» (أو نصًا عاديًا) بطلب «POST» إلى عنوان خطاف الويب؛ يعود الرد في الطلب نفسه بالشكل «{"reply": "..."}».',
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
    },
  },
  'form-to-mail': {
    name: 'من نموذج أو خطاف ويب JSON إلى البريد',
    description: 'يرسل إليك كل إرسال نموذج أو طلب JSON حقلًا حقلًا، ويشكر المرسل.',
    instructions:
      'اجعل عنوان إرسال نموذج HTML (بالطريقة «POST») أو أي عميل JSON يشير إلى عنوان خطاف الويب. يصلك بريد يسرد كل حقل، ويتلقى المرسل نص الشكر الذي كتبته.',
    settings: {
      email: {
        label: 'إرسال إلى',
        help: 'عنوان واحد، أو عدة عناوين مفصولة بفواصل.',
      },
      subject: {
        label: 'الموضوع',
      },
      thanks: {
        label: 'الرد على المرسل',
      },
      from: {
        label: 'المرسل',
        help: 'عنوان المرسل؛ مطلوب عند اختيار خادم SMTP.',
      },
    },
    authorizations: {
      smtp: {
        label: 'خادم SMTP',
        help: 'اختياري: بدونه يرسل Flowlane البريد بنفسه.',
      },
    },
  },
  'webhook-forward': {
    name: 'مُرحِّل خطاف الويب (طلب HTTP من نوع «POST»)',
    description: 'يعيد توجيه محتوى كل طلب إلى عنوان آخر بصيغة JSON.',
    instructions: 'يُرسل محتوى كل طلب بصيغة JSON إلى العنوان الهدف؛ وإخفاق الإرسال يُفشل التشغيل.',
    settings: {
      url: {
        label: 'عنوان إعادة التوجيه',
      },
      method: {
        label: 'الطريقة المقبولة',
        help: 'تُرفض الطلبات بطريقة أخرى.',
      },
    },
    authorizations: {},
  },
  'webhook-to-postgres': {
    name: 'من خطاف ويب إلى صف في PostgreSQL',
    description: 'يخزن كل طلب يُرسل إلى عنوان خطاف ويب كصف في جدول PostgreSQL.',
    instructions:
      'أرسل JSON إلى عنوان خطاف الويب الظاهر في التكامل. يصبح كل طلب صفًا في الجدول («id» و«payload jsonb» و«received_at»)؛ ويُنشأ الجدول في أول تشغيل.',
    settings: {
      table: {
        label: 'الجدول',
        help: 'يُنشأ في أول تشغيل إن لم يكن موجودًا.',
      },
      method: {
        label: 'الطريقة المقبولة',
        help: 'تُرفض الطلبات بطريقة أخرى.',
      },
    },
    authorizations: {
      database: {
        label: 'قاعدة بيانات PostgreSQL',
      },
    },
  },
  'webhook-to-mysql': {
    name: 'من خطاف ويب إلى صف في MySQL',
    description: 'يخزن كل طلب يُرسل إلى عنوان خطاف ويب كصف في جدول MySQL أو MariaDB.',
    instructions:
      'أرسل JSON إلى عنوان خطاف الويب. يصبح كل طلب صفًا («id» و«payload» بصيغة JSON و«received_at»)؛ ويُنشأ الجدول في أول تشغيل.',
    settings: {
      table: {
        label: 'الجدول',
        help: 'يُنشأ في أول تشغيل إن لم يكن موجودًا.',
      },
      method: {
        label: 'الطريقة المقبولة',
        help: 'تُرفض الطلبات بطريقة أخرى.',
      },
    },
    authorizations: {
      database: {
        label: 'قاعدة بيانات MySQL',
      },
    },
  },
  'webhook-to-redis': {
    name: 'من خطاف ويب إلى Redis',
    description: 'يضيف محتوى كل طلب إلى قائمة في Redis، أو ينشره على قناة.',
    instructions:
      'يُرسل محتوى كل طلب كنص JSON بالأمر المختار: «LPUSH» و«RPUSH» يضيفانه إلى القائمة التي يسمّيها المفتاح، و«PUBLISH» ينشره على القناة التي يسمّيها المفتاح.',
    settings: {
      command: {
        label: 'الأمر',
      },
      key: {
        label: 'مفتاح القائمة أو القناة',
      },
      method: {
        label: 'الطريقة المقبولة',
        help: 'تُرفض الطلبات بطريقة أخرى.',
      },
    },
    authorizations: {
      redis: {
        label: 'خادم Redis',
      },
    },
  },
  'mailhook-to-postgres': {
    name: 'من البريد إلى صف في PostgreSQL',
    description: 'يخزن كل بريد يصل إلى عنوان التكامل كصف في جدول PostgreSQL.',
    instructions:
      'أرسل بريدًا إلى العنوان الظاهر في التكامل. يصبح كل بريد صفًا (المرسل والموضوع والنص و«received_at»)؛ ويُنشأ الجدول في أول تشغيل.',
    settings: {
      table: {
        label: 'الجدول',
        help: 'يُنشأ في أول تشغيل إن لم يكن موجودًا.',
      },
    },
    authorizations: {
      database: {
        label: 'قاعدة بيانات PostgreSQL',
      },
    },
  },
  'schedule-postgres-digest': {
    name: 'ملخص PostgreSQL يومي بالبريد',
    description: 'ينفذ استعلامًا كل يوم ويرسل الصفوف بالبريد.',
    instructions:
      'كل يوم في الساعة المختارة (بالمنطقة الزمنية المختارة) يُنفّذ الاستعلام؛ يسرد البريد كل صف بصيغة JSON، ويذكر موضوعه عدد الصفوف.',
    settings: {
      sql: {
        label: 'الاستعلام',
      },
      hour: {
        label: 'ساعة اليوم',
      },
      timezone: {
        label: 'المنطقة الزمنية',
        help: 'منطقة زمنية من IANA مثل «Asia/Riyadh».',
      },
      subject: {
        label: 'الموضوع',
      },
      email: {
        label: 'إرسال إلى',
        help: 'عنوان واحد، أو عدة عناوين مفصولة بفواصل.',
      },
      from: {
        label: 'المرسل',
        help: 'عنوان المرسل؛ مطلوب عند اختيار خادم SMTP.',
      },
    },
    authorizations: {
      database: {
        label: 'قاعدة بيانات PostgreSQL',
      },
      smtp: {
        label: 'خادم SMTP',
        help: 'اختياري: بدونه يرسل Flowlane البريد بنفسه.',
      },
    },
  },
  'webhook-to-amqp': {
    name: 'من خطاف ويب إلى طابور RabbitMQ',
    description: 'ينشر محتوى كل طلب في طابور AMQP ‏(RabbitMQ).',
    instructions: 'يُنشر محتوى كل طلب بصيغة JSON في الطابور (ويُنشأ إن لم يكن موجودًا)، دائمًا ما لم توقف ذلك.',
    settings: {
      queue: {
        label: 'الطابور',
      },
      persistent: {
        label: 'رسائل دائمة',
      },
      method: {
        label: 'الطريقة المقبولة',
        help: 'تُرفض الطلبات بطريقة أخرى.',
      },
    },
    authorizations: {
      broker: {
        label: 'وسيط AMQP',
      },
    },
  },
  'webhook-to-nats': {
    name: 'من خطاف ويب إلى موضوع NATS',
    description: 'ينشر محتوى كل طلب على موضوع NATS.',
    instructions: 'يُنشر محتوى كل طلب بصيغة JSON على الموضوع.',
    settings: {
      subject: {
        label: 'الموضوع',
      },
      method: {
        label: 'الطريقة المقبولة',
        help: 'تُرفض الطلبات بطريقة أخرى.',
      },
    },
    authorizations: {
      nats: {
        label: 'خادم NATS',
      },
    },
  },
  'webhook-to-mqtt': {
    name: 'من خطاف ويب إلى موضوع MQTT',
    description: 'ينشر محتوى كل طلب على موضوع MQTT.',
    instructions: 'يُنشر محتوى كل طلب بصيغة JSON على الموضوع بجودة الخدمة المختارة.',
    settings: {
      topic: {
        label: 'الموضوع',
      },
      qos: {
        label: 'جودة الخدمة («QoS»)',
      },
      retain: {
        label: 'الاحتفاظ بالرسالة',
      },
      method: {
        label: 'الطريقة المقبولة',
        help: 'تُرفض الطلبات بطريقة أخرى.',
      },
    },
    authorizations: {
      broker: {
        label: 'وسيط MQTT',
      },
    },
  },
};
