import type { WorkflowGraph } from '@flowlane/contracts';
import { type GraphIndex, incomingEdges } from '../graph/graph-index.js';
import { findLoopStructure, type LoopStructure, nodesAfterLoop } from '../graph/loop-structure.js';
import { topologicalOrder } from '../graph/topological-order.js';
import { stepLabel, type ValidationIssue } from './issues.js';

function label(index: GraphIndex, id: string): string {
  const node = index.nodesById.get(id);
  return node ? stepLabel(node) : id;
}

/**
 * Cycles are allowed only as loop bodies coming back to their loop. A body is entered only through its
 * loop, and nothing after a loop's 'done' handle may be part of its body.
 */
export function checkStructure(
  graph: WorkflowGraph,
  index: GraphIndex,
  loopIds: readonly string[],
  issues: ValidationIssue[],
): { structure: LoopStructure; order: string[] } {
  const structure = findLoopStructure(index, loopIds);
  for (const loopId of loopIds) {
    const body = structure.bodies.get(loopId) ?? new Set<string>();
    for (const id of body) {
      for (const edge of incomingEdges(index, id)) {
        if (edge.source === loopId || body.has(edge.source) || !index.nodesById.has(edge.source)) continue;
        issues.push({
          code: 'LOOP_BODY_ENTERED',
          nodeId: id,
          edgeId: edge.id,
          message: `${label(index, id)} is in the body of loop ${label(index, loopId)} but is also reached from ${label(index, edge.source)}, outside the loop`,
        });
      }
    }
    for (const id of nodesAfterLoop(index, loopId, structure.loopBackEdges)) {
      if (!body.has(id)) continue;
      issues.push({
        code: 'LOOP_BODY_AFTER_DONE',
        nodeId: id,
        message: `${label(index, id)} is both in the body of loop ${label(index, loopId)} and after its "done" output`,
      });
    }
  }
  const nodeIds = graph.nodes.map((n) => n.id);
  const edges = graph.edges.filter((e) => !structure.loopBackEdges.has(e.id));
  const sorted = topologicalOrder(nodeIds, edges);
  if (!sorted.ok) {
    const names = sorted.cycle.map((id) => label(index, id));
    issues.push({
      code: 'CYCLE',
      nodeId: sorted.cycle[0] ?? '',
      message: `${names.join(' → ')} form a cycle outside a loop; only a loop's body may lead back to the loop`,
    });
  }
  return { structure, order: sorted.order };
}
