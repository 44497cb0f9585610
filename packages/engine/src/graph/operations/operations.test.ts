import type { GraphOperation, WorkflowEdge, WorkflowNode } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import { serviceLookup } from '../../testing/index.js';
import { applyOperation, applyOperations } from './apply-operation.js';
import { canConnect } from './connect.js';
import type { GraphParts } from './graph-parts.js';
import { placeAfter, STEP_GAP_X } from './placement.js';
import { idBase, uniqueId, uniqueName } from './step-names.js';
import { type DescribeService, firstOutputOf, outputHandleList } from './step-services.js';

const services = serviceLookup();
const describeService: DescribeService = (id) => services.get(id)?.descriptor;

const node = (
  id: string,
  x = 0,
  y = 0,
  serviceId = 'x',
  params: Record<string, unknown> = {},
): WorkflowNode => ({
  id,
  serviceId,
  action: 'run',
  name: id,
  position: { x, y },
  params,
});
const edge = (source: string, target: string, handle = 'main'): WorkflowEdge => ({
  id: `${source}-${handle}-${target}`,
  source,
  sourceHandle: handle === 'main' ? null : handle,
  target,
});
const noEdges = (): WorkflowEdge[] => [];
const apply = <G extends GraphParts>(graph: G, op: GraphOperation) =>
  applyOperation(graph, op, describeService);
const addAfter = (graph: GraphParts, step: WorkflowNode, source: string, handle: string) =>
  apply(graph, { type: 'addStepAfter', step, after: { source, handle } });
const wires = (graph: GraphParts) =>
  graph.edges.map((e) => `${e.source}:${e.sourceHandle ?? 'main'}>${e.target}`).sort();
const at = (graph: GraphParts, id: string) => graph.nodes.find((n) => n.id === id)?.position;
const ids = (graph: GraphParts) => graph.nodes.map((n) => n.id);

describe('adding a step', () => {
  it('puts it where it says, unwired, with an id and a name no other step has', () => {
    const graph = { nodes: [node('http')], edges: noEdges() };
    const next = apply(graph, { type: 'addStep', step: node('http', 400, 40) });
    expect(ids(next)).toEqual(['http', 'http_2']);
    expect(next.nodes[1]?.name).toBe('http 2');
    expect(at(next, 'http_2')).toEqual({ x: 400, y: 40 });
    expect(next.edges).toEqual([]);
  });

  it('keeps what else the graph carries and never changes the graph it was given', () => {
    const graph = { schemaVersion: 1 as const, nodes: [node('a')], edges: noEdges() };
    const frozen = structuredClone(graph);
    const next = apply(graph, { type: 'addStep', step: node('b') });
    expect(next.schemaVersion).toBe(1);
    expect(graph).toEqual(frozen);
    expect(next.nodes[0]).toBe(graph.nodes[0]);
  });
});

