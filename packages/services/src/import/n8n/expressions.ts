import { compileExpression } from '@flowlane/engine';
import { readString, type Token, tokenize, Untranslatable } from './expression-tokens.js';

/**
 * n8n expressions are JavaScript inside `{{ }}` over the current item (`$json`), other nodes' items
 * (`$('Node').item.json`) and helpers (`$now`, `$input`). Ours are JSONata over `{ trigger, steps, vars,
 * env }`. The common forms are translated token by token: references become paths into `steps`, JS
 * operators their JSONata twins, a few string and number methods JSONata functions. Anything else (arrow
 * functions, most methods, `$execution`) is not guessed at: the caller gets a reason, and the param a
 * mapping that fails with the original text, so a run cannot go on with a wrong value.
 */

/** What references resolve to, for the node whose params are translated. */
export interface ExpressionScope {
  /** Path of the data n8n calls this node's input item (`$json`), e.g. `steps.sample_data.result`. */
  readonly input: string;
  /** Path of a node's item data by its n8n name; undefined for a name the workflow lacks. */
  node(name: string): string | undefined;
  /** The n8n name of the node before this one (`$prevNode.name`). */
  readonly previousName: string | undefined;
}

export type Translation = { ok: true; source: string } | { ok: false; reason: string };

const JSONATA_WORDS = new Set(['and', 'or', 'in', 'true', 'false', 'null', 'function']);

/** One step of a JSONata path: bare when JSONata reads it so, else in backticks. */
export function pathStep(name: string): string {
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !JSONATA_WORDS.has(name)) return name;
  return `\`${name.replace(/`/g, '')}\``;
}

/** Methods on a value that have a JSONata function. */
const METHODS = new Map<string, (target: string) => string>([
  ['toUpperCase', (t) => `$uppercase(${t})`],
  ['toLowerCase', (t) => `$lowercase(${t})`],
  ['trim', (t) => `$trim(${t})`],
  ['toString', (t) => `$string(${t})`],
  ['toISO', (t) => t],
  ['toISOString', (t) => t],
  ['keys', (t) => `$keys(${t})`],
]);

/** Global functions with a JSONata twin taking the same single argument. */
const FUNCTIONS: Record<string, string> = Object.assign(Object.create(null), {
  'JSON.stringify': '$string',
  'Math.round': '$round',
  'Math.floor': '$floor',
  'Math.ceil': '$ceil',
  'Math.abs': '$abs',
  'Math.sqrt': '$sqrt',
  Number: '$number',
  String: '$string',
  Boolean: '$boolean',
  'Object.keys': '$keys',
});

const NOT_SUPPORTED: Record<string, string> = Object.assign(Object.create(null), {
  $execution: 'the execution ($execution) has no Flowlane mapping',
  $workflow: 'the workflow ($workflow) has no Flowlane mapping',
  $runIndex: '$runIndex has no Flowlane mapping',
  $itemIndex: '$itemIndex has no Flowlane mapping (a Flowlane step runs once, not per item)',
  $position: '$position has no Flowlane mapping',
  $items: '$items() has no Flowlane mapping',
  $binary: 'binary data ($binary) is not imported',
  $fromAI: '$fromAI() belongs to n8n AI tools',
  $jmespath: '$jmespath() has no Flowlane mapping',
});

const TODAY = '($substring($now(), 0, 10) & "T00:00:00.000Z")';

/** JavaScript operators that JSONata writes differently. */
const RENAMED_OPERATORS: Record<string, string> = {
  '===': '=',
  '==': '=',
  '!==': '!=',
  '&&': 'and',
  '||': 'or',
};

class Translator {
  private i = 0;
  private readonly out: string[] = [];
  /** Open brackets, to tell an object literal's keys (`{ ok: true }`) from other names. */
  private readonly brackets: string[] = [];

  constructor(
    private readonly tokens: Token[],
    private readonly scope: ExpressionScope,
  ) {}

  run(): string {
    while (this.i < this.tokens.length) this.step();
    return this.out.join('').trim();
  }

  private peek(offset = 0): Token | undefined {
    let seen = 0;
    for (let j = this.i; j < this.tokens.length; j += 1) {
      const token = this.tokens[j];
      if (!token || token.kind === 'space') continue;
      if (seen === offset) return token;
      seen += 1;
    }
    return undefined;
  }

  /** Moves past the next significant token (and the spaces before it), returning it. */
  private take(): Token {
    while (this.tokens[this.i]?.kind === 'space') this.i += 1;
    const token = this.tokens[this.i];
    if (!token) throw new Untranslatable('the expression ends too early');
    this.i += 1;
    return token;
  }

  private expect(text: string): void {
    const token = this.take();
    if (token.text !== text) throw new Untranslatable(`"${text}" expected, "${token.text}" found`);
  }

  private lastSignificant(): string | undefined {
    for (let j = this.out.length - 1; j >= 0; j -= 1) {
      const text = this.out[j]?.trim();
      if (text) return text;
    }
    return undefined;
  }

