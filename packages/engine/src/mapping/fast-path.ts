/**
 * A compiler from a small, common subset of JSONata (paths from the root, literals, arithmetic, comparison,
 * and/or, '&', conditions, objects with literal keys) to plain closures. Most mappings are like
 * `steps.n1.total * 1.2`, `steps.n1.items` or `{ "sum": steps.n2.result }`, and running them through the
 * full async evaluator costs microseconds each (5–15 µs on this project's machines); closures cost nanoseconds.
 *
 * Whenever a value would take JSONata's less obvious semantics (arrays within a path, objects compared or joined,
 * non-number arithmetic, non-finite results), the closure answers BAIL and the caller evaluates with JSONata
 * itself, so the result, or the error, is always JSONata's. A property test checks the two agree.
 */

export const BAIL: unique symbol = Symbol('bail');
export type FastResult = unknown;
export type FastExpression = (root: unknown) => FastResult;

type Node = Record<string, unknown>;

const NODE_KEYS = new Set([
  'type',
  'value',
  'position',
  'steps',
  'lhs',
  'rhs',
  'expressions',
  'condition',
  'then',
  'else',
  'expression',
]);

function isNode(value: unknown): value is Node {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Only nodes made of the keys above; predicates, stages, grouping and focus bindings disqualify. */
function plain(node: Node): boolean {
  for (const key of Object.keys(node)) if (!NODE_KEYS.has(key)) return false;
  return true;
}

function isObjectLike(value: unknown): boolean {
  return value !== null && typeof value === 'object';
}

/** JSONata's $boolean for the values the fast path lets through. */
function truthy(value: unknown): boolean | typeof BAIL {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return value.length > 0;
  return BAIL;
}

/** JSONata's $string for primitives: numbers keep 15 significant digits. */
function text(value: unknown): string | typeof BAIL {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || value === null) return String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : BAIL;
  return BAIL;
}

function compilePath(steps: unknown): FastExpression | undefined {
  if (!Array.isArray(steps) || steps.length === 0) return undefined;
  const keys: string[] = [];
  let fromRoot = false;
  for (const [index, step] of steps.entries()) {
    if (!isNode(step) || !plain(step)) return undefined;
    if (index === 0 && step.type === 'variable' && step.value === '') {
      fromRoot = true;
      continue;
    }
    if (step.type !== 'name' || typeof step.value !== 'string') return undefined;
    keys.push(step.value);
  }
  if (fromRoot && keys.length === 0) return undefined;
  return (root) => {
    let current = root;
    for (const key of keys) {
      if (Array.isArray(current)) return BAIL;
      if (current === null || typeof current !== 'object') return undefined;
      if (!Object.hasOwn(current, key)) return undefined;
      const next: unknown = Reflect.get(current, key);
      current = next;
    }
    // An array at the end of the path is JSONata's answer as it stands (a path's last step keeps a
    // single array whole); only arrays met on the way would be mapped over.
    return current;
  };
}

/** Keys an object constructor may have here: JSONata refuses its own flags, and `__proto__` is no key. */
const REFUSED_KEYS = new Set(['_jsonata_lambda', '_jsonata_function', '__proto__']);

/**
 * `{ "key": expression, ... }` with distinct literal keys: the values evaluated against the same input,
 * a key whose value is undefined left out, as JSONata builds an object from one input item.
 */
function compileObject(pairs: unknown): FastExpression | undefined {
  if (!Array.isArray(pairs)) return undefined;
  const keys: string[] = [];
  const values: FastExpression[] = [];
  for (const pair of pairs) {
    if (!Array.isArray(pair) || pair.length !== 2) return undefined;
    const [key, value] = pair as [unknown, unknown];
    if (!isNode(key) || !plain(key) || key.type !== 'string' || typeof key.value !== 'string')
      return undefined;
    if (REFUSED_KEYS.has(key.value) || keys.includes(key.value)) return undefined;
    const compiled = compileFastPath(value);
    if (!compiled) return undefined;
    keys.push(key.value);
    values.push(compiled);
  }
  return (root) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i += 1) {
      const value = values[i]?.(root);
      if (value === BAIL) return BAIL;
      if (value !== undefined) out[keys[i] ?? ''] = value;
    }
    return out;
  };
}

