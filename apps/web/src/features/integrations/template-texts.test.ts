import { IntegrationTemplate } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { tr } from '../../i18n/tr';
import { localizeTemplate, localizeTemplateSummary } from './template-texts';

/** The server's integration library, read as data (apps/server is another app: no import of its code). */
async function serverTemplates(): Promise<IntegrationTemplate[]> {
  const specifier = '../../../../server/src/integrations/templates/index.ts';
  const module: unknown = await import(/* @vite-ignore */ specifier);
  return z.object({ INTEGRATION_TEMPLATES: z.array(IntegrationTemplate) }).parse(module)
    .INTEGRATION_TEMPLATES;
}

const texts = (template: IntegrationTemplate) => [
  template.name,
  template.description,
  ...template.settings.flatMap((s) => [s.label, s.help ?? '']),
  ...template.authorizations.flatMap((a) => [a.label, a.help ?? '']),
];

describe('integration template texts', () => {
  it('hold every template of the server, in English letter for letter as the server words it', async () => {
    const templates = await serverTemplates();
    expect(templates.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(en.templates.integrations).sort()).toEqual(templates.map((t) => t.id).sort());
    for (const template of templates) {
      expect(localizeTemplate(template, en.templates), template.id).toEqual(template);
    }
  });

  it.each([
    ['tr', tr.templates],
    ['ar', ar.templates],
  ] as const)('are all in %s: name, description, each setting and authorization', async (_, catalogue) => {
    for (const template of await serverTemplates()) {
      expect(Object.hasOwn(catalogue.integrations, template.id), template.id).toBe(true);
      const localized = localizeTemplate(template, catalogue);
      expect(localized.name, template.id).not.toBe(template.name);
      expect(localized.description, template.id).not.toBe(template.description);
      expect(localized.instructions, template.id).not.toBe(template.instructions);
      // Only the words change: keys, types, defaults and what the settings fill stay the server's.
      const blank = { name: '', description: '', instructions: '' };
      expect({ ...localized, ...blank, settings: [], authorizations: [] }).toEqual({
        ...template,
        ...blank,
        settings: [],
        authorizations: [],
      });
      expect(localized.settings.map((s) => ({ ...s, label: '', help: '' }))).toEqual(
        template.settings.map((s) => ({ ...s, label: '', help: '' })),
      );
      const original = texts(template);
      // Every help text there was is there, in the language (a label may be a name such as "Model").
      texts(localized).forEach((text, i) => {
        expect(text === '', `${template.id} #${i}`).toBe(original[i] === '');
      });
      expect(
        localized.settings.some((s, i) => s.label !== template.settings[i]?.label) ||
          template.settings.length === 0,
        template.id,
      ).toBe(true);
      expect(localizeTemplateSummary(template, catalogue).name).toBe(localized.name);
    }
  });

  it('keeps the server’s words for a template the catalogue does not know yet', async () => {
    const [first] = await serverTemplates();
    if (!first) throw new Error('no template');
    const unknown = { ...first, id: 'made-after-this-catalogue' };
    expect(localizeTemplate(unknown, ar.templates)).toEqual(unknown);
  });
});
