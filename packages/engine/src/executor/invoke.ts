import { OperationalError, UserError } from '../errors.js';
import type { StepInput, StepResult } from '../services/definition.js';
import type { CompiledNode } from './compiled.js';
import { isPromiseLike, type Maybe } from './maybe.js';
import type { RunState } from './run-state.js';
import { createStepContext, idleSleep } from './step-context.js';

/** The result of running a step's service: its mapped params, and a result or the last error. */
export type Invocation =
  | { ok: true; params: Record<string, unknown>; result: StepResult; attempts: number }
  | { ok: false; params: Record<string, unknown> | undefined; error: unknown; attempts: number };

function backoffMs(node: CompiledNode, attempt: number): number {
  const retry = node.settings.retry;
  if (!retry) return 0;
  return retry.backoff === 'exponential' ? retry.backoffMs * 2 ** (attempt - 1) : retry.backoffMs;
}

/** A user error fails the same way again; anything else may pass on the next attempt. */
function canRetry(state: RunState, node: CompiledNode, attempt: number, error: unknown): boolean {
  const retry = node.settings.retry;
  return retry !== undefined && attempt <= retry.count && !(error instanceof UserError) && !state.halted;
}

/** Races an attempt against the step's own time limit, aborting the attempt's signal when it passes. */
async function withStepTimeout(
  state: RunState,
  node: CompiledNode,
  params: Record<string, unknown>,
  inputs: readonly StepInput[],
  attempt: number,
  timeoutMs: number,
): Promise<StepResult> {
  const stepAbort = new AbortController();
  const signal = AbortSignal.any([state.signal, stepAbort.signal]);
  let cancelTimer: () => void = () => {};
  const timedOut = new Promise<never>((_, reject) => {
    cancelTimer = state.ports.clock.timer(timeoutMs, () => {
      const error = new OperationalError(`The step took longer than its limit of ${timeoutMs} ms`, {
        code: 'STEP_TIMEOUT',
        nodeId: node.id,
      });
      stepAbort.abort(error);
      reject(error);
    });
  });
  try {
    const result = node.definition.execute(createStepContext(state, node, params, inputs, attempt, signal));
    return await Promise.race([Promise.resolve(result), timedOut]);
  } finally {
    cancelTimer();
  }
}

async function retryAfter(
  state: RunState,
  node: CompiledNode,
  params: Record<string, unknown>,
  inputs: readonly StepInput[],
  attempt: number,
  error: unknown,
): Promise<Invocation> {
  if (!canRetry(state, node, attempt, error)) return { ok: false, params, error, attempts: attempt };
  try {
    await idleSleep(state, backoffMs(node, attempt), state.signal);
  } catch {
    return { ok: false, params, error, attempts: attempt };
  }
  return runAttempts(state, node, params, inputs, attempt + 1);
}

async function settleAttempt(
  state: RunState,
  node: CompiledNode,
  params: Record<string, unknown>,
  inputs: readonly StepInput[],
  attempt: number,
  pending: PromiseLike<StepResult>,
): Promise<Invocation> {
  try {
    return { ok: true, params, result: await pending, attempts: attempt };
  } catch (error) {
    return retryAfter(state, node, params, inputs, attempt, error);
  }
}

/**
 * One attempt, then the retries. Written without closures on the synchronous path: a step whose service
 * answers at once costs one context object and no promise.
 */
function runAttempts(
  state: RunState,
  node: CompiledNode,
  params: Record<string, unknown>,
  inputs: readonly StepInput[],
  attempt: number,
): Maybe<Invocation> {
  const timeoutMs = node.settings.timeoutMs;
  let result: Maybe<StepResult>;
  try {
    result =
      timeoutMs === undefined
        ? node.definition.execute(createStepContext(state, node, params, inputs, attempt, undefined))
        : withStepTimeout(state, node, params, inputs, attempt, timeoutMs);
  } catch (error) {
    if (node.settings.retry === undefined) return { ok: false, params, error, attempts: attempt };
    return retryAfter(state, node, params, inputs, attempt, error);
  }
  if (isPromiseLike(result)) return settleAttempt(state, node, params, inputs, attempt, result);
  return { ok: true, params, result, attempts: attempt };
}

async function invokeLater(
  state: RunState,
  node: CompiledNode,
  inputs: readonly StepInput[],
  pendingParams: Promise<Record<string, unknown>>,
): Promise<Invocation> {
  let params: Record<string, unknown>;
  try {
    params = await pendingParams;
  } catch (error) {
    state.tracker.stepFinished();
    return { ok: false, params: undefined, error, attempts: 0 };
  }
  const invocation = await runAttempts(state, node, params, inputs, 1);
  state.tracker.stepFinished();
  return invocation;
}

async function finishLater(state: RunState, pending: Promise<Invocation>): Promise<Invocation> {
  const invocation = await pending;
  state.tracker.stepFinished();
  return invocation;
}

/**
 * Maps the step's params and runs its service with the step's retry and time limit. Counts as processing
 * from start to end, except for the waits (backoff, Delay) inside.
 */
export function invokeService(
  state: RunState,
  node: CompiledNode,
  inputs: readonly StepInput[],
): Maybe<Invocation> {
  state.tracker.stepStarted();
  let params: Maybe<Record<string, unknown>>;
  try {
    params = node.params.resolve(state.scope, state.token);
  } catch (error) {
    state.tracker.stepFinished();
    return { ok: false, params: undefined, error, attempts: 0 };
  }
  if (params instanceof Promise) return invokeLater(state, node, inputs, params);
  const invocation = runAttempts(state, node, params, inputs, 1);
  if (invocation instanceof Promise) return finishLater(state, invocation);
  state.tracker.stepFinished();
  return invocation;
}
