import { describe, expect, it } from 'vitest';
import { STEP_NODE_TYPE, type StepEdge, type StepNode } from '../model/types';
import { downstreamOf, type Graph, insertAfter, insertIntoEdge, STEP_GAP_X } from './graph-edits';

const node = (id: string, x = 0, y = 0): StepNode => ({
  id,
  type: STEP_NODE_TYPE,
  position: { x, y },
  data: { serviceId: 'x', action: 'run', name: id, params: {} },
});
const edge = (source: string, target: string, handle = 'main'): StepEdge => ({
  id: `${source}-${handle}-${target}`,
  source,
  sourceHandle: handle,
  target,
  targetHandle: null,
});
const wires = (graph: Graph) => graph.edges.map((e) => `${e.source}:${e.sourceHandle}>${e.target}`).sort();
const at = (graph: Graph, id: string) => graph.nodes.find((n) => n.id === id)?.position;
const newStep = (
  id: string,
  x: number,
  y = 0,
  patch: { acceptsInput?: boolean; firstOutput?: string } = {},
) => ({
  node: node(id, x, y),
  acceptsInput: patch.acceptsInput ?? true,
  firstOutput: patch.firstOutput ?? 'main',
});

describe('adding a step after an output', () => {
  it('wires a free output to the new step', () => {
    const graph = { nodes: [node('a')], edges: [] };
    const next = insertAfter(graph, { source: 'a', handle: 'main' }, newStep('b', STEP_GAP_X));
    expect(wires(next)).toEqual(['a:main>b']);
    expect(next.nodes.map((n) => n.id)).toEqual(['a', 'b']);
  });

  it('goes between the output and the step it led to, which moves right with what follows it', () => {
    const graph = {
      nodes: [node('a'), node('c', 320), node('d', 640), node('other', 320, 300)],
      edges: [edge('a', 'c'), edge('c', 'd'), edge('a', 'other', 'error')],
    };
    const next = insertAfter(graph, { source: 'a', handle: 'main' }, newStep('b', 320));
    expect(wires(next)).toEqual(['a:error>other', 'a:main>b', 'b:main>c', 'c:main>d']);
    expect(at(next, 'c')).toEqual({ x: 640, y: 0 });
    expect(at(next, 'd')).toEqual({ x: 960, y: 0 });
    expect(at(next, 'other')).toEqual({ x: 320, y: 300 });
  });

  it('wires only the chosen branch of an IF, and continues by the new step’s first output', () => {
    const graph = {
      nodes: [node('if'), node('yes', 320), node('no', 320, 130)],
      edges: [edge('if', 'yes', 'true'), edge('if', 'no', 'false')],
    };
    const next = insertAfter(
      graph,
      { source: 'if', handle: 'false' },
      newStep('check', 320, 130, { firstOutput: 'true' }),
    );
    expect(wires(next)).toEqual(['check:true>no', 'if:false>check', 'if:true>yes']);
    expect(at(next, 'no')).toEqual({ x: 640, y: 130 });
    expect(at(next, 'yes')).toEqual({ x: 320, y: 0 });
  });

  it('puts a fan-out behind the new step: every old target follows it', () => {
    const graph = {
      nodes: [node('a'), node('x', 320), node('y', 320, 130)],
      edges: [edge('a', 'x'), edge('a', 'y')],
    };
    const next = insertAfter(graph, { source: 'a', handle: 'main' }, newStep('b', 320));
    expect(wires(next)).toEqual(['a:main>b', 'b:main>x', 'b:main>y']);
  });

  it('adds a trigger unwired, as nothing may lead into it', () => {
    const graph = { nodes: [node('a')], edges: [] };
    const next = insertAfter(
      graph,
      { source: 'a', handle: 'main' },
      newStep('t', 320, 0, { acceptsInput: false }),
    );
    expect(next.edges).toEqual([]);
    expect(next.nodes).toHaveLength(2);
  });

  it('does not walk round a loop back into the step it starts from', () => {
    const graph = {
      nodes: [node('loop'), node('body', 320), node('after', 320, 200)],
      edges: [edge('loop', 'body', 'loop'), edge('body', 'loop'), edge('loop', 'after', 'done')],
    };
    const next = insertAfter(graph, { source: 'loop', handle: 'loop' }, newStep('b', 320));
    expect(wires(next)).toEqual(['b:main>body', 'body:main>loop', 'loop:done>after', 'loop:loop>b']);
    expect(at(next, 'loop')).toEqual({ x: 0, y: 0 });
    expect(at(next, 'body')).toEqual({ x: 640, y: 0 });
  });
});

describe('dropping a step onto an edge', () => {
  it('replaces the edge by two through the new step, keeping the source output', () => {
    const graph = { nodes: [node('if'), node('c', 320)], edges: [edge('if', 'c', 'false')] };
    const next = insertIntoEdge(graph, 'if-false-c', newStep('b', 200, 40));
    expect(wires(next)).toEqual(['b:main>c', 'if:false>b']);
    expect(at(next, 'c')).toEqual({ x: 520, y: 0 });
  });

  it('leaves the graph wired as it was for an unknown edge or a trigger', () => {
    const graph = { nodes: [node('a'), node('c', 320)], edges: [edge('a', 'c')] };
    expect(wires(insertIntoEdge(graph, 'nope', newStep('b', 100)))).toEqual(['a:main>c']);
    expect(wires(insertIntoEdge(graph, 'a-main-c', newStep('t', 100, 0, { acceptsInput: false })))).toEqual([
      'a:main>c',
    ]);
  });
});

describe('what follows a step', () => {
  it('is everything reachable, cycles included once', () => {
    const edges = [edge('a', 'b'), edge('b', 'c'), edge('c', 'b'), edge('x', 'y')];
    expect([...downstreamOf(edges, ['b'], 'a')].sort()).toEqual(['b', 'c']);
  });
});
