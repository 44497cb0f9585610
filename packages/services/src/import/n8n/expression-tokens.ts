// The JavaScript of an n8n expression as tokens: enough of the language for the translator to read the
// common forms, and a way to say a form is not translated.

export type Token =
  | { kind: 'space'; text: string }
  | { kind: 'string'; text: string; value: string }
  | { kind: 'template'; text: string }
  | { kind: 'number'; text: string }
  | { kind: 'name'; text: string }
  | { kind: 'punct'; text: string };

const PUNCTUATION = [
  '===',
  '!==',
  '?.',
  '??',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '=>',
  '...',
  '+',
  '-',
  '*',
  '/',
  '%',
  '<',
  '>',
  '!',
  '?',
  ':',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '.',
  ',',
  ';',
  '=',
];

export class Untranslatable extends Error {}

export function readString(js: string, start: number): number {
  const quote = js[start];
  let i = start + 1;
  while (i < js.length) {
    if (js[i] === '\\') i += 2;
    else if (js[i] === quote) return i + 1;
    else i += 1;
  }
  throw new Untranslatable('a string is not closed');
}

export function tokenize(js: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < js.length) {
    const rest = js.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      tokens.push({ kind: 'space', text: space[0] });
      i += space[0].length;
      continue;
    }
    const ch = js[i] ?? '';
    if (ch === '"' || ch === "'") {
      const end = readString(js, i);
      const text = js.slice(i, end);
      tokens.push({ kind: 'string', text, value: unquote(text) });
      i = end;
      continue;
    }
    if (ch === '`') {
      const end = readString(js, i);
      tokens.push({ kind: 'template', text: js.slice(i, end) });
      i = end;
      continue;
    }
    const number = /^(?:\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+)/.exec(rest);
    if (number) {
      tokens.push({ kind: 'number', text: number[0] });
      i += number[0].length;
      continue;
    }
    const name = /^[A-Za-z_$][A-Za-z0-9_$]*/.exec(rest);
    if (name) {
      tokens.push({ kind: 'name', text: name[0] });
      i += name[0].length;
      continue;
    }
    const punct = PUNCTUATION.find((p) => rest.startsWith(p));
    if (!punct) throw new Untranslatable(`"${ch}" is not understood`);
    tokens.push({ kind: 'punct', text: punct });
    i += punct.length;
  }
  return tokens;
}

/** The value of a JS string literal (its common escapes). */
function unquote(literal: string): string {
  const body = literal.slice(1, -1);
  return body.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, sequence: string) => {
    if (sequence.startsWith('u') && sequence.length === 5)
      return String.fromCharCode(Number.parseInt(sequence.slice(1), 16));
    const simple: Record<string, string> = {
      n: '\n',
      t: '\t',
      r: '\r',
      b: '\b',
      f: '\f',
      v: '\v',
      '0': '\0',
    };
    return simple[sequence] ?? sequence;
  });
}
