/**
 * The `{{ }}` syntax of params, as the engine reads it (packages/engine/src/mapping/template.ts), for
 * checking as the user types: JSONata's own braces and strings inside a mapping may hold '}}'.
 */
export type TemplatePart = { kind: 'text'; text: string } | { kind: 'expression'; source: string };
export type TemplateProblem = 'unclosed' | 'empty';
export type TemplateCheck = { parts: TemplatePart[]; problem: TemplateProblem | null };

const OPEN = '{{';

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

/** Index of the `}}` closing the mapping whose source starts at `start`, or -1. */
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

/** Splits a param into text and mappings, and names the first problem the engine would refuse. */
export function checkTemplate(text: string): TemplateCheck {
  const parts: TemplatePart[] = [];
  let cursor = 0;
  let problem: TemplateProblem | null = null;
  while (cursor < text.length) {
    const open = text.indexOf(OPEN, cursor);
    if (open === -1) break;
    if (open > cursor) parts.push({ kind: 'text', text: text.slice(cursor, open) });
    const close = findClose(text, open + OPEN.length);
    if (close === -1) {
      return { parts: [...parts, { kind: 'text', text: text.slice(open) }], problem: 'unclosed' };
    }
    const source = text.slice(open + OPEN.length, close).trim();
    if (source === '') problem ??= 'empty';
    else parts.push({ kind: 'expression', source });
    cursor = close + 2;
  }
  if (cursor < text.length) parts.push({ kind: 'text', text: text.slice(cursor) });
  return { parts, problem };
}

/** Whether `caret` sits inside an unclosed mapping (so a picked field needs no braces of its own). */
export function caretInMapping(text: string, caret: number): boolean {
  return checkTemplate(text.slice(0, caret)).problem === 'unclosed';
}

/** Whether the whole value is one mapping (a JSON field may hold one instead of JSON). */
export function isSingleMapping(text: string): boolean {
  const { parts, problem } = checkTemplate(text.trim());
  return problem === null && parts.length === 1 && parts[0]?.kind === 'expression';
}

export type InsertMode = 'template' | 'expression';

/**
 * Puts a picked field or function into a value at the selection: wrapped in `{{ }}` in a template,
 * bare where the caret is already inside a mapping or the field is a raw expression.
 */
export function insertFragment(
  value: string,
  selection: { start: number; end: number },
  fragment: string,
  mode: InsertMode,
): { value: string; caret: number } {
  const start = Math.max(0, Math.min(selection.start, value.length));
  const end = Math.max(start, Math.min(selection.end, value.length));
  const bare = mode === 'expression' || caretInMapping(value, start);
  const text = bare ? fragment : `{{ ${fragment} }}`;
  return { value: value.slice(0, start) + text + value.slice(end), caret: start + text.length };
}
