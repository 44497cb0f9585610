import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CodeRunner, CodeRunRequest, CodeRunResult } from '@flowlane/engine';
import { OperationalError, UserError } from '@flowlane/engine';
import { TeamQueues } from '../support/team-queues.js';
import { TeamViews } from '../support/team-views.js';
import { findWorkerScript, type WorkerScript } from '../support/worker-script.js';
import { InlineSandbox, type InlineSandboxOptions } from './inline-sandbox.js';
import { parseAnswer, type SandboxAnswer, type SandboxJob } from './protocol.js';

export interface CodeRunnerOptions {
  /** Workers kept (and reused) at most; default: the machine's CPUs, between 2 and 8. */
  size?: number;
  /**
   * Workers one team may hold at once; default: size − 1, so one team's long steps always leave a worker
   * for the others.
   */
  maxWorkersPerTeam?: number;
  /** How long past its own time limit a job may take before its worker is terminated. */
  backstopGraceMs?: number;
  /** Caps what a step may ask for. */
  maxTimeLimitMs?: number;
  maxMemoryLimitBytes?: number;
  /**
   * A worker is replaced after this many jobs (default 100,000), a backstop for whatever a long-lived
   * worker keeps. Its WebAssembly heaps need no replacing: a QuickJS module that grew is dropped after its
   * job (see SandboxModules). A replacement costs ~260 ms of CPU (a thread, its isolate, QuickJS compiled
   * and instantiated): at the earlier 1,000 that was a quarter of every short job's cost.
   */
  maxJobsPerWorker?: number;
  /** The worker script; by default sandbox-worker.js beside this file, or the .ts source run through tsx. */
  workerUrl?: URL;
  /** Runs short jobs on the calling thread before any worker (see InlineSandbox); off unless given. */
  inline?: InlineSandboxOptions;
}

interface Job {
  job: SandboxJob;
  team: string;
  resolve: (result: CodeRunResult) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal | undefined;
  onStart: (() => void) | undefined;
}

interface Slot {
  worker: Worker;
  cancel: Int32Array;
  ready: boolean;
  jobs: number;
  current: (Job & { timer: NodeJS.Timeout; onAbort: () => void }) | undefined;
}

function toResult(answer: SandboxAnswer): CodeRunResult {
  if (answer.ok) {
    return {
      value: answer.valueJson === undefined ? undefined : JSON.parse(answer.valueJson),
      logs: answer.logs,
    };
  }
  const code = `CODE_${answer.kind.toUpperCase()}`;
  // The user's code failing (or returning non-JSON) is the user's error; limits are operational.
  if (answer.kind === 'user' || answer.kind === 'output') throw new UserError(answer.message, { code });
  throw new OperationalError(answer.message, { code });
}

/**
 * Runs Code steps in QuickJS off the main thread. Workers start on demand and are reused, so a run pays no
 * start-up cost; a job that overruns its time limit by the grace is stopped by terminating its worker,
 * which a fresh one then replaces. Teams are served in turn and none may hold every worker, so one team's
 * long steps never starve another team's short one. With `inline`, a short job runs on the calling thread
 * first and only what outgrows it goes to a worker (see InlineSandbox).
 */
export class CodeRunnerPool implements CodeRunner {
  private readonly slots = new Set<Slot>();
  private readonly queue = new TeamQueues<Job>();
  readonly size: number;
  private readonly perTeam: number;
  private readonly grace: number;
  private readonly maxTime: number;
  private readonly maxMemory: number;
  private readonly maxJobs: number;
  private readonly worker: WorkerScript | undefined;
  /** Where short jobs run first, when enabled. */
  readonly inline: InlineSandbox | undefined;
  private nextId = 1;
  private closed = false;
  /** Workers started so far (tests check reuse with it). */
  started = 0;

  constructor(options: CodeRunnerOptions = {}) {
    this.size = Math.max(1, options.size ?? Math.min(8, Math.max(2, availableParallelism())));
    this.perTeam = Math.max(1, Math.min(this.size, options.maxWorkersPerTeam ?? this.size - 1));
    this.grace = options.backstopGraceMs ?? 1000;
    this.maxTime = options.maxTimeLimitMs ?? 60_000;
    this.maxMemory = options.maxMemoryLimitBytes ?? 256 * 1024 * 1024;
    this.maxJobs = options.maxJobsPerWorker ?? 100_000;
    this.worker = options.workerUrl
      ? { script: options.workerUrl, eval: false }
      : findWorkerScript(
          new URL('./sandbox-worker.js', import.meta.url),
          new URL('./sandbox-worker.ts', import.meta.url),
        );
    this.inline = options.inline && this.worker ? new InlineSandbox(options.inline) : undefined;
  }

