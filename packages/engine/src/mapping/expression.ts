import jsonata from 'jsonata';
import { BugError, isFlowlaneError, MappingError } from '../errors.js';
import { isRecord } from '../functions/args.js';
import type { MapperImplementation } from '../functions/define.js';
import { mapperFunctionsByName } from '../functions/index.js';
import { builtinOverrides } from '../functions/overrides.js';
import { RUNTIME_BINDING, type RuntimeToken, runtimeFromToken } from '../functions/runtime.js';
import { BAIL, compileFastPath, type FastExpression } from './fast-path.js';
import { toPlainValue } from './normalize.js';
import type { MappingScope } from './scope.js';

export interface ExpressionLimits {
  /** Wall time one evaluation may take; JSONata checks it at every step of the evaluation. */
  timeoutMs: number;
  /** Nesting depth of the evaluation (deep recursion in a user function). */
  maxDepth: number;
}

export const DEFAULT_EXPRESSION_LIMITS: ExpressionLimits = { timeoutMs: 1000, maxDepth: 500 };

/** A JSONata expression compiled once (per workflow) and evaluated many times. */
export interface CompiledExpression {
  readonly source: string;
  /** Synchronous when the fast path answers; rejects with a MappingError otherwise. */
  evaluate(scope: MappingScope, runtime: RuntimeToken): unknown;
}

const overridesByName = new Map(builtinOverrides.map((o) => [o.name, o]));
const VARIABLE = /\$([A-Za-z_][A-Za-z0-9_]*)/g;

function reasonOf(error: unknown): string {
  if (isFlowlaneError(error)) return error.message;
  if (isRecord(error) || error instanceof Error) {
    const message =
      typeof Reflect.get(error, 'message') === 'string' ? String(Reflect.get(error, 'message')) : '';
    const position = Reflect.get(error, 'position');
    const code = Reflect.get(error, 'code');
    const where = typeof position === 'number' && position > 0 ? ` (at position ${position})` : '';
    const what = typeof code === 'string' ? ` [${code}]` : '';
    return `${message || 'unknown error'}${where}${what}`;
  }
  return String(error);
}

function codeOf(error: unknown): string | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const code = Reflect.get(error, 'code');
  return typeof code === 'string' ? code : undefined;
}

/** Wraps a mapper implementation as JSONata calls it: `this` is the call's focus, holding the environment. */
function jsonataFunction(name: string, implementation: MapperImplementation) {
  return function (this: jsonata.Focus, ...args: unknown[]): unknown {
    const lookup = (key: string): unknown => this.environment.lookup(key);
    const runtime = runtimeFromToken(lookup(RUNTIME_BINDING));
    if (!runtime) throw new BugError(`$${name} was called without a run runtime`, { code: 'NO_RUNTIME' });
    return implementation(runtime, args, lookup);
  };
}

/** Registers only the functions the source mentions; registering all of them would cost every compile. */
function registerReferencedFunctions(expression: jsonata.Expression, source: string): void {
  for (const match of source.matchAll(VARIABLE)) {
    const name = match[1] ?? '';
    const override = overridesByName.get(name);
    if (override) {
      expression.registerFunction(
        name,
        jsonataFunction(name, override.implementation),
        override.jsonataSignature,
      );
      continue;
    }
    const definition = mapperFunctionsByName.get(name);
    if (definition) {
      expression.registerFunction(
        name,
        jsonataFunction(name, definition.implementation),
        definition.jsonataSignature,
      );
    }
  }
}

/** Parses the expression; a syntax error becomes a MappingError naming the expression and the reason. */
export function compileExpression(
  source: string,
  limits: ExpressionLimits = DEFAULT_EXPRESSION_LIMITS,
): CompiledExpression {
  let expression: jsonata.Expression;
  try {
    expression = jsonata(source, { timeout: limits.timeoutMs, stack: limits.maxDepth });
  } catch (error) {
    throw new MappingError(source, reasonOf(error), 'MAPPING_SYNTAX');
  }
  registerReferencedFunctions(expression, source);
  const fast: FastExpression | undefined = compileFastPath(expression.ast());

  const slow = async (scope: MappingScope, runtime: RuntimeToken): Promise<unknown> => {
    try {
      const result: unknown = await expression.evaluate(scope, { [RUNTIME_BINDING]: runtime });
      return toPlainValue(result);
    } catch (error) {
      if (error instanceof BugError) throw error;
      const timedOut = codeOf(error) === 'D1012';
      throw new MappingError(source, reasonOf(error), timedOut ? 'MAPPING_TIMEOUT' : 'MAPPING_FAILED');
    }
  };

  if (!fast) return { source, evaluate: slow };
  return {
    source,
    evaluate(scope, runtime) {
      const value = fast(scope);
      return value === BAIL ? slow(scope, runtime) : value;
    },
  };
}