describe('adding a step after an output', () => {
  it('wires a free output to the new step', () => {
    const graph = { nodes: [node('a')], edges: noEdges() };
    const next = addAfter(graph, node('b', STEP_GAP_X), 'a', 'main');
    expect(wires(next)).toEqual(['a:main>b']);
    expect(next.edges[0]?.sourceHandle).toBeNull();
  });

  it('goes between the output and the step it led to, which moves right with what follows it', () => {
    const graph = {
      nodes: [node('a'), node('c', 320), node('d', 640), node('other', 320, 300)],
      edges: [edge('a', 'c'), edge('c', 'd'), edge('a', 'other', 'error')],
    };
    const next = addAfter(graph, node('b', 320), 'a', 'main');
    expect(wires(next)).toEqual(['a:error>other', 'a:main>b', 'b:main>c', 'c:main>d']);
    expect(at(next, 'c')).toEqual({ x: 640, y: 0 });
    expect(at(next, 'd')).toEqual({ x: 960, y: 0 });
    expect(at(next, 'other')).toEqual({ x: 320, y: 300 });
  });

  it('wires only the chosen branch of an IF, and continues by the new step’s first output', () => {
    const graph = {
      nodes: [node('check', 0, 0, 'test.if'), node('yes', 320), node('no', 320, 130)],
      edges: [edge('check', 'yes', 'true'), edge('check', 'no', 'false')],
    };
    const next = addAfter(graph, node('again', 320, 130, 'test.if'), 'check', 'false');
    expect(wires(next)).toEqual(['again:true>no', 'check:false>again', 'check:true>yes']);
    expect(at(next, 'no')).toEqual({ x: 640, y: 130 });
    expect(at(next, 'yes')).toEqual({ x: 320, y: 0 });
  });

  it('continues a Switch by its first case', () => {
    const graph = { nodes: [node('a'), node('c', 320)], edges: [edge('a', 'c')] };
    const route = node('route', 320, 0, 'test.switch', { cases: [{ handle: 'eu' }] });
    const next = addAfter(graph, route, 'a', 'main');
    expect(wires(next)).toEqual(['a:main>route', 'route:eu>c']);
  });

  it('puts a fan-out behind the new step: every old target follows it', () => {
    const graph = {
      nodes: [node('a'), node('x', 320), node('y', 320, 130)],
      edges: [edge('a', 'x'), edge('a', 'y')],
    };
    const next = addAfter(graph, node('b', 320), 'a', 'main');
    expect(wires(next)).toEqual(['a:main>b', 'b:main>x', 'b:main>y']);
  });

  it('leaves the step unwired after an output the step does not have', () => {
    const graph = { nodes: [node('a')], edges: noEdges() };
    const next = addAfter(graph, node('b', 320), 'a', 'true');
    expect(next.edges).toEqual([]);
    expect(ids(next)).toEqual(['a', 'b']);
  });

  it('adds a trigger unwired, as nothing may lead into it', () => {
    const graph = { nodes: [node('a')], edges: noEdges() };
    const next = addAfter(graph, node('t', 320, 0, 'test.trigger'), 'a', 'main');
    expect(next.edges).toEqual([]);
    expect(ids(next)).toEqual(['a', 't']);
  });

  it('does not walk round a loop back into the step it starts from', () => {
    const graph = {
      nodes: [node('loop', 0, 0, 'test.loop'), node('body', 320), node('after', 320, 200)],
      edges: [edge('loop', 'body', 'loop'), edge('body', 'loop'), edge('loop', 'after', 'done')],
    };
    const next = addAfter(graph, node('b', 320), 'loop', 'loop');
    expect(wires(next)).toEqual(['b:main>body', 'body:main>loop', 'loop:done>after', 'loop:loop>b']);
    expect(at(next, 'loop')).toEqual({ x: 0, y: 0 });
    expect(at(next, 'body')).toEqual({ x: 640, y: 0 });
  });

  it('is placed right of the output, lower for later outputs, never on another step', () => {
    const graph = {
      nodes: [node('check'), node('yes', 320), node('busy', 320, 130)],
      edges: [edge('check', 'yes', 'true')],
    };
    expect(placeAfter(graph.nodes, graph.edges, { source: 'check', handle: 'true' }, 0)).toEqual({
      x: 320,
      y: 0,
    });
    expect(placeAfter(graph.nodes, graph.edges, { source: 'check', handle: 'false' }, 1)).toEqual({
      x: 320,
      y: 260,
    });
    expect(placeAfter(graph.nodes, graph.edges, { source: 'nope', handle: 'main' }, 0)).toBeUndefined();
  });
});

describe('putting a step into an edge', () => {
  it('replaces the edge by two through the new step, keeping the source output', () => {
    const graph = {
      nodes: [node('check', 0, 0, 'test.if'), node('c', 320)],
      edges: [edge('check', 'c', 'false')],
    };
    const next = apply(graph, {
      type: 'insertStepIntoEdge',
      step: node('b', 200, 40),
      edgeId: 'check-false-c',
    });
    expect(wires(next)).toEqual(['b:main>c', 'check:false>b']);
    expect(at(next, 'c')).toEqual({ x: 520, y: 0 });
  });

  it('leaves the graph wired as it was for an unknown edge or a trigger', () => {
    const graph = { nodes: [node('a'), node('c', 320)], edges: [edge('a', 'c')] };
    const unknown = apply(graph, { type: 'insertStepIntoEdge', step: node('b', 100), edgeId: 'nope' });
    const trigger = apply(graph, {
      type: 'insertStepIntoEdge',
      step: node('t', 100, 0, 'test.trigger'),
      edgeId: 'a-main-c',
    });
    expect(wires(unknown)).toEqual(['a:main>c']);
    expect(wires(trigger)).toEqual(['a:main>c']);
    expect(ids(trigger)).toEqual(['a', 'c', 't']);
  });
});