  run(request: CodeRunRequest): Promise<CodeRunResult> {
    return this.runFor('', request);
  }

  /** The runner one team's runs use: its jobs queue as that team's. */
  forTeam(teamId: string): CodeRunner {
    return this.teams.of(teamId);
  }

  private readonly teams = new TeamViews<CodeRunner>((team) => ({
    run: (request) => this.runFor(team, request),
  }));

  private runFor(team: string, request: CodeRunRequest): Promise<CodeRunResult> {
    if (!this.worker) {
      // A bundle that left the worker out: say what to do instead of failing on a missing file.
      return Promise.reject(
        new OperationalError(
          'The code sandbox is not installed: bundle packages/services/src/code/sandbox-worker.ts as sandbox-worker.js next to the server bundle',
          { code: 'CODE_SANDBOX_MISSING' },
        ),
      );
    }
    if (this.closed)
      return Promise.reject(new OperationalError('The code runner is shut down', { code: 'CODE_CLOSED' }));
    let inputJson: string;
    try {
      inputJson = JSON.stringify(request.input ?? null);
    } catch {
      return Promise.reject(new UserError("The code step's input is not JSON", { code: 'CODE_INPUT' }));
    }
    const job: SandboxJob = {
      id: this.nextId++,
      code: request.code,
      inputJson,
      timeLimitMs: Math.max(1, Math.min(request.timeLimitMs, this.maxTime)),
      memoryLimitBytes: Math.max(1024 * 1024, Math.min(request.memoryLimitBytes, this.maxMemory)),
    };
    // A short job runs here without reading the run's signal (it is not interrupted: it has 10 ms at
    // most), so the usual run never makes one. A job for a worker may wait and run long: it listens.
    const inline = this.inline?.run(team, job, request.onStart);
    if (inline?.ran) {
      try {
        return Promise.resolve(toResult(inline.answer));
      } catch (error) {
        return Promise.reject(error);
      }
    }
    const signal = request.signal;
    if (signal?.aborted) {
      return Promise.reject(new OperationalError('The code step was cancelled', { code: 'CODE_CANCELLED' }));
    }
    return new Promise<CodeRunResult>((resolve, reject) => {
      this.queue.push({ job, team, resolve, reject, signal, onStart: request.onStart });
      this.dispatch();
    });
  }

  /** Terminates every worker; queued and running jobs fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const queued of this.queue.drain()) {
      queued.reject(new OperationalError('The code runner is shut down', { code: 'CODE_CLOSED' }));
    }
    await Promise.all(
      [...this.slots].map((slot) =>
        this.retire(slot, new OperationalError('The code runner is shut down', { code: 'CODE_CLOSED' })),
      ),
    );
  }

  get workers(): number {
    return this.slots.size;
  }

  private busyWorkersOf(team: string): number {
    let busy = 0;
    for (const slot of this.slots) if (slot.current?.team === team) busy += 1;
    return busy;
  }

  /** Workers running a job now (for the /metrics gauge). */
  get busy(): number {
    let n = 0;
    for (const slot of this.slots) if (slot.current) n += 1;
    return n;
  }

  /** Jobs waiting for a free worker. */
  get queued(): number {
    return this.queue.length;
  }

  private dispatch(): void {
    while (!this.queue.empty) {
      const idle = [...this.slots].find((s) => s.ready && !s.current);
      if (idle) {
        const job = this.queue.take((team) => this.busyWorkersOf(team) < this.perTeam);
        // Every waiting team holds its share: the free worker stays free for a team that has none.
        if (!job) return;
        this.assign(idle, job);
        continue;
      }
      const starting = [...this.slots].some((s) => !s.ready);
      // The first job that finds no free worker starts the whole pool at once: a worker takes a moment to
      // start, and a second team's step must not wait for that behind the first team's long one.
      if (this.slots.size < this.size && !starting) this.warm();
      return;
    }
  }

