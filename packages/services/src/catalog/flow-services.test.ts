import { buildGraph, createFakePorts, FakeClock, ranSteps, stepOf } from '@flowlane/engine/testing';
import { describe, expect, it } from 'vitest';
import { runOnCatalog } from '../testing/run.js';

describe('IF', () => {
  const graph = (params: Record<string, unknown>) =>
    buildGraph(
      [
        ['t', 'trigger.manual'],
        ['if', 'flow.if', params],
        ['yes', 'data.set', { values: { branch: 'yes' } }],
        ['no', 'data.set', { values: { branch: 'no' } }],
      ],
      [
        ['t', 'if'],
        ['if', 'yes', 'true'],
        ['if', 'no', 'false'],
      ],
    );

  it.each([
    [{ condition: '{{ trigger.total > 100 }}' }, 150, 'yes'],
    [{ condition: '{{ trigger.total > 100 }}' }, 50, 'no'],
    [{ conditions: [{ left: '{{ trigger.total }}', operator: 'greaterThan', right: 100 }] }, 101, 'yes'],
    [
      {
        combine: 'any',
        conditions: [
          { left: '{{ trigger.total }}', operator: 'lessThan', right: 0 },
          { left: '{{ trigger.total }}', operator: 'equals', right: 7 },
        ],
      },
      7,
      'yes',
    ],
  ])('%j with total %s takes the %s branch, passing its input through', async (params, total, branch) => {
    const result = await runOnCatalog(graph(params), { trigger: { total } });
    expect(ranSteps(result)).toEqual(['t', 'if', branch]);
    expect(stepOf(result, 'if').output).toEqual({ total });
  });

  it("fails, as the user's error, without any condition", async () => {
    const result = await runOnCatalog(graph({}), { trigger: {} });
    expect(result.error).toMatchObject({ kind: 'user', code: 'IF_EMPTY', nodeId: 'if' });
  });
});

describe('Switch', () => {
  const graph = buildGraph(
    [
      ['t', 'trigger.manual'],
      [
        'sw',
        'flow.switch',
        {
          value: '{{ trigger.country }}',
          cases: [
            { handle: 'eu', label: 'Europe', value: ['DE', 'FR'], operator: 'contains' },
            { handle: 'us', value: 'US' },
            { handle: 'big', when: '{{ trigger.amount > 1000 }}' },
          ],
        },
      ],
      ['eu', 'data.set'],
      ['us', 'data.set'],
      ['big', 'data.set'],
      ['rest', 'data.set'],
    ],
    [
      ['t', 'sw'],
      ['sw', 'eu', 'eu'],
      ['sw', 'us', 'us'],
      ['sw', 'big', 'big'],
      ['sw', 'rest', 'default'],
    ],
  );

  it.each([
    [{ country: 'US', amount: 1 }, 'us'],
    [{ country: 'JP', amount: 5000 }, 'big'],
    [{ country: 'JP', amount: 5 }, 'rest'],
  ])('%j goes to %s', async (trigger, expected) => {
    const result = await runOnCatalog(graph, { trigger });
    expect(ranSteps(result)).toEqual(['t', 'sw', expected]);
  });

  it('compares the case value with the chosen operator', async () => {
    const contains = buildGraph(
      [
        ['t', 'trigger.manual'],
        [
          'sw',
          'flow.switch',
          { value: '{{ trigger.tags }}', cases: [{ handle: 'vip', value: 'vip', operator: 'contains' }] },
        ],
        ['vip', 'data.set'],
      ],
      [
        ['t', 'sw'],
        ['sw', 'vip', 'vip'],
      ],
    );
    const result = await runOnCatalog(contains, { trigger: { tags: ['new', 'vip'] } });
    expect(ranSteps(result)).toContain('vip');
  });
});

