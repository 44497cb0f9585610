/// <reference path="./webassembly.d.ts" />
import type { QuickJSWASMModule } from 'quickjs-emscripten';
import type { SandboxAnswer, SandboxJob } from './protocol.js';

const MiB = 1024 * 1024;
/** The window over which the share of the calling thread that inline jobs may take is counted. */
const WINDOW_MS = 200;
/** Teams remembered for their handed-over jobs, at most (the oldest are forgotten first). */
const MAX_REMEMBERED = 1024;
/** Warm programs kept (the least recently used goes first): each holds a runtime and context, ~0.1 MiB. */
const WARM_PROGRAMS = 8;
/** Runs after which a warm program is compiled afresh (what built-ins kept of its runs is dropped then). */
const WARM_RUNS = 256;

export interface InlineSandboxOptions {
  /**
   * The longest a job runs here before it is stopped and handed to a worker (default 10 ms of wall time:
   * the longest the thread's other work waits for one; a short job on a busy core is sometimes paused
   * nearly that long by the scheduler, which is why one hand-over does not demote a team). Infinity: only
   * the job's own time limit.
   */
  budgetMs?: number;
  /**
   * The memory a job has here (default 16 MiB, QuickJS's initial heap: a job that fills it wastes ~16 ms
   * of the thread, one that may fill 32 MiB ~25 ms). Only jobs allowed at least this much run here; one
   * that reaches it is handed to a worker with its whole limit.
   */
  memoryBytes?: number;
  /**
   * The share of the calling thread's time inline jobs may take (default 0.25, counted per 200 ms; Infinity:
   * no bound).
   */
  share?: number;
  /**
   * How long putting a warm program's globals back after a run may take before the program is dropped
   * (default 5 ms, counted by QuickJS's interrupt handler with `now`).
   */
  restoreMs?: number;
  /**
   * How long a team runs its jobs in workers only after two of its jobs were handed over within this
   * time, or one ran out of memory here (default 60 s).
   */
  demoteMs?: number;
  /** The clock every limit here is counted with, the jobs' own time limits too (default performance.now). */
  now?: () => number;
}

/** What became of a job offered to the inline sandbox. */
export type InlineOutcome =
  /** It ran here: this is its answer. */
  | { ran: true; answer: SandboxAnswer }
  /** It did not run here, or outgrew the time or the memory here: a worker runs it (again). */
  | { ran: false };

/** QuickJS and the code that drives it, loaded with the first job (a server that runs none never loads it). */
type QuickJs = {
  modules: import('./sandbox-modules.js').SandboxModules;
  QuickJsProgram: typeof import('./run-in-quickjs.js').QuickJsProgram;
};
type QuickJsProgram = import('./run-in-quickjs.js').QuickJsProgram;

/**
 * Runs short Code jobs on the calling thread, in a QuickJS runtime and context of their own as a worker
 * does, so they skip the trip to a sandbox worker and back (a message each way, a thread woken, the run's
 * continuation on another turn), which cost more than a short job itself. The user's code reaches
 * nothing outside QuickJS, so a job stopped here has only computed: running it again in a worker is safe.
 *
 * A program that answered is kept warm for the next job of the same team with the same code (making a
 * context is most of a short job's cost): its globals are put back between runs, a failed or stopped run
 * drops it, and one team's program never runs another team's job. Warm programs are dropped whenever
 * the module's memory grows (a job needed more than was free), so what they keep gives way to the jobs.
 *
 * What bounds the cost to the thread: a job runs at most `budgetMs` here; inline jobs take at most
 * `share` of the thread; a team whose jobs keep outgrowing this place runs them in workers for
 * `demoteMs`; and the QuickJS module here, whose memory cannot grow past `memoryBytes` (+2 MiB), is
 * replaced in the background once a job has filled it, while jobs go to the workers.
 */
export class InlineSandbox {
  private readonly budgetMs: number;
  private readonly memoryBytes: number;
  private readonly share: number;
  private readonly restoreMs: number;
  private readonly demoteMs: number;
  private readonly now: () => number;
  private quickjs: QuickJs | undefined;
  private module: QuickJSWASMModule | undefined;
  /** By team and code, least recently used first. */
  private readonly programs = new Map<string, QuickJsProgram>();
  /** The module's memory when its warm programs were last dropped (or it loaded). */
  private memoryMark = 0;
  private loading: Promise<void> | undefined;
  /** Per team: when its last job was handed over and how many were, in a row within `demoteMs`. */
  private readonly strikes = new Map<string, { at: number; count: number }>();
  private windowStart = Number.NEGATIVE_INFINITY;
  private windowUsedMs = 0;
  private refusedGrowths = 0;
  /** Jobs answered here, and jobs tried here and handed to a worker (tests and /metrics read them). */
  ran = 0;
  handedOver = 0;
  /** Jobs run in a program kept warm from an earlier job. */
  warmRuns = 0;

  constructor(options: InlineSandboxOptions = {}) {
    this.budgetMs = options.budgetMs ?? 10;
    this.memoryBytes = options.memoryBytes ?? 16 * MiB;
    this.share = options.share ?? 0.25;
    this.restoreMs = options.restoreMs ?? 5;
    this.demoteMs = options.demoteMs ?? 60_000;
    this.now = options.now ?? (() => performance.now());
  }

  /** Loads a QuickJS module in the background; jobs go to the workers until it is ready. */
  warm(): Promise<void> {
    if (this.module) return Promise.resolve();
    this.loading ??= this.load().then(
      (module) => {
        this.module = module;
        this.memoryMark = module.getWasmMemory().buffer.byteLength;
        this.loading = undefined;
      },
      () => {
        // QuickJS could not load here: the workers run every job (and report their own failure).
        this.loading = undefined;
      },
    );
    return this.loading;
  }

