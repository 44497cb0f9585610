import { BugError, UserError } from '../errors.js';
import type { StepInput } from '../services/definition.js';
import type { CompiledNode } from './compiled.js';
import { finishStep, type StepStart, writeRecord } from './finish-step.js';
import { invokeService } from './invoke.js';
import { runLoop } from './loop-runner.js';
import type { Maybe } from './maybe.js';
import { CANCELLED, type StepOutcome } from './outcome.js';
import type { RunState } from './run-state.js';

/**
 * Only a step that waits can be cut short by the run halting (JavaScript does not interrupt a synchronous
 * one), so only waiting steps are tracked, to be recorded as cancelled if the run ends first.
 */
function trackInFlight(state: RunState, node: CompiledNode, start: StepStart): void {
  state.inFlight.set(start.seq, {
    seq: start.seq,
    nodeIndex: node.index,
    startedAt: start.startedAt,
    iteration: start.iteration,
    input: null,
  });
}

/** Records a step that did not run its service (disabled, pinned) and hands its data on. */
function passThrough(
  state: RunState,
  node: CompiledNode,
  start: StepStart,
  status: 'skipped' | 'succeeded',
  output: unknown,
): StepOutcome {
  const handles = node.defaultHandles;
  state.scope.steps[node.id] = output;
  writeRecord(state, node, start, { status, input: null, output, attempts: 0 }, { handles });
  if (node.region === 0) state.lastOutput = output;
  return { status, output, handles };
}

/** Runs one step of a region: resumes it, skips it, uses pinned data, runs its loop, or invokes its service. */
export function runNode(
  state: RunState,
  node: CompiledNode,
  inputs: readonly StepInput[],
  iteration: number | undefined,
): Maybe<StepOutcome> {
  if (state.halted || state.checkTimeout()) return CANCELLED;
  const resumed = node.region === 0 ? state.options.resume?.[node.id] : undefined;
  if (resumed) {
    state.scope.steps[node.id] = resumed.output;
    state.lastOutput = resumed.output;
    return { status: 'succeeded', output: resumed.output, handles: resumed.handles };
  }
  state.stepsRun += 1;
  if (state.stepsRun > state.maxSteps) {
    const error = new UserError(`The run reached its limit of ${state.maxSteps} steps`, {
      code: 'STEP_LIMIT',
      nodeId: node.id,
    });
    state.halt('failed', { kind: error.kind, code: error.code, message: error.message, nodeId: node.id });
    return CANCELLED;
  }
  const start: StepStart = { seq: state.nextSeq(), startedAt: state.ports.clock.now(), iteration };

  if (node.settings.disabled) {
    const passed = inputs[0]?.output ?? (node.isTrigger ? state.scope.trigger : null);
    return passThrough(state, node, start, 'skipped', passed);
  }
  if (state.options.usePinnedData && node.node.pinnedData !== undefined) {
    return passThrough(state, node, start, 'succeeded', node.node.pinnedData);
  }
  if (node.definition.control?.kind === 'loop') {
    const looping = runLoop(state, node, inputs, start);
    if (looping instanceof Promise) trackInFlight(state, node, start);
    return looping;
  }

  const invocation = invokeService(state, node, inputs);
  if (invocation instanceof Promise) {
    trackInFlight(state, node, start);
    return invocation.then(
      (done) => finishStep(state, node, start, done),
      (error: unknown) => {
        throw new BugError(`Step ${node.id} failed outside its service`, { code: 'ENGINE', cause: error });
      },
    );
  }
  return finishStep(state, node, start, invocation);
}
