import type {
  GraphOperation,
  OutputRef,
  ServiceDescriptor,
  StepPatch,
  WorkflowData,
  WorkflowResponse,
} from '@flowlane/contracts';
import {
  acceptsInput,
  canConnect,
  type DescribeService,
  freeSpot,
  idBase,
  outputHandleList,
  placeAfter,
  uniqueId,
  uniqueName,
} from '@flowlane/engine/browser';
import {
  applyEdgeChanges,
  applyNodeChanges,
  type Connection,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import { create } from 'zustand';
import {
  applyToCanvas,
  type CanvasEdit,
  graphOf,
  splitEdgeChanges,
  splitNodeChanges,
} from '../model/canvas-graph';
import type { ClipboardPayload } from '../model/clipboard';
import { toFlow } from '../model/graph-convert';
import { emptyHistory, type History, record, redo, undo } from '../model/history';
import { layoutPositions } from '../model/layout';
import { nodeHandles, nodeSize } from '../model/node-geometry';
import { MAIN_HANDLE, type StepData, type StepEdge, type StepNode } from '../model/types';
import { useDecorStore } from './decor-store';

type Position = { x: number; y: number };
type Snapshot = { nodes: StepNode[]; edges: StepEdge[]; revision: number };

export type DesignerState = {
  workflowId: string | null;
  /** The last answer of GET or PUT /api/workflow/:id: version, issues, webhook URL, next runs. */
  server: WorkflowResponse | null;
  data: WorkflowData | null;
  nodes: StepNode[];
  edges: StepEdge[];
  history: History<Snapshot>;
  /** Every graph change gets a new revision; the graph is unsaved while it differs from savedRevision. */
  revision: number;
  savedRevision: number;
  dataRevision: number;
  savedDataRevision: number;
  /** The step whose panel is open. */
  panelNodeId: string | null;
  settingsOpen: boolean;
  /** The output whose "+" was pressed: the palette's next choice is added after it, wired from it. */
  pendingOutput: OutputRef | null;
};

const initial: DesignerState = {
  workflowId: null,
  server: null,
  data: null,
  nodes: [],
  edges: [],
  history: emptyHistory(),
  revision: 0,
  savedRevision: 0,
  dataRevision: 0,
  savedDataRevision: 0,
  panelNodeId: null,
  settingsOpen: false,
  pendingOutput: null,
};

export const useDesignerStore = create<DesignerState>(() => initial);

const get = useDesignerStore.getState;
const set = useDesignerStore.setState;

// Revisions are unique for the page's life, so a snapshot restored by undo is recognised as the saved one.
let revisionCounter = 0;
const nextRevision = () => {
  revisionCounter += 1;
  return revisionCounter;
};

/** Typing in one field within this time is one undo step. */
const COALESCE_MS = 1000;
let lastCommit: { key: string; at: number } | null = null;
let dragOrigin: Snapshot | null = null;

const present = (s: DesignerState): Snapshot => ({ nodes: s.nodes, edges: s.edges, revision: s.revision });

/** Applies a graph change as one undo step (or folds it into the previous one with the same key). */
function commit(
  change: Partial<Pick<DesignerState, 'nodes' | 'edges' | 'panelNodeId'>>,
  coalesceKey?: string,
) {
  const s = get();
  const now = Date.now();
  const fold =
    coalesceKey !== undefined && lastCommit?.key === coalesceKey && now - lastCommit.at < COALESCE_MS;
  lastCommit = coalesceKey === undefined ? null : { key: coalesceKey, at: now };
  set({ ...change, history: fold ? s.history : record(s.history, present(s)), revision: nextRevision() });
}

/** Steps still carrying the size and handles worked out at load (not resized since). */
const estimated = new Set<string>();
function withoutHandles(node: StepNode): StepNode {
  const { handles: _estimate, ...measured } = node;
  return measured;
}

/**
 * Gives the steps of a loaded workflow their size and handles up front (node-geometry.ts), so React Flow
 * draws only the steps in view instead of all of them once to measure them.
 */
function withEstimates(nodes: StepNode[], issues: WorkflowResponse['issues']): StepNode[] {
  estimated.clear();
  const { services, servicesLoaded } = useDecorStore.getState();
  if (!servicesLoaded) return nodes;
  const withIssues = new Set(issues.flatMap((i) => (i.nodeId ? [i.nodeId] : [])));
  return nodes.map((node) => {
    const service = services.get(node.data.serviceId);
    const content = {
      handles: outputHandleList(node.data, service),
      hasInput: acceptsInput(service),
      hasIssues: withIssues.has(node.id),
      hasOutput: false,
    };
    estimated.add(node.id);
    return { ...node, measured: nodeSize(content), handles: nodeHandles(content) };
  });
}

/**
 * Undo brings back node objects from before React Flow measured them: keep today's sizes on them, and
 * drop load-time handle estimates from steps that have been measured since.
 */
function withMeasurements(nodes: StepNode[], current: readonly StepNode[]): StepNode[] {
  const sizes = new Map(current.map((n) => [n.id, n.measured]));
  return nodes.map((node) => {
    const measured = sizes.get(node.id);
    const fresh = node.handles && !estimated.has(node.id) ? withoutHandles(node) : node;
    return measured && fresh.measured !== measured ? { ...fresh, measured } : fresh;
  });
}

function restore(snapshot: Snapshot, history: History<Snapshot>) {
  const s = get();
  const nodes = withMeasurements(snapshot.nodes, s.nodes);
  const panel = s.panelNodeId && nodes.some((n) => n.id === s.panelNodeId) ? s.panelNodeId : null;
  lastCommit = null;
  set({ nodes, edges: snapshot.edges, revision: snapshot.revision, history, panelNodeId: panel });
}

const serviceOf: DescribeService = (id) => useDecorStore.getState().services.get(id);

/** Every graph edit is the engine's operation (the server pastes the graphs it builds with the same one); this is its canvas side. */
function edit(
  nodes: StepNode[],
  edges: StepEdge[],
  ops: GraphOperation[],
  select?: { nodes?: boolean; edges?: boolean },
) {
  return applyToCanvas(nodes, edges, ops, serviceOf, select);
}

const unchanged = (s: DesignerState, next: CanvasEdit) => next.nodes === s.nodes && next.edges === s.edges;

/** Nothing selected: what an edit adds is the new selection. */
function deselected(s: DesignerState): CanvasEdit {
  return {
    nodes: s.nodes.map((n) => (n.selected ? { ...n, selected: false } : n)),
    edges: s.edges.map((e) => (e.selected ? { ...e, selected: false } : e)),
  };
}

/**
 * The output a palette click adds after: the "+" pressed, else the first output of the one selected step,
 * else of the step whose panel is open (clicking a step opens its panel even when the selection moved on).
 */
function clickAnchor(s: DesignerState): OutputRef | undefined {
  if (s.pendingOutput) return s.pendingOutput;
  const selected = s.nodes.filter((n) => n.selected);
  const anchor =
    selected.length === 1
      ? selected[0]
      : selected.length === 0
        ? s.nodes.find((n) => n.id === s.panelNodeId)
        : undefined;
  if (!anchor) return undefined;
  const first = outputHandleList(anchor.data, serviceOf(anchor.data.serviceId))[0];
  return { source: anchor.id, handle: first?.id ?? MAIN_HANDLE };
}

export const designer = {
  load(response: WorkflowResponse) {
    const flow = toFlow(response.graph);
    const nodes = withEstimates(flow.nodes, response.issues);
    const { edges } = flow;
    const revision = nextRevision();
    const dataRevision = nextRevision();
    lastCommit = null;
    dragOrigin = null;
    set({
      ...initial,
      workflowId: response.id,
      server: response,
      data: response.data,
      nodes,
      edges,
      revision,
      savedRevision: revision,
      dataRevision,
      savedDataRevision: dataRevision,
    });
  },

  onNodesChange(changes: NodeChange<StepNode>[]) {
    const s = get();
    const split = splitNodeChanges(changes);
    const graph = split.ops.length > 0 ? edit(s.nodes, s.edges, split.ops) : s;
    let nodes = split.canvas.length > 0 ? applyNodeChanges(split.canvas, graph.nodes) : graph.nodes;
    // A step whose size changed (a run's output, a new Switch case) is measured from now on: React Flow
    // would otherwise keep reading the load-time handles it still carries.
    const resized = new Set(
      changes.flatMap((c) => (c.type === 'dimensions' && estimated.delete(c.id) ? [c.id] : [])),
    );
    if (resized.size > 0) nodes = nodes.map((n) => (resized.has(n.id) ? withoutHandles(n) : n));
    const removed = changes.some((c) => c.type === 'remove');
    // Arrow keys move selected steps without a drag: each move is an undo step (a burst folds into one).
    const keyboardMove = !dragOrigin && changes.some((c) => c.type === 'position' && c.dragging !== true);
    if (removed || keyboardMove) commit({ nodes, edges: graph.edges }, removed ? undefined : 'keyboard-move');
    else set({ nodes });
  },

  onEdgesChange(changes: EdgeChange<StepEdge>[]) {
    const s = get();
    const split = splitEdgeChanges(changes);
    const kept = split.ops.length > 0 ? edit(s.nodes, s.edges, split.ops).edges : s.edges;
    const edges = split.canvas.length > 0 ? applyEdgeChanges(split.canvas, kept) : kept;
    if (split.ops.length > 0) commit({ edges });
    else set({ edges });
  },

  beginDrag() {
    dragOrigin ??= present(get());
  },

  /** A drag is one undo step, recorded when it ends (not on every frame). */
  endDrag() {
    const origin = dragOrigin;
    dragOrigin = null;
    const s = get();
    if (!origin || origin.nodes === s.nodes) return;
    lastCommit = null;
    set({ history: record(s.history, origin), revision: nextRevision() });
  },

  isValidConnection(connection: Connection | StepEdge): boolean {
    const s = get();
    const from = { source: connection.source, handle: connection.sourceHandle ?? MAIN_HANDLE };
    return canConnect(graphOf(s.nodes, s.edges), from, connection.target, serviceOf);
  },

  connect(connection: Connection) {
    if (!designer.isValidConnection(connection)) return;
    const s = get();
    const from = { source: connection.source, handle: connection.sourceHandle ?? MAIN_HANDLE };
    const op: GraphOperation = {
      type: 'connect',
      from,
      target: connection.target,
      targetHandle: connection.targetHandle,
    };
    commit({ edges: edit(s.nodes, s.edges, [op]).edges });
  },

  /**
   * Adds a step of `service` (selected, with its panel open) as one undo step and returns its id.
   * - `intoEdge` (dropped onto an edge): put into that edge, source → new → target.
   * - `after` (the "+" of an output): wired from that output, put in front of what it led to.
   * - `drop` elsewhere: where it was dropped, unwired.
   * - a click in the palette: after the one selected step (or the step whose panel is open), from its
   *   first output; with no such step, at `center` (the middle of the view), unwired.
   */
  addStep(
    service: ServiceDescriptor,
    placement: { drop?: Position; center?: Position; after?: OutputRef; intoEdge?: string } = {},
  ): string {
    const s = get();
    const id = uniqueId(idBase(service.name), new Set(s.nodes.map((n) => n.id)));
    const name = uniqueName(service.name, new Set(s.nodes.map((n) => n.data.name)));
    const data: StepData = {
      serviceId: service.id,
      action: service.actions[0]?.id ?? 'run',
      name,
      params: {},
    };
    const from = placement.intoEdge || placement.drop ? undefined : (placement.after ?? clickAnchor(s));
    const source = from && s.nodes.find((n) => n.id === from.source);
    const outputs = source ? outputHandleList(source.data, serviceOf(source.data.serviceId)) : [];
    const after =
      source && from
        ? placeAfter(
            s.nodes,
            s.edges,
            from,
            outputs.findIndex((h) => h.id === from.handle),
          )
        : undefined;
    const position = placement.drop ?? after ?? freeSpot(s.nodes, placement.center ?? { x: 0, y: 0 });
    const step = { id, position, ...data };
    const op: GraphOperation = placement.intoEdge
      ? { type: 'insertStepIntoEdge', step, edgeId: placement.intoEdge }
      : source && from
        ? { type: 'addStepAfter', step, after: from }
        : { type: 'addStep', step };
    const start = deselected(s);
    const next = edit(start.nodes, start.edges, [op], { nodes: true });
    commit({ nodes: next.nodes, edges: next.edges, panelNodeId: id });
    if (s.pendingOutput) set({ pendingOutput: null });
    // A webhook or mailhook trigger does nothing while its hook is off; adding one turns it on.
    if (s.data && service.id === 'trigger.webhook' && !s.data.webhook.active)
      designer.setData({ ...s.data, webhook: { ...s.data.webhook, active: true } });
    if (s.data && service.id === 'trigger.mailhook' && !s.data.mailhook.active)
      designer.setData({ ...s.data, mailhook: { ...s.data.mailhook, active: true } });
    return id;
  },

  /**
   * Changes a step's data. Edges leaving a handle the step no longer has (a removed Switch case, on-error
   * no longer 'errorEdge') go with it, as the server would refuse them.
   */
  updateStep(id: string, patch: StepPatch & { name?: string }, coalesceKey?: string) {
    const s = get();
    if (!s.nodes.some((n) => n.id === id)) return;
    const { name, ...change } = patch;
    const ops: GraphOperation[] = [];
    if (name !== undefined) ops.push({ type: 'renameStep', stepId: id, name });
    if (Object.keys(change).length > 0) ops.push({ type: 'updateStep', stepId: id, patch: change });
    commit(edit(s.nodes, s.edges, ops), coalesceKey);
  },

  deleteSelected() {
    const s = get();
    const gone = s.nodes.filter((n) => n.selected).map((n) => n.id);
    const cut = s.edges.filter((e) => e.selected).map((e) => e.id);
    const next = edit(s.nodes, s.edges, [
      { type: 'deleteSteps', stepIds: gone },
      { type: 'disconnect', edgeIds: cut },
    ]);
    if (unchanged(s, next)) return;
    commit({ ...next, panelNodeId: s.panelNodeId && gone.includes(s.panelNodeId) ? null : s.panelNodeId });
  },

  deleteStep(id: string) {
    const s = get();
    commit({
      ...edit(s.nodes, s.edges, [{ type: 'deleteSteps', stepIds: [id] }]),
      panelNodeId: s.panelNodeId === id ? null : s.panelNodeId,
    });
  },

  undo() {
    const s = get();
    const step = undo(s.history, present(s));
    if (step) restore(step.present, step.history);
  },

  redo() {
    const s = get();
    const step = redo(s.history, present(s));
    if (step) restore(step.present, step.history);
  },

  /** Pastes the copy with fresh ids and names, its top-left corner at `anchor`, selected. */
  paste(payload: ClipboardPayload, anchor: Position) {
    if (payload.nodes.length === 0) return;
    const start = deselected(get());
    const op: GraphOperation = { type: 'pasteSteps', nodes: payload.nodes, edges: payload.edges, at: anchor };
    commit(edit(start.nodes, start.edges, [op], { nodes: true, edges: true }));
  },

  autoLayout() {
    const s = get();
    if (s.nodes.length === 0) return;
    const positions = layoutPositions(s.nodes, s.edges);
    const moves = s.nodes.flatMap((n) => {
      const position = positions.get(n.id);
      return position ? [{ stepId: n.id, position }] : [];
    });
    commit({ nodes: edit(s.nodes, s.edges, [{ type: 'moveSteps', moves }]).nodes });
  },

  selectAll() {
    const s = get();
    set({
      nodes: s.nodes.map((n) => (n.selected ? n : { ...n, selected: true })),
      edges: s.edges.map((e) => (e.selected ? e : { ...e, selected: true })),
    });
  },

  setData(data: WorkflowData) {
    set({ data, dataRevision: nextRevision() });
  },

  /** After a save: the server's answer, and what was saved (later edits stay unsaved). */
  markSaved(response: WorkflowResponse, revision: number, dataRevision: number) {
    const s = get();
    set({
      server: response,
      savedRevision: revision,
      savedDataRevision: dataRevision,
      // The server owns the schedule's cron and words, and the hook ids: take its data unless edited since.
      ...(s.dataRevision === dataRevision ? { data: response.data } : {}),
    });
  },

  openPanel(id: string | null) {
    if (get().panelNodeId !== id) set({ panelNodeId: id });
  },

  /** The "+" of an output was pressed (null: cancelled); the palette's next choice goes after it. */
  pickAfter(output: OutputRef | null) {
    set({ pendingOutput: output });
  },

  openSettings(open: boolean) {
    set({ settingsOpen: open });
  },

  reset() {
    lastCommit = null;
    dragOrigin = null;
    set(initial);
  },
};

export const selectDirty = (s: DesignerState) =>
  s.revision !== s.savedRevision || s.dataRevision !== s.savedDataRevision;
