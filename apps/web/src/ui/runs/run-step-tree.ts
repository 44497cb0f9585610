import type { RunStepView } from '@flowlane/contracts';

/** A step of a run with the work logged inside it (an AI agent's model turns and tool calls). */
export type RunStepBranch = { step: RunStepView; subSteps: RunStepView[] };

/** A sub-step's step id: a sub-step's nodeId is `<step id>/<key>` (StepContext.logSubStep). */
function parentOf(nodeId: string): string | null {
  const slash = nodeId.lastIndexOf('/');
  return slash > 0 ? nodeId.slice(0, slash) : null;
}

/**
 * The run's steps in seq order, each sub-step under its step's record. The stored log numbers a step when
 * it ends, after its sub-steps, so a sub-step goes to the first record of its step after it (in a loop,
 * its own iteration's); where a step's record comes first, to the last record before it. A sub-step whose
 * step has no record yet (the agent still runs) stays a line of its own.
 */
export function runStepTree(steps: readonly RunStepView[]): RunStepBranch[] {
  const sorted = [...steps].sort((a, b) => a.seq - b.seq);
  const records = new Map<string, RunStepBranch[]>();
  const branches = sorted.map((step) => {
    const branch: RunStepBranch = { step, subSteps: [] };
    if (parentOf(step.nodeId) === null)
      records.set(step.nodeId, [...(records.get(step.nodeId) ?? []), branch]);
    return branch;
  });
  const firstSub = new Map<string, number>();
  for (const step of sorted) {
    const parent = parentOf(step.nodeId);
    if (parent !== null && !firstSub.has(parent)) firstSub.set(parent, step.seq);
  }
  const nested = new Set<RunStepBranch>();
  for (const branch of branches) {
    const parent = parentOf(branch.step.nodeId);
    const candidates = parent === null ? undefined : records.get(parent);
    if (parent === null || !candidates) continue;
    const seq = branch.step.seq;
    const recordedFirst = (candidates[0]?.step.seq ?? Number.POSITIVE_INFINITY) < (firstSub.get(parent) ?? 0);
    const owner = recordedFirst
      ? candidates.findLast((c) => c.step.seq < seq)
      : candidates.find((c) => c.step.seq > seq);
    if (!owner) continue;
    owner.subSteps.push(branch.step);
    nested.add(branch);
  }
  return branches.filter((branch) => !nested.has(branch));
}
