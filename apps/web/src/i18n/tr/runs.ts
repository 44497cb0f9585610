import type { RunsTexts } from '../en/runs';

export const runs: RunsTexts = {
  status: {
    queued: 'Kuyrukta',
    running: 'Çalışıyor',
    succeeded: 'Başarılı',
    failed: 'Başarısız',
    cancelled: 'İptal edildi',
    timed_out: 'Zaman aşımı',
    refused: 'Reddedildi',
  },
  stepStatus: {
    succeeded: 'Başarılı',
    failed: 'Başarısız',
    skipped: 'Atlandı',
    cancelled: 'İptal edildi',
  },
  trigger: {
    manual: 'Elle',
    webhook: 'Webhook',
    schedule: 'Zamanlama',
    mailhook: 'E-posta kancası',
    retry: 'Yeniden deneme',
    integration: 'Entegrasyon',
    test: 'Adım testi',
    mcp: 'MCP aracı',
  },
  columns: {
    workflow: 'İş akışı',
    status: 'Durum',
    trigger: 'Tetikleyici',
    started: 'Başlangıç',
    duration: 'Süre',
    processing: 'İşlem süresi',
  },
};
