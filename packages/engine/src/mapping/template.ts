import { UserError } from '../errors.js';

export type TemplatePart = { kind: 'text'; text: string } | { kind: 'expression'; source: string };

const OPEN = '{{';

/** Index just past a quoted JSONata string starting at `start` (the quote), honouring backslash escapes. */
function skipString(text: string, start: number): number {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\') i += 2;
    else if (ch === quote) return i + 1;
    else i += 1;
  }
  return text.length;
}

/**
 * Index of the `}}` closing the expression that starts at `start`. JSONata's own braces ({"a": {"b": 1}})
 * and strings may hold '}}', so braces are counted outside strings and comments.
 */
function findClose(text: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '"' || ch === "'" || ch === '`') {
      i = skipString(text, i);
      continue;
    }
    if (ch === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
      continue;
    }
    if (ch === '{') depth += 1;
    else if (ch === '}') {
      if (depth === 0 && text[i + 1] === '}') return i;
      depth -= 1;
    }
    i += 1;
  }
  return -1;
}

/** Whether a param string holds a mapping at all; the cheap check done before parsing. */
export function hasMapping(text: string): boolean {
  return text.includes(OPEN);
}

/**
 * Splits a param string into text and `{{ expression }}` parts.
 * There is no escape for a literal '{{'; write `{{ "{{" }}` instead.
 */
export function parseTemplate(text: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let cursor = 0;
  while (cursor < text.length) {
    const open = text.indexOf(OPEN, cursor);
    if (open === -1) break;
    if (open > cursor) parts.push({ kind: 'text', text: text.slice(cursor, open) });
    const close = findClose(text, open + OPEN.length);
    if (close === -1) {
      throw new UserError(`The mapping at position ${open} has no closing '}}': ${text.slice(open)}`, {
        code: 'MAPPING_UNCLOSED',
      });
    }
    const source = text.slice(open + OPEN.length, close).trim();
    if (source === '') {
      throw new UserError(`The mapping at position ${open} is empty`, { code: 'MAPPING_EMPTY' });
    }
    parts.push({ kind: 'expression', source });
    cursor = close + 2;
  }
  if (cursor < text.length) parts.push({ kind: 'text', text: text.slice(cursor) });
  return parts;
}
