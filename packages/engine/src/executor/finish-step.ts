import { describeTextProblem, findTextProblem, type StepError, type StepRecord } from '@flowlane/contracts';
import { toStepError, UserError } from '../errors.js';
import { ERROR_HANDLE, MAIN_HANDLE } from '../graph/handles.js';
import type { CompiledNode } from './compiled.js';
import type { Invocation } from './invoke.js';
import type { StepOutcome } from './outcome.js';
import { capValue } from './run-log.js';
import type { RunState } from './run-state.js';

const MAIN: readonly string[] = Object.freeze([MAIN_HANDLE]);
const ERROR: readonly string[] = Object.freeze([ERROR_HANDLE]);

/** Where a step's data goes when it has no say: 'main', or the service's first output. Made at compile time. */
export function defaultHandlesOf(outputHandles: ReadonlyArray<{ id: string }>): readonly string[] {
  if (outputHandles.length === 0 || outputHandles.some((h) => h.id === MAIN_HANDLE)) return MAIN;
  return Object.freeze([outputHandles[0]?.id ?? MAIN_HANDLE]);
}

export interface StepStart {
  seq: number;
  startedAt: number;
  iteration: number | undefined;
}

export function writeRecord(
  state: RunState,
  node: CompiledNode,
  start: StepStart,
  fields: { status: StepRecord['status']; input: unknown; output: unknown; attempts: number },
  extra: { handles?: readonly string[]; error?: StepError },
): void {
  const cap = state.logCapBytes;
  const input = capValue(fields.input, cap);
  const output = capValue(fields.output, cap);
  // One literal per shape, so every record of a kind shares V8's hidden class.
  const record: StepRecord = extra.handles
    ? {
        nodeId: node.id,
        name: node.node.name,
        serviceId: node.node.serviceId,
        status: fields.status,
        input: input.value,
        output: output.value,
        outputTruncated: output.truncated,
        startedAt: start.startedAt,
        durationMs: state.ports.clock.now() - start.startedAt,
        attempts: fields.attempts,
        handles: extra.handles,
      }
    : {
        nodeId: node.id,
        name: node.node.name,
        serviceId: node.node.serviceId,
        status: fields.status,
        input: input.value,
        output: output.value,
        outputTruncated: output.truncated,
        startedAt: start.startedAt,
        durationMs: state.ports.clock.now() - start.startedAt,
        attempts: fields.attempts,
      };
  if (input.truncated) record.inputTruncated = true;
  if (start.iteration !== undefined) record.iteration = start.iteration;
  if (extra.error) record.error = extra.error;
  state.addRecord(start.seq, record);
}

/**
 * A step's data that the run log could not store (NUL, an unpaired surrogate, nesting past the limit) fails
 * the step with the path named, instead of failing the run's write later.
 */
function unstorableData(
  params: unknown,
  output: unknown,
): { in: 'input' | 'output'; message: string } | null {
  const inOutput = findTextProblem(output, 'output');
  if (inOutput) return { in: 'output', message: `The step's ${describeTextProblem(inOutput)}` };
  const inInput = findTextProblem(params, 'input');
  if (inInput) return { in: 'input', message: `The step's ${describeTextProblem(inInput)}` };
  return null;
}

function errorOutput(error: StepError) {
  return { error: { message: error.message, kind: error.kind, ...(error.code ? { code: error.code } : {}) } };
}

/**
 * Turns an invocation into the step's record and outcome, applying its on-error setting:
 * 'stop' halts the run, 'continue' sends the error on as the output, 'errorEdge' sends it down 'error'.
 */
export function finishStep(
  state: RunState,
  node: CompiledNode,
  start: StepStart,
  invocation: Invocation,
): StepOutcome {
  state.inFlight.delete(start.seq);
  if (invocation.ok) {
    const unstorable = unstorableData(invocation.params, invocation.result.output);
    if (unstorable) {
      const error = new UserError(unstorable.message, { code: 'UNSTORABLE_TEXT', nodeId: node.id });
      const params = unstorable.in === 'input' ? undefined : invocation.params;
      return finishStep(state, node, start, { ok: false, params, error, attempts: invocation.attempts });
    }
    const { output } = invocation.result;
    const handles = invocation.result.handles ?? node.defaultHandles;
    state.scope.steps[node.id] = output;
    writeRecord(
      state,
      node,
      start,
      { status: 'succeeded', input: invocation.params, output, attempts: invocation.attempts },
      { handles },
    );
    if (node.region === 0) state.lastOutput = output;
    return { status: 'succeeded', output, handles };
  }
  const error = toStepError(invocation.error, 'operational', node.id);
  const input = invocation.params ?? null;
  if (state.halted) {
    writeRecord(
      state,
      node,
      start,
      { status: 'cancelled', input, output: null, attempts: invocation.attempts },
      {},
    );
    return { status: 'cancelled', output: undefined, handles: [] };
  }
  const onError = node.settings.onError;
  if (onError === 'stop') {
    writeRecord(
      state,
      node,
      start,
      { status: 'failed', input, output: null, attempts: invocation.attempts },
      { error },
    );
    state.halt('failed', error);
    return { status: 'failed', output: undefined, handles: [] };
  }
  const output = errorOutput(error);
  const handles = onError === 'errorEdge' ? ERROR : node.defaultHandles;
  state.scope.steps[node.id] = output;
  writeRecord(
    state,
    node,
    start,
    { status: 'failed', input, output, attempts: invocation.attempts },
    { handles, error },
  );
  return { status: 'failed', output, handles };
}
