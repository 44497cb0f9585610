import type { RunStatus, StepError, StepRecord, WebhookReply } from '@flowlane/contracts';
import { type RuntimeToken, runtimeToken } from '../functions/runtime.js';
import type { MappingScope } from '../mapping/scope.js';
import type { Ports } from '../ports/index.js';
import type { StepRunInfo } from '../services/definition.js';
import type { CompiledWorkflow } from './compiled.js';
import { ProcessingTracker } from './processing-time.js';
import { DEFAULT_LOG_CAP_BYTES } from './run-log.js';
import { RUN_DEFAULTS, type RunOptions } from './run-options.js';

export type HaltReason = Extract<RunStatus, 'failed' | 'cancelled' | 'timed_out'>;

/**
 * One token per set of the parts it carries. A server makes each run's ports apart, but the clock, hash,
 * randomness and a team's expression sandbox are the same objects for all of a team's runs: they share a
 * token (a token made and registered per run cost ~7 µs of it).
 */
const tokens = new WeakMap<object, { parts: TokenParts; token: RuntimeToken }>();
type TokenParts = Pick<Ports, 'clock' | 'random' | 'hash' | 'expressions'>;

function tokenFor(ports: Ports): RuntimeToken {
  const { clock, random, hash, expressions } = ports;
  const key: object = expressions ?? clock;
  const found = tokens.get(key);
  if (
    found &&
    found.parts.clock === clock &&
    found.parts.random === random &&
    found.parts.hash === hash &&
    found.parts.expressions === expressions
  )
    return found.token;
  const parts: TokenParts = { clock, random, hash, expressions };
  const token = runtimeToken(parts);
  tokens.set(key, { parts, token });
  return token;
}

/** A step that started and has not finished; recorded as cancelled if the run halts first. */
export interface InFlightStep {
  seq: number;
  nodeIndex: number;
  startedAt: number;
  iteration: number | undefined;
  input: unknown;
}

/** Everything one run shares across its regions and steps. */
export class RunState {
  readonly scope: MappingScope;
  readonly token: RuntimeToken;
  /** Made on first use: most steps never read their signal, and an AbortController is not free. */
  private controller: AbortController | undefined;
  readonly tracker: ProcessingTracker;
  /** The log, with each record's start sequence; sorted at the end only if steps finished out of order. */
  readonly records: StepRecord[] = [];
  readonly recordSeqs: number[] = [];
  readonly inFlight = new Map<number, InFlightStep>();
  readonly depth: number;
  readonly maxDepth: number;
  readonly maxLoopItems: number;
  readonly maxSteps: number;
  readonly logCapBytes: number;
  readonly runInfo: StepRunInfo;
  haltReason: HaltReason | undefined;
  error: StepError | undefined;
  response: WebhookReply | undefined;
  lastOutput: unknown;
  stepsRun = 0;
  /** Set once the result is built: steps that finish afterwards (abandoned on halt) leave no record. */
  closed = false;
  private seq = 0;
  private readonly haltListeners = new Set<() => void>();
  /** Cancels the armed timeout timer (see armTimeout). */
  private cancelTimeout: (() => void) | undefined;
  private readonly onAbort = () => this.halt('cancelled');
  /** Stops listening to `options.cancel`. */
  private stopListening: (() => void) | undefined;

  constructor(
    readonly workflow: CompiledWorkflow,
    readonly ports: Ports,
    readonly options: RunOptions,
  ) {
    this.scope = { trigger: options.trigger, steps: {}, vars: options.vars ?? {}, env: options.env ?? {} };
    this.token = tokenFor(ports);
    this.depth = options.depth ?? 0;
    this.maxDepth = options.maxDepth ?? RUN_DEFAULTS.maxDepth;
    this.maxLoopItems = options.maxLoopItems ?? RUN_DEFAULTS.maxLoopItems;
    this.maxSteps = options.maxSteps ?? RUN_DEFAULTS.maxSteps;
    this.logCapBytes = options.logCapBytes ?? DEFAULT_LOG_CAP_BYTES;
    this.runInfo = { depth: this.depth, workflowId: options.workflowId, runId: options.runId };
    this.tracker = new ProcessingTracker(ports.clock, (idle) => this.onIdleChange(idle));
    const { signal, cancel, timeoutMs } = options;
    if (signal) {
      if (signal.aborted) this.halt('cancelled');
      else signal.addEventListener('abort', this.onAbort, { once: true });
    }
    if (cancel) this.stopListening = cancel.listen(this.onAbort);
    if (timeoutMs !== undefined) this.armTimeout();
  }

