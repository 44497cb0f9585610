import jsonata from 'jsonata';
import { BugError, isFlowlaneError, MappingError } from '../errors.js';
import { isRecord } from '../functions/args.js';
import type { MapperImplementation } from '../functions/define.js';
import { mapperFunctionsByName } from '../functions/index.js';
import { builtinOverrides } from '../functions/overrides.js';
import { RUNTIME_BINDING, type RuntimeToken, runtimeFromToken } from '../functions/runtime.js';
import { UserRegExp } from '../regex/user-regex.js';
import { BAIL, compileFastPath, type FastExpression } from './fast-path.js';
import { runsInProcess } from './in-process.js';
import { toPlainValue } from './normalize.js';
import type { MappingScope } from './scope.js';

export interface ExpressionLimits {
  /** Wall time one evaluation may take; JSONata checks it at every step of the evaluation. */
  timeoutMs: number;
  /** Nesting depth of the evaluation (deep recursion in a user function). */
  maxDepth: number;
  /**
   * With a sandbox, how long an evaluation may run on this thread before it is handed over (default
   * IN_PROCESS_BUDGET_MS). Tests that check which mappings stay here set it out of a machine pause's reach.
   */
  inProcessBudgetMs?: number;
}

export const DEFAULT_EXPRESSION_LIMITS: ExpressionLimits = { timeoutMs: 1000, maxDepth: 500 };

/**
 * With an expression sandbox (a server), an expression first runs in process for at most this long; one
 * that needs more is evaluated again in the sandbox with its whole time limit. JSONata checks its timeout
 * between evaluation steps, so this bounds what a runaway expression takes from the server's thread.
 */
export const IN_PROCESS_BUDGET_MS = 25;

const USES_RANDOM = /\$(random|shuffle|randomInt)\b/;

/**
 * JSONata's regex engine option: every regular expression an expression holds (its literals, and those in
 * text given to $eval) runs on the linear-time engine. A Proxy of RegExp so its type is RegExp's own.
 */
const USER_REGEX_ENGINE: RegExpConstructor = new Proxy(RegExp, {
  construct(_target, args: unknown[]) {
    const [pattern, flags] = args;
    if (pattern instanceof RegExp) return new UserRegExp(pattern);
    return new UserRegExp(String(pattern), typeof flags === 'string' ? flags : '');
  },
});

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

function parse(source: string, timeoutMs: number, maxDepth: number): jsonata.Expression {
  let expression: jsonata.Expression;
  try {
    expression = jsonata(source, { timeout: timeoutMs, stack: maxDepth, RegexEngine: USER_REGEX_ENGINE });
  } catch (error) {
    throw new MappingError(source, reasonOf(error), 'MAPPING_SYNTAX');
  }
  registerReferencedFunctions(expression, source);
  return expression;
}

/** Parses the expression; a syntax error becomes a MappingError naming the expression and the reason. */
export function compileExpression(
  source: string,
  limits: ExpressionLimits = DEFAULT_EXPRESSION_LIMITS,
): CompiledExpression {
  const expression = parse(source, limits.timeoutMs, limits.maxDepth);
  const ast = expression.ast();
  const fast: FastExpression | undefined = compileFastPath(ast);
  const offloadAtOnce = !runsInProcess(ast);
  const budgetMs = limits.inProcessBudgetMs ?? IN_PROCESS_BUDGET_MS;
  const canOffload = limits.timeoutMs > budgetMs;
  let budgeted: jsonata.Expression | undefined;

  const evaluateWith = async (
    compiled: jsonata.Expression,
    scope: MappingScope,
    runtime: RuntimeToken,
  ): Promise<unknown> => {
    try {
      const result: unknown = await compiled.evaluate(scope, { [RUNTIME_BINDING]: runtime });
      return toPlainValue(result);
    } catch (error) {
      if (error instanceof BugError) throw error;
      const timedOut = codeOf(error) === 'D1012';
      throw new MappingError(source, reasonOf(error), timedOut ? 'MAPPING_TIMEOUT' : 'MAPPING_FAILED');
    }
  };

  const slow = async (scope: MappingScope, runtime: RuntimeToken): Promise<unknown> => {
    const run = runtimeFromToken(runtime);
    const sandbox = run?.expressions;
    if (!run || !sandbox || !canOffload) return evaluateWith(expression, scope, runtime);
    if (!offloadAtOnce) {
      budgeted ??= parse(source, budgetMs, limits.maxDepth);
      try {
        return await evaluateWith(budgeted, scope, runtime);
      } catch (error) {
        if (!(error instanceof MappingError && error.code === 'MAPPING_TIMEOUT')) throw error;
      }
    }
    return sandbox.evaluate({
      source,
      scope,
      now: run.clock.now(),
      seed: USES_RANDOM.test(source) ? run.random.next() : 0,
      timeoutMs: limits.timeoutMs,
      maxDepth: limits.maxDepth,
    });
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
