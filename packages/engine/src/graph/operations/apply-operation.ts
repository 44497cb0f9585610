import type { GraphOperation } from '@flowlane/contracts';
import { addStep } from './add-step.js';
import { moveSteps, renameStep, updateStep } from './change-step.js';
import { connect, deleteSteps, disconnect } from './connect.js';
import type { GraphParts } from './graph-parts.js';
import { pasteSteps } from './paste-steps.js';
import { type DescribeService, describeNoService } from './step-services.js';

function edit(graph: GraphParts, op: GraphOperation, describe: DescribeService): GraphParts {
  switch (op.type) {
    case 'addStep':
      return addStep(graph, op.step, null, describe);
    case 'addStepAfter':
      return addStep(graph, op.step, { after: op.after }, describe);
    case 'insertStepIntoEdge':
      return addStep(graph, op.step, { edgeId: op.edgeId }, describe);
    case 'connect':
      return connect(graph, op.from, op.target, op.targetHandle, describe);
    case 'disconnect':
      return disconnect(graph, op.edgeIds);
    case 'deleteSteps':
      return deleteSteps(graph, op.stepIds);
    case 'pasteSteps':
      return pasteSteps(graph, op.nodes, op.edges, op.at);
    case 'renameStep':
      return renameStep(graph, op.stepId, op.name);
    case 'moveSteps':
      return moveSteps(graph, op.moves);
    case 'updateStep':
      return updateStep(graph, op.stepId, op.patch, describe);
  }
}

/**
 * The graph after one edit, as a new object: the input is never changed, and what the edit does not touch
 * is shared (the same node and edge objects, the same arrays), so an edit that changes nothing returns the
 * graph itself. `describe` tells triggers (nothing leads into them) and steps' outputs apart.
 */
export function applyOperation<G extends GraphParts>(
  graph: G,
  op: GraphOperation,
  describe: DescribeService = describeNoService,
): G {
  const next = edit(graph, op, describe);
  if (next.nodes === graph.nodes && next.edges === graph.edges) return graph;
  return { ...graph, nodes: next.nodes, edges: next.edges };
}

/** The graph after several edits in order (one undo step in the designer). */
export function applyOperations<G extends GraphParts>(
  graph: G,
  ops: readonly GraphOperation[],
  describe: DescribeService = describeNoService,
): G {
  return ops.reduce((current, op) => applyOperation(current, op, describe), graph);
}
