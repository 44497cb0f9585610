import { checkTemplate, isSingleMapping } from '@flowlane/engine/browser';
import { z } from 'zod';

/** How each field type keeps its value in `params`, and how it shows in a text input. */

export function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** A number field holds a number, or a string with a mapping; empty is no value. */
export function numberParam(text: string): { value: unknown; error?: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: undefined };
  if (NUMBER.test(trimmed)) return { value: Number(trimmed) };
  const hasMapping = checkTemplate(trimmed).parts.some((p) => p.kind === 'expression');
  return hasMapping ? { value: text } : { value: text, error: 'Enter a number or a {{ mapping }}' };
}

export function jsonText(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** A JSON field holds the parsed value, or one mapping as a string; invalid JSON is not taken. */
export function jsonParam(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  if (text.trim() === '') return { ok: true, value: undefined };
  if (isSingleMapping(text)) return { ok: true, value: text.trim() };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'Not valid JSON' };
  }
}

const KeyValues = z.record(z.string(), z.unknown());

/** Key/value rows from a param: an object's entries (values as text). */
export function keyValueRows(value: unknown): Array<{ key: string; value: string }> {
  const parsed = KeyValues.safeParse(value);
  return parsed.success ? Object.entries(parsed.data).map(([key, v]) => ({ key, value: textOf(v) })) : [];
}

/** The param of key/value rows; rows without a key are still being typed and left out. */
export function keyValueParam(
  rows: ReadonlyArray<{ key: string; value: string }>,
): Record<string, string> | undefined {
  const entries = rows.filter((r) => r.key.trim() !== '').map((r) => [r.key.trim(), r.value] as const);
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}