  private step(): void {
    const token = this.tokens[this.i];
    if (!token) return;
    if (token.kind === 'space') {
      this.out.push(token.text);
      this.i += 1;
      return;
    }
    if (token.kind === 'string' || token.kind === 'number') {
      this.i += 1;
      this.out.push(token.kind === 'string' ? JSON.stringify(token.value) : token.text);
      return;
    }
    if (token.kind === 'template') {
      if (token.text.includes('${'))
        throw new Untranslatable('template literals with ${} are not translated');
      this.i += 1;
      this.out.push(JSON.stringify(token.text.slice(1, -1)));
      return;
    }
    if (token.kind === 'name') {
      this.name();
      return;
    }
    this.punctuation(token.text);
  }

  private punctuation(text: string): void {
    this.i += 1;
    const renamed = Object.hasOwn(RENAMED_OPERATORS, text) ? RENAMED_OPERATORS[text] : undefined;
    if (renamed !== undefined) {
      this.out.push(renamed);
      return;
    }
    switch (text) {
      case '+': {
        // JSONata joins text with &, and + is for numbers only: a string beside the + tells them apart.
        const before = this.lastSignificant();
        const after = this.peek();
        const text = before?.endsWith('"') || after?.kind === 'string' || after?.kind === 'template';
        this.out.push(text ? '&' : '+');
        return;
      }
      case '(':
      case '[':
      case '{':
        this.brackets.push(text);
        this.out.push(text);
        return;
      case ')':
      case ']':
      case '}':
        this.brackets.pop();
        this.out.push(text);
        return;
      case '!=':
      case '<=':
      case '>=':
      case '-':
      case '*':
      case '/':
      case '%':
      case '<':
      case '>':
      case '?':
      case ':':
      case ',':
        this.out.push(text);
        return;
      default:
        throw new Untranslatable(`"${text}" is not translated`);
    }
  }

  private name(): void {
    const token = this.take();
    const name = token.text;
    const next = this.peek();
    // A key of an object literal: { ok: true } → { "ok": true }
    const before = this.lastSignificant();
    const keyPlace = before === '{' || (before === ',' && this.brackets.at(-1) === '{');
    if (keyPlace && this.brackets.at(-1) === '{' && next?.text === ':' && !name.startsWith('$')) {
      this.out.push(JSON.stringify(name));
      return;
    }
    if (name === 'true' || name === 'false' || name === 'null') {
      this.out.push(name);
      return;
    }
    if (name === 'undefined') {
      this.out.push('null');
      return;
    }
    if (NOT_SUPPORTED[name]) throw new Untranslatable(NOT_SUPPORTED[name]);
    const global = this.globalFunction(name);
    if (global) {
      this.out.push(global);
      return;
    }
    const base = this.reference(name);
    this.out.push(this.accessors(base));
  }

  private globalFunction(name: string): string | undefined {
    let full = name;
    if (this.peek()?.text === '.' && (name === 'JSON' || name === 'Math' || name === 'Object')) {
      this.take();
      full = `${name}.${this.take().text}`;
    }
    const twin = FUNCTIONS[full];
    if (!twin) {
      if (full !== name) throw new Untranslatable(`${full}() is not translated`);
      return undefined;
    }
    if (this.peek()?.text !== '(') throw new Untranslatable(`${full} is not translated`);
    return twin;
  }

  /** The JSONata path a reference starts at. */
  private reference(name: string): string {
    switch (name) {
      case '$json':
        return this.scope.input;
      case '$input':
        return this.itemOf(this.scope.input, '$input');
      case '$':
      case '$node': {
        const nodeName = name === '$' ? this.callArgument() : this.nodeKey();
        const path = this.scope.node(nodeName);
        if (path === undefined) throw new Untranslatable(`no node is named "${nodeName}"`);
        return this.itemOf(path, name);
      }
      case '$now':
        return '$now()';
      case '$today':
        return TODAY;
      case '$env':
        return 'env';
      case '$vars':
        return 'vars';
      case '$prevNode': {
        this.expect('.');
        const field = this.take().text;
        if (field !== 'name' || this.scope.previousName === undefined)
          throw new Untranslatable(`$prevNode.${field} is not translated`);
        return JSON.stringify(this.scope.previousName);
      }
      default:
        throw new Untranslatable(`"${name}" is not translated`);
    }
  }

  /** `('Name')` after `$`. */
  private callArgument(): string {
    this.expect('(');
    const argument = this.take();
    if (argument.kind !== 'string') throw new Untranslatable('$() takes the node name as a string');
    this.expect(')');
    return argument.value;
  }

  /** `["Name"]` or `.Name` after `$node`. */
  private nodeKey(): string {
    const open = this.take();
    if (open.text === '.') return this.take().text;
    if (open.text !== '[') throw new Untranslatable('$node takes a node name');
    const key = this.take();
    if (key.kind !== 'string') throw new Untranslatable('$node takes the node name as a string');
    this.expect(']');
    return key.value;
  }

