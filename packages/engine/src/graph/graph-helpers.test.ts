import { describe, expect, it } from 'vitest';
import { buildGraph } from '../testing/index.js';
import { getChildNodes } from './get-child-nodes.js';
import { getParentNodes } from './get-parent-nodes.js';
import { indexGraph } from './graph-index.js';
import { findLoopStructure } from './loop-structure.js';
import { isReachable, reachableFromEdges } from './reachability.js';
import { topologicalOrder } from './topological-order.js';

//   t → a → c → d
//   t → b → c      (b also → e by handle 'x')
const diamond = buildGraph(
  [
    ['t', 'x'],
    ['a', 'x'],
    ['b', 'x'],
    ['c', 'x'],
    ['d', 'x'],
    ['e', 'x'],
  ],
  [
    ['t', 'a'],
    ['t', 'b'],
    ['a', 'c'],
    ['b', 'c'],
    ['c', 'd'],
    ['b', 'e', 'x'],
  ],
);
const index = indexGraph(diamond);

describe('getParentNodes', () => {
  it.each([
    ['c', 1, ['a', 'b']],
    ['c', Number.POSITIVE_INFINITY, ['a', 'b', 't']],
    ['d', 2, ['c', 'a', 'b']],
    ['t', 1, []],
  ])('of %s to depth %s is %j', (id, depth, expected) => {
    expect(getParentNodes(index, id, depth)).toEqual(expected);
  });
});

describe('getChildNodes', () => {
  it.each([
    ['t', 1, undefined, ['a', 'b']],
    ['t', Number.POSITIVE_INFINITY, undefined, ['a', 'b', 'c', 'e', 'd']],
    ['b', 1, 'x', ['e']],
    ['b', 1, 'main', ['c']],
    ['d', 1, undefined, []],
  ])('of %s to depth %s by handle %s is %j', (id, depth, handle, expected) => {
    expect(getChildNodes(index, id, depth, handle)).toEqual(expected);
  });
});

describe('reachability', () => {
  it('finds what a node reaches and what it does not', () => {
    expect(isReachable(index, 'a', 'd')).toBe(true);
    expect(isReachable(index, 'a', 'b')).toBe(false);
    expect(isReachable(index, 'd', 'd')).toBe(true);
  });

  it('does not pass through stop nodes', () => {
    const start = index.outgoing.get('t') ?? [];
    expect(reachableFromEdges(index, start, { stopAt: new Set(['c']) }).sort()).toEqual(['a', 'b', 'e']);
  });
});

describe('topologicalOrder', () => {
  it('orders every node after its parents, ties in the given order', () => {
    expect(topologicalOrder(['t', 'a', 'b', 'c', 'd', 'e'], diamond.edges)).toEqual({
      ok: true,
      order: ['t', 'a', 'b', 'c', 'd', 'e'],
    });
  });

  it('names the nodes of a cycle', () => {
    const cyclic = buildGraph(
      [
        ['a', 'x'],
        ['b', 'x'],
        ['c', 'x'],
      ],
      [
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'b'],
      ],
    );
    const result = topologicalOrder(['a', 'b', 'c'], cyclic.edges);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.cycle.sort()).toEqual(['b', 'c']);
  });
});

describe('findLoopStructure', () => {
  it('finds each loop body and the edges back to its loop, nested loops apart', () => {
    const graph = buildGraph(
      [
        ['t', 'x'],
        ['outer', 'loop'],
        ['inner', 'loop'],
        ['work', 'x'],
        ['sum', 'x'],
        ['after', 'x'],
      ],
      [
        ['t', 'outer'],
        ['outer', 'inner', 'loop'],
        ['inner', 'work', 'loop'],
        ['work', 'inner'],
        ['inner', 'sum', 'done'],
        ['sum', 'outer'],
        ['outer', 'after', 'done'],
      ],
    );
    const structure = findLoopStructure(indexGraph(graph), ['outer', 'inner']);
    expect([...(structure.bodies.get('outer') ?? [])].sort()).toEqual(['inner', 'sum', 'work']);
    expect([...(structure.bodies.get('inner') ?? [])]).toEqual(['work']);
    const back = graph.edges
      .filter((e) => structure.loopBackEdges.has(e.id))
      .map((e) => `${e.source}→${e.target}`);
    expect(back.sort()).toEqual(['sum→outer', 'work→inner']);
  });
});