describe('connecting and disconnecting', () => {
  const graph = { nodes: [node('hook', 0, 0, 'test.trigger'), node('call', 320)], edges: noEdges() };

  it('wires an output to a step once', () => {
    const op: GraphOperation = { type: 'connect', from: { source: 'hook', handle: 'main' }, target: 'call' };
    const once = apply(graph, op);
    expect(once.edges).toEqual([
      { id: 'hook-main-call', source: 'hook', sourceHandle: null, target: 'call' },
    ]);
    expect(apply(once, op)).toBe(once);
  });

  it('refuses an edge into a trigger, into the step itself, or to a step that does not exist', () => {
    const refused = [
      { from: { source: 'call', handle: 'main' }, target: 'hook' },
      { from: { source: 'call', handle: 'main' }, target: 'call' },
      { from: { source: 'call', handle: 'main' }, target: 'nope' },
      { from: { source: 'nope', handle: 'main' }, target: 'call' },
      { from: { source: 'hook', handle: 'true' }, target: 'call' },
    ];
    for (const { from, target } of refused) {
      expect(canConnect(graph, from, target, describeService)).toBe(false);
      expect(apply(graph, { type: 'connect', from, target })).toBe(graph);
    }
  });

  it('removes the edges named, and nothing else', () => {
    const wired = { nodes: graph.nodes, edges: [edge('hook', 'call'), edge('hook', 'call', 'error')] };
    const next = apply(wired, { type: 'disconnect', edgeIds: ['hook-main-call', 'nope'] });
    expect(wires(next)).toEqual(['hook:error>call']);
    expect(apply(wired, { type: 'disconnect', edgeIds: ['nope'] })).toBe(wired);
  });
});

describe('deleting steps', () => {
  it('deletes the edges into and out of them, and keeps the rest', () => {
    const graph = {
      nodes: [node('a'), node('b'), node('c'), node('d')],
      edges: [edge('a', 'b'), edge('b', 'c'), edge('c', 'd'), edge('a', 'd')],
    };
    const next = apply(graph, { type: 'deleteSteps', stepIds: ['b'] });
    expect(ids(next)).toEqual(['a', 'c', 'd']);
    expect(wires(next)).toEqual(['a:main>d', 'c:main>d']);
    expect(apply(graph, { type: 'deleteSteps', stepIds: ['nope'] })).toBe(graph);
  });
});

describe('pasting steps', () => {
  const graph = {
    nodes: [
      node('hook', 0, 0, 'test.trigger'),
      node('check', 300, 0, 'test.if', { condition: '{{ steps.hook.body.ok }}' }),
    ],
    edges: [edge('hook', 'check'), edge('check', 'hook', 'true')],
  };

  it('gives fresh ids and names, follows mappings to them, and moves the group to the spot', () => {
    const next = apply(graph, {
      type: 'pasteSteps',
      nodes: graph.nodes,
      edges: graph.edges,
      at: { x: 1000, y: 500 },
    });
    const pasted = next.nodes.slice(2);
    expect(pasted.map((n) => n.id)).toEqual(['hook_2', 'check_2']);
    expect(pasted.map((n) => n.name)).toEqual(['hook 2', 'check 2']);
    expect(pasted.map((n) => n.position)).toEqual([
      { x: 1000, y: 500 },
      { x: 1300, y: 500 },
    ]);
    expect(pasted[1]?.params.condition).toBe('{{ steps.hook_2.body.ok }}');
    expect(wires(next)).toEqual([
      'check:true>hook',
      'check_2:true>hook_2',
      'hook:main>check',
      'hook_2:main>check_2',
    ]);
  });

  it('keeps ids that are free, and drops edges to steps that were not copied', () => {
    const next = apply(
      { nodes: [node('other')], edges: noEdges() },
      { type: 'pasteSteps', nodes: [graph.nodes[1] ?? node('x')], edges: graph.edges, at: { x: 0, y: 0 } },
    );
    expect(ids(next)).toEqual(['other', 'check']);
    expect(next.nodes[1]?.params.condition).toBe('{{ steps.hook.body.ok }}');
    expect(next.edges).toEqual([]);
  });

  it('keeps the ids of edges between steps that kept theirs, and gives a whole graph back into an empty one', () => {
    const own = { ...graph, edges: [{ ...edge('hook', 'check'), id: 'e1' }, edge('check', 'hook', 'true')] };
    const into = (target: GraphParts) =>
      apply(target, { type: 'pasteSteps', nodes: own.nodes, edges: own.edges, at: { x: 0, y: 0 } });
    expect(into({ nodes: [], edges: noEdges() })).toEqual(own);
    const clashing = into({ nodes: [node('hook')], edges: [{ ...edge('hook', 'hook'), id: 'e1' }] });
    expect(clashing.edges.map((e) => e.id)).toEqual(['e1', 'hook_2-main-check', 'check-true-hook_2']);
  });

  it('does not rename a longer id that starts like a renamed one', () => {
    const copied = [node('a'), node('b', 0, 0, 'x', { v: '{{ steps.a.x & steps.ab.y }}' })];
    const next = apply(
      { nodes: [node('a'), node('b')], edges: noEdges() },
      {
        type: 'pasteSteps',
        nodes: copied,
        edges: [],
        at: { x: 0, y: 0 },
      },
    );
    expect(next.nodes[3]?.params.v).toBe('{{ steps.a_2.x & steps.ab.y }}');
  });
});

