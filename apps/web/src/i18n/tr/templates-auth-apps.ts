import type { authAppTemplates as english } from '../en/templates-auth-apps';
import type { Texts } from '../shape';
import { oauth2FieldTexts } from './templates-auth-connections';

export const authAppTemplates: Texts<typeof english> = {
  github: {
    name: 'GitHub',
    description:
      'OAuth2 ile GitHub’a giriş yapın; kendi GitHub OAuth uygulamanızın istemci kimliğini ve gizli anahtarını girin.',
    fields: {
      ...oauth2FieldTexts,
      baseUrl: {
        label: 'API temel adresi',
        help: 'GitHub Enterprise Server: https://<sunucunuz>/api/v3',
      },
    },
  },
  google: {
    name: 'Google',
    description:
      'OAuth2 ile Google’a giriş yapın; kendi Google OAuth uygulamanızın istemci kimliğini ve gizli anahtarını girin.',
    fields: {
      ...oauth2FieldTexts,
    },
  },
  slack: {
    name: 'Slack',
    description:
      'OAuth2 ile Slack’e giriş yapın; kendi Slack OAuth uygulamanızın istemci kimliğini ve gizli anahtarını girin.',
    fields: {
      ...oauth2FieldTexts,
    },
  },
  microsoft: {
    name: 'Microsoft',
    description:
      'OAuth2 ile Microsoft’a giriş yapın; kendi Microsoft OAuth uygulamanızın istemci kimliğini ve gizli anahtarını girin.',
    fields: {
      ...oauth2FieldTexts,
    },
  },
  hubspot: {
    name: 'HubSpot',
    description:
      'OAuth2 ile HubSpot’a giriş yapın; kendi HubSpot OAuth uygulamanızın istemci kimliğini ve gizli anahtarını girin.',
    fields: {
      ...oauth2FieldTexts,
    },
  },
  'slack-bot': {
    name: 'Slack bot belirteci',
    description:
      'Bir Slack uygulamasının bot belirteci (xoxb-…), chat:write, channels:read, channels:history ve files:write kapsamlarıyla.',
    fields: {
      token: {
        label: 'Bot belirteci',
      },
    },
  },
  'github-token': {
    name: 'GitHub belirteci',
    description:
      'github.com ya da GitHub Enterprise Server için bir GitHub kişisel erişim belirteci (ayrıntılı ya da klasik).',
    fields: {
      token: {
        label: 'Kişisel erişim belirteci',
      },
      baseUrl: {
        label: 'API temel adresi',
        help: 'GitHub Enterprise Server: https://<sunucunuz>/api/v3',
      },
    },
  },
  telegram: {
    name: 'Telegram botu',
    description: '@BotFather’dan alınan bir Telegram bot belirteci.',
    fields: {
      token: {
        label: 'Bot belirteci',
      },
      baseUrl: {
        label: 'API temel adresi',
        help: 'Yerel bir Bot API sunucusu: http://<sunucunuz>:8081',
      },
    },
  },
  notion: {
    name: 'Notion',
    description:
      'Bir Notion dahili entegrasyon gizli anahtarı; iş akışının kullandığı her sayfayı ya da veritabanını entegrasyonla paylaşın.',
    fields: {
      token: {
        label: 'Dahili entegrasyon gizli anahtarı',
      },
    },
  },
  'discord-bot': {
    name: 'Discord botu',
    description:
      'Geliştirici Portalı’ndan bir Discord bot belirteci; botu sunucuya Kanalları Görüntüle, Mesaj Gönder ve Mesaj Geçmişini Oku izinleriyle ekleyin (yeni mesajların metni için Message Content yetkisiyle).',
    fields: {
      token: {
        label: 'Bot belirteci',
      },
    },
  },
  jira: {
    name: 'Jira',
    description:
      'Hesap e-postası ve API belirteciyle Jira Cloud, ya da kişisel erişim belirteciyle Jira Data Center (e-postayı boş bırakın).',
    fields: {
      baseUrl: {
        label: 'Site adresi',
        help: 'Jira Cloud siteniz ya da Jira Data Center adresiniz.',
      },
      email: {
        label: 'Hesap e-postası',
        help: 'Yalnızca Jira Cloud.',
      },
      token: {
        label: 'API belirteci',
        help: 'Jira Data Center: kişisel erişim belirteci.',
      },
    },
  },
  twilio: {
    name: 'Twilio',
    description: 'Twilio Konsolu’ndan Twilio hesap SID’niz ve kimlik doğrulama belirteciniz.',
    fields: {
      username: {
        label: 'Hesap SID',
      },
      password: {
        label: 'Kimlik doğrulama belirteci',
      },
    },
  },
  'hubspot-token': {
    name: 'HubSpot özel uygulaması',
    description:
      'crm.objects.contacts.read, crm.objects.contacts.write ve crm.objects.deals.write kapsamlarına sahip bir HubSpot özel uygulamasının erişim belirteci.',
    fields: {
      token: {
        label: 'Erişim belirteci',
      },
    },
  },
  airtable: {
    name: 'Airtable',
    description:
      'data.records:read, data.records:write ve schema.bases:read kapsamlarına sahip, iş akışının kullandığı base’lere erişimi olan bir Airtable kişisel erişim belirteci.',
    fields: {
      token: {
        label: 'Kişisel erişim belirteci',
      },
    },
  },
  supabase: {
    name: 'Supabase',
    description:
      'Bir Supabase projesinin adresi ve bir API anahtarı: service role (ya da secret) anahtarı Row Level Security’yi atlar, anon (ya da publishable) anahtarı ona tabidir.',
    fields: {
      baseUrl: {
        label: 'Proje adresi',
        help: 'Project Settings > Data API bölümünden, ya da kendi barındırdığınız kurulumdan.',
      },
      token: {
        label: 'API anahtarı (service role ya da anon)',
      },
    },
  },
  whatsapp: {
    name: 'WhatsApp Business',
    description:
      'whatsapp_business_messaging yetkili bir WhatsApp Business Cloud API erişim belirteci (bir sistem kullanıcısının kalıcı belirteci) ve gönderim yapılan telefon numarası kimliği.',
    fields: {
      token: {
        label: 'Erişim belirteci',
      },
      phoneNumberId: {
        label: 'Telefon numarası kimliği',
        help: 'Meta uygulama panelinde: WhatsApp > API Setup.',
      },
      appSecret: {
        label: 'Uygulama gizli anahtarı (webhook imzaları için)',
      },
    },
  },
};
