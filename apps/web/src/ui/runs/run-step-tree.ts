import type { RunStepView } from '@flowlane/contracts';

/** A step of a run with the work logged inside it (an AI agent's model turns and tool calls). */
export type RunStepBranch = { step: RunStepView; subSteps: RunStepView[] };

/** A sub-step's step id: a sub-step's nodeId is `<step id>/<key>` (StepContext.logSubStep). */
function parentOf(nodeId: string): string | null {
  const slash = nodeId.lastIndexOf('/');
  return slash > 0 ? nodeId.slice(0, slash) : null;
}

/**
 * The run's steps in order, each sub-step under the latest record of its step before it (a step is
 * recorded when it starts, so its sub-steps follow it; in a loop, each iteration's under its own). A
 * sub-step whose step is not there stays a step of its own.
 */
export function runStepTree(steps: readonly RunStepView[]): RunStepBranch[] {
  const tree: RunStepBranch[] = [];
  const latest = new Map<string, RunStepBranch>();
  for (const step of [...steps].sort((a, b) => a.seq - b.seq)) {
    const parent = parentOf(step.nodeId);
    const branch = parent === null ? undefined : latest.get(parent);
    if (branch) {
      branch.subSteps.push(step);
      continue;
    }
    const own = { step, subSteps: [] };
    tree.push(own);
    latest.set(step.nodeId, own);
  }
  return tree;
}
