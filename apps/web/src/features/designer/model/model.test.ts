import type { ServiceDescriptor, WorkflowGraph } from '@flowlane/contracts';
import { outputHandleList } from '@flowlane/engine/browser';
import { describe, expect, it } from 'vitest';
import { copySelection, parseClipboard } from './clipboard';
import { toFlow, toGraph } from './graph-convert';
import { emptyHistory, HISTORY_LIMIT, record, redo, undo } from './history';
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
    const handles = outputHandleList({ params: {}, settings: { onError: 'errorEdge' } }, ifService);
    expect(handles.map((h) => h.id)).toEqual(['true', 'false', 'error']);
  });

  it("names Switch's cases from its params, before 'default'", () => {
    const params = { cases: [{ handle: 'big', label: 'Big' }, { handle: 'small' }] };
    expect(outputHandleList({ params }, switchService)).toEqual([
      { id: 'big', label: 'Big' },
      { id: 'small', label: 'small' },
      { id: 'default', label: 'Default' },
    ]);
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

describe('copy and paste', () => {
  it('copies the selected steps with the edges between them, for the same user only', () => {
    const flow = toFlow(graph);
    const selected = flow.nodes.map((n) => ({ ...n, selected: true }));
    const payload = copySelection(selected, flow.edges, 'u1');
    expect(payload?.nodes.map((n) => n.id)).toEqual(['hook', 'check']);
    expect(payload?.edges).toHaveLength(2);
    const onlyCheck = flow.nodes.map((n) => ({ ...n, selected: n.id === 'check' }));
    expect(copySelection(onlyCheck, flow.edges, 'u1')?.edges).toEqual([]);
    expect(parseClipboard(JSON.stringify(payload), 'u1')).toEqual(payload);
    expect(parseClipboard(JSON.stringify(payload), 'someone else')).toBeNull();
    expect(parseClipboard('not json', 'u1')).toBeNull();
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
