import type { RunResult, StepRecord, WorkflowGraph } from '@flowlane/contracts';
import { compileWorkflow } from '../executor/compile.js';
import type { RunOptions } from '../executor/run-options.js';
import { runWorkflow } from '../executor/run-workflow.js';
import type { ServiceLookup } from '../services/definition.js';
import { createFakePorts, type FakePorts } from './fake-ports.js';
import { serviceLookup } from './test-services.js';

export interface RunGraphOptions extends RunOptions {
  services?: ServiceLookup;
  ports?: FakePorts;
}

/** Compiles and runs a graph with fake ports (and the test services unless others are given). */
export async function runGraph(
  graph: WorkflowGraph,
  options: RunGraphOptions = {},
): Promise<RunResult & { ports: FakePorts }> {
  const { services = serviceLookup(), ports = createFakePorts(), ...runOptions } = options;
  const workflow = compileWorkflow(graph, services);
  const result = await runWorkflow(workflow, ports, runOptions);
  return { ...result, ports };
}

/** The record of a step (the last one when it ran in several iterations); fails when it did not run. */
export function stepOf(result: RunResult, nodeId: string): StepRecord {
  const found = result.steps.filter((s) => s.nodeId === nodeId).at(-1);
  if (!found)
    throw new Error(`step ${nodeId} did not run; ran: ${result.steps.map((s) => s.nodeId).join(', ')}`);
  return found;
}

/** Ids of the steps that ran, in the log's order. */
export function ranSteps(result: RunResult): string[] {
  return result.steps.map((s) => s.nodeId);
}
