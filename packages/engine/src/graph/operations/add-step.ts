import type { OutputRef, WorkflowNode } from '@flowlane/contracts';
import { handleOf } from '../handles.js';
import { type GraphParts, wire, withFreshIdentity } from './graph-parts.js';
import { downstreamOf, STEP_GAP_X } from './placement.js';
import { acceptsInput, type DescribeService, firstOutputOf, hasOutput } from './step-services.js';

/**
 * Adding steps as n8n and Make wire them: after an output (the "+" on it, or the selected step), into an
 * edge (a drop onto it), or on its own. Each keeps the input as it was and returns new arrays.
 */

/**
 * Makes room right of `x` for a step put in front of `targets`: they and everything after them move right
 * until the nearest is a full gap away (nothing moves when there is room already).
 */
function pushRight(graph: GraphParts, targets: readonly string[], x: number, stop: string): WorkflowNode[] {
  const heads = graph.nodes.filter((n) => targets.includes(n.id));
  if (heads.length === 0) return [...graph.nodes];
  const nearest = Math.min(...heads.map((n) => n.position.x));
  const shift = x + STEP_GAP_X - nearest;
  if (shift <= 0) return [...graph.nodes];
  const moving = downstreamOf(graph.edges, targets, stop);
  return graph.nodes.map((n) =>
    moving.has(n.id) ? { ...n, position: { x: n.position.x + shift, y: n.position.y } } : n,
  );
}

/** Adds the step where it says, unwired. */
export function addStep(graph: GraphParts, step: WorkflowNode): GraphParts {
  return { nodes: [...graph.nodes, withFreshIdentity(graph, step)], edges: graph.edges };
}

/**
 * Adds the step after `from`, wired from that output. When the output already led somewhere, the new step
 * goes in between: from → new → each old target (the old edges go, the later steps move right to make
 * room), continuing by its own first output. A step that takes no input (a trigger), or an output that
 * does not exist, leaves the step unwired.
 */
export function addStepAfter(
  graph: GraphParts,
  candidate: WorkflowNode,
  from: OutputRef,
  describe: DescribeService,
): GraphParts {
  const step = withFreshIdentity(graph, candidate);
  const service = describe(step.serviceId);
  const source = graph.nodes.find((n) => n.id === from.source);
  if (!acceptsInput(service) || !source || !hasOutput(source, from.handle, describe)) {
    return { nodes: [...graph.nodes, step], edges: graph.edges };
  }
  const taken = new Set(graph.edges.map((e) => e.id));
  const leaving = graph.edges.filter(
    (e) => e.source === from.source && handleOf(e.sourceHandle) === from.handle,
  );
  const oldTargets = leaving.map((e) => e.target);
  const kept = graph.edges.filter((e) => !leaving.includes(e));
  const nodes = pushRight(graph, oldTargets, step.position.x, from.source);
  const onward = { source: step.id, handle: firstOutputOf(step, service) };
  const wired = [wire(taken, from, step.id), ...oldTargets.map((target) => wire(taken, onward, target))];
  return { nodes: [...nodes, step], edges: [...kept, ...wired] };
}

/**
 * Puts the step into the edge `edgeId`: source → new → target, the edge replaced by two (the later steps
 * move right to make room). An unknown edge, or a step that takes no input, adds the step unwired.
 */
export function insertStepIntoEdge(
  graph: GraphParts,
  candidate: WorkflowNode,
  edgeId: string,
  describe: DescribeService,
): GraphParts {
  const step = withFreshIdentity(graph, candidate);
  const service = describe(step.serviceId);
  const old = graph.edges.find((e) => e.id === edgeId);
  if (!old || !acceptsInput(service)) return { nodes: [...graph.nodes, step], edges: graph.edges };
  const kept = graph.edges.filter((e) => e.id !== edgeId);
  const taken = new Set(kept.map((e) => e.id));
  const nodes = pushRight({ nodes: graph.nodes, edges: kept }, [old.target], step.position.x, old.source);
  return {
    nodes: [...nodes, step],
    edges: [
      ...kept,
      wire(taken, { source: old.source, handle: handleOf(old.sourceHandle) }, step.id),
      wire(taken, { source: step.id, handle: firstOutputOf(step, service) }, old.target),
    ],
  };
}
