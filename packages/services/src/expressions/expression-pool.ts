import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { availableParallelism } from 'node:os';
import { type ExpressionRequest, type ExpressionSandbox, MappingError } from '@flowlane/engine';
import { TeamQueues } from '../support/team-queues.js';
import { TeamViews } from '../support/team-views.js';
import { type ChildScript, findChildScript } from '../support/worker-script.js';
import { type ExpressionJob, parseExpressionAnswer } from './protocol.js';

/** The memory one expression may use by default, in MiB (EXPRESSION_MEMORY_MB on the server). */
export const DEFAULT_EXPRESSION_MEMORY_MB = 64;

/**
 * What the evaluator's own code holds on its heap (JSONata, the engine, Node's bootstrap). The V8 heap is
 * capped at twice the expression's memory plus this: a backstop, since V8 slows down in garbage collection
 * as its heap fills and can take longer to give up than the time limit allows. The watch below is the cap.
 */
const EVALUATOR_BASELINE_MB = 24;

/** How often a running evaluation's memory is read (only while one runs). */
const MEMORY_WATCH_MS = 20;
const PAGE_BYTES = 4096;

/** The resident memory of a process, from Linux's /proc (undefined elsewhere: the heap cap alone holds). */
function residentBytes(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return Number.isFinite(pages) ? pages * PAGE_BYTES : undefined;
  } catch {
    return undefined;
  }
}

export interface ExpressionPoolOptions {
  /** Evaluator processes kept at most; default 2 (1 on a one-CPU machine). Each team may hold all but one. */
  size?: number;
  /** How long past its time limit an evaluation may take before its process is killed. */
  backstopGraceMs?: number;
  /** The memory one expression may use, in MiB; past it the evaluation fails and its process is replaced. */
  memoryMb?: number;
  /** The evaluator script; by default expression-worker.js beside this file, or the .ts source run through tsx. */
  script?: ChildScript;
}

interface Job {
  job: ExpressionJob;
  team: string;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  child: ChildProcess;
  ready: boolean;
  current: (Job & { timer: NodeJS.Timeout; watch: NodeJS.Timeout | undefined }) | undefined;
  /** The end of the process's stderr: V8 says there why it aborted. */
  stderr: string;
  /** Its resident memory once ready: one that stays far above it after a job is replaced. */
  readyBytes: number | undefined;
  /** Set when the pool itself ended the process (time limit, shutdown): its exit is no news. */
  retired: boolean;
}

const OUT_OF_MEMORY = /heap out of memory|Allocation failed|invalid (table |array )?size/i;

/**
 * Evaluates the mappings that may not run on the server's thread (see the engine's runsInProcess and
 * IN_PROCESS_BUDGET_MS) in child processes whose V8 heap is capped. A child process, not a worker thread:
 * a worker's heap limit is best effort, and an allocation past it aborts the whole server. An evaluation
 * that outlives its time limit by the grace is stopped by killing its process; one that exhausts the heap
 * ends its process, and fails with the memory message. Teams are served in turn, as in the code sandbox pool.
 */
export class ExpressionPool implements ExpressionSandbox {
  private readonly slots = new Set<Slot>();
  private readonly queue = new TeamQueues<Job>();
  readonly size: number;
  readonly memoryMb: number;
  private readonly perTeam: number;
  private readonly grace: number;
  private readonly script: ChildScript | undefined;
  private nextId = 1;
  private closed = false;
  /** Evaluator processes started so far (tests check replacement with it). */
  started = 0;

