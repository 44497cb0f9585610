import type { StepsTexts } from '../en/steps';
import { appSteps } from './app-steps';

export const steps: StepsTexts = {
  categories: {
    AI: 'Yapay zek\u00e2',
    Code: 'Kod',
    Communication: '\u0130leti\u015fim',
    Data: 'Veri',
    Databases: 'Veritabanlar\u0131',
    Files: 'Dosyalar',
    Flow: 'Ak\u0131\u015f',
    Messaging: 'Mesajla\u015fma',
    Network: 'A\u011f',
    Triggers: 'Tetikleyiciler',
  },
  handles: {
    default: 'Varsay\u0131lan',
    done: 'Bitti',
    false: 'Yanl\u0131\u015f',
    loop: 'D\u00f6ng\u00fc',
    main: '\u00c7\u0131kt\u0131',
    true: 'Do\u011fru',
  },
  services: {
    'trigger.manual': {
      name: 'Elle tetikleyici',
      description:
        '\u0130\u015f ak\u0131\u015f\u0131n\u0131 elle \u00e7al\u0131\u015ft\u0131rd\u0131\u011f\u0131n\u0131zda, iste\u011fe ba\u011fl\u0131 bir test verisiyle ba\u015flat\u0131r.',
      actions: {
        run: 'Elle \u00e7al\u0131\u015ft\u0131r\u0131ld\u0131\u011f\u0131nda',
      },
      fields: {
        samplePayload: 'Test verisi',
      },
      help: {
        samplePayload:
          '\u00c7al\u0131\u015ft\u0131rma veri olmadan ba\u015flat\u0131ld\u0131\u011f\u0131nda kullan\u0131l\u0131r',
      },
    },
    'trigger.webhook': {
      name: 'Webhook',
      description:
        'Webhook URL\u2019sine bir istek geldi\u011finde i\u015f ak\u0131\u015f\u0131n\u0131 ba\u015flat\u0131r.',
      actions: {
        run: '\u0130stek geldi\u011finde',
      },
      fields: {
        method: 'Kabul edilen y\u00f6ntem',
      },
      help: {
        method:
          'Ba\u015fka y\u00f6ntemle gelen istekler \u00e7al\u0131\u015ft\u0131rma ba\u015flamadan reddedilir',
      },
    },
    'trigger.schedule': {
      name: 'Zamanlama',
      description:
        '\u0130\u015f ak\u0131\u015f\u0131n\u0131, i\u015f ak\u0131\u015f\u0131n\u0131n zamanlamas\u0131na g\u00f6re ba\u015flat\u0131r (Zamanlama ayarlar\u0131nda belirlenir).',
      actions: {
        run: 'Zaman\u0131 geldi\u011finde',
      },
      fields: {},
      help: {},
    },
    'trigger.mailhook': {
      name: 'E-posta kancas\u0131',
      description:
        '\u0130\u015f ak\u0131\u015f\u0131n\u0131n e-posta adresine bir e-posta geldi\u011finde i\u015f ak\u0131\u015f\u0131n\u0131 ba\u015flat\u0131r.',
      actions: {
        run: 'E-posta geldi\u011finde',
      },
      fields: {},
      help: {},
    },
    'data.set': {
      name: 'Ayarla / D\u00f6n\u00fc\u015ft\u00fcr',
      description:
        'Adland\u0131r\u0131lm\u0131\u015f de\u011ferler atar ya da veriyi tek bir e\u015flemeyle yeniden bi\u00e7imlendirir.',
      actions: {
        run: 'Ayarla',
      },
      fields: {
        mode: 'Mod',
        values: 'De\u011ferler',
        keepInput: 'Gelen alanlar\u0131 koru',
        json: '\u00c7\u0131kt\u0131',
      },
      help: {
        values: 'Her de\u011fer bir {{ mapping }} olabilir',
        json: 'json modunda: \u00e7\u0131kt\u0131, genellikle tek bir {{ mapping }}',
      },
    },
    'flow.if': {
      name: 'E\u011eER',
      description: 'Do\u011fru ya da yanl\u0131\u015f dal\u0131nda devam eder.',
      actions: {
        run: 'Kontrol et',
      },
      fields: {
        condition: 'Ko\u015ful',
        conditions: 'Kar\u015f\u0131la\u015ft\u0131rmalar',
        combine: 'Kar\u015f\u0131la\u015ft\u0131rmalar\u0131 birle\u015ftir',
      },
      help: {
        condition:
          'Do\u011fru ya da yanl\u0131\u015f olan tek bir e\u015fleme; listeye \u00fcst\u00fcn gelir',
        conditions:
          '{left, operator, right} listesi; operat\u00f6rler: equals, notEquals, contains, notContains, startsWith, endsWith, matches, greaterThan, lessThan, greaterOrEqual, lessOrEqual, isEmpty, isNotEmpty, isTrue, isFalse',
      },
    },
    'flow.switch': {
      name: 'Anahtar',
      description: 'E\u015fle\u015fen ilk durumda ya da varsay\u0131lan dalda devam eder.',
      actions: {
        run: 'Y\u00f6nlendir',
      },
      fields: {
        value: 'De\u011fer',
        cases: 'Durumlar',
      },
      help: {
        value:
          'Durumlar\u0131n kar\u015f\u0131la\u015ft\u0131r\u0131ld\u0131\u011f\u0131 de\u011fer, genellikle bir {{ mapping }}',
        cases:
          '{handle, label, value, operator} ya da {handle, label, when} listesi; her handle bir \u00e7\u0131k\u0131\u015ft\u0131r',
      },
    },
    'flow.loop': {
      name: 'D\u00f6ng\u00fc',
      description:
        'D\u00f6ng\u00fc dal\u0131ndaki ad\u0131mlar\u0131 her \u00f6\u011fe i\u00e7in bir kez \u00e7al\u0131\u015ft\u0131r\u0131r, sonra bitti dal\u0131nda devam eder.',
      actions: {
        run: 'Her \u00f6\u011fe i\u00e7in',
      },
      fields: {
        items: '\u00d6\u011feler',
        limit: 'En fazla',
        breakWhen: '\u015eu olunca dur',
      },
      help: {
        items:
          'Bir liste, genellikle bir {{ mapping }}; bir nesne i\u00e7in girdileri \u00fczerinde d\u00f6ner',
        limit: 'Yaln\u0131zca ilk \u00f6\u011feler kullan\u0131l\u0131r',
        breakWhen: 'Her turdan sonra kontrol edilir, \u00f6r. steps.check.found = true',
      },
    },
    'flow.merge': {
      name: 'Birle\u015ftir',
      description:
        'Girdilerini (hepsini, herhangi birini ya da ilkini) bekler ve verilerini birle\u015ftirir.',
      actions: {
        run: 'Birle\u015ftir',
      },
      fields: {
        mode: 'Bekle',
      },
      help: {},
    },
    'flow.delay': {
      name: 'Gecikme',
      description: 'Bir s\u00fcre ya da belirli bir zamana kadar bekler, sonra devam eder.',
      actions: {
        run: 'Bekle',
      },
      fields: {
        amount: 'Bekleme s\u00fcresi',
        unit: 'Birim',
        until: 'Ya da \u015fu zamana kadar',
      },
      help: {
        until: 'ISO bi\u00e7iminde tarih ve saat; "bekleme s\u00fcresi"ne \u00fcst\u00fcn gelir',
      },
    },
    'flow.subworkflow': {
      name: 'Alt i\u015f ak\u0131\u015f\u0131',
      description:
        'Ba\u015fka bir i\u015f ak\u0131\u015f\u0131n\u0131 \u00e7al\u0131\u015ft\u0131r\u0131r ve sonucuyla devam eder.',
      actions: {
        run: '\u0130\u015f ak\u0131\u015f\u0131n\u0131 \u00e7al\u0131\u015ft\u0131r',
      },
      fields: {
        workflowId: '\u0130\u015f ak\u0131\u015f\u0131',
        input: 'Girdi',
      },
      help: {
        input: 'Alt i\u015f ak\u0131\u015f\u0131n\u0131n tetikleyici verisi',
      },
    },
    'flow.webhook-response': {
      name: 'Webhook Yan\u0131t\u0131',
      description:
        '\u00c7al\u0131\u015ft\u0131rmay\u0131 ba\u015flatan webhook iste\u011fini yan\u0131tlar (webhook yan\u0131t bekledi\u011finde).',
      actions: {
        run: 'Yan\u0131tla',
      },
      fields: {
        status: 'Durum kodu',
        headers: 'Ba\u015fl\u0131klar',
        body: 'G\u00f6vde',
      },
      help: {
        body: 'Metin ya da JSON (application/json olarak g\u00f6nderilir)',
      },
    },
    'code.javascript': {
      name: 'Kod',
      description:
        'Verdi\u011finiz veriyle JavaScript\u2019i bir korumal\u0131 alanda \u00e7al\u0131\u015ft\u0131r\u0131r ve bir JSON sonucu d\u00f6nd\u00fcr\u00fcr.',
      actions: {
        run: 'JavaScript \u00e7al\u0131\u015ft\u0131r',
      },
      fields: {
        code: 'Kod',
        input: 'Girdi',
        timeLimitMs: 'S\u00fcre s\u0131n\u0131r\u0131 (ms)',
        memoryLimitMb: 'Bellek s\u0131n\u0131r\u0131 (MiB)',
      },
      help: {
        code: '`input` a\u015fa\u011f\u0131daki Girdi\u2019yi tutar; bir JSON de\u011feri d\u00f6nd\u00fcr\u00fcn',
        input: 'Varsay\u0131lan: her \u015fey (trigger, steps, vars, env)',
      },
    },
    'http.request': {
      name: 'HTTP \u0130ste\u011fi',
      description:
        'Bir HTTP API\u2019sini \u00e7a\u011f\u0131r\u0131r ve yan\u0131t\u0131n\u0131 \u00e7\u0131kt\u0131 olarak verir.',
      actions: {
        run: '\u0130stek g\u00f6nder',
      },
      fields: {
        authorization: 'Yetkilendirme',
        method: 'Y\u00f6ntem',
        url: 'URL',
        headers: 'Ba\u015fl\u0131klar',
        query: 'Sorgu parametreleri',
        bodyType: 'G\u00f6vde t\u00fcr\u00fc',
        body: 'G\u00f6vde',
        contentType: '\u0130\u00e7erik t\u00fcr\u00fc (ham g\u00f6vde)',
        responseType: 'Yan\u0131t\u0131 \u015f\u00f6yle oku',
        timeoutMs: 'Zaman a\u015f\u0131m\u0131 (ms)',
        throwOnHttpError: '4xx/5xx durumunda ba\u015far\u0131s\u0131z ol',
        followRedirects: 'Y\u00f6nlendirmeleri izle',
        pagination: 'Sayfalama',
      },
      help: {
        authorization: 'bearer, basic, apikey ya da oauth2 t\u00fcr\u00fcnde bir yetkilendirme',
        pagination:
          '{mode: nextUrlFromBody | linkHeader | page | offset, ...}; her sayfan\u0131n \u00f6\u011feleri items\u2019a eklenir',
      },
    },
    'mail.send': {
      name: 'E-posta G\u00f6nder',
      description:
        'SMTP sunucunuz ya da Flowlane postac\u0131s\u0131 \u00fczerinden bir e-posta g\u00f6nderir.',
      actions: {
        run: 'G\u00f6nder',
      },
      fields: {
        authorization: 'Yetkilendirme',
        from: 'Kimden',
        to: 'Kime',
        cc: 'Bilgi',
        bcc: 'Gizli bilgi',
        replyTo: 'Yan\u0131t adresi',
        subject: 'Konu',
        text: 'Metin',
        html: 'HTML',
      },
      help: {
        authorization: 'smtp t\u00fcr\u00fcnde bir yetkilendirme',
        from: 'SMTP yetkilendirmesiyle zorunludur',
        to: 'Bir adres ya da virg\u00fclle ayr\u0131lm\u0131\u015f birka\u00e7 adres',
      },
    },
    'db.postgres': {
      name: 'PostgreSQL sorgusu',
      description:
        'Bir PostgreSQL veritaban\u0131nda $1, $2 parametreleriyle tek bir SQL ifadesi \u00e7al\u0131\u015ft\u0131r\u0131r.',
      actions: {
        run: 'Sorgula',
      },
      fields: {
        authorization: 'Yetkilendirme',
        sql: 'SQL',
        params: 'Parametreler',
      },
      help: {
        authorization: 'postgres t\u00fcr\u00fcnde bir yetkilendirme',
        params: '$1, $2, ... yerlerine ba\u011flanan bir liste (SQL\u2019e asla eklenmez)',
      },
    },
    'db.mysql': {
      name: 'MySQL sorgusu',
      description:
        'Bir MySQL veritaban\u0131nda ? parametreleriyle tek bir SQL ifadesi \u00e7al\u0131\u015ft\u0131r\u0131r.',
      actions: {
        run: 'Sorgula',
      },
      fields: {
        authorization: 'Yetkilendirme',
        sql: 'SQL',
        params: 'Parametreler',
      },
      help: {
        authorization: 'mysql t\u00fcr\u00fcnde bir yetkilendirme',
        params: '? yer tutucular\u0131na s\u0131rayla ba\u011flanan bir liste',
      },
    },
    'db.redis': {
      name: 'Redis komutu',
      description:
        'Redis\u2019e tek bir komut g\u00f6nderir (GET, SET, HSET, LPUSH, ...). Y\u0131k\u0131c\u0131 y\u00f6netim komutlar\u0131 reddedilir.',
      actions: {
        run: 'Komut',
      },
      fields: {
        authorization: 'Yetkilendirme',
        command: 'Komut',
        args: 'Arg\u00fcmanlar',
      },
      help: {
        authorization: 'redis t\u00fcr\u00fcnde bir yetkilendirme',
        args: 'Bir liste, \u00f6r. ["key", "value"]',
      },
    },
    'mq.mqtt': {
      name: 'MQTT yay\u0131n\u0131',
      description: 'Bir MQTT konusuna mesaj yay\u0131nlar.',
      actions: {
        run: 'Yay\u0131nla',
      },
      fields: {
        authorization: 'Yetkilendirme',
        topic: 'Konu',
        payload: '\u0130\u00e7erik',
        qos: 'QoS',
        retain: 'Sakla',
      },
      help: {
        authorization: 'mqtt t\u00fcr\u00fcnde bir yetkilendirme',
        payload: 'Metin oldu\u011fu gibi, di\u011fer her \u015fey JSON olarak g\u00f6nderilir',
      },
    },
    'mq.amqp': {
      name: 'AMQP yay\u0131n\u0131',
      description:
        'RabbitMQ\u2019ya (ya da ba\u015fka bir AMQP 0-9-1 arac\u0131s\u0131na) mesaj yay\u0131nlar ve onay\u0131n\u0131 bekler.',
      actions: {
        run: 'Yay\u0131nla',
      },
      fields: {
        authorization: 'Yetkilendirme',
        queue: 'Kuyruk',
        exchange: 'Exchange',
        routingKey: 'Y\u00f6nlendirme anahtar\u0131',
        payload: '\u0130\u00e7erik',
        headers: 'Ba\u015fl\u0131klar',
        contentType: '\u0130\u00e7erik t\u00fcr\u00fc',
        persistent: 'Kal\u0131c\u0131',
        assertQueue: 'Kuyruk yoksa olu\u015ftur',
        mandatory: 'Hi\u00e7bir kuyruk almazsa ba\u015far\u0131s\u0131z ol',
      },
      help: {
        authorization: 'amqp t\u00fcr\u00fcnde bir yetkilendirme',
        queue: 'Bu kuyru\u011fa g\u00f6nderir (varsay\u0131lan exchange)',
      },
    },
    'mq.nats': {
      name: 'NATS yay\u0131n\u0131',
      description:
        'Bir NATS konusunda mesaj yay\u0131nlar ya da bir istek g\u00f6nderip yan\u0131t\u0131 bekler.',
      actions: {
        run: 'Yay\u0131nla',
      },
      fields: {
        authorization: 'Yetkilendirme',
        subject: 'Konu',
        payload: '\u0130\u00e7erik',
        headers: 'Ba\u015fl\u0131klar',
        waitForReply: 'Yan\u0131t bekle',
        replyTimeoutMs: 'Yan\u0131t zaman a\u015f\u0131m\u0131 (ms)',
      },
      help: {
        authorization: 'nats t\u00fcr\u00fcnde bir yetkilendirme',
      },
    },
    'ai.chat': {
      name: 'Yapay zek\u00e2 modeli',
      description:
        'Bir sohbet modeline (OpenAI ya da uyumlu bir API) sorar ve yan\u0131t\u0131n\u0131 \u00e7\u0131kt\u0131 olarak verir.',
      actions: {
        run: 'Sohbet tamamlama',
      },
      fields: {
        authorization: 'Yetkilendirme',
        model: 'Model',
        system: 'Talimatlar',
        prompt: '\u0130stem',
        messages: 'Mesajlar',
        temperature: 'S\u0131cakl\u0131k',
        maxTokens: 'En fazla token',
        responseFormat: 'Yan\u0131t bi\u00e7imi',
      },
      help: {
        authorization: 'openai t\u00fcr\u00fcnde bir yetkilendirme',
        prompt: 'Kullan\u0131c\u0131 mesaj\u0131; ya da t\u00fcm konu\u015fmay\u0131 Mesajlar\u2019da verin',
        messages: '{role, content} listesi, talimatlardan sonra g\u00f6nderilir',
      },
    },
    'ai.agent': {
      name: 'Yapay zekâ ajanı',
      description:
        'Bir mesajı, yol boyunca araçları (uygulama adımları, HTTP istekleri, iş akışları, MCP sunucuları) çağırabilen bir sohbet modeliyle yanıtlar; yanıtını çıktı olarak verir.',
      actions: {
        run: 'Ajanı çalıştır',
      },
      fields: {
        authorization: 'Yetkilendirme',
        model: 'Model',
        system: 'Sistem istemi',
        prompt: 'Kullanıcı mesajı',
        tools: 'Araçlar',
        maxTurns: 'En fazla tur',
        conversation: 'Konuşma anahtarı',
        rememberTurns: 'Hatırlanan tur sayısı',
        outputSchema: 'Çıktı şeması',
        temperature: 'Sıcaklık',
      },
      help: {
        authorization: 'openai, anthropic veya gemini türünde bir yetkilendirme',
        model:
          'Modelin sağlayıcısındaki adı (claude-sonnet-4-5, gemini-2.5-flash, llama3.2…); boşsa yetkilendirmenin varsayılan modeli',
        system: 'Ajanın kim olduğu ve nasıl çalışması gerektiği',
        prompt: 'Ajanın yanıtlayacağı mesaj, ör. {{ trigger.text }}',
        tools:
          'Araç listesi: {"kind": "step", "serviceId": "slack.send_message", "authorization": "…"}, {"kind": "workflow", "workflowId": "…", "name": "…", "description": "…"} veya {"kind": "mcp", "authorization": "…"}; bir kişinin onaylaması gereken araca "needsApproval": true ekleyin',
        maxTurns: 'En fazla model çağrısı, araç turları dahil',
        conversation:
          'Bu konuşmanın son turlarını çalıştırmalar arasında hatırlar, ör. {{ trigger.chatId }}; boşsa bellek yok',
        outputSchema: 'Bir JSON şeması: ajan bu biçimde bir nesneyle, "output" içinde yanıt verir',
      },
    },
    'data.dataset': {
      name: 'Veri kümesi',
      description: 'Veri kümelerinizden birinde satır bulur, sayar, ekler, değiştirir ya da siler.',
      actions: {
        find: 'Satır bul',
        count: 'Satırları say',
        insert: 'Satır ekle',
        update: 'Satırları değiştir',
        upsert: 'Satır ekle ya da değiştir',
        delete: 'Satırları sil',
      },
      fields: {
        datasetId: 'Veri kümesi',
        filter: 'Filtre',
        sort: 'Sıralama sütunu',
        direction: 'Yön',
        limit: 'En fazla',
        offset: 'Atla',
        rows: 'Satırlar',
        values: 'Değerler',
      },
      help: {
        filter:
          '{"column": value} or [{"column", "operator": contains|startsWith|endsWith|matches|gt|lt|equals, "value"}] or {"join": "or", "conditions": [...]}',
        rows: 'Bir satır nesnesi ya da bunların listesi',
      },
    },
    'file.pdf-ocr': {
      name: 'PDF OCR',
      description: 'Depolanmış bir PDF’in metnini okur, taranmış sayfaları tanır.',
      actions: {
        run: 'Metni oku',
      },
      fields: {
        fileId: 'PDF dosyası',
        language: 'Dil',
        maxPages: 'En fazla sayfa',
        timeoutSeconds: 'Süre sınırı (saniye)',
      },
      help: {
        fileId: 'Depolanmış bir PDF’in kimliği: PDF deposuna bir yükleme ya da bir mailhook eki',
        maxPages: 'Bu sayıdan sonraki sayfalar okunmaz (en fazla 500)',
        timeoutSeconds: 'Okuma daha uzun sürerse adım başarısız olur (en fazla 600)',
      },
    },
    'n8n.placeholder': {
      name: 'Değiştirilecek n8n düğümü',
      description:
        'İçe aktarmanın eşleyemediği bir n8n düğümü. Parametrelerini saklar, çalıştırılınca başarısız olur.',
      actions: {
        run: 'Durdur',
      },
      fields: {
        n8nType: 'n8n düğüm türü',
        n8nTypeVersion: 'n8n düğüm sürümü',
        reason: 'Neden eşlenmedi',
        n8nParameters: 'n8n parametreleri',
      },
      help: {
        n8nParameters: 'Dışa aktarıldığı gibi, başvuru için',
      },
    },
    ...appSteps,
  },
};
