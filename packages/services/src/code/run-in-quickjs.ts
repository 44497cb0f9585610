import type { QuickJSContext, QuickJSHandle, QuickJSRuntime, QuickJSWASMModule } from 'quickjs-emscripten';
import type { SandboxAnswer, SandboxJob } from './protocol.js';
import { memoryCapBytes } from './sandbox-modules.js';

const MAX_LOG_LINES = 200;
const MAX_LOG_LINE = 2000;
const MAX_OUTPUT_CHARS = 16 * 1024 * 1024;
const STACK_BYTES = 512 * 1024;

/**
 * The user's code runs as the body of a function with `input` in scope; its return value (awaited when it
 * is a promise) is the step's output, serialized inside the sandbox so no object crosses the boundary.
 * Compiled once per program: each run calls it with the input's JSON text.
 */
function wrap(code: string): string {
  return `(function (json) {
  return (function (input) {
${code}
  })(JSON.parse(json));
})`;
}

/**
 * Puts the sandbox's globals back as they were before the first run: globals a run added are deleted and
 * replaced ones restored, so a warm program's next run starts from the same global scope. Answers false
 * when it could not (a global made non-configurable): such a program is not run again.
 */
const RESTORE_SETUP = `(() => {
  const g = globalThis;
  const names = Object.getOwnPropertyNames;
  const describe = Object.getOwnPropertyDescriptor;
  const define = Object.defineProperty;
  const is = Object.is;
  const baseline = names(g);
  const first = baseline.map((name) => describe(g, name));
  const saved = new Map(baseline.map((name, i) => [name, first[i]]));
  const same = (now, was) => now !== undefined && is(now.value, was.value) && now.get === was.get &&
    now.set === was.set && now.writable === was.writable && now.configurable === was.configurable;
  const putBack = () => {
    for (const name of names(g)) if (!saved.has(name) && !delete g[name]) return false;
    for (const [name, was] of saved) {
      const now = describe(g, name);
      if (same(now, was)) continue;
      if (now && !now.configurable) return false;
      define(g, name, was);
    }
    return true;
  };
  // The usual run adds, removes and replaces no global: as many names as at first, and each first name
  // still holds its first value. A name removed and another added show as a first value gone. Values
  // are read, not descriptors or the names in order (each is most of a short run's cost in QuickJS).
  const accessors = baseline.filter((name, i) => 'get' in first[i]);
  const plain = baseline.filter((name, i) => !('get' in first[i]));
  const plainValues = plain.map((name) => saved.get(name).value);
  return () => {
    if (names(g).length !== baseline.length) return putBack();
    for (let i = 0; i < plain.length; i++) {
      const now = g[plain[i]];
      if (now !== plainValues[i] && !is(now, plainValues[i])) return putBack();
    }
    for (const name of accessors) if (!same(describe(g, name), saved.get(name))) return putBack();
    return true;
  };
})()`;

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

