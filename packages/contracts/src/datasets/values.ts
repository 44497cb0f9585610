import type { DatasetColumnType } from './schemas.js';

/**
 * How a value becomes a column's type — one set of rules for the API, the steps, CSV imports and type
 * changes. Stored forms: text a string, number a finite number, boolean a boolean, date-time an ISO
 * string in UTC (`2024-05-01T09:30:00.000Z`, so text order is time order), JSON any JSON value.
 * null (or an empty CSV cell) is an empty cell.
 */

export type Converted = { ok: true; value: unknown } | { ok: false; reason: string };

const ok = (value: unknown): Converted => ({ ok: true, value });
const fail = (reason: string): Converted => ({ ok: false, reason });

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
// A date, optionally a time, optionally an offset; without an offset the time is UTC.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;
const TRUE_WORDS = new Set(['true', 'yes', '1']);
const FALSE_WORDS = new Set(['false', 'no', '0']);

function parseDateTime(text: string): string | undefined {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone] = match;
  const ms = fraction ? fraction.slice(1, 4).padEnd(3, '0') : '000';
  const offset =
    !zone || zone.toUpperCase() === 'Z'
      ? 'Z'
      : zone.includes(':')
        ? zone
        : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const time = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}${offset}`);
  if (Number.isNaN(time)) return undefined;
  const date = new Date(time);
  // Date.parse rolls 2024-02-31 over to March; a date that rolled over is not a date.
  if (offset === 'Z' && date.getUTCDate() !== Number(d)) return undefined;
  return date.toISOString();
}

/** A stored value as text (CSV cells, the text filters, a change to a text column). */
export function valueAsText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A value given by the API or a step (any JSON) made into the column's type. */
export function convertValue(type: DatasetColumnType, value: unknown): Converted {
  if (value === null || value === undefined) return ok(null);
  switch (type) {
    case 'text':
      if (typeof value === 'string') return ok(value);
      return ok(valueAsText(value));
    case 'number':
      if (typeof value === 'number') return Number.isFinite(value) ? ok(value) : fail('not a finite number');
      if (typeof value === 'string') {
        const text = value.trim();
        if (text === '') return ok(null);
        if (NUMBER.test(text)) {
          const n = Number(text);
          if (Number.isFinite(n)) return ok(n);
        }
        return fail('not a number');
      }
      if (typeof value === 'boolean') return ok(value ? 1 : 0);
      return fail('not a number');
    case 'boolean':
      if (typeof value === 'boolean') return ok(value);
      if (typeof value === 'number')
        return value === 1 || value === 0 ? ok(value === 1) : fail('not true or false');
      if (typeof value === 'string') {
        const word = value.trim().toLowerCase();
        if (word === '') return ok(null);
        if (TRUE_WORDS.has(word)) return ok(true);
        if (FALSE_WORDS.has(word)) return ok(false);
      }
      return fail('not true or false');
    case 'datetime': {
      if (typeof value === 'number')
        return Number.isFinite(value) && Math.abs(value) <= 8.64e15
          ? ok(new Date(value).toISOString())
          : fail('not a date-time');
      if (typeof value === 'string') {
        if (value.trim() === '') return ok(null);
        const iso = parseDateTime(value);
        return iso
          ? ok(iso)
          : fail('not a date-time (YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss, optionally with Z or an offset)');
      }
      return fail('not a date-time');
    }
    case 'json':
      return ok(value);
  }
}

/** A CSV cell (always text) made into the column's type; JSON cells are parsed. */
export function convertText(type: DatasetColumnType, text: string): Converted {
  if (text === '') return ok(null);
  if (type === 'json') {
    try {
      return ok(JSON.parse(text));
    } catch {
      return fail('not valid JSON');
    }
  }
  return convertValue(type, text);
}

/**
 * A stored value of one type made into another, for a column type change. Text to JSON never fails:
 * text that is not JSON becomes a JSON string.
 */
export function convertStored(to: DatasetColumnType, value: unknown): Converted {
  if (to === 'json' && typeof value === 'string') {
    try {
      return ok(JSON.parse(value));
    } catch {
      return ok(value);
    }
  }
  if (to === 'text') return ok(valueAsText(value));
  if (typeof value === 'object' && value !== null)
    return fail(`a JSON ${Array.isArray(value) ? 'list' : 'object'}`);
  return convertValue(to, value);
}

/** The narrowest type every non-empty cell fits (for CSV imports): number, boolean, date-time, JSON, else text. */
export function guessType(cells: readonly string[]): DatasetColumnType {
  const filled = cells.filter((c) => c.trim() !== '');
  if (filled.length === 0) return 'text';
  const all = (test: (cell: string) => boolean) => filled.every(test);
  if (all((c) => NUMBER.test(c.trim()))) return 'number';
  if (all((c) => TRUE_WORDS.has(c.trim().toLowerCase()) || FALSE_WORDS.has(c.trim().toLowerCase())))
    return 'boolean';
  if (all((c) => parseDateTime(c) !== undefined)) return 'datetime';
  if (
    all((c) => {
      const t = c.trim();
      if (!(t.startsWith('{') || t.startsWith('['))) return false;
      try {
        JSON.parse(t);
        return true;
      } catch {
        return false;
      }
    })
  )
    return 'json';
  return 'text';
}

/** Whether a CSV's first line reads as a header: distinct, non-empty cells none of which looks like data. */
export function looksLikeHeader(first: readonly string[]): boolean {
  const cells = first.map((c) => c.trim());
  if (cells.length === 0 || cells.some((c) => c === '')) return false;
  if (new Set(cells.map((c) => c.toLowerCase())).size !== cells.length) return false;
  return cells.every((c) => guessType([c]) === 'text');
}
