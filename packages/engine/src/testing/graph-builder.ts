import type { NodeSettings, WorkflowEdge, WorkflowGraph, WorkflowNode } from '@flowlane/contracts';

export type NodeSpec = [
  id: string,
  serviceId: string,
  params?: Record<string, unknown>,
  settings?: NodeSettings,
];
export type EdgeSpec = [source: string, target: string, handle?: string];

/** A graph from short specs: nodes `[id, serviceId, params?, settings?]`, edges `[source, target, handle?]`. */
export function buildGraph(nodes: NodeSpec[], edges: EdgeSpec[] = []): WorkflowGraph {
  return {
    schemaVersion: 1,
    nodes: nodes.map(
      ([id, serviceId, params = {}, settings], i): WorkflowNode => ({
        id,
        serviceId,
        action: 'run',
        name: id,
        position: { x: i * 200, y: 0 },
        params,
        ...(settings ? { settings } : {}),
      }),
    ),
    edges: edges.map(
      ([source, target, handle], i): WorkflowEdge => ({
        id: `e${i + 1}`,
        source,
        sourceHandle: handle ?? null,
        target,
      }),
    ),
  };
}
