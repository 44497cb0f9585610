import type { ServiceDescriptor, WorkflowResponse } from '@flowlane/contracts';
import { defaultWorkflowData } from '@flowlane/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { copySelection } from '../model/clipboard';
import { decor } from './decor-store';
import { designer, selectDirty, useDesignerStore } from './designer-store';

const service = (id: string, name: string, patch: Partial<ServiceDescriptor> = {}): ServiceDescriptor => ({
  id,
  name,
  category: 'Flow',
  icon: 'x',
  description: '',
  kind: 'action',
  actions: [{ id: 'run', name: 'Run', description: '' }],
  inputs: [],
  outputSchema: {},
  outputHandles: [{ id: 'main', label: 'Output' }],
  ...patch,
});

const webhook = service('trigger.webhook', 'Webhook', { kind: 'trigger' });
const http = service('http.request', 'HTTP Request');
const ifStep = service('flow.if', 'IF', {
  outputHandles: [
    { id: 'true', label: 'True' },
    { id: 'false', label: 'False' },
  ],
});

const response: WorkflowResponse = {
  id: 'w1',
  projectId: null,
  version: 1,
  data: defaultWorkflowData(),
  graph: { schemaVersion: 1, nodes: [], edges: [] },
  hookId: 'abc',
  webhookUrl: 'http://x/hooks/abc',
  webhookTestUrl: 'http://x/hooks/test/abc',
  mailhookAddress: 'abc@x',
  issues: [],
  nextRuns: [],
  createdAt: '',
  updatedAt: '',
};

const state = () => useDesignerStore.getState();

