import type { OutputRef } from '@flowlane/contracts';
import { handleOf } from '../handles.js';
import { type GraphParts, storedHandle } from './graph-parts.js';
import { newEdgeId } from './step-names.js';
import { acceptsInput, type DescribeService, hasOutput } from './step-services.js';

/**
 * Whether an edge from `from` to `target` may be drawn: both steps exist, the source has that output, the
 * target takes input (not a trigger), it is not the step itself, and the output does not lead to it already.
 */
export function canConnect(
  graph: GraphParts,
  from: OutputRef,
  target: string,
  describe: DescribeService,
): boolean {
  if (from.source === target) return false;
  const step = graph.nodes.find((n) => n.id === target);
  if (!step || !acceptsInput(describe(step.serviceId))) return false;
  const source = graph.nodes.find((n) => n.id === from.source);
  if (!source || !hasOutput(source, from.handle, describe)) return false;
  return !graph.edges.some(
    (e) => e.source === from.source && e.target === target && handleOf(e.sourceHandle) === from.handle,
  );
}

/** Wires `from` to `target`; a connection `canConnect` refuses leaves the graph as it was. */
export function connect(
  graph: GraphParts,
  from: OutputRef,
  target: string,
  targetHandle: string | null | undefined,
  describe: DescribeService,
): GraphParts {
  if (!canConnect(graph, from, target, describe)) return graph;
  const id = newEdgeId(from.source, from.handle, target, new Set(graph.edges.map((e) => e.id)));
  const edge = {
    id,
    source: from.source,
    sourceHandle: storedHandle(from.handle),
    target,
    ...(targetHandle ? { targetHandle } : {}),
  };
  return { nodes: graph.nodes, edges: [...graph.edges, edge] };
}

export function disconnect(graph: GraphParts, edgeIds: readonly string[]): GraphParts {
  const gone = new Set(edgeIds);
  const edges = graph.edges.filter((e) => !gone.has(e.id));
  return edges.length === graph.edges.length ? graph : { nodes: graph.nodes, edges };
}

/** Deletes the steps and every edge into or out of them (an edge never points at a missing step). */
export function deleteSteps(graph: GraphParts, stepIds: readonly string[]): GraphParts {
  const gone = new Set(stepIds);
  const nodes = graph.nodes.filter((n) => !gone.has(n.id));
  if (nodes.length === graph.nodes.length) return graph;
  const edges = graph.edges.filter((e) => !gone.has(e.source) && !gone.has(e.target));
  return { nodes, edges: edges.length === graph.edges.length ? graph.edges : edges };
}
