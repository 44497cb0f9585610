import type { QuickJSContext, QuickJSHandle, QuickJSWASMModule } from 'quickjs-emscripten';
import type { SandboxAnswer, SandboxJob } from './protocol.js';

const MAX_LOG_LINES = 200;
const MAX_LOG_LINE = 2000;
const MAX_OUTPUT_CHARS = 16 * 1024 * 1024;
const STACK_BYTES = 512 * 1024;

/**
 * The user's code runs as the body of a function with `input` in scope; its return value (awaited when it
 * is a promise) is the step's output, serialized inside the sandbox so no object crosses the boundary.
 */
function wrap(code: string): string {
  return `(function () {
  const input = JSON.parse(globalThis.__flowlaneInput);
  delete globalThis.__flowlaneInput;
  return (function (input) {
${code}
  })(input);
})()`;
}

function describeError(vm: QuickJSContext, handle: QuickJSHandle): { name: string; message: string } {
  const dumped: unknown = vm.dump(handle);
  if (dumped !== null && typeof dumped === 'object') {
    const name = Reflect.get(dumped, 'name');
    const message = Reflect.get(dumped, 'message');
    return {
      name: typeof name === 'string' ? name : 'Error',
      message: typeof message === 'string' ? message : '',
    };
  }
  return { name: 'Error', message: String(dumped) };
}

function installConsole(vm: QuickJSContext, logs: string[]): void {
  const consoleObject = vm.newObject();
  for (const level of ['log', 'info', 'warn', 'error', 'debug']) {
    const fn = vm.newFunction(level, (...args) => {
      if (logs.length >= MAX_LOG_LINES) return;
      const text = args
        .map((arg) => {
          const value: unknown = vm.dump(arg);
          return typeof value === 'string' ? value : JSON.stringify(value);
        })
        .join(' ');
      logs.push(level === 'log' ? text.slice(0, MAX_LOG_LINE) : `[${level}] ${text}`.slice(0, MAX_LOG_LINE));
    });
    vm.setProp(consoleObject, level, fn);
    fn.dispose();
  }
  vm.setProp(vm.global, 'console', consoleObject);
  consoleObject.dispose();
}

/** JSON.stringify inside the sandbox; undefined stays undefined. */
function stringifyInside(
  vm: QuickJSContext,
  value: QuickJSHandle,
): { ok: true; json: string | undefined } | { ok: false; message: string } {
  const json = vm.getProp(vm.global, 'JSON');
  const stringify = vm.getProp(json, 'stringify');
  const result = vm.callFunction(stringify, json, value);
  stringify.dispose();
  json.dispose();
  if (result.error) {
    const { message } = describeError(vm, result.error);
    result.error.dispose();
    return { ok: false, message };
  }
  const text = vm.typeof(result.value) === 'string' ? vm.getString(result.value) : undefined;
  result.value.dispose();
  return { ok: true, json: text };
}

/** Classifies a QuickJS failure: interrupts and out-of-memory are the limits, the rest is the user's code. */
function classify(job: SandboxJob, name: string, message: string, cancelled: boolean): Failure {
  if (name === 'InternalError' && /interrupted/i.test(message)) {
    return cancelled
      ? { ok: false, kind: 'timeout', message: 'The code was stopped because the run was cancelled' }
      : {
          ok: false,
          kind: 'timeout',
          message: `The code ran longer than its time limit of ${job.timeLimitMs} ms`,
        };
  }
  if (/out of memory/i.test(message) || (name === 'RangeError' && /stack|memory/i.test(message))) {
    const mib = Math.round(job.memoryLimitBytes / (1024 * 1024));
    return {
      ok: false,
      kind: 'memory',
      message: `The code used more than its memory limit of ${mib} MiB (${name}: ${message})`,
    };
  }
  return { ok: false, kind: 'user', message: `${name}: ${message}` };
}

type Failure = Omit<Extract<SandboxAnswer, { ok: false }>, 'id' | 'logs' | 'recycle'>;

