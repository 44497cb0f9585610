import type { AuthTemplate } from '@flowlane/contracts';
import type { Translation } from '../../i18n';

type FieldTexts = { label: string; help?: string; options?: Record<string, string> };
type AuthTemplateTexts = { name: string; description: string; fields: Record<string, FieldTexts> };

/**
 * An auth template in the interface language, by template id: name, description, and each field's label,
 * help and option labels. A template or field the catalogue does not know keeps the server's (English) words.
 */
export function localizeAuthTemplate(
  template: AuthTemplate,
  catalogue: Translation['templates'],
): AuthTemplate {
  const table: Record<string, AuthTemplateTexts> = catalogue.auth;
  const texts = Object.hasOwn(table, template.id) ? table[template.id] : undefined;
  if (!texts) return template;
  return {
    ...template,
    name: texts.name,
    description: texts.description,
    fields: template.fields.map((field) => {
      const own = Object.hasOwn(texts.fields, field.key) ? texts.fields[field.key] : undefined;
      if (!own) return field;
      const options = own.options;
      return {
        ...field,
        label: own.label,
        ...(own.help !== undefined ? { help: own.help } : {}),
        ...(field.options && options
          ? {
              options: field.options.map((option) =>
                Object.hasOwn(options, option.value)
                  ? { ...option, label: options[option.value] ?? option.label }
                  : option,
              ),
            }
          : {}),
      };
    }),
  };
}
