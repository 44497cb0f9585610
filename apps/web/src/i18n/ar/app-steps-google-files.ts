import type { googleFilesSteps as english } from '../en/app-steps-google-files';
import type { Texts } from '../shape';
import { customApiCall } from './app-steps-kit';

export const googleFilesSteps: Texts<typeof english> = {
  'google-sheets.new_row': {
    name: 'صف جديد',
    description:
      'يبدأ مسار العمل بالصفوف المضافة في نهاية علامة تبويب في Google Sheets منذ آخر فحص. يُفحص وفق جدول مسار العمل؛ ولا يمرّر كل تشغيل إلا العناصر التي لم تُمرَّر من قبل.',
    actions: {
      run: 'صف جديد',
    },
    fields: {
      authorization: 'التفويض',
      spreadsheetId: 'معرّف جدول البيانات',
      sheet: 'الورقة',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      spreadsheetId: 'المعرّف الطويل في رابط جدول البيانات: docs.google.com/spreadsheets/d/<id>/edit',
      sheet: 'اسم علامة التبويب',
    },
  },
  'google-sheets.append_row': {
    name: 'إلحاق صف',
    description:
      'يضيف صفًا في نهاية علامة تبويب في Google Sheets من كائن مفاتيحه أسماء الأعمدة؛ ويعيد النطاق المكتوب.',
    actions: {
      run: 'إلحاق صف',
    },
    fields: {
      authorization: 'التفويض',
      spreadsheetId: 'معرّف جدول البيانات',
      sheet: 'الورقة',
      row: 'الصف',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      spreadsheetId: 'المعرّف الطويل في رابط جدول البيانات: docs.google.com/spreadsheets/d/<id>/edit',
      sheet: 'اسم علامة التبويب',
      row: 'كائن مفاتيحه أسماء الأعمدة (صف العناوين)، مثل {"Name": "Ada", "Email": "ada@example.com"}',
    },
  },
  'google-sheets.update_row': {
    name: 'تحديث صف',
    description:
      'يغيّر أول صف في علامة تبويب في Google Sheets يساوي عموده قيمةً ما، فيضبط الأعمدة المعطاة ويُبقي الباقي؛ ويفشل إن لم يطابق أي صف.',
    actions: {
      run: 'تحديث صف',
    },
    fields: {
      authorization: 'التفويض',
      spreadsheetId: 'معرّف جدول البيانات',
      sheet: 'الورقة',
      column: 'المطابقة على العمود',
      value: 'القيمة المطلوب مطابقتها',
      row: 'الصف',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      spreadsheetId: 'المعرّف الطويل في رابط جدول البيانات: docs.google.com/spreadsheets/d/<id>/edit',
      sheet: 'اسم علامة التبويب',
      row: 'كائن مفاتيحه أسماء الأعمدة (صف العناوين)، مثل {"Name": "Ada", "Email": "ada@example.com"}',
    },
  },
  'google-sheets.lookup_rows': {
    name: 'البحث عن صفوف',
    description:
      'يجد صفوف علامة تبويب في Google Sheets التي يساوي عمودها قيمةً ما (بمقارنتها نصًا) ويعيدها كائنات.',
    actions: {
      run: 'البحث عن صفوف',
    },
    fields: {
      authorization: 'التفويض',
      spreadsheetId: 'معرّف جدول البيانات',
      sheet: 'الورقة',
      column: 'العمود',
      value: 'القيمة',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      spreadsheetId: 'المعرّف الطويل في رابط جدول البيانات: docs.google.com/spreadsheets/d/<id>/edit',
      sheet: 'اسم علامة التبويب',
      column: 'اسم من صف العناوين',
    },
  },
  'google-sheets.read_rows': {
    name: 'قراءة الصفوف',
    description:
      'يقرأ كل صفوف علامة تبويب في Google Sheets كائناتٍ مفاتيحها صف العناوين (مع «_row»، رقم الصف).',
    actions: {
      run: 'قراءة الصفوف',
    },
    fields: {
      authorization: 'التفويض',
      spreadsheetId: 'معرّف جدول البيانات',
      sheet: 'الورقة',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      spreadsheetId: 'المعرّف الطويل في رابط جدول البيانات: docs.google.com/spreadsheets/d/<id>/edit',
      sheet: 'اسم علامة التبويب',
    },
  },
  'google-sheets.custom_api_call': customApiCall('Google Sheets', 'https://sheets.googleapis.com/v4', [
    'oauth2',
  ]),
  'google-drive.new_file': {
    name: 'ملف جديد في مجلد',
    description:
      'يبدأ مسار العمل بالملفات المنشأة في مجلد على Google Drive منذ آخر فحص. يُفحص وفق جدول مسار العمل؛ ولا يمرّر كل تشغيل إلا العناصر التي لم تُمرَّر من قبل.',
    actions: {
      run: 'ملف جديد في مجلد',
    },
    fields: {
      authorization: 'التفويض',
      folderId: 'معرّف المجلد',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      folderId: 'المعرّف في رابط المجلد: drive.google.com/drive/folders/<id>؛ و"root" هو «ملفاتي»',
    },
  },
  'google-drive.list_files': {
    name: 'سرد الملفات',
    description:
      "يسرد ملفات Google Drive أو يبحث فيها (اختياريًا ما في مجلد واحد فقط، باستعلام Google Drive مثل «name contains 'report'»)؛ ويعيد لكل ملف معرّفه واسمه ونوع MIME والمجلدات الأم والأوقات والحجم والرابط.",
    actions: {
      run: 'سرد الملفات',
    },
    fields: {
      authorization: 'التفويض',
      q: 'استعلام البحث',
      folderId: 'معرّف المجلد',
      includeTrashed: 'تضمين الملفات المحذوفة إلى سلة المهملات',
      orderBy: 'الترتيب حسب',
      returnAll: 'إرجاع الكل',
      limit: 'الحد',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      q: "لغة استعلام Google Drive، مثل name contains 'invoice' and mimeType = 'application/pdf'",
      folderId: 'المعرّف في رابط المجلد: drive.google.com/drive/folders/<id>؛ و"root" هو «ملفاتي»',
      orderBy: 'مثل "modifiedTime desc" أو "name"؛ وإن تُرك فارغًا فترتيب Google Drive الافتراضي',
      returnAll: 'يقرأ كل الصفحات؛ وإلا يتوقف عند الحد',
      limit: 'أقصى عدد من العناصر المُعادة',
    },
  },
  'google-drive.get_file': {
    name: 'جلب ملف',
    description:
      'يقرأ البيانات الوصفية لملف واحد على Google Drive بمعرّفه: الاسم ونوع MIME والمجلدات الأم ووقتا الإنشاء والتعديل والحجم والرابط وهل هو في سلة المهملات.',
    actions: {
      run: 'جلب ملف',
    },
    fields: {
      authorization: 'التفويض',
      fileId: 'معرّف الملف',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      fileId: 'المعرّف في رابط الملف: drive.google.com/file/d/<id>/view',
    },
  },
  'google-drive.download_file': {
    name: 'تنزيل ملف',
    description:
      'يقرأ محتوى ملف على Google Drive نصًا (Google Docs وGoogle Slides نصًا عاديًا، وGoogle Sheets بصيغة CSV)، أو بايتات «base64» عند الطلب؛ ويعيد المعرّف والاسم ونوع MIME والمحتوى.',
    actions: {
      run: 'تنزيل ملف',
    },
    fields: {
      authorization: 'التفويض',
      fileId: 'معرّف الملف',
      base64: 'المحتوى بترميز «base64»',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      fileId: 'المعرّف في رابط الملف: drive.google.com/file/d/<id>/view',
      base64: 'للملفات الثنائية (PDF، الصور): البايتات بترميز «base64» بدلًا من النص',
    },
  },
  'google-drive.upload_file': {
    name: 'رفع ملف',
    description:
      'ينشئ ملفًا على Google Drive (اختياريًا داخل مجلد) من نص أو بايتات «base64»، بالاسم ونوع MIME المحددين؛ ويعيد معرّف الملف الجديد واسمه ونوع MIME والرابط.',
    actions: {
      run: 'رفع ملف',
    },
    fields: {
      authorization: 'التفويض',
      name: 'اسم الملف',
      content: 'المحتوى',
      base64: 'المحتوى بترميز «base64»',
      mimeType: 'نوع MIME',
      folderId: 'معرّف المجلد',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      content: 'الملف نصًا، أو بايتات «base64»',
      mimeType: 'مثل text/csv وapplication/pdf',
      folderId: 'المعرّف في رابط المجلد: drive.google.com/drive/folders/<id>؛ و"root" هو «ملفاتي»',
    },
  },
  'google-drive.create_folder': {
    name: 'إنشاء مجلد',
    description:
      'ينشئ مجلدًا على Google Drive، داخل مجلد أم أو في أعلى «ملفاتي»؛ ويعيد معرّف المجلد الجديد واسمه ورابطه.',
    actions: {
      run: 'إنشاء مجلد',
    },
    fields: {
      authorization: 'التفويض',
      name: 'اسم المجلد',
      parentId: 'معرّف المجلد الأم',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      parentId: 'فارغ: في أعلى «ملفاتي»',
    },
  },
  'google-drive.delete_file': {
    name: 'حذف ملف',
    description:
      'ينقل ملفًا أو مجلدًا على Google Drive إلى سلة المهملات (يمكن استعادته خلال 30 يومًا)؛ ويعيد معرّفه واسمه و«trashed: true».',
    actions: {
      run: 'حذف ملف',
    },
    fields: {
      authorization: 'التفويض',
      fileId: 'معرّف الملف',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      fileId: 'المعرّف في رابط الملف: drive.google.com/file/d/<id>/view',
    },
  },
  'google-drive.custom_api_call': customApiCall('Google Drive', 'https://www.googleapis.com', ['oauth2']),
  'google-docs.create_document': {
    name: 'إنشاء مستند',
    description:
      'ينشئ مستند Google Docs بعنوان، ونصه الأول اختياريًا؛ ويعيد معرّف المستند الجديد وعنوانه ورابطه.',
    actions: {
      run: 'إنشاء مستند',
    },
    fields: {
      authorization: 'التفويض',
      title: 'العنوان',
      text: 'النص',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      text: 'النص الأول للمستند؛ كل سطر جديد يبدأ فقرة جديدة',
    },
  },
  'google-docs.get_document': {
    name: 'جلب مستند',
    description:
      'يقرأ مستند Google Docs بمعرّفه؛ ويعيد عنوانه ومراجعته ورابطه ونصه العادي (الفقرات وخلايا الجداول بالترتيب).',
    actions: {
      run: 'جلب مستند',
    },
    fields: {
      authorization: 'التفويض',
      documentId: 'معرّف المستند',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      documentId: 'المعرّف الطويل في رابط المستند: docs.google.com/document/d/<id>/edit',
    },
  },
  'google-docs.append_text': {
    name: 'إلحاق نص',
    description:
      'يضيف نصًا في نهاية مستند Google Docs، فقرةً جديدة ما لم يُطلب منه إكمال الفقرة الأخيرة؛ ويعيد معرّف المستند ومراجعته الجديدة.',
    actions: {
      run: 'إلحاق نص',
    },
    fields: {
      authorization: 'التفويض',
      documentId: 'معرّف المستند',
      text: 'النص',
      newParagraph: 'بدء فقرة جديدة',
    },
    help: {
      authorization: 'تفويض من نوع oauth2',
      documentId: 'المعرّف الطويل في رابط المستند: docs.google.com/document/d/<id>/edit',
      newParagraph: 'عند الإيقاف: يُكمل النص الفقرة الأخيرة',
    },
  },
  'google-docs.custom_api_call': customApiCall('Google Docs', 'https://docs.googleapis.com/v1', ['oauth2']),
};
