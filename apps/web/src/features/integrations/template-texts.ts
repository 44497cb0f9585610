import type { IntegrationTemplate, IntegrationTemplateSummary } from '@flowlane/contracts';
import { useTranslation } from 'react-i18next';
import { catalogueOf, type Translation } from '../../i18n';

type FieldTexts = { label: string; help?: string };
type TemplateTexts = {
  name: string;
  description: string;
  instructions: string;
  settings: Record<string, FieldTexts>;
  authorizations: Record<string, FieldTexts>;
};

function textsOf(catalogue: Translation['templates'], id: string): TemplateTexts | undefined {
  const table: Record<string, TemplateTexts> = catalogue.integrations;
  return Object.hasOwn(table, id) ? table[id] : undefined;
}

function field<T extends { key: string; label: string; help?: string | undefined }>(
  item: T,
  table: Record<string, FieldTexts> | undefined,
): T {
  const texts = table && Object.hasOwn(table, item.key) ? table[item.key] : undefined;
  if (!texts) return item;
  return { ...item, label: texts.label, ...(texts.help !== undefined ? { help: texts.help } : {}) };
}

/**
 * A library card in the interface language: name and description by template id; a template the
 * catalogue does not know yet keeps the server's (English) words.
 */
export function localizeTemplateSummary(
  template: IntegrationTemplateSummary,
  catalogue: Translation['templates'],
): IntegrationTemplateSummary {
  const texts = textsOf(catalogue, template.id);
  return texts ? { ...template, name: texts.name, description: texts.description } : template;
}

/**
 * A template in the interface language: its card's texts, its instructions, and each setting's and
 * authorization's label and help.
 */
export function localizeTemplate(
  template: IntegrationTemplate,
  catalogue: Translation['templates'],
): IntegrationTemplate {
  const texts = textsOf(catalogue, template.id);
  if (!texts) return template;
  return {
    ...template,
    name: texts.name,
    description: texts.description,
    instructions: texts.instructions,
    settings: template.settings.map((setting) => field(setting, texts.settings)),
    authorizations: template.authorizations.map((requirement) => field(requirement, texts.authorizations)),
  };
}

/** A template's name in the interface language, for lists of integrations (by template id). */
export function useTemplateName(): (templateId: string, serverName: string) => string {
  const language = useTranslation().i18n.language;
  return (templateId, serverName) => textsOf(catalogueOf(language).templates, templateId)?.name ?? serverName;
}