describe('renaming, moving and changing a step', () => {
  const graph = {
    nodes: [
      node('route', 0, 0, 'test.switch', { cases: [{ handle: 'eu' }, { handle: 'us' }] }),
      node('c', 320),
    ],
    edges: [edge('route', 'c', 'eu'), edge('route', 'c', 'us'), edge('route', 'c', 'default')],
  };

  it('renames as typed, and moves only the steps named (the edge list stays the same array)', () => {
    const renamed = apply(graph, { type: 'renameStep', stepId: 'c', name: 'Call' });
    expect(renamed.nodes[1]?.name).toBe('Call');
    const moved = apply(graph, { type: 'moveSteps', moves: [{ stepId: 'c', position: { x: 5, y: 6 } }] });
    expect(at(moved, 'c')).toEqual({ x: 5, y: 6 });
    expect(moved.nodes[0]).toBe(graph.nodes[0]);
    expect(moved.edges).toBe(graph.edges);
  });

  it('drops the edges of an output the step no longer has', () => {
    const next = apply(graph, {
      type: 'updateStep',
      stepId: 'route',
      patch: { params: { cases: [{ handle: 'eu' }] } },
    });
    expect(wires(next)).toEqual(['route:default>c', 'route:eu>c']);
  });

  it('keeps every edge while the cases come from a mapping (only a run can tell them)', () => {
    const next = apply(graph, {
      type: 'updateStep',
      stepId: 'route',
      patch: { params: { cases: '{{ steps.a.cases }}' } },
    });
    expect(next.edges).toBe(graph.edges);
  });

  it('drops edges from an error output that is turned off', () => {
    const failing = { nodes: [node('a'), node('b')], edges: [edge('a', 'b', 'error')] };
    const on = apply(failing, {
      type: 'updateStep',
      stepId: 'a',
      patch: { settings: { onError: 'errorEdge' } },
    });
    expect(on.edges).toHaveLength(1);
    const off = apply(on, { type: 'updateStep', stepId: 'a', patch: { settings: { onError: 'stop' } } });
    expect(off.edges).toEqual([]);
  });

  it('applies several edits in order', () => {
    const next = applyOperations(
      graph,
      [
        { type: 'deleteSteps', stepIds: ['c'] },
        { type: 'addStep', step: node('c', 9, 9) },
      ],
      describeService,
    );
    expect(ids(next)).toEqual(['route', 'c']);
    expect(next.edges).toEqual([]);
  });
});

describe('step ids and names', () => {
  it('are readable in mappings and unique', () => {
    expect(idBase('HTTP Request')).toBe('http_request');
    expect(idBase('3D print')).toBe('step_3d_print');
    expect(idBase('!!!')).toBe('step');
    expect(uniqueId('if', new Set(['if', 'if_2']))).toBe('if_3');
    expect(uniqueName('HTTP Request', new Set(['HTTP Request']))).toBe('HTTP Request 2');
    expect(uniqueName('HTTP Request 2', new Set(['HTTP Request 2']))).toBe('HTTP Request 3');
  });
});

describe("a step's outputs as the designer lists them", () => {
  const outputs = (step: WorkflowNode) =>
    outputHandleList(step, describeService(step.serviceId)).map((h) => `${h.id}:${h.label}`);

  it("lists the cases its params name before the service's own, then 'error' when failures go to an edge", () => {
    const route = node('route', 0, 0, 'test.switch', { cases: [{ handle: 'eu' }, { handle: '' }, 'x'] });
    expect(outputs({ ...route, settings: { onError: 'errorEdge' } })).toEqual([
      'eu:eu',
      'default:default',
      'error:Error',
    ]);
    expect(outputs(node('check', 0, 0, 'test.if'))).toEqual(['true:true', 'false:false']);
    expect(outputs(node('a', 0, 0, 'unknown'))).toEqual(['main:Output']);
    expect(firstOutputOf(route, describeService('test.switch'))).toBe('eu');
  });

  it('names a case by its label when the service says where the label is', () => {
    const switchService = describeService('test.switch');
    if (!switchService) throw new Error('test.switch missing');
    const labelled = {
      ...switchService,
      dynamicOutputHandles: { param: 'cases', idKey: 'handle', labelKey: 'label' },
    };
    const cases = [{ handle: 'big', label: 'Big' }, { handle: 'small' }];
    expect(outputHandleList(node('route', 0, 0, 'test.switch', { cases }), labelled)).toEqual([
      { id: 'big', label: 'Big' },
      { id: 'small', label: 'small' },
      { id: 'default', label: 'default' },
    ]);
  });
});