  /**
   * Runs `job` here when it may (`onStart` first); else, or when it outgrew this place, the caller hands
   * it to a worker.
   */
  run(team: string, job: SandboxJob, onStart?: () => void): InlineOutcome {
    const module = this.module;
    const quickjs = this.quickjs;
    if (!module || !quickjs) {
      void this.warm();
      return { ran: false };
    }
    if (job.memoryLimitBytes < this.memoryBytes) return { ran: false };
    const started = this.now();
    if (this.isDemoted(team, started) || !this.withinShare(started)) return { ran: false };
    // The job's own limits, but at most the budget of time; its memory is bounded by this module's.
    const here: SandboxJob = { ...job, timeLimitMs: Math.min(job.timeLimitMs, this.budgetMs) };
    const refusedBefore = this.refusedGrowths;
    onStart?.();
    const answer = this.runProgram(quickjs, module, `${team}\n${job.code}`, here);
    this.windowUsedMs += this.now() - started;
    // The module's memory refused to grow: the job hit this thread's wall, not its own limit, and its
    // code may even have caught the failure. A worker with the whole limit answers for it.
    const hitWall = this.refusedGrowths > refusedBefore;
    if (answer.recycle || hitWall) this.replaceModule(quickjs);
    else this.dropProgramsIfGrown(module);
    if (!hitWall && isFinal(answer, job, here)) {
      this.ran += 1;
      return { ran: true, answer: { ...answer, recycle: false } };
    }
    this.handedOver += 1;
    this.strike(team, started, hitWall);
    return { ran: false };
  }

  /** Runs the job in the warm program of its team and code, or a new one; keeps it warm if it may. */
  private runProgram(quickjs: QuickJs, module: QuickJSWASMModule, key: string, job: SandboxJob) {
    const warm = this.programs.get(key);
    this.programs.delete(key);
    const program =
      warm ??
      quickjs.QuickJsProgram.compile(module, job, () => false, this.now, { restoreLimitMs: this.restoreMs });
    if (!(program instanceof quickjs.QuickJsProgram)) return program;
    if (warm) this.warmRuns += 1;
    const { answer, reusable } = program.run(job, () => false, this.now);
    if (!reusable || program.runs >= WARM_RUNS) {
      return program.dispose() ? answer : { ...answer, recycle: true };
    }
    this.programs.set(key, program);
    for (const [oldest, evicted] of this.programs) {
      if (this.programs.size <= WARM_PROGRAMS) break;
      this.programs.delete(oldest);
      evicted.dispose();
    }
    return answer;
  }

  /** The module's memory grew (it never shrinks): the warm programs give theirs back to its allocator. */
  private dropProgramsIfGrown(module: QuickJSWASMModule): void {
    const bytes = module.getWasmMemory().buffer.byteLength;
    if (bytes <= this.memoryMark) return;
    this.memoryMark = bytes;
    for (const program of this.programs.values()) program.dispose();
    this.programs.clear();
  }

  private async load(): Promise<QuickJSWASMModule> {
    if (!this.quickjs) {
      const [{ SandboxModules }, { QuickJsProgram }] = await Promise.all([
        import('./sandbox-modules.js'),
        import('./run-in-quickjs.js'),
      ]);
      this.quickjs = { modules: new SandboxModules(), QuickJsProgram };
    }
    const module = await this.quickjs.modules.moduleFor(this.memoryBytes);
    // Emscripten grows the heap with `memory.grow` and takes a refusal (the module's maximum) as an
    // allocation that failed: counting refusals tells a job that reached this thread's wall.
    const memory = module.getWasmMemory();
    const grow = memory.grow.bind(memory);
    memory.grow = (delta: number) => {
      try {
        return grow(delta);
      } catch (error) {
        this.refusedGrowths += 1;
        throw error;
      }
    };
    return module;
  }

  /** Drops the module (unclean: it ran out of memory) and its warm programs; a fresh one loads meanwhile. */
  private replaceModule(quickjs: QuickJs): void {
    // Not disposed: the module they live in is not to be trusted, and goes with them.
    this.programs.clear();
    quickjs.modules.release(this.memoryBytes, true);
    this.module = undefined;
    void this.warm();
  }

  private isDemoted(team: string, now: number): boolean {
    const strikes = this.strikes.get(team);
    if (!strikes) return false;
    if (now - strikes.at >= this.demoteMs) {
      this.strikes.delete(team);
      return false;
    }
    return strikes.count >= 2;
  }

  /** One more handed-over job for `team`; running out of memory here counts as two (a module reload). */
  private strike(team: string, now: number, memory: boolean): void {
    const last = this.strikes.get(team);
    const count = (last && now - last.at < this.demoteMs ? last.count : 0) + (memory ? 2 : 1);
    this.strikes.delete(team);
    this.strikes.set(team, { at: now, count });
    for (const oldest of this.strikes.keys()) {
      if (this.strikes.size <= MAX_REMEMBERED) break;
      this.strikes.delete(oldest);
    }
  }

  private withinShare(now: number): boolean {
    if (now - this.windowStart >= WINDOW_MS) {
      this.windowStart = now;
      this.windowUsedMs = 0;
    }
    return this.windowUsedMs < this.share * WINDOW_MS;
  }
}

/**
 * Whether an answer given here (short of this thread's memory wall) is the job's own: anything but
 * running out of the time budget here, unless the job's own time limit was no longer.
 */
function isFinal(answer: SandboxAnswer, job: SandboxJob, here: SandboxJob): boolean {
  return answer.ok || answer.kind !== 'timeout' || here.timeLimitMs === job.timeLimitMs;
}
