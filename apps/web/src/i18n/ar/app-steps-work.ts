import type { workSteps as english } from '../en/app-steps-work';
import type { Texts } from '../shape';
import { customApiCall } from './app-steps-kit';

export const workSteps: Texts<typeof english> = {
  'notion.new_database_item': {
    name: 'عنصر جديد في قاعدة بيانات',
    description:
      'يبدأ مسار العمل بالصفحات المضافة إلى قاعدة بيانات Notion منذ آخر فحص. يُفحص وفق جدول مسار العمل؛ ولا يمرّر كل تشغيل إلا العناصر التي لم تُمرَّر من قبل.',
    actions: {
      run: 'عنصر جديد في قاعدة بيانات',
    },
    fields: {
      authorization: 'التفويض',
      databaseId: 'معرّف قاعدة البيانات',
    },
    help: {
      authorization: 'تفويض من نوع bearer أو oauth2',
      databaseId:
        'المعرّف المكوّن من 32 حرفًا في رابط قاعدة البيانات؛ ويجب أن تكون قاعدة البيانات مشاركة مع التكامل',
    },
  },
  'notion.create_database_item': {
    name: 'إنشاء عنصر في قاعدة بيانات',
    description:
      'يضيف صفحة إلى قاعدة بيانات Notion بعنوان وقيم خصائص أخرى بصيغة Notion ومحتوى نصي اختياري؛ ويعيد الصفحة الجديدة بمعرّفها ورابطها.',
    actions: {
      run: 'إنشاء عنصر في قاعدة بيانات',
    },
    fields: {
      authorization: 'التفويض',
      databaseId: 'معرّف قاعدة البيانات',
      title: 'العنوان',
      titleProperty: 'خاصية العنوان',
      properties: 'خصائص أخرى',
      content: 'المحتوى',
    },
    help: {
      authorization: 'تفويض من نوع bearer أو oauth2',
      databaseId:
        'المعرّف المكوّن من 32 حرفًا في رابط قاعدة البيانات؛ ويجب أن تكون قاعدة البيانات مشاركة مع التكامل',
      titleProperty: 'عمود العنوان في قاعدة البيانات',
      properties: 'قيم خصائص Notion، مثل {"Status": {"select": {"name": "Open"}}}',
      content: 'نص الصفحة؛ كل سطر فقرة',
    },
  },
  'notion.query_database': {
    name: 'الاستعلام عن قاعدة بيانات',
    description:
      'يسرد صفحات قاعدة بيانات Notion، مع تصفيتها وترتيبها اختياريًا بكائنات «filter» و«sort» من Notion.',
    actions: {
      run: 'الاستعلام عن قاعدة بيانات',
    },
    fields: {
      authorization: 'التفويض',
      databaseId: 'معرّف قاعدة البيانات',
      filter: 'عامل التصفية',
      sorts: 'الترتيب',
      returnAll: 'إرجاع الكل',
      limit: 'الحد',
    },
    help: {
      authorization: 'تفويض من نوع bearer أو oauth2',
      databaseId:
        'المعرّف المكوّن من 32 حرفًا في رابط قاعدة البيانات؛ ويجب أن تكون قاعدة البيانات مشاركة مع التكامل',
      filter: 'كائن filter من Notion',
      sorts: 'قائمة من كائنات sort من Notion',
      returnAll: 'يقرأ كل الصفحات؛ وإلا يتوقف عند الحد',
      limit: 'أقصى عدد من العناصر المُعادة',
    },
  },
  'notion.get_page': {
    name: 'جلب صفحة',
    description: 'يقرأ صفحة Notion واحدة بمعرّفها: خصائصها ورابطها وأوقاتها.',
    actions: {
      run: 'جلب صفحة',
    },
    fields: {
      authorization: 'التفويض',
      pageId: 'معرّف الصفحة',
    },
    help: {
      authorization: 'تفويض من نوع bearer أو oauth2',
    },
  },
  'notion.append_text': {
    name: 'إلحاق نص',
    description: 'يضيف فقرات نصية في نهاية صفحة Notion (كل سطر فقرة).',
    actions: {
      run: 'إلحاق نص',
    },
    fields: {
      authorization: 'التفويض',
      pageId: 'معرّف الصفحة',
      text: 'النص',
    },
    help: {
      authorization: 'تفويض من نوع bearer أو oauth2',
    },
  },
  'notion.custom_api_call': customApiCall('Notion', 'https://api.notion.com/v1', ['bearer', 'oauth2']),
  'github.new_issue': {
    name: 'مشكلة جديدة',
    description:
      'يبدأ مسار العمل عند فتح مشكلة في مستودع GitHub (ويب هوك للمستودع). يُسجَّل الويب هوك لدى GitHub عند تفعيل مسار العمل، ويُتحقق من توقيع كل تسليم.',
    actions: {
      run: 'مشكلة جديدة',
    },
    fields: {
      authorization: 'التفويض',
      owner: 'المالك',
      repo: 'المستودع',
    },
    help: {
      authorization: 'تفويض من نوع oauth2 أو bearer',
      owner: 'المستخدم أو المؤسسة',
      repo: 'اسم المستودع',
    },
  },
  'github.create_issue': {
    name: 'إنشاء مشكلة',
    description:
      'يفتح مشكلة جديدة في مستودع GitHub بعنوان ومحتوى اختياري ووسوم ومكلَّفين؛ ويعيد المشكلة برقمها ورابطها.',
    actions: {
      run: 'إنشاء مشكلة',
    },
    fields: {
      authorization: 'التفويض',
      owner: 'المالك',
      repo: 'المستودع',
      title: 'العنوان',
      body: 'المحتوى',
      labels: 'الوسوم',
      assignees: 'المكلَّفون',
    },
    help: {
      authorization: 'تفويض من نوع oauth2 أو bearer',
      owner: 'المستخدم أو المؤسسة',
      repo: 'اسم المستودع',
      body: 'بتنسيق Markdown',
      labels: 'أسماء وسوم مفصولة بفواصل',
      assignees: 'أسماء دخول المستخدمين مفصولة بفواصل',
    },
  },
  'github.get_issue': {
    name: 'جلب مشكلة',
    description: 'يقرأ مشكلة واحدة في مستودع GitHub برقمها: العنوان والمحتوى والحالة والوسوم والكاتب.',
    actions: {
      run: 'جلب مشكلة',
    },
    fields: {
      authorization: 'التفويض',
      owner: 'المالك',
      repo: 'المستودع',
      issue_number: 'رقم المشكلة',
    },
    help: {
      authorization: 'تفويض من نوع oauth2 أو bearer',
      owner: 'المستخدم أو المؤسسة',
      repo: 'اسم المستودع',
    },
  },
  'github.list_issues': {
    name: 'سرد المشكلات',
    description:
      'يسرد مشكلات مستودع GitHub (ومعها طلبات الدمج، كما يفعل GitHub)، الأحدث أولًا، مصفّاةً حسب الحالة والوسوم.',
    actions: {
      run: 'سرد المشكلات',
    },
    fields: {
      authorization: 'التفويض',
      owner: 'المالك',
      repo: 'المستودع',
      state: 'الحالة',
      labels: 'الوسوم',
      returnAll: 'إرجاع الكل',
      limit: 'الحد',
    },
    help: {
      authorization: 'تفويض من نوع oauth2 أو bearer',
      owner: 'المستخدم أو المؤسسة',
      repo: 'اسم المستودع',
      labels: 'مفصولة بفواصل؛ المشكلات التي تحملها كلها',
      returnAll: 'يقرأ كل الصفحات؛ وإلا يتوقف عند الحد',
      limit: 'أقصى عدد من العناصر المُعادة',
    },
  },
  'github.create_comment': {
    name: 'إنشاء تعليق',
    description: 'يضيف تعليقًا إلى مشكلة أو طلب دمج في GitHub؛ ويعيد التعليق بمعرّفه ورابطه.',
    actions: {
      run: 'إنشاء تعليق',
    },
    fields: {
      authorization: 'التفويض',
      owner: 'المالك',
      repo: 'المستودع',
      issue_number: 'رقم المشكلة',
      body: 'التعليق',
    },
    help: {
      authorization: 'تفويض من نوع oauth2 أو bearer',
      owner: 'المستخدم أو المؤسسة',
      repo: 'اسم المستودع',
    },
  },
  'github.custom_api_call': customApiCall('GitHub', 'https://api.github.com', ['oauth2', 'bearer']),
  'jira.new_issue': {
    name: 'مشكلة جديدة',
    description:
      'يبدأ مسار العمل بمشكلات Jira المنشأة منذ آخر فحص، مع تضييقها اختياريًا باستعلام JQL. يُفحص وفق جدول مسار العمل؛ ولا يمرّر كل تشغيل إلا العناصر التي لم تُمرَّر من قبل.',
    actions: {
      run: 'مشكلة جديدة',
    },
    fields: {
      authorization: 'التفويض',
      jql: 'المشكلات المطابقة فقط (JQL)',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
    },
  },
  'jira.create_issue': {
    name: 'إنشاء مشكلة',
    description:
      'ينشئ مشكلة Jira في مشروع بملخص ونوع مشكلة ووصف نصي عادي ووسوم اختيارية؛ ويعيد معرّفها ومفتاحها («PROJ-123») ورابط API الخاص بها.',
    actions: {
      run: 'إنشاء مشكلة',
    },
    fields: {
      authorization: 'التفويض',
      project: 'مفتاح المشروع',
      issueType: 'نوع المشكلة',
      summary: 'الملخص',
      description: 'الوصف',
      labels: 'الوسوم',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      issueType: 'Task أو Bug أو Story…',
      description: 'نص عادي؛ كل سطر فقرة',
      labels: 'مفصولة بفواصل، بلا مسافات داخل الوسم',
    },
  },
  'jira.get_issue': {
    name: 'جلب مشكلة',
    description:
      'يقرأ مشكلة Jira واحدة بمفتاحها أو معرّفها: الملخص والحالة والنوع والمشروع والمكلَّف والوسوم والتواريخ (الحقول المذكورة، أو كلها).',
    actions: {
      run: 'جلب مشكلة',
    },
    fields: {
      authorization: 'التفويض',
      issueKey: 'مفتاح المشكلة',
      fields: 'الحقول',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      issueKey: 'مفتاح المشكلة أو معرّفها الرقمي',
      fields: 'معرّفات حقول مفصولة بفواصل، أو *all',
    },
  },
  'jira.search_issues': {
    name: 'البحث في المشكلات',
    description:
      'يجد مشكلات Jira باستعلام JQL (مثل «project = PROJ AND status = "To Do" ORDER BY created DESC») ويعيدها بالحقول المختارة.',
    actions: {
      run: 'البحث في المشكلات',
    },
    fields: {
      authorization: 'التفويض',
      jql: 'JQL',
      fields: 'الحقول',
      returnAll: 'إرجاع الكل',
      limit: 'الحد',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      fields: 'معرّفات حقول مفصولة بفواصل',
      returnAll: 'يقرأ كل الصفحات؛ وإلا يتوقف عند الحد',
      limit: 'أقصى عدد من العناصر المُعادة',
    },
  },
  'jira.add_comment': {
    name: 'إضافة تعليق',
    description: 'يضيف تعليقًا نصيًا عاديًا إلى مشكلة Jira؛ ويعيد التعليق بمعرّفه وكاتبه ووقت إنشائه.',
    actions: {
      run: 'إضافة تعليق',
    },
    fields: {
      authorization: 'التفويض',
      issueKey: 'مفتاح المشكلة',
      body: 'التعليق',
    },
    help: {
      authorization: 'تفويض من نوع bearer',
      issueKey: 'مفتاح المشكلة أو معرّفها الرقمي',
    },
  },
  'jira.custom_api_call': customApiCall('Jira', 'https://your-domain.atlassian.net', ['bearer']),
};
