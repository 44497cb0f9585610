import { AUTH_TEMPLATES, type AuthTemplate } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { tr } from '../../i18n/tr';
import { localizeAuthTemplate } from './auth-template-texts';

const words = (template: AuthTemplate) =>
  template.fields.flatMap((f) => [f.label, f.help ?? '', ...(f.options ?? []).map((o) => o.label)]);
/** Brand and protocol names, the same in every language. */
const NAMES = new Set([
  'GitHub',
  'Google',
  'Slack',
  'Microsoft',
  'HubSpot',
  'Notion',
  'Jira',
  'Twilio',
  'Airtable',
  'Supabase',
  'WhatsApp Business',
  'SMTP',
  'PostgreSQL',
  'MySQL / MariaDB',
  'Redis',
  'MQTT',
  'AMQP (RabbitMQ)',
  'NATS',
  'Anthropic',
  'Google Gemini',
]);

describe('auth template texts', () => {
  it('hold every auth template, in English letter for letter as the server words it', () => {
    expect(Object.keys(en.templates.auth).sort()).toEqual(AUTH_TEMPLATES.map((t) => t.id).sort());
    for (const template of AUTH_TEMPLATES) {
      expect(localizeAuthTemplate(template, en.templates), template.id).toEqual(template);
    }
  });

  it.each([
    ['tr', tr.templates],
    ['ar', ar.templates],
  ] as const)('are all in %s: name, description, each field’s label, help and options', (_, catalogue) => {
    for (const template of AUTH_TEMPLATES) {
      expect(Object.hasOwn(catalogue.auth, template.id), template.id).toBe(true);
      const localized = localizeAuthTemplate(template, catalogue);
      expect(localized.description, template.id).not.toBe(template.description);
      if (!NAMES.has(template.name)) {
        expect(localized.name, template.id).not.toBe(template.name);
      }
      // Only the words change: keys, types, defaults and option values stay the server's.
      expect(
        localized.fields.map((f) => ({ ...f, label: '', help: '', options: f.options?.map((o) => o.value) })),
      ).toEqual(
        template.fields.map((f) => ({ ...f, label: '', help: '', options: f.options?.map((o) => o.value) })),
      );
      const original = words(template);
      words(localized).forEach((text, i) => {
        expect(text === '', `${template.id} #${i}`).toBe(original[i] === '');
      });
    }
    const apikey = AUTH_TEMPLATES.find((t) => t.id === 'apikey');
    if (!apikey) throw new Error('apikey missing');
    const keyIn = localizeAuthTemplate(apikey, catalogue).fields.find((f) => f.key === 'in');
    expect(keyIn?.options?.map((o) => o.value)).toEqual(['header', 'query']);
    expect(keyIn?.options?.map((o) => o.label)).not.toContain('Query string');
  });

  it('keeps the server’s words for a template or a field the catalogue does not know yet', () => {
    const postgres = AUTH_TEMPLATES.find((t) => t.id === 'postgres');
    const [host] = postgres?.fields ?? [];
    if (!postgres || !host) throw new Error('postgres missing');
    const extra = { ...postgres, fields: [host, { ...host, key: 'later', label: 'Later' }] };
    const localized = localizeAuthTemplate(extra, ar.templates);
    expect(localized.fields.map((f) => f.label)).toEqual([
      ar.templates.auth.postgres.fields.host.label,
      'Later',
    ]);
    expect(localizeAuthTemplate({ ...postgres, id: 'made-later' }, ar.templates).description).toBe(
      postgres.description,
    );
  });
});
