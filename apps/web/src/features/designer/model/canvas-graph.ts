import type { GraphOperation, WorkflowEdge, WorkflowNode } from '@flowlane/contracts';
import { applyOperations, type DescribeService, type GraphParts } from '@flowlane/engine/browser';
import type { EdgeChange, NodeChange } from '@xyflow/react';
import { toStepEdge, toWorkflowEdge } from './graph-convert';
import { STEP_NODE_TYPE, type StepData, type StepEdge, type StepNode } from './types';

/**
 * The canvas's nodes and edges seen as the stored graph, so the store edits them with the engine's
 * operations. The views are cached per object (the store never changes a node, edge or array in place),
 * so a drag frame converts only what moved; what an operation leaves alone comes back as the same canvas
 * object, with React Flow's own fields (selection, size, handles) untouched.
 */

const nodeViews = new WeakMap<StepNode, WorkflowNode>();
const edgeViews = new WeakMap<StepEdge, WorkflowEdge>();
const canvasNodes = new WeakMap<WorkflowNode, StepNode>();
const canvasEdges = new WeakMap<WorkflowEdge, StepEdge>();
const nodeLists = new WeakMap<readonly StepNode[], WorkflowNode[]>();
const edgeLists = new WeakMap<readonly StepEdge[], WorkflowEdge[]>();

function nodeView(node: StepNode): WorkflowNode {
  let view = nodeViews.get(node);
  if (!view) {
    // Positions stay as they are (saving rounds them): the edits place steps relative to them.
    view = { id: node.id, position: node.position, ...node.data };
    nodeViews.set(node, view);
    canvasNodes.set(view, node);
  }
  return view;
}

function edgeView(edge: StepEdge): WorkflowEdge {
  let view = edgeViews.get(edge);
  if (!view) {
    view = toWorkflowEdge(edge);
    edgeViews.set(edge, view);
    canvasEdges.set(view, edge);
  }
  return view;
}

function listView<C extends object, V>(
  lists: WeakMap<readonly C[], V[]>,
  items: readonly C[],
  view: (c: C) => V,
) {
  let list = lists.get(items);
  if (!list) {
    list = items.map(view);
    lists.set(items, list);
  }
  return list;
}

/** The canvas as the graph the engine's operations read. */
export function graphOf(nodes: readonly StepNode[], edges: readonly StepEdge[]): GraphParts {
  return { nodes: listView(nodeLists, nodes, nodeView), edges: listView(edgeLists, edges, edgeView) };
}

const samePosition = (a: StepNode['position'], b: WorkflowNode['position']) => a.x === b.x && a.y === b.y;
const sameData = (a: StepData, b: StepData) =>
  a.serviceId === b.serviceId &&
  a.action === b.action &&
  a.name === b.name &&
  a.params === b.params &&
  a.settings === b.settings &&
  a.pinnedData === b.pinnedData;

function canvasNode(
  node: WorkflowNode,
  before: () => ReadonlyMap<string, StepNode>,
  selected: boolean,
): StepNode {
  const known = canvasNodes.get(node);
  if (known) return known;
  const { id, position, ...data } = node;
  const old = before().get(id);
  const next: StepNode = old
    ? {
        ...old,
        position: samePosition(old.position, position) ? old.position : position,
        data: sameData(old.data, data) ? old.data : data,
      }
    : { id, type: STEP_NODE_TYPE, position, data, selected };
  nodeViews.set(next, node);
  canvasNodes.set(node, next);
  return next;
}

function canvasEdge(edge: WorkflowEdge, selected: boolean): StepEdge {
  const known = canvasEdges.get(edge);
  if (known) return known;
  const next = toStepEdge(edge, selected);
  edgeViews.set(next, edge);
  canvasEdges.set(edge, next);
  return next;
}

export type CanvasEdit = { nodes: StepNode[]; edges: StepEdge[] };

/**
 * The canvas after the operations, as one edit. Steps and edges they add are selected when `select` says
 * so (a pasted group, a new step); an operation that changes nothing returns the same arrays.
 */
export function applyToCanvas(
  nodes: StepNode[],
  edges: StepEdge[],
  ops: readonly GraphOperation[],
  describe: DescribeService,
  select: { nodes?: boolean; edges?: boolean } = {},
): CanvasEdit {
  const graph = graphOf(nodes, edges);
  const next = applyOperations(graph, ops, describe);
  // Only a node the operations changed needs its canvas self found by id (most edits change few).
  let byId: Map<string, StepNode> | undefined;
  const before = () => {
    byId ??= new Map(nodes.map((n) => [n.id, n]));
    return byId;
  };
  return {
    nodes: next.nodes === graph.nodes ? nodes : next.nodes.map((n) => canvasNode(n, before, !!select.nodes)),
    edges: next.edges === graph.edges ? edges : next.edges.map((e) => canvasEdge(e, !!select.edges)),
  };
}

type Split<C> = { ops: GraphOperation[]; canvas: C[] };

/**
 * React Flow's node changes, split: moves and removals are graph operations; selection, size and the
 * dragging flag are the canvas's own, for React Flow's applyNodeChanges.
 */
export function splitNodeChanges(changes: readonly NodeChange<StepNode>[]): Split<NodeChange<StepNode>> {
  const moves = changes.flatMap((c) =>
    c.type === 'position' && c.position ? [{ stepId: c.id, position: c.position }] : [],
  );
  const gone = changes.flatMap((c) => (c.type === 'remove' ? [c.id] : []));
  const ops: GraphOperation[] = [];
  if (moves.length > 0) ops.push({ type: 'moveSteps', moves });
  if (gone.length > 0) ops.push({ type: 'deleteSteps', stepIds: gone });
  const canvas = changes.flatMap((c): NodeChange<StepNode>[] => {
    if (c.type === 'remove') return [];
    if (c.type !== 'position') return [c];
    const { position: _moved, ...flag } = c;
    return flag.dragging === undefined ? [] : [flag];
  });
  return { ops, canvas };
}

/** React Flow's edge changes, split: removals are a graph operation, the rest (selection) the canvas's own. */
export function splitEdgeChanges(changes: readonly EdgeChange<StepEdge>[]): Split<EdgeChange<StepEdge>> {
  const cut = changes.flatMap((c) => (c.type === 'remove' ? [c.id] : []));
  return {
    ops: cut.length > 0 ? [{ type: 'disconnect', edgeIds: cut }] : [],
    canvas: changes.filter((c) => c.type !== 'remove'),
  };
}
