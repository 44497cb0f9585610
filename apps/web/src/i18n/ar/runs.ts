import type { RunsTexts } from '../en/runs';

export const runs: RunsTexts = {
  status: {
    queued: 'في الانتظار',
    running: 'قيد التشغيل',
    succeeded: 'نجح',
    failed: 'فشل',
    cancelled: 'أُلغي',
    timed_out: 'انتهت المهلة',
    refused: 'مرفوض',
  },
  stepStatus: {
    succeeded: 'نجحت',
    failed: 'فشلت',
    skipped: 'تم تخطيها',
    cancelled: 'أُلغيت',
  },
  trigger: {
    manual: 'يدوي',
    webhook: 'ويب هوك',
    schedule: 'جدولة',
    mailhook: 'خطاف البريد',
    retry: 'إعادة المحاولة',
    integration: 'تكامل',
    test: 'اختبار خطوة',
    mcp: 'أداة MCP',
  },
  columns: {
    workflow: 'مسار العمل',
    status: 'الحالة',
    trigger: 'المشغّل',
    started: 'البدء',
    duration: 'المدة',
    processing: 'وقت المعالجة',
  },
};
