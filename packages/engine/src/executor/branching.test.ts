import { describe, expect, it } from 'vitest';
import { buildGraph, ranSteps, runGraph, stepOf } from '../testing/index.js';

describe('IF routes to its labelled edges', () => {
  it.each([
    [true, 'yes'],
    [false, 'no'],
  ])('condition %s runs only the %s branch', async (condition, branch) => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['if', 'test.if', { condition: '{{ trigger.ok }}' }],
        ['yes', 'test.set', { value: 'yes' }],
        ['no', 'test.set', { value: 'no' }],
      ],
      [
        ['t', 'if'],
        ['if', 'yes', 'true'],
        ['if', 'no', 'false'],
      ],
    );
    const result = await runGraph(graph, { trigger: { ok: condition } });
    expect(result.status).toBe('succeeded');
    expect(ranSteps(result)).toEqual(['t', 'if', branch]);
    expect(stepOf(result, 'if').handles).toEqual([condition ? 'true' : 'false']);
  });

  it('runs a step after both branches once, with the branch that ran as its input', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['if', 'test.if', { condition: false }],
        ['yes', 'test.set', { value: 'yes' }],
        ['no', 'test.set', { value: 'no' }],
        ['after', 'test.set', { from: '{{ steps.no.value }}' }],
      ],
      [
        ['t', 'if'],
        ['if', 'yes', 'true'],
        ['if', 'no', 'false'],
        ['yes', 'after'],
        ['no', 'after'],
      ],
    );
    const result = await runGraph(graph);
    expect(ranSteps(result)).toEqual(['t', 'if', 'no', 'after']);
    expect(stepOf(result, 'after').output).toEqual({ from: 'no' });
  });

  it('skips everything downstream of a branch that was not taken', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['if', 'test.if', { condition: true }],
        ['a', 'test.set'],
        ['b', 'test.set'],
        ['c', 'test.set'],
      ],
      [
        ['t', 'if'],
        ['if', 'a', 'false'],
        ['a', 'b'],
        ['b', 'c'],
      ],
    );
    const result = await runGraph(graph);
    expect(result.status).toBe('succeeded');
    expect(ranSteps(result)).toEqual(['t', 'if']);
  });
});

describe('Switch routes to the case that matches', () => {
  const graph = buildGraph(
    [
      ['t', 'test.trigger'],
      [
        'sw',
        'test.switch',
        {
          value: '{{ trigger.kind }}',
          cases: [
            { handle: 'invoice', equals: 'invoice' },
            { handle: 'refund', equals: 'refund' },
          ],
        },
      ],
      ['inv', 'test.set'],
      ['ref', 'test.set'],
      ['other', 'test.set'],
    ],
    [
      ['t', 'sw'],
      ['sw', 'inv', 'invoice'],
      ['sw', 'ref', 'refund'],
      ['sw', 'other', 'default'],
    ],
  );

  it.each([
    ['invoice', 'inv'],
    ['refund', 'ref'],
    ['something else', 'other'],
  ])('kind %s goes to %s', async (kind, expected) => {
    const result = await runGraph(graph, { trigger: { kind } });
    expect(ranSteps(result)).toEqual(['t', 'sw', expected]);
  });
});

describe('Merge', () => {
  /** Two parallel branches (a, b) into a merge; `gate` decides whether b's branch runs. */
  function mergeGraph(mode: string, gate: boolean) {
    return buildGraph(
      [
        ['t', 'test.trigger'],
        ['a', 'test.async', { value: 'A', ms: 30 }],
        ['if', 'test.if', { condition: gate }],
        ['b', 'test.async', { value: 'B', ms: 10 }],
        ['m', 'test.merge', { mode }],
      ],
      [
        ['t', 'a'],
        ['t', 'if'],
        ['if', 'b', 'true'],
        ['a', 'm'],
        ['b', 'm'],
      ],
    );
  }

  it('"all" waits for every input and lists them in edge order', async () => {
    const result = await runGraph(mergeGraph('all', true));
    expect(stepOf(result, 'm').output).toEqual({ from: ['a', 'b'], values: ['A', 'B'] });
  });

  it('"all" is skipped when one of its inputs is on a branch that was not taken', async () => {
    const result = await runGraph(mergeGraph('all', false));
    expect(result.status).toBe('succeeded');
    expect(ranSteps(result)).not.toContain('m');
  });

  it('"any" runs with the inputs that arrived once the others are known not to come', async () => {
    const result = await runGraph(mergeGraph('any', false));
    expect(stepOf(result, 'm').output).toEqual({ from: ['a'], values: ['A'] });
  });

  it('"first" runs once, with the input that arrived first', async () => {
    const result = await runGraph(mergeGraph('first', true));
    expect(stepOf(result, 'm').output).toEqual({ from: ['b'], values: ['B'] });
    expect(result.steps.filter((s) => s.nodeId === 'm')).toHaveLength(1);
  });
});

describe('independent branches', () => {
  it('run concurrently: two 100 ms steps finish in 100 ms, not 200', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['a', 'test.async', { value: 1, ms: 100 }],
        ['b', 'test.async', { value: 2, ms: 100 }],
        ['m', 'test.merge', { mode: 'all' }],
      ],
      [
        ['t', 'a'],
        ['t', 'b'],
        ['a', 'm'],
        ['b', 'm'],
      ],
    );
    const result = await runGraph(graph);
    expect(stepOf(result, 'a').startedAt).toBe(stepOf(result, 'b').startedAt);
    expect(result.processingMs).toBe(100);
    expect(stepOf(result, 'm').output).toEqual({ from: ['a', 'b'], values: [1, 2] });
  });

  it('start in topological order when ready together', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['z', 'test.set'],
        ['y', 'test.set'],
        ['x', 'test.set'],
      ],
      [
        ['t', 'z'],
        ['t', 'y'],
        ['t', 'x'],
      ],
    );
    const result = await runGraph(graph);
    expect(ranSteps(result)).toEqual(['t', 'z', 'y', 'x']);
  });
});