  /** Aborts when the run halts (cancelled, timed out, failed). */
  get signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      if (this.haltReason) this.controller.abort(new Error(`run ${this.haltReason}`));
    }
    return this.controller.signal;
  }

  get halted(): boolean {
    return this.haltReason !== undefined;
  }

  nextSeq(): number {
    this.seq += 1;
    return this.seq;
  }

  /** Stops the run: the first reason wins, every in-flight step's signal aborts, waiting regions wake. */
  halt(reason: HaltReason, error?: StepError): void {
    if (this.haltReason) return;
    this.haltReason = reason;
    this.error = error;
    this.cancelTimeout?.();
    this.controller?.abort(new Error(`run ${reason}`));
    for (const listener of this.haltListeners) listener();
    this.haltListeners.clear();
  }

  onHalt(listener: () => void): () => void {
    if (this.halted) {
      listener();
      return () => {};
    }
    this.haltListeners.add(listener);
    return () => this.haltListeners.delete(listener);
  }

  addRecord(seq: number, record: StepRecord): void {
    if (this.closed) return;
    this.records.push(record);
    this.recordSeqs.push(seq);
    const onStep = this.options.onStep;
    if (!onStep) return;
    try {
      onStep(record);
    } catch (error) {
      this.ports.logger.error('onStep listener failed', { error: String(error) });
    }
  }

  setResponse(reply: WebhookReply): void {
    if (this.response) return;
    this.response = reply;
    try {
      this.options.onResponse?.(reply);
    } catch (error) {
      this.ports.logger.error('onResponse listener failed', { error: String(error) });
    }
  }

  /** Whether the processing budget is spent; checked before each step as timers cannot fire mid-step. */
  checkTimeout(): boolean {
    const { timeoutMs } = this.options;
    if (timeoutMs === undefined || this.halted) return this.halted;
    if (this.tracker.processingMs() >= timeoutMs) this.timeOut();
    return this.halted;
  }

  private timeOut(): void {
    this.halt('timed_out', {
      kind: 'operational',
      code: 'RUN_TIMEOUT',
      message: `The run took longer than its limit of ${this.options.timeoutMs} ms`,
    });
  }

  /**
   * The timeout timer counts processing time only: it is armed for the budget left and, when it fires
   * early (the run waited meanwhile), re-armed for what is left then. A wait does not disarm it: a Code
   * step waits for its sandbox on every run, and cancelling and re-making a timer each time cost more than
   * the rare early firing. An idle run's firing leaves it disarmed until the run processes again.
   */
  private onIdleChange(idle: boolean): void {
    if (this.options.timeoutMs === undefined || this.halted) return;
    if (!idle && !this.cancelTimeout) this.armTimeout();
  }

  private armTimeout(): void {
    const { timeoutMs } = this.options;
    if (timeoutMs === undefined) return;
    this.cancelTimeout?.();
    const remaining = Math.max(0, timeoutMs - this.tracker.processingMs());
    const cancel = this.ports.clock.timer(remaining, () => {
      if (this.cancelTimeout !== cancel) return;
      if (this.tracker.processingMs() >= timeoutMs) this.timeOut();
      else if (this.tracker.isIdle()) this.cancelTimeout = undefined;
      else this.armTimeout();
    });
    this.cancelTimeout = cancel;
  }

  /** Ends the timer so a finished run leaves nothing scheduled. */
  dispose(): void {
    this.cancelTimeout?.();
    this.cancelTimeout = undefined;
    this.haltListeners.clear();
    this.options.signal?.removeEventListener('abort', this.onAbort);
    this.stopListening?.();
  }
}
