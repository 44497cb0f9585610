import type { ServiceField } from '@flowlane/contracts';

/**
 * The fields a step's form shows: those of its action whose condition holds (no Body while the body
 * type is "none"). A condition on a mapped value (`{{ }}`) cannot be known before the run: shown.
 */
export function visibleFields(
  inputs: readonly ServiceField[],
  action: string,
  params: Readonly<Record<string, unknown>>,
  hidden: readonly string[] = [],
): ServiceField[] {
  const byKey = new Map(inputs.map((f) => [f.key, f]));
  return inputs.filter((field) => {
    if (hidden.includes(field.key)) return false;
    if (field.actions && !field.actions.includes(action)) return false;
    const when = field.visibleWhen;
    if (!when) return true;
    const value = params[when.key] ?? byKey.get(when.key)?.default;
    if (value === undefined || value === null) return false;
    const text = String(value);
    return text.includes('{{') || when.values.includes(text);
  });
}
