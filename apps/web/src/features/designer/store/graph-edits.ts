import { newEdgeId } from '../model/ids';
import { MAIN_HANDLE, type StepEdge, type StepNode } from '../model/types';

/**
 * Pure graph edits behind "add a step after this one", the "+" on an output and a drop onto an edge, as
 * n8n and Make wire them. The store applies each result as one undo step. No React, no store: these
 * are plain functions of (nodes, edges), named so they can move to the engine's graph operations later.
 */

export type Graph = { nodes: readonly StepNode[]; edges: readonly StepEdge[] };
/** An edit's result: new arrays, the input left as it was. */
export type EditedGraph = { nodes: StepNode[]; edges: StepEdge[] };
type Position = { x: number; y: number };

/** A step's output: the step and one of its output handles. */
export type OutputRef = { source: string; handle: string };

/** What the edit needs to know about the new step's service. */
export type NewStep = {
  node: StepNode;
  /** False for triggers: nothing may lead into them, so the step is placed but not wired. */
  acceptsInput: boolean;
  /** The output the new step continues by when it is put between two steps (its first handle). */
  firstOutput: string;
};

/** Horizontal distance from a step to the one added after it. */
export const STEP_GAP_X = 320;
/** Vertical distance between the outputs' new steps (an IF's true and false branches). */
export const STEP_GAP_Y = 130;

const handleOf = (edge: StepEdge) => edge.sourceHandle ?? MAIN_HANDLE;

/** Where a step added after `source`'s output goes: to its right, lower for each later output. */
export function positionAfter(source: StepNode, outputIndex: number): Position {
  return { x: source.position.x + STEP_GAP_X, y: source.position.y + Math.max(0, outputIndex) * STEP_GAP_Y };
}

/** Moved down while another step sits at the spot (so an added step never hides one). */
export function freeSpot(
  nodes: readonly StepNode[],
  wanted: Position,
  ignore?: ReadonlySet<string>,
): Position {
  const spot = { ...wanted };
  const taken = (x: number, y: number) =>
    nodes.some(
      (n) => !ignore?.has(n.id) && Math.abs(n.position.x - x) < 120 && Math.abs(n.position.y - y) < 80,
    );
  while (taken(spot.x, spot.y)) spot.y += STEP_GAP_Y;
  return spot;
}

function edge(taken: Set<string>, from: OutputRef, target: string): StepEdge {
  const id = newEdgeId(from.source, from.handle, target, taken);
  taken.add(id);
  return { id, source: from.source, sourceHandle: from.handle, target, targetHandle: null };
}

/** Steps reachable from `starts` (themselves included), never walking through `stop`. */
export function downstreamOf(
  edges: readonly StepEdge[],
  starts: readonly string[],
  stop: string,
): Set<string> {
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

/**
 * Makes room right of `x` for a step put in front of `targets`: they and everything after them move right
 * until the nearest is a full gap away (nothing moves when there is room already).
 */
function pushRight(graph: Graph, targets: readonly string[], x: number, stop: string): StepNode[] {
  const heads = graph.nodes.filter((n) => targets.includes(n.id));
  if (heads.length === 0) return [...graph.nodes];
  const nearest = Math.min(...heads.map((n) => n.position.x));
  const shift = x + STEP_GAP_X - nearest;
  if (shift <= 0) return [...graph.nodes];
  const moving = downstreamOf(graph.edges, targets, stop);
  return graph.nodes.map((n) =>
    moving.has(n.id) ? { ...n, position: { x: n.position.x + shift, y: n.position.y } } : n,
  );
}

/**
 * Adds `step` after `from`, wired from that output. When the output already led somewhere, the new step
 * goes in between: from → new → each old target (the old edges go, the later steps move right to make
 * room). A step that takes no input (a trigger) is added unwired.
 */
export function insertAfter(graph: Graph, from: OutputRef, step: NewStep): EditedGraph {
  const taken = new Set(graph.edges.map((e) => e.id));
  if (!step.acceptsInput) return { nodes: [...graph.nodes, step.node], edges: [...graph.edges] };
  const leaving = graph.edges.filter((e) => e.source === from.source && handleOf(e) === from.handle);
  const oldTargets = leaving.map((e) => e.target).filter((t) => t !== step.node.id);
  const kept = graph.edges.filter((e) => !leaving.includes(e));
  const nodes = pushRight(graph, oldTargets, step.node.position.x, from.source);
  const wired = [edge(taken, from, step.node.id)];
  for (const target of oldTargets) {
    wired.push(edge(taken, { source: step.node.id, handle: step.firstOutput }, target));
  }
  return { nodes: [...nodes, step.node], edges: [...kept, ...wired] };
}

/**
 * Puts `step` into the edge `edgeId`: source → new → target, the edge replaced by two (the later steps
 * move right to make room). An unknown edge, or a step that takes no input, adds the step unwired.
 */
export function insertIntoEdge(graph: Graph, edgeId: string, step: NewStep): EditedGraph {
  const old = graph.edges.find((e) => e.id === edgeId);
  if (!old || !step.acceptsInput) return { nodes: [...graph.nodes, step.node], edges: [...graph.edges] };
  const kept = graph.edges.filter((e) => e.id !== edgeId);
  const taken = new Set(kept.map((e) => e.id));
  const nodes = pushRight(
    { nodes: graph.nodes, edges: kept },
    [old.target],
    step.node.position.x,
    old.source,
  );
  return {
    nodes: [...nodes, step.node],
    edges: [
      ...kept,
      edge(taken, { source: old.source, handle: handleOf(old) }, step.node.id),
      edge(taken, { source: step.node.id, handle: step.firstOutput }, old.target),
    ],
  };
}
