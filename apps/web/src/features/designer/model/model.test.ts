import type { ServiceDescriptor, WorkflowGraph } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import { copySelection, parseClipboard, preparePaste } from './clipboard';
import { toFlow, toGraph } from './graph-convert';
import { knownHandleIds, outputHandles } from './handles';
import { emptyHistory, HISTORY_LIMIT, record, redo, undo } from './history';
import { idBase, uniqueId, uniqueName } from './ids';
import { canvasBehaviour, MIN_ZOOM_FLOOR } from './view';

const graph: WorkflowGraph = {
  schemaVersion: 1,
  nodes: [
    {
      id: 'hook',
      serviceId: 'trigger.webhook',
      action: 'run',
      name: 'Webhook',
      position: { x: 0, y: 0 },
      params: {},
    },
    {
      id: 'check',
      serviceId: 'flow.if',
      action: 'run',
      name: 'IF',
      position: { x: 300, y: 0 },
      params: { condition: '{{ steps.hook.body.ok }}' },
      settings: { onError: 'errorEdge' },
    },
  ],
  edges: [
    { id: 'e1', source: 'hook', sourceHandle: null, target: 'check' },
    { id: 'e2', source: 'check', sourceHandle: 'true', target: 'hook' },
  ],
};

const descriptor = (patch: Partial<ServiceDescriptor>): ServiceDescriptor => ({
  id: 'x',
  name: 'X',
  category: 'Flow',
  icon: 'x',
  description: '',
  kind: 'flow',
  actions: [{ id: 'run', name: 'Run', description: '' }],
  inputs: [],
  outputSchema: {},
  outputHandles: [{ id: 'main', label: 'Output' }],
  ...patch,
});

describe('the stored graph and the canvas', () => {
  it('round-trips, the default output being null when saved and main on the canvas', () => {
    const flow = toFlow(graph);
    expect(flow.edges[0]?.sourceHandle).toBe('main');
    expect(toGraph(flow.nodes, flow.edges)).toEqual(graph);
  });
});

describe('output handles', () => {
  const ifService = descriptor({
    outputHandles: [
      { id: 'true', label: 'True' },
      { id: 'false', label: 'False' },
    ],
  });
  const switchService = descriptor({
    outputHandles: [{ id: 'default', label: 'Default' }],
    dynamicOutputHandles: { param: 'cases', idKey: 'handle', labelKey: 'label' },
  });

  it("shows IF's true and false, and 'error' when failures go to an edge", () => {
    const handles = outputHandles(ifService, { params: {}, settings: { onError: 'errorEdge' } });
    expect(handles.map((h) => h.id)).toEqual(['true', 'false', 'error']);
  });

  it("names Switch's cases from its params, before 'default'", () => {
    const params = { cases: [{ handle: 'big', label: 'Big' }, { handle: 'small' }] };
    expect(outputHandles(switchService, { params })).toEqual([
      { id: 'big', label: 'Big' },
      { id: 'small', label: 'small' },
      { id: 'default', label: 'Default' },
    ]);
  });

  it('cannot tell the handles of cases given by a mapping', () => {
    expect(knownHandleIds(switchService, { params: { cases: '{{ steps.a.cases }}' } })).toBeUndefined();
  });
});

describe('undo history', () => {
  it('goes back and forth, and a new change drops what was undone', () => {
    let history = record(record(emptyHistory<number>(), 1), 2);
    const back = undo(history, 3);
    expect(back?.present).toBe(2);
    history = back?.history ?? history;
    expect(redo(history, 2)?.present).toBe(3);
    expect(record(history, 2).future).toEqual([]);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps`, () => {
    let history = emptyHistory<number>();
    for (let i = 0; i < HISTORY_LIMIT + 10; i += 1) history = record(history, i);
    expect(history.past.length).toBe(HISTORY_LIMIT);
    expect(history.past[0]).toBe(10);
  });
});

describe('step ids and names', () => {
  it('are readable in mappings and unique', () => {
    expect(idBase('HTTP Request')).toBe('http_request');
    expect(idBase('3D print')).toBe('step_3d_print');
    expect(uniqueId('if', new Set(['if', 'if_2']))).toBe('if_3');
    expect(uniqueName('HTTP Request', new Set(['HTTP Request']))).toBe('HTTP Request 2');
  });
});

describe('copy and paste', () => {
  it('pastes fresh ids, follows mappings to them, and keeps edges between the pasted steps only', () => {
    const flow = toFlow(graph);
    const selected = flow.nodes.map((n) => ({ ...n, selected: true }));
    const payload = copySelection(selected, flow.edges, 'u1');
    expect(payload?.edges).toHaveLength(2);
    const again = parseClipboard(JSON.stringify(payload), 'u1');
    expect(again).not.toBeNull();
    expect(parseClipboard(JSON.stringify(payload), 'someone else')).toBeNull();
    if (!again) return;
    const pasted = preparePaste(again, flow.nodes, new Set(flow.edges.map((e) => e.id)), { x: 1000, y: 500 });
    expect(pasted.nodes.map((n) => n.id)).toEqual(['hook_2', 'check_2']);
    expect(pasted.nodes.map((n) => n.data.name)).toEqual(['Webhook 2', 'IF 2']);
    expect(pasted.nodes[0]?.position).toEqual({ x: 1000, y: 500 });
    expect(pasted.nodes[1]?.data.params.condition).toBe('{{ steps.hook_2.body.ok }}');
    expect(pasted.edges.map((e) => [e.source, e.target])).toEqual([
      ['hook_2', 'check_2'],
      ['check_2', 'hook_2'],
    ]);
  });
});

describe('the canvas view', () => {
  it('clamps the spec’s minimum zoom of 0 to a positive one React Flow can divide by', () => {
    const behaviour = canvasBehaviour({
      zoom: 1,
      minZoom: 0,
      maxZoom: 2,
      pan: { x: 200, y: 200 },
      zooming: true,
      panning: true,
      boxSelection: true,
      renderer: 'canvas',
    });
    expect(behaviour.minZoom).toBe(MIN_ZOOM_FLOOR);
    expect(behaviour.defaultViewport).toEqual({ x: 200, y: 200, zoom: 1 });
  });
});
