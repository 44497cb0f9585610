import type { RunResult, WorkflowGraph } from '@flowlane/contracts';
import type { Ports } from '../ports/index.js';
import type { SubworkflowPort, SubworkflowRequest } from '../ports/subworkflow.js';
import type { ServiceLookup } from '../services/definition.js';
import { type CompileOptions, compileWorkflow } from './compile.js';
import type { CompiledWorkflow } from './compiled.js';
import type { RunOptions } from './run-options.js';
import { runWorkflow } from './run-workflow.js';

export interface InProcessSubworkflowOptions {
  /** Loads a workflow of the same team; rejects when it does not exist. */
  load(workflowId: string): Promise<WorkflowGraph>;
  services: ServiceLookup;
  /** The child's ports; its sub-workflow port is this one, so children can nest (up to the depth limit). */
  ports: Omit<Ports, 'subworkflow'>;
  compileOptions?: CompileOptions;
  /** Options every child run gets (limits, env, vars, timeout). */
  runOptions?: Omit<RunOptions, 'trigger' | 'depth' | 'signal' | 'resume'>;
}

/**
 * The parent's ports with `subworkflow` added, the others reached through the parent's object as they are:
 * a server makes some of them on first use (getters, which a spread would call at once, or not carry).
 */
function withSubworkflow(ports: Omit<Ports, 'subworkflow'>, subworkflow: SubworkflowPort): Ports {
  const child: Ports = Object.create(ports);
  Object.defineProperty(child, 'subworkflow', { value: subworkflow, enumerable: true });
  return child;
}

/**
 * A sub-workflow port that runs the child in this process with the same ports: for tests, and for a server
 * that does not queue sub-workflows as runs of their own. The parent's signal cancels the child.
 */
export function createInProcessSubworkflowPort(options: InProcessSubworkflowOptions): SubworkflowPort {
  const port: SubworkflowPort = {
    async run(request: SubworkflowRequest): Promise<RunResult> {
      const graph = await options.load(request.workflowId);
      const workflow: CompiledWorkflow = compileWorkflow(graph, options.services, options.compileOptions);
      return runWorkflow(workflow, withSubworkflow(options.ports, port), {
        ...options.runOptions,
        trigger: request.trigger,
        depth: request.depth,
        signal: request.signal,
      });
    },
  };
  return port;
}
