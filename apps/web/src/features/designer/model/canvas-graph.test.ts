import { describe, expect, it } from 'vitest';
import { applyToCanvas, graphOf } from './canvas-graph';
import { STEP_NODE_TYPE, type StepEdge, type StepNode } from './types';

const node = (id: string, x: number): StepNode => ({
  id,
  type: STEP_NODE_TYPE,
  position: { x, y: 0 },
  data: { serviceId: 'x', action: 'run', name: id, params: {} },
  measured: { width: 240, height: 90 },
  selected: id === 'a',
});
const nodes = [node('a', 0), node('b', 320), node('c', 640)];
const edges: StepEdge[] = [{ id: 'a-main-b', source: 'a', sourceHandle: 'main', target: 'b' }];
const none = () => undefined;

describe('the canvas seen as the stored graph', () => {
  it('saves the default output as null and keeps sub-pixel positions for placing steps', () => {
    const graph = graphOf([{ ...node('a', 0.5) }], edges);
    expect(graph.edges[0]?.sourceHandle).toBeNull();
    expect(graph.nodes[0]?.position).toEqual({ x: 0.5, y: 0 });
  });

  it('gives back the same objects for what an edit leaves alone, and the same arrays for no change', () => {
    const moved = applyToCanvas(
      nodes,
      edges,
      [{ type: 'moveSteps', moves: [{ stepId: 'b', position: { x: 9, y: 9 } }] }],
      none,
    );
    expect(moved.nodes[0]).toBe(nodes[0]);
    expect(moved.nodes[2]).toBe(nodes[2]);
    expect(moved.nodes[1]).toMatchObject({ position: { x: 9, y: 9 }, measured: { width: 240, height: 90 } });
    expect(moved.nodes[1]?.data).toBe(nodes[1]?.data);
    expect(moved.edges).toBe(edges);
    const same = applyToCanvas(nodes, edges, [{ type: 'deleteSteps', stepIds: ['nope'] }], none);
    expect(same.nodes).toBe(nodes);
    expect(same.edges).toBe(edges);
  });

  it('selects what an edit adds when asked, with the default output named main', () => {
    const step = {
      id: 'd',
      serviceId: 'x',
      action: 'run',
      name: 'd',
      position: { x: 0, y: 200 },
      params: {},
    };
    const next = applyToCanvas(
      nodes,
      edges,
      [{ type: 'addStepAfter', step, after: { source: 'c', handle: 'main' } }],
      none,
      {
        nodes: true,
      },
    );
    expect(next.nodes.at(-1)).toMatchObject({ id: 'd', type: STEP_NODE_TYPE, selected: true });
    expect(next.edges.at(-1)).toMatchObject({
      source: 'c',
      sourceHandle: 'main',
      target: 'd',
      selected: false,
    });
    expect(next.edges[0]).toBe(edges[0]);
  });
});
