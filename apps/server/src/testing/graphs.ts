import type { WorkflowEdge, WorkflowGraph, WorkflowNode } from '@flowlane/contracts';

/** Builders of workflow graphs for the API tests (tests only). */

export type Graph = WorkflowGraph;

/** A step of a test graph, named by its id, at (x, 0). */
export const node = (
  id: string,
  serviceId: string,
  params: Record<string, unknown> = {},
  x = 0,
): WorkflowNode => ({
  id,
  serviceId,
  action: 'run',
  name: id,
  position: { x, y: 0 },
  params,
});

/** An edge from `source` (its output `sourceHandle`, null for the default one) to `target`. */
export const edge = (source: string, target: string, sourceHandle: string | null = null): WorkflowEdge => ({
  id: `${source}-${target}`,
  source,
  sourceHandle,
  target,
});

/** A graph of these steps and edges. */
export const graphOf = (nodes: WorkflowNode[], edges: WorkflowEdge[] = []): Graph => ({
  schemaVersion: 1,
  nodes,
  edges,
});

/** A graph of these steps one after another (edges e0, e1, …). */
export const chain = (...nodes: WorkflowNode[]): Graph =>
  graphOf(
    nodes,
    nodes
      .slice(1)
      .map((n, i) => ({ id: `e${i}`, source: nodes[i]?.id ?? '', sourceHandle: null, target: n.id })),
  );

/** A graph of one trigger step `t` alone. */
export const triggerOnly = (serviceId = 'test.trigger'): Graph => graphOf([node('t', serviceId)]);

/** A manual trigger `t` followed by `step` (edge `t-<step id>`). */
export const graphWith = (step: WorkflowNode): Graph =>
  graphOf([node('t', 'trigger.manual'), step], [edge('t', step.id)]);