describe('the designer store', () => {
  beforeEach(() => {
    decor.setServices([webhook, http, ifStep]);
    designer.load(response);
  });

  it('adds a step right of the selected one, wired from it, and a webhook trigger turns the webhook on', () => {
    const hook = designer.addStep(webhook, { center: { x: 10, y: 20 } });
    const call = designer.addStep(http);
    expect(state().nodes.find((n) => n.id === hook)?.position).toEqual({ x: 10, y: 20 });
    expect(state().nodes.find((n) => n.id === call)?.position).toEqual({ x: 330, y: 20 });
    expect(state().edges.map((e) => [e.source, e.sourceHandle, e.target])).toEqual([[hook, 'main', call]]);
    expect(state().data?.webhook.active).toBe(true);
    expect(state().panelNodeId).toBe(call);
    expect(selectDirty(state())).toBe(true);
  });

  it('connects once, never into a trigger, and undoes and redoes each change', () => {
    const hook = designer.addStep(webhook);
    const call = designer.addStep(http, { drop: { x: 400, y: 300 } });
    designer.connect({ source: hook, sourceHandle: 'main', target: call, targetHandle: null });
    designer.connect({ source: hook, sourceHandle: 'main', target: call, targetHandle: null });
    designer.connect({ source: call, sourceHandle: 'main', target: hook, targetHandle: null });
    expect(state().edges).toHaveLength(1);
    designer.undo();
    expect(state().edges).toHaveLength(0);
    designer.undo();
    expect(state().nodes.map((n) => n.id)).toEqual([hook]);
    designer.redo();
    designer.redo();
    expect(state().edges).toHaveLength(1);
  });

  it('is clean again when undo returns to the saved graph', () => {
    designer.markSaved(response, state().revision, state().dataRevision);
    expect(selectDirty(state())).toBe(false);
    designer.addStep(http);
    expect(selectDirty(state())).toBe(true);
    designer.undo();
    expect(selectDirty(state())).toBe(false);
  });

  it('folds typing into one field into one undo step', () => {
    const call = designer.addStep(http);
    designer.updateStep(call, { name: 'C' }, 'name');
    designer.updateStep(call, { name: 'Ca' }, 'name');
    designer.updateStep(call, { name: 'Call' }, 'name');
    designer.undo();
    expect(state().nodes[0]?.data.name).toBe('HTTP Request');
  });

  it('drops edges from an error output that is turned off', () => {
    const check = designer.addStep(ifStep);
    const call = designer.addStep(http, { drop: { x: 400, y: 300 } });
    designer.updateStep(check, { settings: { onError: 'errorEdge' } });
    designer.connect({ source: check, sourceHandle: 'error', target: call, targetHandle: null });
    expect(state().edges).toHaveLength(1);
    designer.updateStep(check, { settings: { onError: 'stop' } });
    expect(state().edges).toHaveLength(0);
  });

  it('deletes the selection with its edges as one step', () => {
    const hook = designer.addStep(webhook);
    designer.addStep(http);
    designer.deleteSelected();
    expect(state().nodes.map((n) => n.id)).toEqual([hook]);
    expect(state().edges).toHaveLength(0);
    expect(state().panelNodeId).toBeNull();
    designer.undo();
    expect(state().nodes).toHaveLength(2);
    expect(state().edges).toHaveLength(1);
  });

  it('puts a step between the selected one and the step it led to, as one undo step', () => {
    const hook = designer.addStep(webhook, { center: { x: 0, y: 0 } });
    const call = designer.addStep(http);
    designer.onNodesChange([
      { type: 'select', id: call, selected: false },
      { type: 'select', id: hook, selected: true },
    ]);
    const check = designer.addStep(ifStep);
    const wires = () =>
      state()
        .edges.map((e) => `${e.source}:${e.sourceHandle}>${e.target}`)
        .sort();
    expect(wires()).toEqual([`${check}:true>${call}`, `${hook}:main>${check}`]);
    expect(state().nodes.find((n) => n.id === check)?.position).toEqual({ x: 320, y: 0 });
    expect(state().nodes.find((n) => n.id === call)?.position).toEqual({ x: 640, y: 0 });
    designer.undo();
    expect(wires()).toEqual([`${hook}:main>${call}`]);
    expect(state().nodes.find((n) => n.id === call)?.position).toEqual({ x: 320, y: 0 });
    designer.redo();
    expect(wires()).toEqual([`${check}:true>${call}`, `${hook}:main>${check}`]);
  });

  it('adds the palette choice after the output whose "+" was pressed, and into an edge it is dropped on', () => {
    const check = designer.addStep(ifStep, { center: { x: 0, y: 0 } });
    designer.pickAfter({ source: check, handle: 'false' });
    const no = designer.addStep(http);
    expect(state().pendingOutput).toBeNull();
    expect(state().nodes.find((n) => n.id === no)?.position).toEqual({ x: 320, y: 130 });
    const edgeId = state().edges[0]?.id ?? '';
    const between = designer.addStep(http, { drop: { x: 200, y: 300 }, intoEdge: edgeId });
    const wires = () =>
      state()
        .edges.map((e) => `${e.source}:${e.sourceHandle}>${e.target}`)
        .sort();
    expect(wires()).toEqual([`${between}:main>${no}`, `${check}:false>${between}`]);
    designer.undo();
    expect(wires()).toEqual([`${check}:false>${no}`]);
  });

  it('pastes a copy with fresh ids and names, selected, with the edges between the copied steps', () => {
    const hook = designer.addStep(webhook, { center: { x: 0, y: 0 } });
    const call = designer.addStep(http);
    designer.selectAll();
    const payload = copySelection(state().nodes, state().edges, null);
    if (!payload) throw new Error('nothing copied');
    designer.paste(payload, { x: 0, y: 400 });
    const pasted = state().nodes.filter((n) => n.selected);
    expect(pasted.map((n) => [n.id, n.data.name, n.position])).toEqual([
      [`${hook}_2`, 'Webhook 2', { x: 0, y: 400 }],
      [`${call}_2`, 'HTTP Request 2', { x: 320, y: 400 }],
    ]);
    expect(
      state()
        .edges.filter((e) => e.selected)
        .map((e) => [e.source, e.target]),
    ).toEqual([[`${hook}_2`, `${call}_2`]]);
    designer.undo();
    expect(state().nodes).toHaveLength(2);
  });

  it('moves steps without a new edge list, keeping what React Flow measured of them', () => {
    const hook = designer.addStep(webhook, { center: { x: 0, y: 0 } });
    designer.addStep(http);
    designer.onNodesChange([{ type: 'dimensions', id: hook, dimensions: { width: 240, height: 90 } }]);
    const edges = state().edges;
    designer.beginDrag();
    designer.onNodesChange([{ type: 'position', id: hook, position: { x: 10.5, y: 20 }, dragging: true }]);
    const moved = state().nodes.find((n) => n.id === hook);
    expect(moved?.position).toEqual({ x: 10.5, y: 20 });
    expect(moved?.dragging).toBe(true);
    expect(moved?.measured).toEqual({ width: 240, height: 90 });
    expect(state().edges).toBe(edges);
    designer.endDrag();
    designer.undo();
    expect(state().nodes.find((n) => n.id === hook)?.position).toEqual({ x: 0, y: 0 });
  });

  it('lays steps out left to right', () => {
    const hook = designer.addStep(webhook);
    const call = designer.addStep(http, { drop: { x: -500, y: 400 } });
    designer.connect({ source: hook, sourceHandle: 'main', target: call, targetHandle: null });
    designer.autoLayout();
    const [a, b] = state().nodes;
    expect((b?.position.x ?? 0) > (a?.position.x ?? 0)).toBe(true);
  });
});
