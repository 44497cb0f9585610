import type { WorkflowEdge, WorkflowGraph, WorkflowNode } from '@flowlane/contracts';

/** Adjacency of a graph, built once and shared by the helpers in this folder. */
export interface GraphIndex {
  readonly nodes: readonly WorkflowNode[];
  readonly nodesById: ReadonlyMap<string, WorkflowNode>;
  /** Edges by source id, in the graph's edge order. */
  readonly outgoing: ReadonlyMap<string, readonly WorkflowEdge[]>;
  /** Edges by target id, in the graph's edge order. */
  readonly incoming: ReadonlyMap<string, readonly WorkflowEdge[]>;
}

export function indexGraph(graph: Pick<WorkflowGraph, 'nodes' | 'edges'>): GraphIndex {
  const nodesById = new Map<string, WorkflowNode>();
  for (const node of graph.nodes) if (!nodesById.has(node.id)) nodesById.set(node.id, node);
  const outgoing = new Map<string, WorkflowEdge[]>();
  const incoming = new Map<string, WorkflowEdge[]>();
  for (const edge of graph.edges) {
    const out = outgoing.get(edge.source);
    if (out) out.push(edge);
    else outgoing.set(edge.source, [edge]);
    const into = incoming.get(edge.target);
    if (into) into.push(edge);
    else incoming.set(edge.target, [edge]);
  }
  return { nodes: graph.nodes, nodesById, outgoing, incoming };
}

const NO_EDGES: readonly WorkflowEdge[] = [];

export function outgoingEdges(index: GraphIndex, nodeId: string): readonly WorkflowEdge[] {
  return index.outgoing.get(nodeId) ?? NO_EDGES;
}

export function incomingEdges(index: GraphIndex, nodeId: string): readonly WorkflowEdge[] {
  return index.incoming.get(nodeId) ?? NO_EDGES;
}
