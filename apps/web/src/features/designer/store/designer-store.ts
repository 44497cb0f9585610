import type { ServiceDescriptor, WorkflowData, WorkflowResponse } from '@flowlane/contracts';
import {
  applyEdgeChanges,
  applyNodeChanges,
  type Connection,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import { create } from 'zustand';
import { type ClipboardPayload, preparePaste } from '../model/clipboard';
import { toFlow } from '../model/graph-convert';
import { acceptsInput, knownHandleIds, outputHandles } from '../model/handles';
import { emptyHistory, type History, record, redo, undo } from '../model/history';
import { idBase, newEdgeId, uniqueId, uniqueName } from '../model/ids';
import { layoutPositions } from '../model/layout';
import { nodeHandles, nodeSize } from '../model/node-geometry';
import { MAIN_HANDLE, STEP_NODE_TYPE, type StepData, type StepEdge, type StepNode } from '../model/types';
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
      handles: outputHandles(service, node.data),
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

function serviceOf(id: string): ServiceDescriptor | undefined {
  return useDecorStore.getState().services.get(id);
}

/** Where a new step goes: right of the selected step, or at `fallback`; moved down while the spot is taken. */
function freeSpot(nodes: readonly StepNode[], wanted: Position) {
  const spot = { ...wanted };
  const taken = (x: number, y: number) =>
    nodes.some((n) => Math.abs(n.position.x - x) < 120 && Math.abs(n.position.y - y) < 80);
  while (taken(spot.x, spot.y)) spot.y += 130;
  return spot;
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
    let nodes = applyNodeChanges(changes, s.nodes);
    // A step whose size changed (a run's output, a new Switch case) is measured from now on: React Flow
    // would otherwise keep reading the load-time handles it still carries.
    const resized = new Set(
      changes.flatMap((c) => (c.type === 'dimensions' && estimated.delete(c.id) ? [c.id] : [])),
    );
    if (resized.size > 0) nodes = nodes.map((n) => (resized.has(n.id) ? withoutHandles(n) : n));
    const removed = changes.some((c) => c.type === 'remove');
    // Arrow keys move selected steps without a drag: each move is an undo step (a burst folds into one).
    const keyboardMove = !dragOrigin && changes.some((c) => c.type === 'position' && c.dragging !== true);
    if (removed || keyboardMove) commit({ nodes }, removed ? undefined : 'keyboard-move');
    else set({ nodes });
  },

  onEdgesChange(changes: EdgeChange<StepEdge>[]) {
    const edges = applyEdgeChanges(changes, get().edges);
    if (changes.some((c) => c.type === 'remove')) commit({ edges });
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
    if (connection.source === connection.target) return false;
    const target = get().nodes.find((n) => n.id === connection.target);
    if (!target || !acceptsInput(serviceOf(target.data.serviceId))) return false;
    const handle = connection.sourceHandle ?? MAIN_HANDLE;
    return !get().edges.some(
      (e) => e.source === connection.source && e.target === connection.target && e.sourceHandle === handle,
    );
  },

  connect(connection: Connection) {
    if (!designer.isValidConnection(connection)) return;
    const s = get();
    const handle = connection.sourceHandle ?? MAIN_HANDLE;
    const id = newEdgeId(connection.source, handle, connection.target, new Set(s.edges.map((e) => e.id)));
    const edge: StepEdge = {
      id,
      source: connection.source,
      target: connection.target,
      sourceHandle: handle,
      targetHandle: connection.targetHandle ?? null,
    };
    commit({ edges: [...s.edges, edge] });
  },

  /**
   * Adds a step of `service` (selected, with its panel open) and returns its id: where it was dropped,
   * else right of the one selected step, else at `center` (the middle of the view).
   */
  addStep(service: ServiceDescriptor, placement: { drop?: Position; center?: Position } = {}): string {
    const s = get();
    const selected = s.nodes.filter((n) => n.selected);
    const anchor = selected.length === 1 ? selected[0] : undefined;
    const wanted = anchor
      ? { x: anchor.position.x + 320, y: anchor.position.y }
      : (placement.center ?? { x: 0, y: 0 });
    const id = uniqueId(idBase(service.name), new Set(s.nodes.map((n) => n.id)));
    const name = uniqueName(service.name, new Set(s.nodes.map((n) => n.data.name)));
    const node: StepNode = {
      id,
      type: STEP_NODE_TYPE,
      position: placement.drop ?? freeSpot(s.nodes, wanted),
      selected: true,
      data: { serviceId: service.id, action: service.actions[0]?.id ?? 'run', name, params: {} },
    };
    const nodes = [...s.nodes.map((n) => (n.selected ? { ...n, selected: false } : n)), node];
    const edges = s.edges.map((e) => (e.selected ? { ...e, selected: false } : e));
    commit({ nodes, edges, panelNodeId: id });
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
  updateStep(id: string, patch: Partial<StepData>, coalesceKey?: string) {
    const s = get();
    const node = s.nodes.find((n) => n.id === id);
    if (!node) return;
    const data: StepData = { ...node.data, ...patch };
    const nodes = s.nodes.map((n) => (n.id === id ? { ...n, data } : n));
    const handles = knownHandleIds(serviceOf(data.serviceId), data);
    const edges = handles
      ? s.edges.filter((e) => e.source !== id || handles.has(e.sourceHandle ?? MAIN_HANDLE))
      : s.edges;
    commit(edges.length === s.edges.length ? { nodes } : { nodes, edges }, coalesceKey);
  },

  deleteSelected() {
    const s = get();
    const gone = new Set(s.nodes.filter((n) => n.selected).map((n) => n.id));
    const edges = s.edges.filter((e) => !e.selected && !gone.has(e.source) && !gone.has(e.target));
    if (gone.size === 0 && edges.length === s.edges.length) return;
    commit({
      nodes: s.nodes.filter((n) => !gone.has(n.id)),
      edges,
      panelNodeId: s.panelNodeId && gone.has(s.panelNodeId) ? null : s.panelNodeId,
    });
  },

  deleteStep(id: string) {
    const s = get();
    commit({
      nodes: s.nodes.filter((n) => n.id !== id),
      edges: s.edges.filter((e) => e.source !== id && e.target !== id),
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

  paste(payload: ClipboardPayload, anchor: Position) {
    if (payload.nodes.length === 0) return;
    const s = get();
    const pasted = preparePaste(payload, s.nodes, new Set(s.edges.map((e) => e.id)), anchor);
    commit({
      nodes: [...s.nodes.map((n) => (n.selected ? { ...n, selected: false } : n)), ...pasted.nodes],
      edges: [...s.edges.map((e) => (e.selected ? { ...e, selected: false } : e)), ...pasted.edges],
    });
  },

  autoLayout() {
    const s = get();
    if (s.nodes.length === 0) return;
    const positions = layoutPositions(s.nodes, s.edges);
    commit({ nodes: s.nodes.map((n) => ({ ...n, position: positions.get(n.id) ?? n.position })) });
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
