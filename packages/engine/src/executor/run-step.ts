import type { RunResult, StepRecord, WorkflowGraph } from '@flowlane/contracts';
import { toStepError, UserError } from '../errors.js';
import { getParentNodes } from '../graph/get-parent-nodes.js';
import { indexGraph } from '../graph/graph-index.js';
import type { Ports } from '../ports/index.js';
import type { StepInput } from '../services/definition.js';
import type { CompiledWorkflow } from './compiled.js';
import { writeRecord } from './finish-step.js';
import { runNode } from './run-node.js';
import type { RunOptions } from './run-options.js';
import { RunState } from './run-state.js';

/** Where a step's test data came from. */
export type UpstreamSource = 'override' | 'pinned' | 'lastRun' | 'missing';

export interface UpstreamChoice {
  /** Output per upstream step id, for the steps that have one. */
  outputs: Record<string, unknown>;
  /** Every step before the tested one (nearest first), with where its output came from. */
  sources: Record<string, UpstreamSource>;
}

/**
 * Picks the data each step before `nodeId` hands on in a test run: an explicit override, else the step's
 * pinned data (the `usePinnedData` rule: pinned means `pinnedData !== undefined`), else the output it had
 * in an earlier run. Steps with none are reported as missing.
 */
export function chooseUpstreamData(
  graph: Pick<WorkflowGraph, 'nodes' | 'edges'>,
  nodeId: string,
  data: {
    overrides?: Readonly<Record<string, unknown>>;
    lastRun?: Readonly<Record<string, unknown>>;
  } = {},
): UpstreamChoice {
  const index = indexGraph(graph);
  const outputs: Record<string, unknown> = {};
  const sources: Record<string, UpstreamSource> = {};
  for (const id of getParentNodes(index, nodeId, Number.POSITIVE_INFINITY)) {
    const node = index.nodesById.get(id);
    if (data.overrides && Object.hasOwn(data.overrides, id)) {
      outputs[id] = data.overrides[id];
      sources[id] = 'override';
    } else if (node && node.pinnedData !== undefined) {
      outputs[id] = node.pinnedData;
      sources[id] = 'pinned';
    } else if (data.lastRun && Object.hasOwn(data.lastRun, id)) {
      outputs[id] = data.lastRun[id];
      sources[id] = 'lastRun';
    } else {
      sources[id] = 'missing';
    }
  }
  return { outputs, sources };
}

export interface StepRunOptions
  extends Pick<
    RunOptions,
    'trigger' | 'vars' | 'env' | 'signal' | 'timeoutMs' | 'workflowId' | 'runId' | 'logCapBytes'
  > {
  /** Outputs of the steps before this one, by step id (see `chooseUpstreamData`). */
  upstream?: Readonly<Record<string, unknown>>;
}

function failed(error: unknown): RunResult {
  return { status: 'failed', steps: [], processingMs: 0, error: toStepError(error, 'user') };
}

/**
 * Runs one step of a compiled workflow, and nothing after it, as if the steps before it had produced
 * `upstream`. Each edge into the step whose source has data becomes one of its inputs (branch choices of
 * earlier runs are not replayed: a test runs the step with what its upstream steps produced). The step
 * itself always runs its service, even when it has pinned data: that is what testing it means. A Loop is
 * refused, as running it means running its body. Never rejects, like `runWorkflow`.
 */
export async function runStep(
  workflow: CompiledWorkflow,
  ports: Ports,
  nodeId: string,
  options: StepRunOptions = {},
): Promise<RunResult> {
  const node = workflow.byId.get(nodeId);
  if (!node) {
    return failed(new UserError(`The workflow has no step "${nodeId}"`, { code: 'UNKNOWN_STEP' }));
  }
  if (node.definition.control?.kind === 'loop') {
    return failed(
      new UserError(`Step "${node.node.name}" is a Loop; test the steps inside it instead`, {
        code: 'STEP_NOT_TESTABLE',
        nodeId,
      }),
    );
  }
  const { upstream = {}, ...runOptions } = options;
  const state = new RunState(workflow, ports, { ...runOptions, usePinnedData: false });
  for (const [id, output] of Object.entries(upstream)) state.scope.steps[id] = output;
  const inputs: StepInput[] = [];
  for (const edge of node.incoming) {
    const source = workflow.nodes[edge.source];
    if (!source || !Object.hasOwn(upstream, source.id)) continue;
    inputs.push({ nodeId: source.id, handle: edge.handle, output: upstream[source.id] });
    if (node.mergeMode === 'first') break;
  }
  try {
    const outcome = runNode(state, node, inputs, undefined);
    if (outcome instanceof Promise) await outcome;
  } catch (error) {
    state.halt('failed', toStepError(error, 'bug', nodeId));
  } finally {
    state.dispose();
  }
  // A step cut short by a timeout or a cancellation is still reported, as cancelled.
  for (const step of state.inFlight.values()) {
    writeRecord(
      state,
      node,
      { seq: step.seq, startedAt: step.startedAt, iteration: undefined },
      { status: 'cancelled', input: step.input, output: null, attempts: 0 },
      {},
    );
  }
  state.inFlight.clear();
  const record: StepRecord | undefined = state.records[0];
  state.closed = true;
  const result: RunResult = {
    status: state.haltReason ?? (record?.status === 'failed' ? 'failed' : 'succeeded'),
    steps: state.records.slice(0, 1),
    processingMs: state.tracker.processingMs(),
  };
  const error = state.error ?? record?.error;
  if (error) result.error = error;
  if (record && record.status !== 'failed') result.output = state.scope.steps[nodeId];
  return result;
}
