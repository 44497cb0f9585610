import type { WorkflowEdge } from '@flowlane/contracts';

export type TopologicalOrder =
  | { ok: true; order: string[] }
  | { ok: false; order: string[]; cycle: string[] };

/**
 * Kahn's algorithm over the given nodes and edges (edges to unknown nodes are ignored). Ties keep the
 * nodes' given order, so the order, and with it the run, is the same every time. When there is a cycle,
 * `cycle` lists the nodes on one.
 */
export function topologicalOrder(
  nodeIds: readonly string[],
  edges: readonly WorkflowEdge[],
): TopologicalOrder {
  const position = new Map(nodeIds.map((id, i) => [id, i]));
  const indegree = new Array<number>(nodeIds.length).fill(0);
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    const target = position.get(edge.target);
    if (target === undefined || !position.has(edge.source)) continue;
    indegree[target] = (indegree[target] ?? 0) + 1;
    const list = next.get(edge.source);
    if (list) list.push(edge.target);
    else next.set(edge.source, [edge.target]);
  }
  // A sorted queue of ready positions; graphs are small, so insertion into an array is enough.
  const ready: number[] = [];
  indegree.forEach((d, i) => {
    if (d === 0) ready.push(i);
  });
  const order: string[] = [];
  while (ready.length > 0) {
    const i = ready.shift() ?? 0;
    const id = nodeIds[i] ?? '';
    order.push(id);
    for (const target of next.get(id) ?? []) {
      const t = position.get(target) ?? 0;
      indegree[t] = (indegree[t] ?? 0) - 1;
      if (indegree[t] === 0) {
        let at = ready.findIndex((r) => r > t);
        if (at === -1) at = ready.length;
        ready.splice(at, 0, t);
      }
    }
  }
  if (order.length === nodeIds.length) return { ok: true, order };
  return { ok: false, order, cycle: findCycle(nodeIds, next, new Set(order)) };
}

/** One cycle among the nodes Kahn's algorithm could not order. */
function findCycle(
  nodeIds: readonly string[],
  next: ReadonlyMap<string, string[]>,
  ordered: ReadonlySet<string>,
) {
  const remaining = nodeIds.filter((id) => !ordered.has(id));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const dfs = (id: string): string[] | undefined => {
    state.set(id, 'open');
    path.push(id);
    for (const target of next.get(id) ?? []) {
      if (ordered.has(target)) continue;
      if (state.get(target) === 'open') return path.slice(path.indexOf(target));
      if (!state.has(target)) {
        const found = dfs(target);
        if (found) return found;
      }
    }
    path.pop();
    state.set(id, 'done');
    return undefined;
  };
  for (const id of remaining) {
    if (state.has(id)) continue;
    const found = dfs(id);
    if (found) return found;
  }
  return remaining;
}
