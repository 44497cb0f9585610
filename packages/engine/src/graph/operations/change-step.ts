import type { NodePosition, StepMove, StepPatch, WorkflowNode } from '@flowlane/contracts';
import { handleOf } from '../handles.js';
import type { GraphParts } from './graph-parts.js';
import { type DescribeService, knownOutputHandles } from './step-services.js';

function replaceStep(graph: GraphParts, stepId: string, change: (node: WorkflowNode) => WorkflowNode) {
  let found = false;
  const nodes = graph.nodes.map((n) => {
    if (n.id !== stepId) return n;
    found = true;
    return change(n);
  });
  return found ? nodes : undefined;
}

/** Names a step. Names are free text (typed letter by letter), so a name another step has is kept as typed. */
export function renameStep(graph: GraphParts, stepId: string, name: string): GraphParts {
  const nodes = replaceStep(graph, stepId, (n) => ({ ...n, name }));
  return nodes ? { nodes, edges: graph.edges } : graph;
}

/** Moves steps; the edge list stays the same array (the designer keeps what it derived from it). */
export function moveSteps(graph: GraphParts, moves: readonly StepMove[]): GraphParts {
  const to = new Map<string, NodePosition>(moves.map((m) => [m.stepId, m.position]));
  let moved = false;
  const nodes = graph.nodes.map((n) => {
    const position = to.get(n.id);
    if (!position) return n;
    moved = true;
    return { ...n, position };
  });
  return moved ? { nodes, edges: graph.edges } : graph;
}

/**
 * Changes a step's action, params or settings. Edges leaving by a handle the step no longer has (a removed
 * Switch case, on-error no longer 'errorEdge') go with it, as the workflow's validation would refuse them.
 */
export function updateStep(
  graph: GraphParts,
  stepId: string,
  patch: StepPatch,
  describe: DescribeService,
): GraphParts {
  let changed: WorkflowNode | undefined;
  const nodes = replaceStep(graph, stepId, (n) => {
    changed = { ...n, ...patch };
    return changed;
  });
  if (!nodes || !changed) return graph;
  const handles = knownOutputHandles(changed, describe(changed.serviceId));
  const edges = handles
    ? graph.edges.filter((e) => e.source !== stepId || handles.has(handleOf(e.sourceHandle)))
    : graph.edges;
  return { nodes, edges: edges.length === graph.edges.length ? graph.edges : edges };
}
