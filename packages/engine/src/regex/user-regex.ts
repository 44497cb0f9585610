import { RE2JS } from 're2js';
import { UserError } from '../errors.js';

/**
 * Regular expressions that users write (mappings, IF/Switch "matches", dataset filters) run on RE2JS, a
 * linear-time engine: a pattern like /(a+)+$/ cannot take exponential time on any input, so it cannot
 * freeze the server. RE2 has no lookarounds or backreferences; a pattern using them is refused with a
 * message that says so.
 */

const FLAG_BITS: Readonly<Record<string, number>> = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
};
/** Flags that change nothing here: g and y are lastIndex behaviour (kept), RE2 is always Unicode-aware. */
const NEUTRAL_FLAGS = new Set(['g', 'y', 'u', 'd']);
const CACHE_SIZE = 256;
const compiled = new Map<string, RE2JS>();

function compile(source: string, flags: string): RE2JS {
  const key = `${flags}/${source}`;
  const cached = compiled.get(key);
  if (cached) return cached;
  let bits = 0;
  for (const flag of flags) {
    const bit = FLAG_BITS[flag];
    if (bit !== undefined) bits |= bit;
    else if (!NEUTRAL_FLAGS.has(flag)) {
      throw new UserError(`The regular expression /${source}/${flags} has an unknown flag "${flag}"`, {
        code: 'REGEX_INVALID',
      });
    }
  }
  let regex: RE2JS;
  try {
    regex = RE2JS.compile(RE2JS.translateRegExp(source), bits);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UserError(
      `The regular expression /${source}/ cannot be used (${reason}). Regular expressions run in linear time (RE2 syntax): lookahead, lookbehind and backreferences are not supported`,
      { code: 'REGEX_UNSUPPORTED' },
    );
  }
  if (compiled.size >= CACHE_SIZE) {
    const oldest = compiled.keys().next().value;
    if (oldest !== undefined) compiled.delete(oldest);
  }
  compiled.set(key, regex);
  return regex;
}

/** What exec answers: a RegExpExecArray's shape (the match, then each group, undefined when unmatched). */
export interface UserRegexMatch extends Array<string | undefined> {
  index: number;
  input: string;
  0: string;
}

/**
 * A user's regular expression with the RegExp surface JSONata and our helpers use: `exec` and `test`
 * honouring `lastIndex` for global (g) and sticky (y) patterns, `source`, `flags`, `global`.
 */
export class UserRegExp {
  readonly source: string;
  readonly flags: string;
  readonly global: boolean;
  readonly sticky: boolean;
  lastIndex = 0;
  private readonly regex: RE2JS;

  constructor(pattern: string | RegExp | UserRegExp, flags?: string) {
    this.source = typeof pattern === 'string' ? pattern : pattern.source;
    this.flags = flags ?? (typeof pattern === 'string' ? '' : pattern.flags);
    this.global = this.flags.includes('g');
    this.sticky = this.flags.includes('y');
    this.regex = compile(this.source, this.flags);
  }

  exec(text: string): UserRegexMatch | null {
    const input = String(text);
    const keepsPosition = this.global || this.sticky;
    const start = keepsPosition ? this.lastIndex : 0;
    if (start > input.length) {
      this.lastIndex = 0;
      return null;
    }
    const matcher = this.regex.matcher(input);
    const found = matcher.find(start) && (!this.sticky || matcher.start() === start);
    if (!found) {
      if (keepsPosition) this.lastIndex = 0;
      return null;
    }
    const groups: Array<string | undefined> = [];
    for (let i = 1; i <= matcher.groupCount(); i += 1) groups.push(matcher.group(i) ?? undefined);
    const whole = matcher.group(0) ?? '';
    const match: UserRegexMatch = Object.assign([whole, ...groups], {
      index: matcher.start(),
      input,
      0: whole,
    });
    if (keepsPosition) this.lastIndex = matcher.end();
    return match;
  }

  test(text: string): boolean {
    if (this.global || this.sticky) return this.exec(text) !== null;
    return this.regex.test(String(text));
  }

  /** Every match, as String.prototype.match with a g flag would give. */
  matchAll(text: string): string[] {
    const all: string[] = [];
    const matcher = this.regex.matcher(String(text));
    let from = 0;
    while (from <= text.length && matcher.find(from)) {
      all.push(matcher.group(0) ?? '');
      from = matcher.end() === matcher.start() ? matcher.end() + 1 : matcher.end();
    }
    return all;
  }

  /** Every match replaced by `replacement` ($1, $& and $$ as String.prototype.replace reads them). */
  replaceAll(text: string, replacement: string): string {
    return this.regex.matcher(String(text)).replaceAll(replacement);
  }
}

/**
 * Compiles a user's regular expression (pattern and flags as JavaScript writes them) for linear-time
 * matching. Throws a UserError naming the pattern when it is invalid or uses what RE2 lacks.
 */
export function userRegex(pattern: string, flags = ''): UserRegExp {
  return new UserRegExp(pattern, flags);
}

/**
 * How big a pattern's automaton is (RE2 instructions), after the same checks as `userRegex` (which throws
 * the same UserError). Matching costs at most about this much work per character of text in an automaton
 * engine, so a cap on it bounds patterns that run elsewhere (PostgreSQL's `~` for dataset filters).
 */
export function userRegexSize(pattern: string): number {
  return compile(pattern, '').programSize();
}

/** A pattern written "/pattern/flags" (as in the IF and Switch "matches" comparison) or bare. */
export function userRegexFromText(text: string): UserRegExp {
  const close = text.lastIndexOf('/');
  const flags = text.slice(close + 1);
  if (text.startsWith('/') && close > 0 && /^[a-z]*$/.test(flags)) {
    return userRegex(text.slice(1, close), flags);
  }
  return userRegex(text);
}
