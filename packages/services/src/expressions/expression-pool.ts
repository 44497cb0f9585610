import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type ExpressionRequest, type ExpressionSandbox, MappingError } from '@flowlane/engine';
import { TeamQueues } from '../support/team-queues.js';
import { TeamViews } from '../support/team-views.js';
import { findWorkerScript, type WorkerScript } from '../support/worker-script.js';
import { type ExpressionJob, parseExpressionAnswer } from './protocol.js';

export interface ExpressionPoolOptions {
  /** Workers kept at most; default 2 (1 on a one-CPU machine). Each team may hold all but one. */
  size?: number;
  /** How long past its time limit an evaluation may take before its worker is terminated. */
  backstopGraceMs?: number;
  /** The V8 heap one worker may use; an expression that needs more fails and its worker is replaced. */
  maxHeapMb?: number;
  workerUrl?: URL;
}

interface Job {
  job: ExpressionJob;
  team: string;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  current: (Job & { timer: NodeJS.Timeout }) | undefined;
}

/**
 * Evaluates the mappings that may run long (see the engine's needsSandbox and IN_PROCESS_BUDGET_MS) in
 * worker threads, so the server's thread keeps answering while one runs. An evaluation that outlives its
 * time limit by the grace is stopped by terminating its worker; one that exhausts the worker's heap fails
 * and its worker is replaced. Teams are served in turn, as in the code sandbox pool.
 */
export class ExpressionPool implements ExpressionSandbox {
  private readonly slots = new Set<Slot>();
  private readonly queue = new TeamQueues<Job>();
  readonly size: number;
  private readonly perTeam: number;
  private readonly grace: number;
  private readonly maxHeapMb: number;
  private readonly worker: WorkerScript | undefined;
  private nextId = 1;
  private closed = false;
  /** Workers started so far (tests check replacement with it). */
  started = 0;

  constructor(options: ExpressionPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? Math.min(2, availableParallelism()));
    this.perTeam = Math.max(1, this.size - 1);
    this.grace = options.backstopGraceMs ?? 250;
    // Below ~64 MiB V8 can run out while the worker is still loading its code, which is fatal to the whole
    // process rather than to the worker; a floor keeps the limit on the expression's own data.
    this.maxHeapMb = Math.max(64, options.maxHeapMb ?? 128);
    this.worker = options.workerUrl
      ? { script: options.workerUrl, eval: false }
      : findWorkerScript(
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
    if (!this.worker) {
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
    if (!this.worker) return;
    const worker = new Worker(this.worker.script, {
      eval: this.worker.eval,
      resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb, maxYoungGenerationSizeMb: 16 },
    });
    this.started += 1;
    const slot: Slot = { worker, ready: false, current: undefined };
    this.slots.add(slot);
    worker.unref();
    worker.on('message', (message: unknown) => this.onMessage(slot, message));
    worker.on('error', (error) => this.onGone(slot, error));
    worker.on('exit', () => this.onGone(slot, undefined));
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
    slot.current = { ...entry, timer };
    slot.worker.ref();
    try {
      slot.worker.postMessage(entry.job);
    } catch (error) {
      this.release(slot);
      const reason = error instanceof Error ? error.message : String(error);
      entry.reject(
        new MappingError(source, `its data cannot be handed to the sandbox (${reason})`, 'MAPPING_FAILED'),
      );
      this.dispatch();
    }
  }

  private onMessage(slot: Slot, message: unknown): void {
    if (message !== null && typeof message === 'object' && Reflect.get(message, 'ready') === true) {
      slot.ready = true;
      this.dispatch();
      return;
    }
    const answer = parseExpressionAnswer(message);
    const current = slot.current;
    if (!answer || !current || answer.id !== current.job.id) return;
    this.release(slot);
    if (answer.ok) current.resolve(answer.value);
    else current.reject(new MappingError(current.job.source, answer.reason, answer.code));
    this.dispatch();
  }

  private release(slot: Slot): void {
    const current = slot.current;
    if (!current) return;
    clearTimeout(current.timer);
    slot.current = undefined;
    slot.worker.unref();
  }

  private onGone(slot: Slot, error: unknown): void {
    if (!this.slots.has(slot)) return;
    const current = slot.current;
    this.release(slot);
    this.slots.delete(slot);
    if (current) {
      const outOfMemory =
        error !== null &&
        typeof error === 'object' &&
        Reflect.get(error, 'code') === 'ERR_WORKER_OUT_OF_MEMORY';
      const reason = outOfMemory
        ? `it needed more than the ${this.maxHeapMb} MiB an expression may use and was stopped`
        : `the expression sandbox failed (${error instanceof Error ? error.message : 'it exited'})`;
      current.reject(new MappingError(current.job.source, reason, 'MAPPING_FAILED'));
    }
    // A worker that dies before it is ready would die again: fail the waiting jobs instead of respawning.
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
    this.release(slot);
    this.slots.delete(slot);
    if (current && error) current.reject(error);
    await slot.worker.terminate();
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