  /**
   * `.item.json`, `.first().json`, `.last().json`, `.all()`, or `.json` (after `$node[...]`): the node's
   * data. A Flowlane step has one output where n8n has items, so item, first and last name the same.
   */
  private itemOf(path: string, what: string): string {
    if (this.peek()?.text !== '.') throw new Untranslatable(`${what} alone is not translated`);
    this.take();
    const member = this.take().text;
    if (member === 'first' || member === 'last' || member === 'all') {
      this.expect('(');
      this.expect(')');
    } else if (member === 'params' || member === 'context' || member === 'binary') {
      throw new Untranslatable(`${what}.${member} is not translated`);
    } else if (member === 'json') {
      return path;
    } else if (member !== 'item') {
      throw new Untranslatable(`${what}.${member} is not translated`);
    }
    if (member === 'all') return path;
    if (this.peek()?.text === '.' && this.peek(1)?.text === 'json') {
      this.take();
      this.take();
    }
    return path;
  }

  /** `.a`, `?.a`, `["a"]`, `[0]` and the known methods after a reference. */
  private accessors(base: string): string {
    let path = base;
    for (;;) {
      const next = this.peek();
      if (next?.text === '.' || next?.text === '?.') {
        const member = this.peek(1);
        if (member?.kind !== 'name') return path;
        this.take();
        this.take();
        if (this.peek()?.text === '(') {
          const method = METHODS.get(member.text);
          if (!method) throw new Untranslatable(`.${member.text}() is not translated`);
          this.expect('(');
          this.expect(')');
          path = method(path);
          continue;
        }
        if (member.text === 'length') {
          path = `($type(${path}) = "string" ? $length(${path}) : $count(${path}))`;
          continue;
        }
        path = `${path}.${pathStep(member.text)}`;
        continue;
      }
      if (next?.text === '[') {
        const key = this.peek(1);
        if (this.peek(2)?.text !== ']') return path;
        if (key?.kind === 'string') path = `${path}.${pathStep(key.value)}`;
        else if (key?.kind === 'number') path = `${path}[${key.text}]`;
        else return path;
        this.take();
        this.take();
        this.take();
        continue;
      }
      return path;
    }
  }
}

/** One n8n expression (the JavaScript between `{{` and `}}`) as JSONata, or why it is not translated. */
export function translateExpression(js: string, scope: ExpressionScope): Translation {
  let source: string;
  try {
    source = new Translator(tokenize(js), scope).run();
  } catch (error) {
    if (error instanceof Untranslatable) return { ok: false, reason: error.message };
    throw error;
  }
  if (source === '') return { ok: false, reason: 'the expression is empty' };
  try {
    compileExpression(source);
  } catch {
    return { ok: false, reason: 'the translation is not valid JSONata' };
  }
  return { ok: true, source };
}

/** Index of the `}}` closing an n8n `{{` opened before `start`, counting the JavaScript's own braces. */
function closeOf(text: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '"' || ch === "'" || ch === '`') {
      try {
        i = readString(text, i);
      } catch {
        return -1;
      }
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

/** A mapping that fails with the n8n expression in its message, for an expression not translated. */
export function failingMapping(js: string): string {
  return `$error(${JSON.stringify(`Rewrite this n8n expression for Flowlane: ${js}`)})`;
}

export interface TemplateProblem {
  expression: string;
  reason: string;
}

/**
 * An n8n parameter string as a Flowlane param string. n8n marks an expression with a leading `=`; the
 * text after it is a template of `{{ js }}` parts. A plain string stays as it is, unless it holds `{{`,
 * which ours would read as a mapping: then it becomes one JSONata string literal.
 */
export function translateText(value: string, scope: ExpressionScope, problems: TemplateProblem[]): string {
  if (!value.startsWith('=')) return value.includes('{{') ? `{{ ${JSON.stringify(value)} }}` : value;
  const text = value.slice(1);
  let out = '';
  let cursor = 0;
  while (cursor < text.length) {
    const open = text.indexOf('{{', cursor);
    if (open === -1) break;
    const close = closeOf(text, open + 2);
    if (close === -1) break;
    out += literalText(text.slice(cursor, open));
    const js = text.slice(open + 2, close).trim();
    if (js !== '') {
      const translated = translateExpression(js, scope);
      if (translated.ok) out += `{{ ${translated.source} }}`;
      else {
        problems.push({ expression: js, reason: translated.reason });
        out += `{{ ${failingMapping(js)} }}`;
      }
    }
    cursor = close + 2;
  }
  out += literalText(text.slice(cursor));
  return out;
}

/** Text between expressions; a stray `{{` in it would start a mapping of ours, so it goes in a literal. */
function literalText(text: string): string {
  return text.includes('{{') ? `{{ ${JSON.stringify(text)} }}` : text;
}

/** Every string in a parameter tree translated (objects and arrays walked). */
export function translateValue(value: unknown, scope: ExpressionScope, problems: TemplateProblem[]): unknown {
  if (typeof value === 'string') return translateText(value, scope, problems);
  if (Array.isArray(value)) return value.map((item) => translateValue(item, scope, problems));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, translateValue(item, scope, problems)]),
    );
  }
  return value;
}