describe('Loop', () => {
  const graph = (items: unknown, extra: Record<string, unknown> = {}) =>
    buildGraph(
      [
        ['t', 'trigger.manual'],
        ['loop', 'flow.loop', { items, ...extra }],
        [
          'line',
          'data.set',
          { values: { sku: '{{ steps.loop.item.sku }}', n: '{{ steps.loop.index + 1 }}' } },
        ],
        [
          'total',
          'data.set',
          { values: { lines: '{{ steps.loop.count }}', skus: '{{ steps.loop.results.sku }}' } },
        ],
      ],
      [
        ['t', 'loop'],
        ['loop', 'line', 'loop'],
        ['line', 'loop'],
        ['loop', 'total', 'done'],
      ],
    );

  it('runs its body per item and continues on done with the results', async () => {
    const result = await runOnCatalog(graph('{{ trigger.lines }}'), {
      trigger: { lines: [{ sku: 'a' }, { sku: 'b' }] },
    });
    expect(stepOf(result, 'total').output).toEqual({ lines: 2, skus: ['a', 'b'] });
  });

  it("loops over an object's entries", async () => {
    const result = await runOnCatalog(
      buildGraph(
        [
          ['t', 'trigger.manual'],
          ['loop', 'flow.loop', { items: '{{ trigger.prices }}' }],
          ['e', 'data.set', { values: { k: '{{ steps.loop.item.key }}', v: '{{ steps.loop.item.value }}' } }],
        ],
        [
          ['t', 'loop'],
          ['loop', 'e', 'loop'],
          ['e', 'loop'],
        ],
      ),
      { trigger: { prices: { a: 1, b: 2 } } },
    );
    expect(stepOf(result, 'loop').output).toMatchObject({
      results: [
        { k: 'a', v: 1 },
        { k: 'b', v: 2 },
      ],
    });
  });

  it('takes at most `limit` items and stops when the break condition holds', async () => {
    const items = [{ sku: 'a' }, { sku: 'b' }, { sku: 'stop' }, { sku: 'c' }];
    const limited = await runOnCatalog(graph(items, { limit: 2 }));
    expect(stepOf(limited, 'total').output).toEqual({ lines: 2, skus: ['a', 'b'] });
    const broken = await runOnCatalog(graph(items, { breakWhen: 'steps.line.sku = "stop"' }));
    expect(stepOf(broken, 'loop').output).toMatchObject({ count: 3, broken: true });
  });

  it('refuses items that are not a list', async () => {
    const result = await runOnCatalog(graph(42));
    expect(result.error).toMatchObject({ kind: 'user', code: 'LOOP_ITEMS' });
  });
});

describe('Merge', () => {
  it('joins parallel branches by step', async () => {
    const graph = buildGraph(
      [
        ['t', 'trigger.manual'],
        ['a', 'data.set', { values: { from: 'a' } }],
        ['b', 'data.set', { values: { from: 'b' } }],
        ['m', 'flow.merge', { mode: 'all' }],
      ],
      [
        ['t', 'a'],
        ['t', 'b'],
        ['a', 'm'],
        ['b', 'm'],
      ],
    );
    const result = await runOnCatalog(graph);
    expect(stepOf(result, 'm').output).toEqual({
      items: [{ from: 'a' }, { from: 'b' }],
      byStep: { a: { from: 'a' }, b: { from: 'b' } },
      first: { from: 'a' },
    });
  });
});

describe('Delay', () => {
  const graph = (params: Record<string, unknown>) =>
    buildGraph(
      [
        ['t', 'trigger.manual'],
        ['d', 'flow.delay', params],
        ['after', 'data.set'],
      ],
      [
        ['t', 'd'],
        ['d', 'after'],
      ],
    );

  it.each([
    [{ amount: 90, unit: 'seconds' }, 90_000],
    [{ amount: 2, unit: 'hours' }, 7_200_000],
    [{ until: '2024-01-15T13:00:00Z' }, 3_600_000],
    [{ until: '2020-01-01T00:00:00Z' }, 0],
  ])('%j waits %i ms on the clock, none of it processing', async (params, ms) => {
    const ports = createFakePorts({ clock: new FakeClock() });
    const result = await runOnCatalog(graph(params), { ports });
    expect(stepOf(result, 'd').output).toMatchObject({ waitedMs: ms });
    expect(stepOf(result, 'after').startedAt - stepOf(result, 't').startedAt).toBe(ms);
    expect(result.processingMs).toBe(0);
  });

  it('refuses a delay longer than the longest allowed', async () => {
    const result = await runOnCatalog(graph({ amount: 2, unit: 'days' }), {
      config: { maxDelayMs: 86_400_000 },
    });
    expect(result.error).toMatchObject({ kind: 'user', code: 'DELAY_TOO_LONG' });
  });
});

