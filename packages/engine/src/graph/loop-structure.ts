import type { WorkflowEdge } from '@flowlane/contracts';
import { type GraphIndex, outgoingEdges } from './graph-index.js';
import { handleOf, LOOP_BODY_HANDLE, LOOP_DONE_HANDLE } from './handles.js';
import { reachableFromEdges } from './reachability.js';

export interface LoopStructure {
  /** Body node ids by loop id: what the loop's 'loop' handle reaches before coming back to the loop. */
  bodies: Map<string, ReadonlySet<string>>;
  /** Edges from a loop's body back to the loop; they close an iteration and are not dependencies. */
  loopBackEdges: ReadonlySet<string>;
}

function bodyStartEdges(index: GraphIndex, loopId: string): WorkflowEdge[] {
  return outgoingEdges(index, loopId).filter((e) => handleOf(e.sourceHandle) === LOOP_BODY_HANDLE);
}

/**
 * Finds each loop's body and its loop-back edges. First pass: everything a loop's body handle reaches
 * (without passing through the loop) marks edges into that loop as loop-back. Second pass: bodies again,
 * now without following any loop-back edge, so a nested loop's body does not leak into its parent's.
 */
export function findLoopStructure(index: GraphIndex, loopIds: readonly string[]): LoopStructure {
  const loopBackEdges = new Set<string>();
  for (const loopId of loopIds) {
    const reach = new Set(
      reachableFromEdges(index, bodyStartEdges(index, loopId), { stopAt: new Set([loopId]) }),
    );
    for (const id of reach) {
      for (const edge of outgoingEdges(index, id)) if (edge.target === loopId) loopBackEdges.add(edge.id);
    }
  }
  const bodies = new Map<string, ReadonlySet<string>>();
  for (const loopId of loopIds) {
    const body = reachableFromEdges(index, bodyStartEdges(index, loopId), {
      stopAt: new Set([loopId]),
      skipEdge: (edge) => loopBackEdges.has(edge.id),
    });
    bodies.set(loopId, new Set(body));
  }
  return { bodies, loopBackEdges };
}

/** Nodes after a loop: reached from its 'done' handle. */
export function nodesAfterLoop(
  index: GraphIndex,
  loopId: string,
  loopBackEdges: ReadonlySet<string>,
): string[] {
  const start = outgoingEdges(index, loopId).filter((e) => handleOf(e.sourceHandle) === LOOP_DONE_HANDLE);
  return reachableFromEdges(index, start, { skipEdge: (edge) => loopBackEdges.has(edge.id) });
}
