import type { RunResult, StepRecord, WebhookReply } from '@flowlane/contracts';
import { UserError } from '../errors.js';
import type { Ports } from '../ports/index.js';
import type {
  ServiceLookup,
  StepContext,
  StepInput,
  StepNodeInfo,
  StepRunInfo,
  SubStepEntry,
} from '../services/definition.js';
import type { CompiledNode } from './compiled.js';
import { capValue } from './run-log.js';
import type { RunState } from './run-state.js';

/** Waits on the run's clock without counting the time as processing. */
export async function idleSleep(state: RunState, ms: number, signal: AbortSignal): Promise<void> {
  state.tracker.waitStarted();
  try {
    await state.ports.clock.sleep(ms, signal);
  } finally {
    state.tracker.waitFinished();
  }
}

async function runSubworkflow(
  state: RunState,
  nodeId: string,
  signal: AbortSignal,
  workflowId: string,
  trigger: unknown,
): Promise<RunResult> {
  const depth = state.depth + 1;
  if (depth > state.maxDepth) {
    throw new UserError(
      `Sub-workflow "${workflowId}" would run at depth ${depth}, past the limit of ${state.maxDepth}`,
      { code: 'SUBWORKFLOW_DEPTH', nodeId },
    );
  }
  // The child's processing time is added to ours; its waiting (and ours while we wait for it) is not.
  state.tracker.waitStarted();
  try {
    const result = await state.ports.subworkflow.run({ workflowId, trigger, depth, signal });
    state.tracker.add(result.processingMs);
    return result;
  } finally {
    state.tracker.waitFinished();
  }
}

/**
 * A step's context as a class: its methods live on the prototype, so making one per attempt allocates one
 * object and no closures (this is on the hot path of every step).
 */
class EngineStepContext<P> implements StepContext<P> {
  readonly node: StepNodeInfo;
  readonly trigger: unknown;
  readonly vars: Readonly<Record<string, unknown>>;
  readonly env: Readonly<Record<string, string>>;
  readonly ports: Ports;
  readonly run: StepRunInfo;

  constructor(
    private readonly state: RunState,
    readonly params: P,
    readonly inputs: readonly StepInput[],
    readonly attempt: number,
    /** The step's own signal (with a step time limit); the run's otherwise, made when first read. */
    private readonly ownSignal: AbortSignal | undefined,
    node: StepNodeInfo,
  ) {
    this.node = node;
    this.trigger = state.scope.trigger;
    this.vars = state.scope.vars;
    this.env = state.scope.env;
    this.ports = state.ports;
    this.run = state.runInfo;
  }

  get signal(): AbortSignal {
    return this.ownSignal ?? this.state.signal;
  }

  sleep(ms: number): Promise<void> {
    return idleSleep(this.state, ms, this.signal);
  }

  waiting(): () => void {
    const tracker = this.state.tracker;
    tracker.waitStarted();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      tracker.waitFinished();
    };
  }

  respond(reply: WebhookReply): void {
    this.state.setResponse(reply);
  }

  runSubworkflow(workflowId: string, trigger: unknown): Promise<RunResult> {
    return runSubworkflow(this.state, this.node.id, this.signal, workflowId, trigger);
  }

  get services(): ServiceLookup {
    return this.state.workflow.services;
  }

  logSubStep(entry: SubStepEntry): void {
    const input = capValue(entry.input, this.state.logCapBytes);
    const output = capValue(entry.output, this.state.logCapBytes);
    const record: StepRecord = {
      nodeId: `${this.node.id}/${entry.key}`,
      name: entry.name,
      serviceId: entry.serviceId,
      status: entry.status,
      input: input.value,
      output: output.value,
      outputTruncated: output.truncated,
      startedAt: entry.startedAt,
      durationMs: entry.durationMs,
      attempts: 1,
    };
    if (input.truncated) record.inputTruncated = true;
    if (entry.error) record.error = { ...entry.error, nodeId: this.node.id };
    this.state.addRecord(this.state.nextSeq(), record);
  }

  withParams<Q>(params: Q): StepContext<Q> {
    return new EngineStepContext(this.state, params, this.inputs, this.attempt, this.ownSignal, this.node);
  }
}

export function createStepContext(
  state: RunState,
  node: CompiledNode,
  params: Record<string, unknown>,
  inputs: readonly StepInput[],
  attempt: number,
  signal: AbortSignal | undefined,
): StepContext<Record<string, unknown>> {
  return new EngineStepContext(state, params, inputs, attempt, signal, node.info);
}
