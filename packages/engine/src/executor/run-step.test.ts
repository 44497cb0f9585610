import { describe, expect, it } from 'vitest';
import { buildGraph, createFakePorts, serviceLookup } from '../testing/index.js';
import { compileWorkflow } from './compile.js';
import { chooseUpstreamData, runStep } from './run-step.js';

const services = serviceLookup();

function pin<T extends { nodes: Array<{ id: string; pinnedData?: unknown }> }>(
  graph: T,
  id: string,
  data: unknown,
): T {
  for (const node of graph.nodes) if (node.id === id) node.pinnedData = data;
  return graph;
}

const chain = () =>
  buildGraph(
    [
      ['t', 'test.trigger'],
      ['a', 'test.set', { value: '{{ trigger.n + 1 }}' }],
      ['b', 'test.set', { sum: '{{ steps.a.value * 10 }}', first: '{{ trigger.n }}' }],
      ['c', 'test.set', { after: '{{ steps.b.sum }}' }],
    ],
    [
      ['t', 'a'],
      ['a', 'b'],
      ['b', 'c'],
    ],
  );

describe('chooseUpstreamData', () => {
  it('prefers an override, then pinned data, then the last run, and reports steps with none', () => {
    const graph = pin(chain(), 'a', { value: 5 });
    const choice = chooseUpstreamData(graph, 'c', {
      overrides: { t: { n: 1 } },
      lastRun: { a: { value: 99 }, b: { sum: 7 }, t: { n: 42 } },
    });
    expect(choice.outputs).toEqual({ t: { n: 1 }, a: { value: 5 }, b: { sum: 7 } });
    expect(choice.sources).toEqual({ b: 'lastRun', a: 'pinned', t: 'override' });
    expect(chooseUpstreamData(graph, 'b').sources).toEqual({ a: 'pinned', t: 'missing' });
  });

  it('treats pinned null as pinned, as usePinnedData does', () => {
    const graph = pin(chain(), 'a', null);
    const choice = chooseUpstreamData(graph, 'b', { lastRun: { a: { value: 1 } } });
    expect(choice.sources.a).toBe('pinned');
    expect(choice.outputs.a).toBeNull();
  });

  it('looks only at the steps before the tested one', () => {
    const choice = chooseUpstreamData(chain(), 'a', { lastRun: { b: { sum: 1 }, c: {} } });
    expect(Object.keys(choice.sources)).toEqual(['t']);
  });
});

describe('runStep', () => {
  it('runs only the chosen step, mapping from the upstream data and the trigger', async () => {
    const workflow = compileWorkflow(chain(), services);
    const result = await runStep(workflow, createFakePorts(), 'b', {
      trigger: { n: 3 },
      upstream: { t: { n: 3 }, a: { value: 4 } },
    });
    expect(result.status).toBe('succeeded');
    expect(result.steps.map((s) => s.nodeId)).toEqual(['b']);
    expect(result.output).toEqual({ sum: 40, first: 3 });
    expect(result.steps[0]?.input).toEqual({ sum: 40, first: 3 });
  });

  it('runs the step itself even when it has pinned data', async () => {
    const workflow = compileWorkflow(pin(chain(), 'b', { sum: -1 }), services);
    const result = await runStep(workflow, createFakePorts(), 'b', { upstream: { a: { value: 1 } } });
    expect(result.output).toEqual({ sum: 10 });
  });

  it('hands the upstream outputs to the step as its inputs, one per edge', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['x', 'test.set'],
        ['y', 'test.set'],
        ['m', 'test.merge', { mode: 'all' }],
      ],
      [
        ['t', 'x'],
        ['t', 'y'],
        ['x', 'm'],
        ['y', 'm'],
      ],
    );
    const result = await runStep(compileWorkflow(graph, services), createFakePorts(), 'm', {
      upstream: { x: 1, y: 2 },
    });
    expect(result.output).toEqual({ from: ['x', 'y'], values: [1, 2] });
  });

  it('runs a step on a branch the last run did not take', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['if', 'test.if', { condition: true }],
        ['no', 'test.set', { got: '{{ steps.if.v }}' }],
      ],
      [
        ['t', 'if'],
        ['if', 'no', 'false'],
      ],
    );
    const result = await runStep(compileWorkflow(graph, services), createFakePorts(), 'no', {
      upstream: { if: { v: 'x' } },
    });
    expect(result.output).toEqual({ got: 'x' });
  });

  it('reports a failing step with its error and input', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['f', 'test.fail', { message: '{{ "bad " & trigger.id }}', kind: 'user' }],
      ],
      [['t', 'f']],
    );
    const result = await runStep(compileWorkflow(graph, services), createFakePorts(), 'f', {
      trigger: { id: 7 },
    });
    expect(result.status).toBe('failed');
    expect(result.error).toMatchObject({ kind: 'user', message: 'bad 7', nodeId: 'f' });
    expect(result.steps[0]).toMatchObject({ status: 'failed', input: { message: 'bad 7', kind: 'user' } });
    expect(result.output).toBeUndefined();
  });

  it('reports a mapping that fails as the step failing', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['s', 'test.set', { v: '{{ $nope(1) }}' }],
      ],
      [['t', 's']],
    );
    const result = await runStep(compileWorkflow(graph, services), createFakePorts(), 's');
    expect(result.status).toBe('failed');
    expect(result.steps[0]?.status).toBe('failed');
    expect(result.error?.nodeId).toBe('s');
  });

  it('stops a step at the time limit and records it as cancelled', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['h', 'test.async', { ms: 10_000 }],
      ],
      [['t', 'h']],
    );
    const ports = createFakePorts();
    const running = runStep(compileWorkflow(graph, services), ports, 'h', { timeoutMs: 50 });
    await ports.clock.advance(100);
    const result = await running;
    expect(result.status).toBe('timed_out');
    expect(result.steps.map((s) => s.status)).toEqual(['cancelled']);
  });

  it('refuses a Loop and an unknown step', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['loop', 'test.loop', { items: [1, 2] }],
        ['body', 'test.set'],
      ],
      [
        ['t', 'loop'],
        ['loop', 'body', 'loop'],
        ['body', 'loop'],
      ],
    );
    const workflow = compileWorkflow(graph, services);
    const loop = await runStep(workflow, createFakePorts(), 'loop');
    expect(loop).toMatchObject({ status: 'failed', steps: [], error: { code: 'STEP_NOT_TESTABLE' } });
    const unknown = await runStep(workflow, createFakePorts(), 'nope');
    expect(unknown.error?.code).toBe('UNKNOWN_STEP');
  });

  it('runs a step inside a loop body with the loop item from upstream', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['loop', 'test.loop', { items: [1, 2] }],
        ['body', 'test.set', { doubled: '{{ steps.loop.item * 2 }}' }],
      ],
      [
        ['t', 'loop'],
        ['loop', 'body', 'loop'],
        ['body', 'loop'],
      ],
    );
    const result = await runStep(compileWorkflow(graph, services), createFakePorts(), 'body', {
      upstream: { loop: { item: 21, index: 0, total: 2 } },
    });
    expect(result.output).toEqual({ doubled: 42 });
  });
});
