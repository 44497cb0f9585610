import type { OutputHandle, ServiceAction, ServiceField } from '@flowlane/contracts';

/** Small builders for descriptors, so each service file reads as its form. */

export const MAIN_OUTPUT: OutputHandle[] = [{ id: 'main', label: 'Output' }];

export const RUN_ACTION: ServiceAction[] = [{ id: 'run', name: 'Run', description: 'Run the step' }];

type FieldExtras = Partial<Omit<ServiceField, 'key' | 'label' | 'type'>>;

export function field(
  key: string,
  label: string,
  type: ServiceField['type'],
  extras: FieldExtras = {},
): ServiceField {
  return { key, label, type, required: false, ...extras };
}

export function required(
  key: string,
  label: string,
  type: ServiceField['type'],
  extras: FieldExtras = {},
): ServiceField {
  return { key, label, type, ...extras, required: true };
}

export function authorizationField(kinds: string[], isRequired: boolean): ServiceField {
  return {
    key: 'authorization',
    label: 'Authorization',
    type: 'authorization',
    required: isRequired,
    help: `An authorization of kind ${kinds.join(' or ')}`,
  };
}

export function options(...values: string[]): ServiceField['options'] {
  return values.map((value) => ({ label: value, value }));
}

/** A JSON Schema object with the given properties. */
export function objectSchema(properties: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return { type: 'object', properties, ...extra };
}
