import dagre, { type NodeLabel } from '@dagrejs/dagre';
import { DEFAULT_NODE_HEIGHT, NODE_WIDTH, type StepEdge, type StepNode } from './types';

type Position = { x: number; y: number };

/** Left-to-right layered layout (dagre), as steps read in a run: triggers left, later steps right. */
export function layoutPositions(
  nodes: readonly StepNode[],
  edges: readonly StepEdge[],
): Map<string, Position> {
  const graph = new dagre.graphlib.Graph<object, NodeLabel, object>();
  graph.setGraph({ rankdir: 'LR', nodesep: 48, ranksep: 96, marginx: 0, marginy: 0 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of nodes) {
    graph.setNode(node.id, {
      width: node.measured?.width ?? NODE_WIDTH,
      height: node.measured?.height ?? DEFAULT_NODE_HEIGHT,
    });
  }
  for (const edge of edges) graph.setEdge(edge.source, edge.target);
  dagre.layout(graph);
  // dagre answers centres; React Flow positions are top-left corners, kept where the old top-left was.
  const positions = new Map<string, Position>();
  const origin = {
    x: Math.min(...nodes.map((n) => n.position.x)),
    y: Math.min(...nodes.map((n) => n.position.y)),
  };
  for (const node of nodes) {
    const placed = graph.node(node.id);
    if (!placed || placed.x === undefined || placed.y === undefined) continue;
    positions.set(node.id, {
      x: Math.round(origin.x + placed.x - placed.width / 2),
      y: Math.round(origin.y + placed.y - placed.height / 2),
    });
  }
  return positions;
}
