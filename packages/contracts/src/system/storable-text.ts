/**
 * What Flowlane can store. PostgreSQL (and PGlite) refuse U+0000 in text and JSON and an unpaired UTF-16
 * surrogate in JSON; a value nested deeper than the limit overflows the stack of whoever walks it next. The
 * one rule: such a value is refused where it enters — a 400 naming the field for a request, a failed step
 * naming the path for a step's data — and never silently changed.
 */

/** The deepest nesting of objects and arrays a request body or a step's data may have. */
export const JSON_DEPTH_LIMIT = 100;

export type TextProblem = {
  /** Where: `body`, `name`, `items[3].title`, `output.text`. */
  path: string;
  kind: 'nul' | 'surrogate' | 'depth';
};

// Without the u flag, so the pattern sees UTF-16 code units and can find a surrogate that has no partner.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding U+0000 is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/**
 * Our own text about a value (an error message that quotes it) made storable: what cannot be stored is
 * shown as its escape (`\u0000`). Users' data is never rewritten this way; it is refused.
 */
export function escapeUnstorable(text: string): string {
  return text.replace(UNSTORABLE_ALL, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function textProblemOf(text: string): TextProblem['kind'] | null {
  const found = UNSTORABLE.exec(text);
  if (!found) return null;
  return found[0] === '\u0000' ? 'nul' : 'surrogate';
}

function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/** A value still to look at, and where it is: its path is only spelled out when it is reported. */
type Pending = { value: unknown; parent: string; key: string | number | undefined; depth: number };

const pathOf = (item: Pending) => (item.key === undefined ? item.parent : join(item.parent, item.key));

/** Numbers, booleans and null hold nothing that cannot be stored: they are not even put on the stack. */
const mayHoldProblem = (value: unknown) =>
  typeof value === 'string' || (typeof value === 'object' && value !== null);

/**
 * The first thing in `value` that cannot be stored, or null. Walks with its own stack, so a value nested
 * ten thousand levels deep is reported, not a stack overflow.
 */
export function findTextProblem(
  value: unknown,
  root = 'body',
  maxDepth = JSON_DEPTH_LIMIT,
): TextProblem | null {
  const stack: Pending[] = [{ value, parent: root, key: undefined, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    const { value: current, depth } = item;
    if (typeof current === 'string') {
      const kind = textProblemOf(current);
      if (kind) return { path: pathOf(item), kind };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= maxDepth) return { path: pathOf(item), kind: 'depth' };
    if (current instanceof Date || ArrayBuffer.isView(current)) continue;
    const path = pathOf(item);
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) {
        const element: unknown = current[i];
        if (mayHoldProblem(element)) stack.push({ value: element, parent: path, key: i, depth: depth + 1 });
      }
      continue;
    }
    for (const key of Object.keys(current)) {
      const kind = textProblemOf(key);
      if (kind) return { path: join(path, key), kind };
      const child: unknown = Reflect.get(current, key);
      if (mayHoldProblem(child)) stack.push({ value: child, parent: path, key, depth: depth + 1 });
    }
  }
  return null;
}

/** The sentence a person reads for a problem found by {@link findTextProblem}. */
export function describeTextProblem(problem: TextProblem): string {
  switch (problem.kind) {
    case 'nul':
      return `${problem.path} contains a NUL character (U+0000), which cannot be stored.`;
    case 'surrogate':
      return `${problem.path} contains an unpaired UTF-16 surrogate, which cannot be stored.`;
    case 'depth':
      return `${problem.path} is nested more than ${JSON_DEPTH_LIMIT} levels deep, the limit.`;
  }
}
