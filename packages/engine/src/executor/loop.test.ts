import { describe, expect, it } from 'vitest';
import { buildGraph, ranSteps, runGraph, stepOf } from '../testing/index.js';

/** trigger → loop over trigger.items; body: double (→ back to loop); done → after. */
function loopGraph(loopParams: Record<string, unknown> = {}) {
  return buildGraph(
    [
      ['t', 'test.trigger'],
      ['loop', 'test.loop', { items: '{{ trigger.items }}', ...loopParams }],
      ['double', 'test.set', { value: '{{ steps.loop.item * 2 }}', index: '{{ steps.loop.index }}' }],
      ['after', 'test.set', { results: '{{ steps.loop.results.value }}' }],
    ],
    [
      ['t', 'loop'],
      ['loop', 'double', 'loop'],
      ['double', 'loop'],
      ['loop', 'after', 'done'],
    ],
  );
}

describe('Loop', () => {
  it('runs its body once per item, in order, and sends the results down "done" once', async () => {
    const result = await runGraph(loopGraph(), { trigger: { items: [1, 2, 3] } });
    expect(result.status).toBe('succeeded');
    expect(ranSteps(result)).toEqual(['t', 'loop', 'double', 'double', 'double', 'after']);
    expect(result.steps.filter((s) => s.nodeId === 'double').map((s) => s.iteration)).toEqual([0, 1, 2]);
    expect(stepOf(result, 'loop').output).toEqual({
      results: [
        { value: 2, index: 0 },
        { value: 4, index: 1 },
        { value: 6, index: 2 },
      ],
      count: 3,
      broken: false,
    });
    expect(stepOf(result, 'after').output).toEqual({ results: [2, 4, 6] });
  });

  it('with no items runs no body and still continues after "done"', async () => {
    const result = await runGraph(loopGraph(), { trigger: { items: [] } });
    expect(ranSteps(result)).toEqual(['t', 'loop', 'after']);
    expect(stepOf(result, 'loop').output).toEqual({ results: [], count: 0, broken: false });
  });

  it('stops early when the break condition holds after an iteration', async () => {
    const result = await runGraph(loopGraph({ breakWhen: '{{ steps.double.value >= 4 }}' }), {
      trigger: { items: [1, 2, 3, 4] },
    });
    expect(result.steps.filter((s) => s.nodeId === 'double')).toHaveLength(2);
    expect(stepOf(result, 'loop').output).toMatchObject({ count: 2, broken: true });
  });

  it('refuses more items than the cap, naming the limit', async () => {
    const result = await runGraph(loopGraph(), { trigger: { items: [1, 2, 3, 4, 5] }, maxLoopItems: 3 });
    expect(result.status).toBe('failed');
    expect(result.error).toMatchObject({ kind: 'user', code: 'LOOP_LIMIT', nodeId: 'loop' });
    expect(result.error?.message).toContain('5 items, more than its limit of 3');
    expect(ranSteps(result)).not.toContain('double');
  });

  it('uses the last body step as the iteration result when nothing leads back to the loop', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['loop', 'test.loop', { items: [1, 2] }],
        ['a', 'test.set', { v: '{{ steps.loop.item }}' }],
        ['b', 'test.set', { v: '{{ steps.a.v + 10 }}' }],
      ],
      [
        ['t', 'loop'],
        ['loop', 'a', 'loop'],
        ['a', 'b'],
      ],
    );
    const result = await runGraph(graph);
    expect(stepOf(result, 'loop').output).toMatchObject({ results: [{ v: 11 }, { v: 12 }] });
  });

  it('does not let a body step from the last iteration leak into the next one', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['loop', 'test.loop', { items: [1, 2] }],
        ['if', 'test.if', { condition: '{{ steps.loop.item = 1 }}' }],
        ['only1', 'test.set', { v: 'one' }],
        ['join', 'test.set', { seen: '{{ $exists(steps.only1) }}' }],
      ],
      [
        ['t', 'loop'],
        ['loop', 'if', 'loop'],
        ['if', 'only1', 'true'],
        ['if', 'join', 'false'],
        ['only1', 'join'],
        ['join', 'loop'],
      ],
    );
    const result = await runGraph(graph);
    expect(stepOf(result, 'loop').output).toMatchObject({ results: [{ seen: true }, { seen: false }] });
  });

  it('nests: an inner loop runs fully in each outer iteration', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['outer', 'test.loop', { items: [1, 2] }],
        ['inner', 'test.loop', { items: [10, 20] }],
        ['mul', 'test.set', { v: '{{ steps.outer.item * steps.inner.item }}' }],
        ['sum', 'test.set', { total: '{{ $sum(steps.inner.results.v) }}' }],
      ],
      [
        ['t', 'outer'],
        ['outer', 'inner', 'loop'],
        ['inner', 'mul', 'loop'],
        ['mul', 'inner'],
        ['inner', 'sum', 'done'],
        ['sum', 'outer'],
      ],
    );
    const result = await runGraph(graph);
    expect(result.status).toBe('succeeded');
    expect(stepOf(result, 'outer').output).toEqual({
      results: [{ total: 30 }, { total: 60 }],
      count: 2,
      broken: false,
    });
    expect(result.steps.filter((s) => s.nodeId === 'mul')).toHaveLength(4);
  });

  it('fails the run when a body step fails, and runs nothing after the loop', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['loop', 'test.loop', { items: [1, 2, 3] }],
        ['f', 'test.fail', { message: 'bad item', kind: 'user' }],
        ['after', 'test.set'],
      ],
      [
        ['t', 'loop'],
        ['loop', 'f', 'loop'],
        ['f', 'loop'],
        ['loop', 'after', 'done'],
      ],
    );
    const result = await runGraph(graph);
    expect(result.status).toBe('failed');
    expect(result.error).toMatchObject({ nodeId: 'f', message: 'bad item' });
    expect(result.steps.filter((s) => s.nodeId === 'f')).toHaveLength(1);
    expect(stepOf(result, 'loop').status).toBe('cancelled');
    expect(ranSteps(result)).not.toContain('after');
  });

  it('a body step with on-error "continue" lets every iteration run', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['loop', 'test.loop', { items: [1, 2] }],
        ['f', 'test.fail', { message: 'nope' }, { onError: 'continue' }],
      ],
      [
        ['t', 'loop'],
        ['loop', 'f', 'loop'],
        ['f', 'loop'],
      ],
    );
    const result = await runGraph(graph);
    expect(result.status).toBe('succeeded');
    expect(stepOf(result, 'loop').output).toMatchObject({
      count: 2,
      results: [{ error: { message: 'nope' } }, { error: { message: 'nope' } }],
    });
  });
});
