import { type GraphIndex, incomingEdges } from './graph-index.js';

/**
 * Ids of the nodes with an edge into `nodeId` (depth 1), or of all its ancestors (depth Infinity),
 * nearest first, each once.
 */
export function getParentNodes(index: GraphIndex, nodeId: string, depth = 1): string[] {
  const found: string[] = [];
  const seen = new Set<string>([nodeId]);
  let frontier = [nodeId];
  for (let level = 0; level < depth && frontier.length > 0; level += 1) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const edge of incomingEdges(index, id)) {
        if (seen.has(edge.source)) continue;
        seen.add(edge.source);
        found.push(edge.source);
        next.push(edge.source);
      }
    }
    frontier = next;
  }
  return found;
}
