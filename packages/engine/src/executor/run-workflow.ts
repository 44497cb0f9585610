import type { RunResult, StepRecord } from '@flowlane/contracts';
import { toStepError } from '../errors.js';
import type { Ports } from '../ports/index.js';
import { type CompiledWorkflow, TOP_REGION } from './compiled.js';
import { writeRecord } from './finish-step.js';
import { runRegion } from './region-runner.js';
import type { RunOptions } from './run-options.js';
import { RunState } from './run-state.js';

/** Records in the order their steps started (they are added as steps finish). */
function stepsInStartOrder(records: StepRecord[], seqs: readonly number[]): StepRecord[] {
  let ordered = true;
  for (let i = 1; i < seqs.length && ordered; i += 1) ordered = (seqs[i - 1] ?? 0) < (seqs[i] ?? 0);
  if (ordered) return records;
  return records
    .map((record, i) => ({ record, seq: seqs[i] ?? 0 }))
    .sort((a, b) => a.seq - b.seq)
    .map((r) => r.record);
}

function result(state: RunState): RunResult {
  const steps = stepsInStartOrder(state.records, state.recordSeqs);
  const run: RunResult = {
    status: state.haltReason ?? 'succeeded',
    steps,
    processingMs: state.tracker.processingMs(),
  };
  if (state.error) run.error = state.error;
  if (state.lastOutput !== undefined) run.output = state.lastOutput;
  if (state.response) run.response = state.response;
  return run;
}

/**
 * Runs a compiled workflow once, from the trigger data in `options`, touching the world only through
 * `ports`. Never rejects: failures, cancellation and timeouts come back as the run's status and error.
 * The same workflow, options and port answers give the same result.
 */
export async function runWorkflow(
  workflow: CompiledWorkflow,
  ports: Ports,
  options: RunOptions = {},
): Promise<RunResult> {
  const state = new RunState(workflow, ports, options);
  try {
    const top = workflow.regions[TOP_REGION];
    if (top && !state.halted) {
      const pass = runRegion(state, top, [], undefined);
      if (pass instanceof Promise) await pass;
    }
  } catch (error) {
    state.halt('failed', toStepError(error, 'bug'));
  } finally {
    state.dispose();
  }
  for (const step of state.inFlight.values()) {
    const node = workflow.nodes[step.nodeIndex];
    if (!node) continue;
    writeRecord(
      state,
      node,
      { seq: step.seq, startedAt: step.startedAt, iteration: step.iteration },
      { status: 'cancelled', input: step.input, output: null, attempts: 0 },
      {},
    );
  }
  state.inFlight.clear();
  state.closed = true;
  return result(state);
}
