import type { dataSteps as english } from '../en/app-steps-data';
import type { Texts } from '../shape';
import { customApiCall } from './app-steps-kit';

export const dataSteps: Texts<typeof english> = {
  'hubspot.create_contact': {
    name: 'إنشاء جهة اتصال',
    description:
      'ينشئ جهة اتصال في HubSpot ببريد إلكتروني واسم وهاتف وشركة وأي خصائص أخرى لجهة الاتصال؛ ويفشل بتعارض إن وُجدت جهة اتصال بهذا البريد. ويعيد جهة الاتصال بمعرّفها.',
    actions: {
      run: 'إنشاء جهة اتصال',
    },
    fields: {
      authorization: 'التفويض',
      email: 'البريد الإلكتروني',
      firstname: 'الاسم الأول',
      lastname: 'اسم العائلة',
      phone: 'الهاتف',
      company: 'الشركة',
      properties: 'خصائص أخرى',
    },
    help: {
      authorization: 'تفويض من نوع oauth2 أو bearer',
      properties: 'خصائص إضافية بأسمائها الداخلية، ككائن JSON: {"lifecyclestage": "lead"}',
    },
  },
  'hubspot.update_contact': {
    name: 'تحديث جهة اتصال',
    description:
      'يضبط الخصائص المعطاة لجهة اتصال موجودة في HubSpot بمعرّفها (أو ببريدها مع «المعرّف بريد إلكتروني»)؛ ولا تتغير الخصائص المتروكة فارغة. ويعيد جهة الاتصال المحدَّثة.',
    actions: {
      run: 'تحديث جهة اتصال',
    },
    fields: {
      authorization: 'التفويض',
      contactId: 'معرّف جهة الاتصال',
      byEmail: 'المعرّف بريد إلكتروني',
      email: 'البريد الإلكتروني',
      firstname: 'الاسم الأول',
      lastname: 'اسم العائلة',
      phone: 'الهاتف',
      company: 'الشركة',
      properties: 'خصائص أخرى',
    },
    help: {
      authorization: 'تفويض من نوع oauth2 أو bearer',
      contactId: 'معرّف جهة الاتصال، أو بريدها الإلكتروني',
      properties: 'خصائص إضافية بأسمائها الداخلية، ككائن JSON: {"lifecyclestage": "lead"}',
    },
  },
  'hubspot.new_contact': {
    name: 'جهة اتصال جديدة',
    description:
      'يبدأ مسار العمل بجهات اتصال HubSpot المنشأة منذ آخر فحص، مع الخصائص المطلوبة. يُفحص وفق جدول مسار العمل؛ ولا يمرّر كل تشغيل إلا العناصر التي لم تُمرَّر من قبل.',
    actions: {
      run: 'جهة اتصال جديدة',
    },
    fields: {
      authorization: 'التفويض',
      fields: 'الخصائص المطلوب إرجاعها',
    },
    help: {
      authorization: 'تفويض من نوع oauth2 أو bearer',
      fields: 'أسماء داخلية مفصولة بفواصل',
    },
  },
  'hubspot.search_contacts': {
    name: 'البحث في جهات الاتصال',
    description:
      'يجد جهات اتصال HubSpot التي تطابق إحدى خصائصها قيمةً (مثل «email EQ ada@example.com»)، أو باستعلام نصي حر في الاسم والبريد والهاتف والشركة؛ ويعيد جهات الاتصال بالخصائص المطلوبة.',
    actions: {
      run: 'البحث في جهات الاتصال',
    },
    fields: {
      authorization: 'التفويض',
      property: 'الخاصية',
      operator: 'عامل المقارنة',
      value: 'القيمة',
      query: 'استعلام نصي حر',
      fields: 'الخصائص المُعادة',
      returnAll: 'إرجاع الكل',
      limit: 'الحد',
    },
    help: {
      authorization: 'تفويض من نوع oauth2 أو bearer',
      property: 'الاسم الداخلي للخاصية',
      query: 'بدلًا من عامل التصفية أو معه',
      fields: 'أسماء داخلية مفصولة بفواصل',
      returnAll: 'يقرأ كل الصفحات؛ وإلا يتوقف عند الحد',
      limit: 'أقصى عدد من العناصر المُعادة',
    },
  },
  'hubspot.create_deal': {
    name: 'إنشاء صفقة',
    description:
      'ينشئ صفقة في HubSpot باسم ومرحلة ومسار مبيعات ومبلغ وتاريخ إغلاق، مرتبطةً اختياريًا بجهة اتصال؛ ويعيد الصفقة بمعرّفها.',
    actions: {
      run: 'إنشاء صفقة',
    },
    fields: {
      authorization: 'التفويض',
      dealname: 'اسم الصفقة',
      dealstage: 'المرحلة',
      pipeline: 'مسار المبيعات',
      amount: 'المبلغ',
      closedate: 'تاريخ الإغلاق',
      contactId: 'معرّف جهة الاتصال المرتبطة',
      properties: 'خصائص أخرى',
    },
    help: {
      authorization: 'تفويض من نوع oauth2 أو bearer',
      dealstage: 'المعرّف الداخلي للمرحلة',
      closedate: 'تاريخ أو وقت ISO',
      properties: 'خصائص إضافية بأسمائها الداخلية، ككائن JSON: {"lifecyclestage": "lead"}',
    },
  },
  'hubspot.custom_api_call': customApiCall('HubSpot', 'https://api.hubapi.com', ['oauth2', 'bearer']),
  'airtable.new_record': {
    name: 'سجل جديد',
    description:
      'يبدأ مسار العمل بالسجلات المنشأة في جدول Airtable (اختياريًا في طريقة عرض، أو السجلات المطابقة لصيغة) منذ آخر فحص. يُفحص وفق جدول مسار العمل؛ ولا يمرّر كل تشغيل إلا العناصر التي لم تُمرَّر من قبل.',
    actions: {
      run: 'سجل جديد',
    },
    fields: {
      authorization: 'التفويض',
      baseId: 'معرّف القاعدة',
      table: 'الجدول',
      view: 'طريقة العرض',
      filterByFormula: 'السجلات المطابقة فقط (صيغة)',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      baseId: 'معرّف «app…» في رابط القاعدة',
      table: 'اسم الجدول أو معرّفه tbl…',
      view: 'سجلات طريقة العرض هذه فقط',
    },
  },
  'airtable.list_records': {
    name: 'سرد السجلات',
    description:
      'يسرد سجلات جدول Airtable، اختياريًا سجلات طريقة عرض فقط أو المطابقة لصيغة («filterByFormula»)، مرتبةً حسب حقل وببعض الحقول فقط؛ ولكل سجل معرّفه و«createdTime» وحقوله.',
    actions: {
      run: 'سرد السجلات',
    },
    fields: {
      authorization: 'التفويض',
      baseId: 'معرّف القاعدة',
      table: 'الجدول',
      filterByFormula: 'صيغة التصفية',
      view: 'طريقة العرض',
      sortField: 'الترتيب حسب الحقل',
      sortDirection: 'اتجاه الترتيب',
      fields: 'الحقول',
      returnAll: 'إرجاع الكل',
      limit: 'الحد',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      baseId: 'معرّف «app…» في رابط القاعدة',
      table: 'اسم الجدول أو معرّفه tbl…',
      filterByFormula: 'صيغة Airtable؛ السجلات التي تكون صحيحة لها فقط',
      view: 'اسم طريقة عرض أو معرّفها: سجلاتها، بترتيبها',
      fields: 'أسماء حقول مفصولة بفواصل؛ وإن تُرك فارغًا فكل الحقول',
      returnAll: 'يقرأ كل الصفحات؛ وإلا يتوقف عند الحد',
      limit: 'أقصى عدد من العناصر المُعادة',
    },
  },
  'airtable.get_record': {
    name: 'جلب سجل',
    description: 'يقرأ سجل Airtable واحدًا بمعرّفه: قيمة «createdTime» وقيم حقوله.',
    actions: {
      run: 'جلب سجل',
    },
    fields: {
      authorization: 'التفويض',
      baseId: 'معرّف القاعدة',
      table: 'الجدول',
      recordId: 'معرّف السجل',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      baseId: 'معرّف «app…» في رابط القاعدة',
      table: 'اسم الجدول أو معرّفه tbl…',
    },
  },
  'airtable.create_records': {
    name: 'إنشاء سجلات',
    description:
      'يضيف سجلات إلى جدول Airtable: قيم حقول سجل واحد ككائن JSON مفاتيحه أسماء الحقول، أو قائمة من 10 كائنات كهذه على الأكثر؛ ويعيد السجلات المنشأة بمعرّفاتها.',
    actions: {
      run: 'إنشاء سجلات',
    },
    fields: {
      authorization: 'التفويض',
      baseId: 'معرّف القاعدة',
      table: 'الجدول',
      fields: 'قيم الحقول',
      typecast: 'تحويل القيم',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      baseId: 'معرّف «app…» في رابط القاعدة',
      table: 'اسم الجدول أو معرّفه tbl…',
      fields: 'سجل واحد: {"Name": "Ada", "Status": "Open"}؛ أو قائمة من 10 منها على الأكثر',
      typecast: 'السماح لـ Airtable بتحويل النص إلى نوع الحقل (خيارات الاختيار والتواريخ والسجلات المرتبطة)',
    },
  },
  'airtable.update_record': {
    name: 'تحديث سجل',
    description:
      'يغيّر الحقول المعطاة لسجل Airtable واحد (PATCH: تحتفظ الحقول غير المذكورة بقيمها)؛ ويعيد السجل بكل حقوله.',
    actions: {
      run: 'تحديث سجل',
    },
    fields: {
      authorization: 'التفويض',
      baseId: 'معرّف القاعدة',
      table: 'الجدول',
      recordId: 'معرّف السجل',
      fields: 'قيم الحقول',
      typecast: 'تحويل القيم',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      baseId: 'معرّف «app…» في رابط القاعدة',
      table: 'اسم الجدول أو معرّفه tbl…',
      fields: 'الحقول المراد تغييرها: {"Status": "Done"}',
      typecast: 'السماح لـ Airtable بتحويل النص إلى نوع الحقل (خيارات الاختيار والتواريخ والسجلات المرتبطة)',
    },
  },
  'airtable.delete_record': {
    name: 'حذف سجل',
    description: 'يحذف سجل Airtable واحدًا بمعرّفه؛ ويعيد معرّفه و«deleted: true».',
    actions: {
      run: 'حذف سجل',
    },
    fields: {
      authorization: 'التفويض',
      baseId: 'معرّف القاعدة',
      table: 'الجدول',
      recordId: 'معرّف السجل',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      baseId: 'معرّف «app…» في رابط القاعدة',
      table: 'اسم الجدول أو معرّفه tbl…',
    },
  },
  'airtable.list_bases': {
    name: 'سرد القواعد',
    description:
      'يسرد قواعد Airtable التي يصل إليها الرمز المميز، مع معرّف كل قاعدة («app…») واسمها ومستوى صلاحيتها.',
    actions: {
      run: 'سرد القواعد',
    },
    fields: {
      authorization: 'التفويض',
      returnAll: 'إرجاع الكل',
      limit: 'الحد',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      returnAll: 'يقرأ كل الصفحات؛ وإلا يتوقف عند الحد',
      limit: 'أقصى عدد من العناصر المُعادة',
    },
  },
  'airtable.custom_api_call': customApiCall('Airtable', 'https://api.airtable.com/v0', ['bearer']),
  'supabase.new_row': {
    name: 'صف جديد',
    description:
      'يبدأ مسار العمل بالصفوف المضافة إلى جدول Supabase منذ آخر فحص، ويجدها بعمود وقت إنشاء تسمّيه أنت. يُفحص وفق جدول مسار العمل؛ ولا يمرّر كل تشغيل إلا العناصر التي لم تُمرَّر من قبل.',
    actions: {
      run: 'صف جديد',
    },
    fields: {
      authorization: 'التفويض',
      table: 'الجدول',
      createdColumn: 'عمود وقت الإنشاء',
      idColumn: 'عمود المعرّف',
      filters: 'عوامل التصفية',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      table: 'جدول أو عرض (view) في المخطط public',
      createdColumn: 'عمود طابع زمني يُضبط عند إضافة صف (الافتراضي now())',
      idColumn: 'عمود المفتاح الأساسي',
      filters:
        'عوامل تصفية PostgREST، واحد في كل سطر (أو مضمومة بـ &): column=operator.value، مثل status=eq.open وage=gte.18 وid=in.(1,2,3)',
    },
  },
  'supabase.select_rows': {
    name: 'جلب صفوف',
    description:
      'يقرأ صفوف جدول أو عرض في Supabase، مصفّاةً بعوامل تصفية PostgREST («status=eq.open»)، بالأعمدة والترتيب المختارة؛ ويعيد الصفوف.',
    actions: {
      run: 'جلب صفوف',
    },
    fields: {
      authorization: 'التفويض',
      table: 'الجدول',
      filters: 'عوامل التصفية',
      select: 'الأعمدة',
      order: 'الترتيب',
      returnAll: 'إرجاع الكل',
      limit: 'الحد',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      table: 'جدول أو عرض (view) في المخطط public',
      filters:
        'عوامل تصفية PostgREST، واحد في كل سطر (أو مضمومة بـ &): column=operator.value، مثل status=eq.open وage=gte.18 وid=in.(1,2,3)',
      select: 'تحديد PostgREST: id,title أو *، والجداول المرتبطة بصيغة author(name)',
      order: 'column.asc أو column.desc، مفصولة بفواصل',
      returnAll: 'يقرأ كل الصفحات؛ وإلا يتوقف عند الحد',
      limit: 'أقصى عدد من الصفوف المُعادة',
    },
  },
  'supabase.insert_rows': {
    name: 'إدراج صفوف',
    description:
      'يُدرج صفًا واحدًا (كائن JSON مفاتيحه الأعمدة) أو قائمة صفوف في جدول Supabase؛ ويعيد الصفوف المُدرجة بمعرّفاتها المولَّدة وقيمها الافتراضية.',
    actions: {
      run: 'إدراج صفوف',
    },
    fields: {
      authorization: 'التفويض',
      table: 'الجدول',
      rows: 'الصفوف',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      table: 'جدول أو عرض (view) في المخطط public',
      rows: 'صف واحد ككائن JSON مفاتيحه الأعمدة ({"title": "Call Ada"})، أو قائمة صفوف',
    },
  },
  'supabase.update_rows': {
    name: 'تحديث صفوف',
    description:
      'يضبط قيم الأعمدة المعطاة في صفوف جدول Supabase المطابقة لعوامل التصفية (عامل تصفية واحد على الأقل مطلوب)؛ ويعيد الصفوف المحدَّثة.',
    actions: {
      run: 'تحديث صفوف',
    },
    fields: {
      authorization: 'التفويض',
      table: 'الجدول',
      filters: 'عوامل التصفية',
      values: 'القيم',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      table: 'جدول أو عرض (view) في المخطط public',
      filters:
        'عوامل تصفية PostgREST، واحد في كل سطر (أو مضمومة بـ &): column=operator.value، مثل status=eq.open وage=gte.18 وid=in.(1,2,3)',
      values: 'الأعمدة المراد ضبطها: {"status": "closed"}',
    },
  },
  'supabase.upsert_rows': {
    name: 'إدراج صفوف أو تحديثها',
    description:
      'يُدرج صفوفًا في جدول Supabase، ويحدّث بدلًا من ذلك الصفوف التي يوجد مفتاحها الأساسي (أو الأعمدة الفريدة المعطاة) من قبل؛ ويعيد الصفوف كما خُزّنت.',
    actions: {
      run: 'إدراج صفوف أو تحديثها',
    },
    fields: {
      authorization: 'التفويض',
      table: 'الجدول',
      rows: 'الصفوف',
      onConflict: 'الأعمدة الفريدة',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      table: 'جدول أو عرض (view) في المخطط public',
      rows: 'صف واحد ككائن JSON مفاتيحه الأعمدة ({"title": "Call Ada"})، أو قائمة صفوف',
      onConflict: 'أعمدة قيد تفرّد للمطابقة عليها، مفصولة بفواصل؛ وإن تُرك فارغًا فالمفتاح الأساسي',
    },
  },
  'supabase.delete_rows': {
    name: 'حذف صفوف',
    description:
      'يحذف صفوف جدول Supabase المطابقة لعوامل التصفية (عامل تصفية واحد على الأقل مطلوب)؛ ويعيد الصفوف المحذوفة.',
    actions: {
      run: 'حذف صفوف',
    },
    fields: {
      authorization: 'التفويض',
      table: 'الجدول',
      filters: 'عوامل التصفية',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      table: 'جدول أو عرض (view) في المخطط public',
      filters:
        'عوامل تصفية PostgREST، واحد في كل سطر (أو مضمومة بـ &): column=operator.value، مثل status=eq.open وage=gte.18 وid=in.(1,2,3)',
    },
  },
  'supabase.call_function': {
    name: 'استدعاء دالة',
    description:
      'يستدعي دالة Postgres في مشروع Supabase (RPC) بوسائط مسمّاة ككائن JSON؛ ويعيد ما تعيده الدالة.',
    actions: {
      run: 'استدعاء دالة',
    },
    fields: {
      authorization: 'التفويض',
      fn: 'الدالة',
      args: 'الوسائط',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      fn: 'اسم الدالة في المخطط public',
      args: 'وسائط مسمّاة: {"user_id": 42}',
    },
  },
  'supabase.custom_api_call': customApiCall('Supabase', 'https://your-project-ref.supabase.co', ['bearer']),
};
