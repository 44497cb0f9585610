import type { ServiceDescriptor } from '@flowlane/contracts';
import type { Translation } from '../../../i18n';

type Steps = Translation['steps'];

function pick(table: Record<string, string>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * A step descriptor in the interface language: name, description, action names, field labels
 * and help, output handle labels, looked up by service id. A service the catalogue does not know yet
 * keeps the server's (English) words. Read straight from the catalogue, not through i18next, because
 * help texts show `{{ mapping }}` literally. The category stays the catalogue's (the palette orders
 * groups by it); `categoryLabel` names it.
 */
export function localizeService(service: ServiceDescriptor, steps: Steps): ServiceDescriptor {
  const isKnown = (id: string): id is keyof Steps['services'] => Object.hasOwn(steps.services, id);
  const texts = isKnown(service.id) ? steps.services[service.id] : undefined;
  return {
    ...service,
    name: texts?.name ?? service.name,
    description: texts?.description ?? service.description,
    actions: service.actions.map((action) => ({
      ...action,
      name: (texts && pick(texts.actions, action.id)) ?? action.name,
    })),
    inputs: service.inputs.map((field) => ({
      ...field,
      label: (texts && pick(texts.fields, field.key)) ?? field.label,
      help: (texts && pick(texts.help, field.key)) ?? field.help,
    })),
    outputHandles: service.outputHandles.map((handle) => ({
      ...handle,
      label: pick(steps.handles, handle.id) ?? handle.label,
    })),
  };
}

/** A palette group's title in the interface language. */
export function categoryLabel(category: string, steps: Steps): string {
  return pick(steps.categories, category) ?? category;
}
