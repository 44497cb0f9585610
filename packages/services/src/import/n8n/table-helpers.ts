import type { MappingContext } from './mapping-types.js';

export const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
export const isExpression = (value: unknown): boolean => typeof value === 'string' && value.startsWith('=');

/** `{ name, value }` pairs (n8n's fixedCollection lists) as an object of translated values. */
export function pairs(ctx: MappingContext, items: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const item of list(items)) {
    const { name, value } = record(item);
    if (typeof name === 'string' && name !== '') out[name] = ctx.value(value ?? '');
  }
  return out;
}

/** A resource locator (`{ __rl: true, value }`) or a plain value. */
export function locatorValue(value: unknown): unknown {
  const rl = record(value);
  return rl.__rl === true ? rl.value : value;
}

/** The JSON text of a parameter as a value: parsed when it is literal JSON, translated when an expression. */
export function jsonParam(ctx: MappingContext, value: unknown): unknown {
  if (typeof value === 'string' && !isExpression(value)) {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return ctx.value(value);
}
