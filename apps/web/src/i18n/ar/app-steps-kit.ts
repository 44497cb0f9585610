/** The kit's "Custom API call" step of an app, worded once. */
export const customApiCall = (app: string, url: string, kinds: readonly string[]) => ({
  name: 'استدعاء API مخصص',
  description: `يرسل أي طلب إلى واجهة API الخاصة بـ ${app} بتفويض الخطوة، ويعيد الحالة والترويسات والمحتوى؛ والمسار نسبي إلى ${url}.`,
  actions: { run: 'استدعاء API مخصص' },
  fields: {
    authorization: 'التفويض',
    method: 'الطريقة',
    path: 'المسار',
    query: 'معلمات الاستعلام',
    headers: 'الترويسات',
    body: 'المحتوى (JSON)',
  },
  help: {
    authorization: `تفويض من نوع ${kinds.join(' أو ')}`,
    path: `نسبةً إلى عنوان URL الأساسي لواجهة API الخاصة بالتطبيق (${url})`,
  },
});