  private spawn(): void {
    if (!this.worker) return;
    const cancelBuffer = new SharedArrayBuffer(4);
    const worker = new Worker(this.worker.script, {
      eval: this.worker.eval,
      workerData: { cancelFlag: cancelBuffer },
      // The V8 heap of the worker stays small; QuickJS's own heap is capped per job.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    this.started += 1;
    const slot: Slot = {
      worker,
      cancel: new Int32Array(cancelBuffer),
      ready: false,
      jobs: 0,
      current: undefined,
    };
    this.slots.add(slot);
    worker.unref();
    worker.on('message', (message: unknown) => this.onMessage(slot, message));
    worker.on('error', (error) => this.onGone(slot, error));
    worker.on('exit', () => this.onGone(slot, new Error('the sandbox worker exited')));
  }

  private assign(slot: Slot, entry: Job): void {
    Atomics.store(slot.cancel, 0, 0);
    const timer = setTimeout(() => {
      const limit = entry.job.timeLimitMs + this.grace;
      void this.retire(
        slot,
        new OperationalError(`The code did not answer within ${limit} ms and its sandbox was stopped`, {
          code: 'CODE_KILLED',
        }),
      );
    }, entry.job.timeLimitMs + this.grace);
    const onAbort = () => Atomics.store(slot.cancel, 0, 1);
    entry.signal?.addEventListener('abort', onAbort, { once: true });
    slot.current = { ...entry, timer, onAbort };
    slot.jobs += 1;
    slot.worker.ref();
    slot.worker.postMessage(entry.job);
    try {
      entry.onStart?.();
    } catch {
      // The caller's bookkeeping must not lose the job.
    }
  }

  private onMessage(slot: Slot, message: unknown): void {
    if (message !== null && typeof message === 'object' && Reflect.get(message, 'ready') === true) {
      slot.ready = true;
      this.dispatch();
      return;
    }
    const answer = parseAnswer(message);
    const current = slot.current;
    if (!answer || !current || answer.id !== current.job.id) return;
    this.release(slot);
    try {
      current.resolve(toResult(answer));
    } catch (error) {
      current.reject(error);
    }
    if (answer.recycle || slot.jobs >= this.maxJobs) void this.retire(slot, undefined);
    this.dispatch();
  }

  private release(slot: Slot): void {
    const current = slot.current;
    if (!current) return;
    clearTimeout(current.timer);
    current.signal?.removeEventListener('abort', current.onAbort);
    slot.current = undefined;
    slot.worker.unref();
  }

  private onGone(slot: Slot, error: unknown): void {
    if (!this.slots.has(slot)) return;
    const current = slot.current;
    this.release(slot);
    this.slots.delete(slot);
    const failure = new OperationalError(
      `The code sandbox failed: ${error instanceof Error ? error.message : String(error)}`,
      { code: 'CODE_SANDBOX' },
    );
    current?.reject(failure);
    // A worker that dies before it is ready would die again: fail the waiting jobs instead of respawning.
    if (!slot.ready) for (const queued of this.queue.drain()) queued.reject(failure);
    if (!this.closed) this.dispatch();
  }

  /** Removes a worker (failing its job with `error` when given) and lets a fresh one take its place. */
  private async retire(slot: Slot, error: OperationalError | undefined): Promise<void> {
    if (!this.slots.has(slot)) return;
    const current = slot.current;
    this.release(slot);
    this.slots.delete(slot);
    if (current && error) current.reject(error);
    // Start the replacement now rather than on the next run, so the next run finds a warm sandbox.
    if (!this.closed && this.slots.size < this.size) this.spawn();
    await slot.worker.terminate();
    if (!this.closed) this.dispatch();
  }

  /** Starts every worker now, so the first runs pay no start-up (the server calls it at boot). */
  warm(): void {
    while (this.worker && !this.closed && this.slots.size < this.size) this.spawn();
  }
}

export function createCodeRunner(options: CodeRunnerOptions = {}): CodeRunnerPool {
  return new CodeRunnerPool(options);
}

/** A run's code runner: the pool's queue for the run's team, or the runner itself when it is no pool (tests). */
export function codeRunnerForTeam(runner: CodeRunner, teamId: string): CodeRunner {
  return runner instanceof CodeRunnerPool ? runner.forTeam(teamId) : runner;
}
