import type { Clock } from '../ports/clock.js';
import type { ExpressionSandbox } from '../ports/expressions.js';
import type { HashPort } from '../ports/hash.js';
import type { RandomPort } from '../ports/random.js';

/** The ports mapper functions may use; one per run. */
export interface FunctionRuntime {
  clock: Pick<Clock, 'now'>;
  random: RandomPort;
  hash: HashPort;
  expressions?: ExpressionSandbox | undefined;
}

/**
 * Expressions are compiled once per workflow but run with a different runtime each run, so the runtime
 * travels as a JSONata binding. The binding holds an opaque token, never the ports themselves, because an
 * expression can read any binding ($__flowlane) and must not reach the HTTP or code-runner ports.
 */
export const RUNTIME_BINDING = '__flowlane';

export type RuntimeToken = Readonly<Record<string, never>>;

const runtimes = new WeakMap<object, FunctionRuntime>();

export function runtimeToken(runtime: FunctionRuntime): RuntimeToken {
  const token: RuntimeToken = Object.freeze({});
  runtimes.set(token, runtime);
  return token;
}

export function runtimeFromToken(token: unknown): FunctionRuntime | undefined {
  if (token === null || typeof token !== 'object') return undefined;
  return runtimes.get(token);
}
