import type { microsoftFilesSteps as english } from '../en/app-steps-microsoft-files';
import type { Texts } from '../shape';
import { customApiCall } from './app-steps-kit';

export const microsoftFilesSteps: Texts<typeof english> = {
  'microsoft-excel.list_worksheets': {
    name: 'سرد أوراق العمل',
    description:
      'يسرد أوراق العمل (علامات التبويب) في مصنف Excel مخزَّن على OneDrive أو SharePoint؛ ويعيد لكل ورقة معرّفها واسمها وموضعها وظهورها.',
    actions: {
      run: 'سرد أوراق العمل',
    },
    fields: {
      authorization: 'التفويض',
      itemId: 'المصنف (معرّف العنصر)',
      returnAll: 'إرجاع الكل',
      limit: 'الحد',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      itemId: 'معرّف عنصر Drive لملف .xlsx (تعطيه خطوة سرد مجلد أو جلب عنصر في OneDrive)',
      returnAll: 'يقرأ كل الصفحات؛ وإلا يتوقف عند الحد',
      limit: 'أقصى عدد من العناصر المُعادة',
    },
  },
  'microsoft-excel.list_tables': {
    name: 'سرد الجداول',
    description:
      'يسرد جداول مصنف Excel (الجداول المسمّاة التي يمكن إلحاق صفوف بها)؛ ويعيد لكل جدول معرّفه واسمه وهل يُظهر صف عناوين.',
    actions: {
      run: 'سرد الجداول',
    },
    fields: {
      authorization: 'التفويض',
      itemId: 'المصنف (معرّف العنصر)',
      returnAll: 'إرجاع الكل',
      limit: 'الحد',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      itemId: 'معرّف عنصر Drive لملف .xlsx (تعطيه خطوة سرد مجلد أو جلب عنصر في OneDrive)',
      returnAll: 'يقرأ كل الصفحات؛ وإلا يتوقف عند الحد',
      limit: 'أقصى عدد من العناصر المُعادة',
    },
  },
  'microsoft-excel.read_range': {
    name: 'قراءة نطاق',
    description:
      'يقرأ قيم خلايا نطاق في ورقة عمل Excel بعنوان A1 (مثل A1:D20)، أو النطاق المستخدم كله إن لم يُعطَ عنوان؛ ويعيد القيم والنص المعروض صفوفًا من الخلايا، ومع صف العناوين يعيد الصفوف كائنات أيضًا.',
    actions: {
      run: 'قراءة نطاق',
    },
    fields: {
      authorization: 'التفويض',
      itemId: 'المصنف (معرّف العنصر)',
      worksheet: 'ورقة العمل',
      address: 'النطاق',
      firstRowIsHeader: 'الصف الأول يسمّي الأعمدة',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      itemId: 'معرّف عنصر Drive لملف .xlsx (تعطيه خطوة سرد مجلد أو جلب عنصر في OneDrive)',
      worksheet: 'اسم ورقة العمل (علامة تبويبها) أو معرّفها',
      address: 'فارغ: كل الخلايا المستخدمة في ورقة العمل',
      firstRowIsHeader: 'وأعطِ الصفوف التي تحته كائناتٍ مفاتيحها تلك الأسماء أيضًا',
    },
  },
  'microsoft-excel.append_rows': {
    name: 'إلحاق صفوف بجدول',
    description:
      'يضيف صفوفًا في نهاية جدول في مصنف Excel، معطاةً قوائمَ خلايا أو كائناتٍ مفاتيحها أسماء أعمدة الجدول؛ ويعيد فهرس أول صف جديد والقيم المضافة.',
    actions: {
      run: 'إلحاق صفوف بجدول',
    },
    fields: {
      authorization: 'التفويض',
      itemId: 'المصنف (معرّف العنصر)',
      table: 'الجدول',
      rows: 'الصفوف',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      itemId: 'معرّف عنصر Drive لملف .xlsx (تعطيه خطوة سرد مجلد أو جلب عنصر في OneDrive)',
      table: 'اسم الجدول أو معرّفه',
      rows: 'صفوف كقوائم خلايا، مثل [["Ada", 36]]، أو كائنات مفاتيحها أسماء أعمدة الجدول، مثل [{"Name": "Ada", "Age": 36}]',
    },
  },
  'microsoft-excel.update_range': {
    name: 'تحديث نطاق',
    description:
      'يكتب قيمًا في نطاق ورقة عمل Excel بعنوان A1 (مثل A2:C3)، صفوفًا من الخلايا تطابق حجم النطاق؛ ويعيد عنوان النطاق وقيمه بعد التغيير.',
    actions: {
      run: 'تحديث نطاق',
    },
    fields: {
      authorization: 'التفويض',
      itemId: 'المصنف (معرّف العنصر)',
      worksheet: 'ورقة العمل',
      address: 'النطاق',
      values: 'القيم',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      itemId: 'معرّف عنصر Drive لملف .xlsx (تعطيه خطوة سرد مجلد أو جلب عنصر في OneDrive)',
      worksheet: 'اسم ورقة العمل (علامة تبويبها) أو معرّفها',
      values:
        'صفوف من الخلايا بعدد صفوف النطاق وأعمدته، مثل [["Ada", 36], ["Alan", 41]]؛ والخلية التي تبدأ بـ = صيغة',
    },
  },
  'microsoft-excel.custom_api_call': customApiCall(
    'Microsoft Excel 365',
    'https://graph.microsoft.com/v1.0',
    ['oauth2'],
  ),
  'onedrive.new_file': {
    name: 'ملف جديد في مجلد',
    description:
      'يبدأ مسار العمل بالملفات المنشأة في مجلد على OneDrive منذ آخر فحص. يُفحص وفق جدول مسار العمل؛ ولا يمرّر كل تشغيل إلا العناصر التي لم تُمرَّر من قبل.',
    actions: {
      run: 'ملف جديد في مجلد',
    },
    fields: {
      authorization: 'التفويض',
      folderId: 'معرّف المجلد',
      folderPath: 'مسار المجلد',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      folderId: 'معرّف عنصر المجلد؛ فارغ (أو "root") دون مسار: أعلى المساحة',
      folderPath: 'مسار من أعلى المساحة، يُستخدم بدل المعرّف عند إعطائه',
    },
  },
  'onedrive.list_children': {
    name: 'سرد مجلد',
    description:
      'يسرد الملفات والمجلدات في مجلد على OneDrive (أعلى المساحة، أو مجلد بمعرّفه أو مساره)؛ ويعيد لكل عنصر معرّفه واسمه وهل هو مجلد ونوع MIME والحجم والأوقات والرابط.',
    actions: {
      run: 'سرد مجلد',
    },
    fields: {
      authorization: 'التفويض',
      folderId: 'معرّف المجلد',
      folderPath: 'مسار المجلد',
      orderBy: 'الترتيب حسب',
      returnAll: 'إرجاع الكل',
      limit: 'الحد',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      folderId: 'معرّف عنصر المجلد؛ فارغ (أو "root") دون مسار: أعلى المساحة',
      folderPath: 'مسار من أعلى المساحة، يُستخدم بدل المعرّف عند إعطائه',
      orderBy: 'مثل name أو lastModifiedDateTime desc؛ وإن تُرك فارغًا فترتيب Microsoft Graph',
      returnAll: 'يقرأ كل الصفحات؛ وإلا يتوقف عند الحد',
      limit: 'أقصى عدد من العناصر المُعادة',
    },
  },
  'onedrive.get_item': {
    name: 'جلب عنصر',
    description:
      'يقرأ البيانات الوصفية لملف أو مجلد على OneDrive بمعرّف العنصر أو مساره: الاسم وهل هو مجلد ونوع MIME والحجم ووقتا الإنشاء والتعديل والرابط والمجلد الأم.',
    actions: {
      run: 'جلب عنصر',
    },
    fields: {
      authorization: 'التفويض',
      itemId: 'معرّف العنصر',
      itemPath: 'المسار',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      itemId: 'معرّف عنصر الملف أو المجلد',
      itemPath: 'مسار من أعلى المساحة، يُستخدم بدل المعرّف عند إعطائه',
    },
  },
  'onedrive.download_file': {
    name: 'تنزيل ملف',
    description:
      'يقرأ محتوى ملف على OneDrive بمعرّف العنصر أو مساره، نصًا (أو بايتات «base64» عند الطلب)؛ ويعيد المعرّف والاسم ونوع MIME والمحتوى.',
    actions: {
      run: 'تنزيل ملف',
    },
    fields: {
      authorization: 'التفويض',
      itemId: 'معرّف العنصر',
      itemPath: 'المسار',
      base64: 'المحتوى بترميز «base64»',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      itemId: 'معرّف عنصر الملف أو المجلد',
      itemPath: 'مسار من أعلى المساحة، يُستخدم بدل المعرّف عند إعطائه',
      base64: 'للملفات الثنائية (PDF والصور وملفات Office): البايتات بترميز «base64» بدلًا من النص',
    },
  },
  'onedrive.upload_file': {
    name: 'رفع ملف',
    description:
      'ينشئ ملفًا نصيًا صغيرًا على OneDrive أو يستبدله (في أعلى المساحة، أو في مجلد بمعرّفه أو مساره) بالاسم والمحتوى المعطيين؛ ويعيد معرّف الملف واسمه وحجمه ورابطه.',
    actions: {
      run: 'رفع ملف',
    },
    fields: {
      authorization: 'التفويض',
      name: 'اسم الملف',
      content: 'المحتوى',
      folderId: 'معرّف المجلد',
      folderPath: 'مسار المجلد',
      contentType: 'نوع المحتوى',
      conflictBehavior: 'إن كان الاسم موجودًا',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      content: 'نص الملف',
      folderId: 'معرّف عنصر المجلد؛ فارغ (أو "root") دون مسار: أعلى المساحة',
      folderPath: 'مسار من أعلى المساحة، يُستخدم بدل المعرّف عند إعطائه',
      contentType: 'مثل text/csv وapplication/json',
      conflictBehavior: 'استبدال الملف، أو الرفع باسم جديد، أو الفشل',
    },
  },
  'onedrive.create_folder': {
    name: 'إنشاء مجلد',
    description:
      'ينشئ مجلدًا على OneDrive، في أعلى المساحة أو داخل مجلد بمعرّفه أو مساره؛ ويعيد معرّف المجلد الجديد واسمه ورابطه.',
    actions: {
      run: 'إنشاء مجلد',
    },
    fields: {
      authorization: 'التفويض',
      name: 'اسم المجلد',
      folderId: 'معرّف المجلد الأم',
      folderPath: 'مسار المجلد الأم',
      conflictBehavior: 'إن كان الاسم موجودًا',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      folderId: 'فارغ دون مسار: أعلى المساحة',
      folderPath: 'يُستخدم بدل المعرّف عند إعطائه',
      conflictBehavior: 'الفشل، أو إنشاؤه باسم جديد',
    },
  },
  'onedrive.delete_item': {
    name: 'حذف عنصر',
    description:
      'يحذف ملفًا أو مجلدًا على OneDrive (مع محتوياته) بمعرّف العنصر، إلى سلة المحذوفات؛ ويعيد المعرّف و«deleted: true».',
    actions: {
      run: 'حذف عنصر',
    },
    fields: {
      authorization: 'التفويض',
      itemId: 'معرّف العنصر',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
    },
  },
  'onedrive.custom_api_call': customApiCall('OneDrive', 'https://graph.microsoft.com/v1.0', ['oauth2']),
};