function arithmetic(op: string, a: number, b: number): number {
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return a / b;
    default:
      return a % b;
  }
}

function compileBinary(node: Node): FastExpression | undefined {
  const op = node.value;
  if (typeof op !== 'string') return undefined;
  const lhs = compileFastPath(node.lhs);
  const rhs = compileFastPath(node.rhs);
  if (!lhs || !rhs) return undefined;
  switch (op) {
    case '+':
    case '-':
    case '*':
    case '/':
    case '%':
      return (root) => {
        const a = lhs(root);
        if (a === BAIL) return BAIL;
        const b = rhs(root);
        if (b === BAIL) return BAIL;
        if (typeof a !== 'number' || typeof b !== 'number') {
          return (a === undefined || typeof a === 'number') && (b === undefined || typeof b === 'number')
            ? undefined
            : BAIL;
        }
        const result = arithmetic(op, a, b);
        return Number.isFinite(result) ? result : BAIL;
      };
    case '=':
    case '!=':
      return (root) => {
        const a = lhs(root);
        const b = rhs(root);
        if (a === BAIL || b === BAIL || isObjectLike(a) || isObjectLike(b)) return BAIL;
        if (a === undefined || b === undefined) return false;
        return op === '=' ? a === b : a !== b;
      };
    case '<':
    case '<=':
    case '>':
    case '>=':
      return (root) => {
        const a = lhs(root);
        const b = rhs(root);
        if (a === BAIL || b === BAIL) return BAIL;
        if (a === undefined || b === undefined) return BAIL;
        const comparable =
          (typeof a === 'number' && typeof b === 'number') ||
          (typeof a === 'string' && typeof b === 'string');
        if (!comparable) return BAIL;
        if (op === '<') return a < b;
        if (op === '<=') return a <= b;
        if (op === '>') return a > b;
        return a >= b;
      };
    case 'and':
    case 'or':
      return (root) => {
        const a = truthy(lhs(root));
        if (a === BAIL) return BAIL;
        if (op === 'and' && !a) return false;
        if (op === 'or' && a) return true;
        const b = truthy(rhs(root));
        return b === BAIL ? BAIL : b;
      };
    case '&':
      return (root) => {
        const a = lhs(root);
        const b = rhs(root);
        if (a === BAIL || b === BAIL) return BAIL;
        const left = text(a);
        const right = text(b);
        return left === BAIL || right === BAIL ? BAIL : left + right;
      };
    default:
      return undefined;
  }
}

/** A closure for the expression's AST, or undefined when it uses anything outside the subset. */
export function compileFastPath(ast: unknown): FastExpression | undefined {
  if (!isNode(ast) || !plain(ast)) return undefined;
  switch (ast.type) {
    case 'number':
    case 'string':
    case 'value': {
      const value = ast.value;
      if (value !== null && typeof value === 'object') return undefined;
      return () => value;
    }
    case 'path':
      return compilePath(ast.steps);
    case 'name': {
      const key = ast.value;
      if (typeof key !== 'string') return undefined;
      return compilePath([ast]);
    }
    case 'block': {
      const expressions = ast.expressions;
      if (!Array.isArray(expressions) || expressions.length !== 1) return undefined;
      return compileFastPath(expressions[0]);
    }
    case 'binary':
      return compileBinary(ast);
    case 'unary': {
      if (ast.value === '{') return compileObject(ast.lhs);
      if (ast.value !== '-') return undefined;
      const inner = compileFastPath(ast.expression);
      if (!inner) return undefined;
      return (root) => {
        const value = inner(root);
        if (value === undefined) return undefined;
        return typeof value === 'number' ? -value : BAIL;
      };
    }
    case 'condition': {
      const condition = compileFastPath(ast.condition);
      const then = compileFastPath(ast.then);
      const otherwise = ast.else === undefined ? () => undefined : compileFastPath(ast.else);
      if (!condition || !then || !otherwise) return undefined;
      return (root) => {
        const test = truthy(condition(root));
        if (test === BAIL) return BAIL;
        return test ? then(root) : otherwise(root);
      };
    }
    default:
      return undefined;
  }
}
