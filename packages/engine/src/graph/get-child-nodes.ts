import { type GraphIndex, outgoingEdges } from './graph-index.js';
import { handleOf } from './handles.js';

/**
 * Ids of the nodes `nodeId` has edges to (depth 1), or all its descendants (depth Infinity), nearest first,
 * each once. With `handle`, only the first level's edges leaving by that handle are followed.
 */
export function getChildNodes(index: GraphIndex, nodeId: string, depth = 1, handle?: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>([nodeId]);
  let frontier = [nodeId];
  for (let level = 0; level < depth && frontier.length > 0; level += 1) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const edge of outgoingEdges(index, id)) {
        if (level === 0 && handle !== undefined && handleOf(edge.sourceHandle) !== handle) continue;
        if (seen.has(edge.target)) continue;
        seen.add(edge.target);
        found.push(edge.target);
        next.push(edge.target);
      }
    }
    frontier = next;
  }
  return found;
}