function installConsole(vm: QuickJSContext, logsOf: () => string[]): void {
  const send = vm.newFunction('log', (levelHandle, textHandle) => {
    const logs = logsOf();
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

/**
 * JSON.stringify inside the sandbox (`stringify`: the original, taken before the user's code ran, so code
 * that replaces it does not change how its results are read); undefined stays undefined.
 */
function stringifyInside(
  vm: QuickJSContext,
  stringify: QuickJSHandle,
  value: QuickJSHandle,
): { ok: true; json: string | undefined } | { ok: false; tooLarge?: boolean; message: string } {
  const result = vm.callFunction(stringify, vm.undefined, value);
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
 * A user's code compiled in a QuickJS runtime and context of its own: no host objects are reachable (no
 * process, require, fs or network), memory is capped by QuickJS's allocator, and the interrupt handler
 * stops the code at its run's deadline or when the run's `cancelled()` turns true. A program runs one job
 * (`runInQuickJs`) or, kept warm by its owner, the next jobs of the same code too: creating a context is
 * most of a short job's cost. Between runs its globals are put back as they were (`RESTORE_SETUP`): a
 * global added, removed or given another value. Changes inside built-in objects (a prototype's new method)
 * and a global's attributes changed while its value stays (made read-only, say) outlive a run.
 */
export class QuickJsProgram {
  private readonly runtime: QuickJSRuntime;
  private readonly vm: QuickJSContext;
  private entry: QuickJSHandle | undefined;
  private restore: QuickJSHandle | undefined;
  private stringify: QuickJSHandle | undefined;
  private logs: string[] = [];
  private deadline = 0;
  private cancelled: () => boolean = () => false;
  private now: () => number = Date.now;
  private interrupted = false;
  private interruptedByCancel = false;
  /** How long putting the globals back after a run may take before the program is given up (warm only). */
  private restoreLimitMs = 0;
  /** Runs so far (the owner retires a program after a number of them). */
  runs = 0;

  private constructor(private readonly module: QuickJSWASMModule) {
    this.runtime = module.newRuntime();
    this.runtime.setMaxStackSize(STACK_BYTES);
    this.runtime.setInterruptHandler(() => {
      if (this.cancelled()) {
        this.interruptedByCancel = true;
        this.interrupted = true;
        return true;
      }
      if (this.now() > this.deadline) this.interrupted = true;
      return this.interrupted;
    });
    this.vm = this.runtime.newContext();
  }

  /**
   * Compiles the job's code; a job whose code does not compile (or stops while it does) gets its answer.
   * `warm`: the program notes its globals first, to put them back after each run within
   * `warm.restoreLimitMs` (a one-job program skips that: noting them costs as much as the job).
   */
  static compile(
    module: QuickJSWASMModule,
    job: SandboxJob,
    cancelled: () => boolean,
    now: () => number = Date.now,
    warm?: { restoreLimitMs: number },
  ): QuickJsProgram | SandboxAnswer {
    const program = new QuickJsProgram(module);
    program.begin(job, cancelled, now);
    const { vm } = program;
    try {
      installConsole(vm, () => program.logs);
      program.stringify = program.evaluate('JSON.stringify', 'stringify.js');
      if (warm) {
        program.restore = program.evaluate(RESTORE_SETUP, 'restore.js');
        program.restoreLimitMs = warm.restoreLimitMs;
      }
      const compiled = vm.evalCode(wrap(job.code), 'code.js');
      if (compiled.error) {
        const described = describeError(vm, compiled.error);
        compiled.error.dispose();
        const answer = failure(job, [], program.classify(job, described));
        return program.dispose() ? answer : { ...answer, recycle: true };
      }
      program.entry = compiled.value;
      return program;
    } catch (error) {
      const answer = program.crashed(job, error);
      program.dispose();
      return answer;
    }
  }

  /**
   * Runs a job of the program's code: first the one it was compiled for (its time limit counted from the
   * compile on), then any other. `reusable` when the program may run another.
   */
  run(
    job: SandboxJob,
    cancelled: () => boolean,
    now: () => number = Date.now,
  ): { answer: SandboxAnswer; reusable: boolean } {
    const { vm, entry, stringify } = this;
    if (!entry || !stringify) throw new Error('the program did not compile');
    // The first run is the job the program was compiled for: its time limit counts from the compile on.
    if (this.runs > 0) this.begin(job, cancelled, now);
    this.runs += 1;
    let answer: SandboxAnswer;
    try {
      const input = vm.newString(job.inputJson);
      const called = vm.callFunction(entry, vm.undefined, input);
      input.dispose();
      if (called.error) {
        const described = describeError(vm, called.error);
        called.error.dispose();
        answer = failure(job, this.logs, this.classify(job, described));
      } else {
        answer = settle(
          vm,
          stringify,
          job,
          called.value,
          this.logs,
          () => this.interruptedByCancel,
          () => this.memoryFull(job),
        );
      }
    } catch (error) {
      answer = this.crashed(job, error);
    }
    // An interrupt can be swallowed: inside an async function or a promise it only rejects that promise,
    // and the code after it runs on. A job that was interrupted at all is over its time limit.
    if (this.interrupted && (answer.ok || answer.kind === 'user' || answer.kind === 'output'))
      answer = failure(job, answer.logs, timeFailure(job, this.interruptedByCancel));
    return { answer, reusable: answer.ok && !this.interrupted && this.putGlobalsBack() };
  }

  /** Frees the runtime; false when it could not be (the module is not to be trusted then). */
  dispose(): boolean {
    try {
      this.entry?.dispose();
      this.restore?.dispose();
      this.stringify?.dispose();
      this.vm.dispose();
      this.runtime.dispose();
      return true;
    } catch {
      return false;
    }
  }

  private begin(job: SandboxJob, cancelled: () => boolean, now: () => number): void {
    this.logs = [];
    this.cancelled = cancelled;
    this.now = now;
    this.deadline = now() + job.timeLimitMs;
    this.interrupted = false;
    this.interruptedByCancel = false;
    this.runtime.setMemoryLimit(job.memoryLimitBytes);
  }

  /** Whether the module's memory has grown to near the job's cap (see SandboxModules). */
  private memoryFull(job: SandboxJob): boolean {
    return this.module.getWasmMemory().buffer.byteLength > memoryCapBytes(job.memoryLimitBytes) / 2;
  }

  private classify(job: SandboxJob, described: DescribedError): Failure {
    return classify(job, described, this.interruptedByCancel, this.memoryFull(job));
  }

  private crashed(job: SandboxJob, error: unknown): SandboxAnswer {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ...failure(job, this.logs, this.classify(job, { name: 'InternalError', message })),
      recycle: true,
    };
  }

  private evaluate(code: string, name: string): QuickJSHandle {
    const result = this.vm.evalCode(code, name);
    if (result.error) {
      const { message } = describeError(this.vm, result.error);
      result.error.dispose();
      throw new Error(`sandbox setup failed: ${message}`);
    }
    return result.value;
  }

  /** The globals as before the first run, within a short deadline of its own, and no job left pending. */
  private putGlobalsBack(): boolean {
    const { vm, restore } = this;
    if (!restore || this.runtime.hasPendingJob()) return false;
    this.deadline = this.now() + this.restoreLimitMs;
    const result = vm.callFunction(restore, vm.undefined);
    if (result.error) {
      result.error.dispose();
      return false;
    }
    // Compared in the sandbox: dumping even a boolean out of it costs more than the check.
    const restored = vm.sameValue(result.value, vm.true);
    result.value.dispose();
    return restored && !this.interrupted;
  }
}

/** Runs one job in a program of its own, disposed after it. */
export function runInQuickJs(
  module: QuickJSWASMModule,
  job: SandboxJob,
  cancelled: () => boolean,
  now: () => number = Date.now,
): SandboxAnswer {
  const program = QuickJsProgram.compile(module, job, cancelled, now);
  if (!(program instanceof QuickJsProgram)) return program;
  const { answer } = program.run(job, cancelled, now);
  return program.dispose() ? answer : { ...answer, recycle: true };
}

/** Awaits a returned promise by running the sandbox's job queue, then serializes the value. */
function settle(
  vm: QuickJSContext,
  stringify: QuickJSHandle,
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
  const serialized = stringifyInside(vm, stringify, value);
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
