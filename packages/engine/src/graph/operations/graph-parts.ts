import type { OutputRef, WorkflowEdge, WorkflowGraph, WorkflowNode } from '@flowlane/contracts';
import { MAIN_HANDLE } from '../handles.js';
import { newEdgeId, uniqueId, uniqueName } from './step-names.js';

/** The part of a graph operations change; whatever else the graph carries (its version) is kept. */
export type GraphParts = Pick<WorkflowGraph, 'nodes' | 'edges'>;

/** The stored form of a handle: the default output is null. */
export const storedHandle = (handle: string): string | null => (handle === MAIN_HANDLE ? null : handle);

/** A new edge from an output to a step, its id unique among `taken` (which it joins). */
export function wire(taken: Set<string>, from: OutputRef, target: string): WorkflowEdge {
  const id = newEdgeId(from.source, from.handle, target, taken);
  taken.add(id);
  return { id, source: from.source, sourceHandle: storedHandle(from.handle), target };
}

/** The step with an id and a name no other step of the graph has (the same object when they are free). */
export function withFreshIdentity(graph: GraphParts, step: WorkflowNode): WorkflowNode {
  const id = uniqueId(step.id, new Set(graph.nodes.map((n) => n.id)));
  const name = uniqueName(step.name, new Set(graph.nodes.map((n) => n.name)));
  return id === step.id && name === step.name ? step : { ...step, id, name };
}
