import type { WorkflowEdge } from '@flowlane/contracts';
import { type GraphIndex, outgoingEdges } from './graph-index.js';

export interface ReachOptions {
  /** Nodes the walk neither enters nor passes through. */
  stopAt?: ReadonlySet<string>;
  /** Edges the walk does not follow. */
  skipEdge?: (edge: WorkflowEdge) => boolean;
}

/** Ids of the nodes reachable from the given start edges' targets, the targets included, in visit order. */
export function reachableFromEdges(
  index: GraphIndex,
  startEdges: readonly WorkflowEdge[],
  options: ReachOptions = {},
): string[] {
  const { stopAt, skipEdge } = options;
  const seen = new Set<string>();
  const order: string[] = [];
  const stack: string[] = [];
  const visit = (edge: WorkflowEdge) => {
    if (skipEdge?.(edge) || stopAt?.has(edge.target) || seen.has(edge.target)) return;
    if (!index.nodesById.has(edge.target)) return;
    seen.add(edge.target);
    order.push(edge.target);
    stack.push(edge.target);
  };
  for (const edge of startEdges) visit(edge);
  while (stack.length > 0) {
    const id = stack.pop() ?? '';
    for (const edge of outgoingEdges(index, id)) visit(edge);
  }
  return order;
}

/** Whether `to` can be reached from `from` along edges. */
export function isReachable(
  index: GraphIndex,
  from: string,
  to: string,
  options: ReachOptions = {},
): boolean {
  if (from === to) return true;
  return reachableFromEdges(index, outgoingEdges(index, from), options).includes(to);
}
