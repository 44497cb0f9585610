import type { QuickJSContext, QuickJSHandle, QuickJSWASMModule } from 'quickjs-emscripten';
import type { SandboxAnswer, SandboxJob } from './protocol.js';
import { memoryCapBytes } from './sandbox-modules.js';

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

interface DescribedError {
  name: string;
  message: string;
  /** QuickJS throws null when it cannot even allocate the error (out of memory, mostly). */
  nothing?: boolean;
}

function describeError(vm: QuickJSContext, handle: QuickJSHandle): DescribedError {
  const dumped: unknown = vm.dump(handle);
  if (dumped === null) return { name: 'Error', message: 'null', nothing: true };
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

/**
 * console.* inside the sandbox: each line is made and cut to MAX_LOG_LINE there, so only short text crosses
 * to the host (a 40 MiB console.log must not be copied out whole).
 */
const CONSOLE_SETUP = `(() => {
  const send = globalThis.__flowlaneLog;
  delete globalThis.__flowlaneLog;
  const show = (value) => {
    if (typeof value === 'string') return value;
    try { return JSON.stringify(value); } catch { return String(value); }
  };
  const line = (level) => (...args) => send(level, args.map(show).join(' ').slice(0, ${MAX_LOG_LINE}));
  globalThis.console = { log: line('log'), info: line('info'), warn: line('warn'), error: line('error'), debug: line('debug') };
})()`;

function installConsole(vm: QuickJSContext, logs: string[]): void {
  const send = vm.newFunction('log', (levelHandle, textHandle) => {
    if (logs.length >= MAX_LOG_LINES || !levelHandle || !textHandle) return;
    if (vm.typeof(levelHandle) !== 'string' || vm.typeof(textHandle) !== 'string') return;
    const lengthHandle = vm.getProp(textHandle, 'length');
    const length = vm.getNumber(lengthHandle);
    lengthHandle.dispose();
    if (length > MAX_LOG_LINE) return;
    const level = vm.getString(levelHandle);
    const text = vm.getString(textHandle);
    logs.push(level === 'log' ? text : `[${level}] ${text}`.slice(0, MAX_LOG_LINE));
  });
  vm.setProp(vm.global, '__flowlaneLog', send);
  send.dispose();
  const installed = vm.evalCode(CONSOLE_SETUP, 'console.js');
  if (installed.error) {
    const { message } = describeError(vm, installed.error);
    installed.error.dispose();
    throw new Error(`console setup failed: ${message}`);
  }
  installed.value.dispose();
}

/** JSON.stringify inside the sandbox; undefined stays undefined. */
function stringifyInside(
  vm: QuickJSContext,
  value: QuickJSHandle,
): { ok: true; json: string | undefined } | { ok: false; tooLarge?: boolean; message: string } {
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
  if (vm.typeof(result.value) !== 'string') {
    result.value.dispose();
    return { ok: true, json: undefined };
  }
  // Measured inside first: a result past the cap is refused without copying it out.
  const lengthHandle = vm.getProp(result.value, 'length');
  const length = vm.getNumber(lengthHandle);
  lengthHandle.dispose();
  if (length > MAX_OUTPUT_CHARS) {
    result.value.dispose();
    return { ok: false, tooLarge: true, message: 'The code returned more than 16 MiB of JSON' };
  }
  const text = vm.getString(result.value);
  result.value.dispose();
  return { ok: true, json: text };
}

/** Classifies a QuickJS failure: interrupts and out-of-memory are the limits, the rest is the user's code. */
function classify(
  job: SandboxJob,
  { name, message, nothing }: DescribedError,
  cancelled: boolean,
  memoryFull = false,
): Failure {
  if (name === 'InternalError' && /interrupted/i.test(message)) return timeFailure(job, cancelled);
  // Past the cap QuickJS may not even manage to make the error object (the code sees `null`).
  if (
    (nothing && memoryFull) ||
    /out of memory/i.test(message) ||
    (name === 'RangeError' && /stack|memory/i.test(message))
  ) {
    return memoryFailure(job);
  }
  return { ok: false, kind: 'user', message: `${name}: ${message}` };
}

function memoryFailure(job: SandboxJob): Failure {
  const mib = Math.round(job.memoryLimitBytes / (1024 * 1024));
  return { ok: false, kind: 'memory', message: `The code was stopped: memory limit of ${mib} MiB exceeded` };
}

function timeFailure(job: SandboxJob, cancelled: boolean): Failure {
  return cancelled
    ? { ok: false, kind: 'timeout', message: 'The code was stopped because the run was cancelled' }
    : {
        ok: false,
        kind: 'timeout',
        message: `The code ran longer than its time limit of ${job.timeLimitMs} ms`,
      };
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
  // Whether the module's memory has grown to near its cap (see SandboxModules).
  const cap = memoryCapBytes(job.memoryLimitBytes);
  const memoryFull = () => module.getWasmMemory().buffer.byteLength > cap / 2;
  const runtime = module.newRuntime();
  const deadline = now() + job.timeLimitMs;
  let interruptedByCancel = false;
  let interrupted = false;
  runtime.setMemoryLimit(job.memoryLimitBytes);
  runtime.setMaxStackSize(STACK_BYTES);
  runtime.setInterruptHandler(() => {
    if (cancelled()) {
      interruptedByCancel = true;
      interrupted = true;
      return true;
    }
    if (now() > deadline) interrupted = true;
    return interrupted;
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
      const described = describeError(vm, evaluated.error);
      evaluated.error.dispose();
      answer = failure(job, logs, classify(job, described, interruptedByCancel, memoryFull()));
    } else {
      answer = settle(vm, job, evaluated.value, logs, () => interruptedByCancel, memoryFull);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    answer = {
      ...failure(
        job,
        logs,
        classify(job, { name: 'InternalError', message }, interruptedByCancel, memoryFull()),
      ),
      recycle: true,
    };
  }
  // An interrupt can be swallowed: inside an async function or a promise it only rejects that promise,
  // and the code after it runs on. A job that was interrupted at all is over its time limit.
  if (interrupted && (answer.ok || answer.kind === 'user' || answer.kind === 'output'))
    answer = failure(job, answer.logs, timeFailure(job, interruptedByCancel));
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
  memoryFull: () => boolean,
): SandboxAnswer {
  let value = handle;
  let state = vm.getPromiseState(value);
  while (state.type === 'pending') {
    const jobs = vm.runtime.executePendingJobs();
    if (jobs.error) {
      const described = describeError(vm, jobs.error);
      jobs.error.dispose();
      value.dispose();
      return failure(job, logs, classify(job, described, wasCancelled(), memoryFull()));
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
    const described = describeError(vm, state.error);
    state.error.dispose();
    value.dispose();
    return failure(job, logs, classify(job, described, wasCancelled(), memoryFull()));
  }
  if (!state.notAPromise) {
    value.dispose();
    value = state.value;
  }
  const serialized = stringifyInside(vm, value);
  value.dispose();
  if (!serialized.ok) {
    if (/out of memory/i.test(serialized.message)) return failure(job, logs, memoryFailure(job));
    const message = serialized.tooLarge
      ? serialized.message
      : `The code's result is not JSON: ${serialized.message}`;
    return { id: job.id, ok: false, kind: 'output', message, logs, recycle: false };
  }
  return { id: job.id, ok: true, valueJson: serialized.json, logs, recycle: false };
}
