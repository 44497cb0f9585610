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

type Scan = {
  parts: TemplatePart[];
  /** Where the first empty `{{ }}` starts, if any (scanning goes on past it). */
  empty: number | null;
  /** Where a `{{` with no closing `}}` starts, if any (scanning stops there). */
  unclosed: number | null;
};

function scanTemplate(text: string): Scan {
  const parts: TemplatePart[] = [];
  let cursor = 0;
  let empty: number | null = null;
  while (cursor < text.length) {
    const open = text.indexOf(OPEN, cursor);
    if (open === -1) break;
    if (open > cursor) parts.push({ kind: 'text', text: text.slice(cursor, open) });
    const close = findClose(text, open + OPEN.length);
    if (close === -1) {
      parts.push({ kind: 'text', text: text.slice(open) });
      return { parts, empty, unclosed: open };
    }
    const source = text.slice(open + OPEN.length, close).trim();
    if (source === '') empty ??= open;
    else parts.push({ kind: 'expression', source });
    cursor = close + 2;
  }
  if (cursor < text.length) parts.push({ kind: 'text', text: text.slice(cursor) });
  return { parts, empty, unclosed: null };
}

/**
 * Splits a param string into text and `{{ expression }}` parts.
 * There is no escape for a literal '{{'; write `{{ "{{" }}` instead.
 */
export function parseTemplate(text: string): TemplatePart[] {
  const { parts, empty, unclosed } = scanTemplate(text);
  // The first problem in the text is the one named; scanning stops at an unclosed mapping.
  if (empty !== null) {
    throw new UserError(`The mapping at position ${empty} is empty`, { code: 'MAPPING_EMPTY' });
  }
  if (unclosed !== null) {
    throw new UserError(`The mapping at position ${unclosed} has no closing '}}': ${text.slice(unclosed)}`, {
      code: 'MAPPING_UNCLOSED',
    });
  }
  return parts;
}

export type TemplateProblem = 'unclosed' | 'empty';
export type TemplateCheck = { parts: TemplatePart[]; problem: TemplateProblem | null };

/**
 * The designer's check as the user types: the parts, and the problem `parseTemplate` would refuse, an
 * unclosed mapping first (the user is most likely typing inside it).
 */
export function checkTemplate(text: string): TemplateCheck {
  const { parts, empty, unclosed } = scanTemplate(text);
  return { parts, problem: unclosed !== null ? 'unclosed' : empty !== null ? 'empty' : null };
}

/** Whether `caret` sits inside an unclosed mapping (so a picked field needs no braces of its own). */
export function caretInMapping(text: string, caret: number): boolean {
  return scanTemplate(text.slice(0, caret)).unclosed !== null;
}

/** Whether the whole value is one mapping (a JSON field may hold one instead of JSON). */
export function isSingleMapping(text: string): boolean {
  const { parts, problem } = checkTemplate(text.trim());
  return problem === null && parts.length === 1 && parts[0]?.kind === 'expression';
}
