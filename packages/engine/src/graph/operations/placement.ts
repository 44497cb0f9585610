import type { NodePosition, OutputRef } from '@flowlane/contracts';
import { handleOf } from '../handles.js';

/**
 * Where new steps go. Typed by the fields they read, so the designer's canvas nodes and edges fit as well
 * as stored ones.
 */
export type PlacedStep = { id: string; position: NodePosition };
export type Wire = { source: string; sourceHandle?: string | null; target: string };

/** Horizontal distance from a step to the one added after it. */
export const STEP_GAP_X = 320;
/** Vertical distance between the outputs' new steps (an IF's true and false branches). */
export const STEP_GAP_Y = 130;

/** Where a step added after `source`'s output goes: to its right, lower for each later output. */
export function positionAfter(source: PlacedStep, outputIndex: number): NodePosition {
  return { x: source.position.x + STEP_GAP_X, y: source.position.y + Math.max(0, outputIndex) * STEP_GAP_Y };
}

/** Moved down while another step sits at the spot (so an added step never hides one). */
export function freeSpot(
  nodes: readonly PlacedStep[],
  wanted: NodePosition,
  ignore?: ReadonlySet<string>,
): NodePosition {
  const spot = { ...wanted };
  const taken = (x: number, y: number) =>
    nodes.some(
      (n) => !ignore?.has(n.id) && Math.abs(n.position.x - x) < 120 && Math.abs(n.position.y - y) < 80,
    );
  while (taken(spot.x, spot.y)) spot.y += STEP_GAP_Y;
  return spot;
}

/**
 * Where a step added after the output `from` goes: right of the step, lower for later outputs, on a free
 * spot (undefined for an unknown step). The steps the output leads to do not count as taking the spot: they move right to make room.
 */
export function placeAfter(
  nodes: readonly PlacedStep[],
  edges: readonly Wire[],
  from: OutputRef,
  outputIndex: number,
): NodePosition | undefined {
  const source = nodes.find((n) => n.id === from.source);
  if (!source) return undefined;
  const leadsTo = edges.filter((e) => e.source === from.source && handleOf(e.sourceHandle) === from.handle);
  return freeSpot(nodes, positionAfter(source, outputIndex), new Set(leadsTo.map((e) => e.target)));
}

/** Steps reachable from `starts` (themselves included), never walking through `stop`. */
export function downstreamOf(edges: readonly Wire[], starts: readonly string[], stop: string): Set<string> {
  const seen = new Set<string>();
  const queue = starts.filter((id) => id !== stop);
  while (queue.length > 0) {
    const id = queue.shift();
    if (id === undefined || seen.has(id)) continue;
    seen.add(id);
    for (const e of edges)
      if (e.source === id && e.target !== stop && !seen.has(e.target)) queue.push(e.target);
  }
  return seen;
}