/**
 * A failed job's answer. After running out of memory the worker is recycled: its WebAssembly heap has grown
 * to the limit and stays that size, and a runtime stopped mid-allocation is not trusted to be clean.
 * Other failures (a thrown error, an interrupt) leave a runtime that was disposed normally.
 */
function failure(job: SandboxJob, logs: string[], reason: Failure): SandboxAnswer {
  return { id: job.id, logs, recycle: reason.kind === 'memory', ...reason };
}

/**
 * Runs one job in a fresh QuickJS runtime and context: no host objects are reachable (no process, require,
 * fs or network), memory is capped by QuickJS's allocator, and the interrupt handler stops the code at its
 * deadline or when `cancelled()` turns true.
 */
export function runInQuickJs(
  module: QuickJSWASMModule,
  job: SandboxJob,
  cancelled: () => boolean,
  now: () => number = Date.now,
): SandboxAnswer {
  const logs: string[] = [];
  const runtime = module.newRuntime();
  const deadline = now() + job.timeLimitMs;
  let interruptedByCancel = false;
  runtime.setMemoryLimit(job.memoryLimitBytes);
  runtime.setMaxStackSize(STACK_BYTES);
  runtime.setInterruptHandler(() => {
    if (cancelled()) {
      interruptedByCancel = true;
      return true;
    }
    return now() > deadline;
  });
  const vm = runtime.newContext();
  let answer: SandboxAnswer;
  try {
    installConsole(vm, logs);
    const inputHandle = vm.newString(job.inputJson);
    vm.setProp(vm.global, '__flowlaneInput', inputHandle);
    inputHandle.dispose();
    const evaluated = vm.evalCode(wrap(job.code), 'code.js');
    if (evaluated.error) {
      const { name, message } = describeError(vm, evaluated.error);
      evaluated.error.dispose();
      answer = failure(job, logs, classify(job, name, message, interruptedByCancel));
    } else {
      answer = settle(vm, job, evaluated.value, logs, () => interruptedByCancel);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    answer = {
      ...failure(job, logs, classify(job, 'InternalError', message, interruptedByCancel)),
      recycle: true,
    };
  }
  try {
    vm.dispose();
    runtime.dispose();
  } catch {
    answer = { ...answer, recycle: true };
  }
  return answer;
}

/** Awaits a returned promise by running the sandbox's job queue, then serializes the value. */
function settle(
  vm: QuickJSContext,
  job: SandboxJob,
  handle: QuickJSHandle,
  logs: string[],
  wasCancelled: () => boolean,
): SandboxAnswer {
  let value = handle;
  let state = vm.getPromiseState(value);
  while (state.type === 'pending') {
    const jobs = vm.runtime.executePendingJobs();
    if (jobs.error) {
      const { name, message } = describeError(vm, jobs.error);
      jobs.error.dispose();
      value.dispose();
      return failure(job, logs, classify(job, name, message, wasCancelled()));
    }
    const next = vm.getPromiseState(value);
    if (next.type === 'pending' && jobs.value === 0) {
      value.dispose();
      return {
        id: job.id,
        ok: false,
        kind: 'user',
        message: 'The code returned a promise that never settles',
        logs,
        recycle: false,
      };
    }
    state = next;
  }
  if (state.type === 'rejected') {
    const { name, message } = describeError(vm, state.error);
    state.error.dispose();
    value.dispose();
    return failure(job, logs, classify(job, name, message, wasCancelled()));
  }
  if (!state.notAPromise) {
    value.dispose();
    value = state.value;
  }
  const serialized = stringifyInside(vm, value);
  value.dispose();
  if (!serialized.ok) {
    return {
      id: job.id,
      ok: false,
      kind: 'output',
      message: `The code's result is not JSON: ${serialized.message}`,
      logs,
      recycle: false,
    };
  }
  if (serialized.json !== undefined && serialized.json.length > MAX_OUTPUT_CHARS) {
    return {
      id: job.id,
      ok: false,
      kind: 'output',
      message: 'The code returned more than 16 MiB of JSON',
      logs,
      recycle: false,
    };
  }
  return { id: job.id, ok: true, valueJson: serialized.json, logs, recycle: false };
}
