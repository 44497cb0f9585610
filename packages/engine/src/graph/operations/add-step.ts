import type { OutputRef, ServiceDescriptor, WorkflowEdge, WorkflowNode } from '@flowlane/contracts';
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

/**
 * Puts the step after `from` in place of the edges `replaced` (which leave it): from → step → each of their
 * targets, continuing by the step's first output. The targets and what follows them move right for room.
 */
function putBetween(
  graph: GraphParts,
  step: WorkflowNode,
  service: ServiceDescriptor | undefined,
  from: OutputRef,
  replaced: readonly WorkflowEdge[],
): GraphParts {
  const kept = graph.edges.filter((e) => !replaced.includes(e));
  const taken = new Set(kept.map((e) => e.id));
  const targets = replaced.map((e) => e.target);
  const nodes = pushRight({ nodes: graph.nodes, edges: kept }, targets, step.position.x, from.source);
  const onward = { source: step.id, handle: firstOutputOf(step, service) };
  return {
    nodes: [...nodes, step],
    edges: [...kept, wire(taken, from, step.id), ...targets.map((target) => wire(taken, onward, target))],
  };
}

/** Where a new step goes in the graph: on its own, after an output, or into an edge. */
export type StepPlace = { after: OutputRef } | { edgeId: string } | null;

/**
 * Adds the step (its id and name made unique) where `place` says:
 * - after an output, wired from it. When the output already led somewhere, the new step goes in between:
 *   from → new → each old target;
 * - into an edge: source → new → target, the edge replaced by two;
 * - nowhere: unwired, where its position says.
 * A step that takes no input (a trigger), an output that does not exist or an unknown edge leave it unwired.
 */
export function addStep(
  graph: GraphParts,
  candidate: WorkflowNode,
  place: StepPlace,
  describe: DescribeService,
): GraphParts {
  const step = withFreshIdentity(graph, candidate);
  const service = describe(step.serviceId);
  const unwired = { nodes: [...graph.nodes, step], edges: graph.edges };
  if (!place || !acceptsInput(service)) return unwired;
  if ('edgeId' in place) {
    const old = graph.edges.find((e) => e.id === place.edgeId);
    if (!old) return unwired;
    return putBetween(graph, step, service, { source: old.source, handle: handleOf(old.sourceHandle) }, [
      old,
    ]);
  }
  const { after } = place;
  const source = graph.nodes.find((n) => n.id === after.source);
  if (!source || !hasOutput(source, after.handle, describe)) return unwired;
  const leaving = graph.edges.filter(
    (e) => e.source === after.source && handleOf(e.sourceHandle) === after.handle,
  );
  return putBetween(graph, step, service, after, leaving);
}