  constructor(options: ExpressionPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? Math.min(2, availableParallelism()));
    this.perTeam = Math.max(1, this.size - 1);
    this.grace = options.backstopGraceMs ?? 250;
    this.memoryMb = Math.max(8, options.memoryMb ?? DEFAULT_EXPRESSION_MEMORY_MB);
    this.script =
      options.script ??
      findChildScript(
        new URL('./expression-worker.js', import.meta.url),
        new URL('./expression-worker.ts', import.meta.url),
      );
  }

  evaluate(request: ExpressionRequest): Promise<unknown> {
    return this.evaluateFor('', request);
  }

  /** The sandbox one team's runs use: its evaluations queue as that team's. */
  forTeam(teamId: string): ExpressionSandbox {
    return this.teams.of(teamId);
  }

  private readonly teams = new TeamViews<ExpressionSandbox>((team) => ({
    evaluate: (request) => this.evaluateFor(team, request),
  }));

  private evaluateFor(team: string, request: ExpressionRequest): Promise<unknown> {
    const fail = (reason: string) =>
      Promise.reject(new MappingError(request.source, reason, 'MAPPING_FAILED'));
    if (!this.script) {
      return fail(
        'the expression sandbox is not installed: bundle expression-worker.ts as expression-worker.js next to the server bundle',
      );
    }
    if (this.closed) return fail('the expression sandbox is shut down');
    const job: ExpressionJob = { id: this.nextId++, ...request };
    return new Promise((resolve, reject) => {
      this.queue.push({ job, team, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const queued of this.queue.drain()) {
      queued.reject(
        new MappingError(queued.job.source, 'the expression sandbox is shut down', 'MAPPING_FAILED'),
      );
    }
    await Promise.all([...this.slots].map((slot) => this.retire(slot, undefined)));
  }

  private busyWorkersOf(team: string): number {
    let busy = 0;
    for (const slot of this.slots) if (slot.current?.team === team) busy += 1;
    return busy;
  }

  private dispatch(): void {
    while (!this.queue.empty && !this.closed) {
      const idle = [...this.slots].find((s) => s.ready && !s.current);
      if (idle) {
        const job = this.queue.take((team) => this.size === 1 || this.busyWorkersOf(team) < this.perTeam);
        if (!job) return;
        this.assign(idle, job);
        continue;
      }
      const starting = [...this.slots].some((s) => !s.ready);
      if (this.slots.size < this.size && !starting) {
        this.spawn();
        continue;
      }
      return;
    }
  }

  private spawn(): void {
    const script = this.script;
    if (!script) return;
    const child = fork(script.path, [], {
      execArgv: [
        ...script.execArgv,
        `--max-old-space-size=${2 * this.memoryMb + EVALUATOR_BASELINE_MB}`,
        '--max-semi-space-size=2',
      ],
      // Nothing of the server's environment (its database URL, keys): the evaluator runs users' expressions.
      env: {},
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    this.started += 1;
    const slot: Slot = {
      child,
      ready: false,
      current: undefined,
      stderr: '',
      retired: false,
      readyBytes: undefined,
    };
    this.slots.add(slot);
    child.unref();
    child.channel?.unref();
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      slot.stderr = (slot.stderr + chunk).slice(-2000);
    });
    // The pipe alone must not keep the server's event loop alive either.
    if (child.stderr instanceof Socket) child.stderr.unref();
    child.on('message', (message: unknown) => this.onMessage(slot, message));
    child.on('error', (error) => this.onGone(slot, error.message));
    child.on('exit', (code, signal) => this.onGone(slot, signal ? `signal ${signal}` : `exit code ${code}`));
  }

  private assign(slot: Slot, entry: Job): void {
    const { timeoutMs, source } = entry.job;
    const timer = setTimeout(() => {
      void this.retire(
        slot,
        new MappingError(
          source,
          `it ran longer than its time limit of ${timeoutMs} ms and was stopped`,
          'MAPPING_TIMEOUT',
        ),
      );
    }, timeoutMs + this.grace);
    slot.current = { ...entry, timer, watch: this.watchMemory(slot, source) };
    // While a job runs, its channel keeps the server's event loop alive to hear the answer.
    slot.child.channel?.ref();
    slot.child.send(entry.job, (error) => {
      if (!error || slot.current?.job.id !== entry.job.id) return;
      this.release(slot);
      entry.reject(
        new MappingError(
          source,
          `its data cannot be handed to the sandbox (${error.message})`,
          'MAPPING_FAILED',
        ),
      );
      this.dispatch();
    });
  }

  /**
   * Reads the evaluator's resident memory while the evaluation runs: one that grows it by more than the
   * expression's memory is stopped with the memory message. What it allocates outside V8's heap counts too.
   */
  private watchMemory(slot: Slot, source: string): NodeJS.Timeout | undefined {
    const start = residentBytes(slot.child.pid);
    if (start === undefined) return undefined;
    const limit = start + this.memoryMb * 1024 * 1024;
    const watch = setInterval(() => {
      const now = residentBytes(slot.child.pid);
      if (now === undefined || now <= limit) return;
      void this.retire(slot, this.outOfMemory(source));
    }, MEMORY_WATCH_MS);
    watch.unref();
    return watch;
  }

  private outOfMemory(source: string): MappingError {
    return new MappingError(
      source,
      `it used more than ${this.memoryMb} MiB of memory and was stopped`,
      'MAPPING_FAILED',
    );
  }

  private onMessage(slot: Slot, message: unknown): void {
    if (message !== null && typeof message === 'object' && Reflect.get(message, 'ready') === true) {
      slot.ready = true;
      slot.readyBytes = residentBytes(slot.child.pid);
      this.dispatch();
      return;
    }
    const answer = parseExpressionAnswer(message);
    const current = slot.current;
    if (!answer || !current || answer.id !== current.job.id) return;
    this.release(slot);
    if (!answer.ok) current.reject(new MappingError(current.job.source, answer.reason, answer.code));
    else current.resolve(answer.json === undefined ? undefined : JSON.parse(answer.json));
    // V8 keeps the pages a big evaluation grew into; a fresh process costs less than carrying them.
    const now = residentBytes(slot.child.pid);
    if (
      slot.readyBytes !== undefined &&
      now !== undefined &&
      now - slot.readyBytes > 2 * this.memoryMb * 1024 * 1024
    )
      void this.retire(slot, undefined);
    this.dispatch();
  }

  private release(slot: Slot): void {
    const current = slot.current;
    if (!current) return;
    clearTimeout(current.timer);
    clearInterval(current.watch);
    slot.current = undefined;
    slot.child.channel?.unref();
  }

  private onGone(slot: Slot, how: string): void {
    if (!this.slots.has(slot) || slot.retired) return;
    const current = slot.current;
    this.release(slot);
    this.slots.delete(slot);
    if (current) {
      // V8 aborts the process when its heap is full (SIGABRT) and says so on stderr; the message may still
      // be in the pipe when the exit is seen, so the signal counts too.
      const outOfMemory =
        OUT_OF_MEMORY.test(slot.stderr) || how === 'signal SIGABRT' || how === 'signal SIGTRAP';
      current.reject(
        outOfMemory
          ? this.outOfMemory(current.job.source)
          : new MappingError(current.job.source, `the expression sandbox failed (${how})`, 'MAPPING_FAILED'),
      );
    }
    // A process that dies before it is ready would die again: fail the waiting jobs instead of respawning.
    if (!slot.ready) {
      for (const queued of this.queue.drain()) {
        queued.reject(
          new MappingError(queued.job.source, 'the expression sandbox could not start', 'MAPPING_FAILED'),
        );
      }
    }
    if (!this.closed) this.dispatch();
  }

  private async retire(slot: Slot, error: MappingError | undefined): Promise<void> {
    if (!this.slots.has(slot)) return;
    const current = slot.current;
    slot.retired = true;
    this.release(slot);
    this.slots.delete(slot);
    if (current && error) current.reject(error);
    const child = slot.child;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      child.kill('SIGKILL');
      await exited;
    }
    if (!this.closed) this.dispatch();
  }
}

export function createExpressionPool(options: ExpressionPoolOptions = {}): ExpressionPool {
  return new ExpressionPool(options);
}

/** A run's expression sandbox: the pool's queue for the run's team (or the sandbox itself in tests). */
export function expressionsForTeam(
  sandbox: ExpressionSandbox | undefined,
  teamId: string,
): ExpressionSandbox | undefined {
  return sandbox instanceof ExpressionPool ? sandbox.forTeam(teamId) : sandbox;
}