describe('Set / Transform', () => {
  it.each([
    [{ values: { a: '{{ trigger.x }}', b: 'text' } }, { a: 1, b: 'text' }],
    [
      { values: { b: 2 }, keepInput: true },
      { x: 1, y: 'kept', b: 2 },
    ],
    [{ mode: 'json', json: '{{ trigger.y & "!" }}' }, 'kept!'],
  ])('%j outputs %j', async (params, output) => {
    const graph = buildGraph(
      [
        ['t', 'trigger.manual'],
        ['s', 'data.set', params],
      ],
      [['t', 's']],
    );
    const result = await runOnCatalog(graph, { trigger: { x: 1, y: 'kept' } });
    expect(stepOf(result, 's').output).toEqual(output);
  });
});

describe('Webhook Response', () => {
  it('sets the synchronous reply with status, headers and body', async () => {
    const graph = buildGraph(
      [
        ['hook', 'trigger.webhook'],
        [
          'reply',
          'flow.webhook-response',
          {
            status: 201,
            headers: { 'x-order': '{{ trigger.body.id }}' },
            body: { ok: true, id: '{{ trigger.body.id }}' },
          },
        ],
      ],
      [['hook', 'reply']],
    );
    const trigger = { method: 'POST', headers: {}, query: {}, body: { id: 42 } };
    const result = await runOnCatalog(graph, { trigger });
    expect(result.response).toEqual({
      status: 201,
      headers: { 'x-order': '42' },
      body: { ok: true, id: 42 },
    });
  });
});

describe('triggers', () => {
  it.each([
    ['trigger.manual', { a: 1 }, { a: 1 }],
    [
      'trigger.webhook',
      { method: 'GET', headers: { h: 'v' }, query: { q: '1' }, body: null },
      { method: 'GET', headers: { h: 'v' }, query: { q: '1' }, body: null },
    ],
    [
      'trigger.schedule',
      { scheduledAt: '2024-01-15T12:00:00.000Z', timezone: 'Europe/Istanbul' },
      {
        scheduledAt: '2024-01-15T12:00:00.000Z',
        timezone: 'Europe/Istanbul',
        firedAt: '2024-01-15T12:00:00.000Z',
      },
    ],
    [
      'trigger.mailhook',
      { from: 'a@x.test', to: ['h@in.test'], subject: 'Hi', text: 'Body' },
      { from: 'a@x.test', to: ['h@in.test'], subject: 'Hi', text: 'Body', attachments: [] },
    ],
  ])('%s outputs what fired it', async (serviceId, trigger, output) => {
    const result = await runOnCatalog(buildGraph([['t', serviceId]]), { trigger });
    expect(stepOf(result, 't').output).toEqual(output);
  });
});

describe('Sub-workflow', () => {
  it.each([
    [{ status: 'failed' as const, error: { kind: 'user' as const, message: 'bad field' } }, 'user'],
    [
      { status: 'timed_out' as const, error: { kind: 'operational' as const, message: 'too slow' } },
      'operational',
    ],
  ])("fails with the child's reason when the child run does not succeed (%j)", async (child, kind) => {
    const ports = createFakePorts();
    const subworkflow = { run: async () => ({ ...child, steps: [], processingMs: 5 }) };
    const graph = buildGraph(
      [
        ['t', 'trigger.manual'],
        ['sub', 'flow.subworkflow', { workflowId: 'wf-2', input: { n: 1 } }],
      ],
      [['t', 'sub']],
    );
    const result = await runOnCatalog(graph, { ports: { ...ports, subworkflow } });
    expect(result.error).toMatchObject({ kind, code: 'SUBWORKFLOW_FAILED', nodeId: 'sub' });
    expect(result.error?.message).toContain(child.error.message);
  });
});
