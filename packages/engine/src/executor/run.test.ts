import type { WebhookReply, WorkflowGraph } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import type { Ports } from '../ports/index.js';
import {
  buildGraph,
  createFakePorts,
  type FakePorts,
  ranSteps,
  runGraph,
  serviceLookup,
  stepOf,
} from '../testing/index.js';
import { TRUNCATION_MARK } from './run-log.js';
import { createInProcessSubworkflowPort } from './subworkflow.js';

describe('Delay', () => {
  it('waits on the clock and leaves the wait out of processing time', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['work', 'test.async', { value: 1, ms: 40 }],
        ['d', 'test.delay', { ms: 3_600_000 }],
        ['after', 'test.set'],
      ],
      [
        ['t', 'work'],
        ['work', 'd'],
        ['d', 'after'],
      ],
    );
    const result = await runGraph(graph);
    expect(stepOf(result, 'after').startedAt - stepOf(result, 't').startedAt).toBe(3_600_040);
    expect(result.processingMs).toBe(40);
  });

  it('counts a parallel branch that works while another waits', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['d', 'test.delay', { ms: 1000 }],
        ['work', 'test.async', { value: 1, ms: 300 }],
      ],
      [
        ['t', 'd'],
        ['t', 'work'],
      ],
    );
    const result = await runGraph(graph);
    expect(result.processingMs).toBe(300);
  });
});

describe('Webhook Response', () => {
  it('sets the reply on the result and tells the listener once', async () => {
    const replies: WebhookReply[] = [];
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['r', 'test.respond', { status: 201, body: '{{ { "id": trigger.id } }}' }],
        ['r2', 'test.respond', { status: 500, body: 'late' }],
      ],
      [
        ['t', 'r'],
        ['r', 'r2'],
      ],
    );
    const result = await runGraph(graph, { trigger: { id: 7 }, onResponse: (reply) => replies.push(reply) });
    expect(result.response).toEqual({ status: 201, headers: {}, body: { id: 7 } });
    expect(replies).toEqual([result.response]);
  });
});

describe('Sub-workflow', () => {
  const child = buildGraph(
    [
      ['ct', 'test.trigger'],
      ['c', 'test.set', { doubled: '{{ trigger.n * 2 }}' }],
    ],
    [['ct', 'c']],
  );
  const recursive = buildGraph(
    [
      ['t', 'test.trigger'],
      ['sub', 'test.subworkflow', { workflowId: 'self', input: '{{ trigger }}' }],
    ],
    [['t', 'sub']],
  );
  const library: Record<string, WorkflowGraph> = { child, self: recursive };

  function subworkflowPorts(maxDepth = 5) {
    const base = createFakePorts();
    const subworkflow = createInProcessSubworkflowPort({
      runOptions: { maxDepth },
      load: async (id) => {
        const graph = library[id];
        if (!graph) throw new Error(`no workflow ${id}`);
        return graph;
      },
      services: serviceLookup(),
      ports: base,
    });
    return { ...base, subworkflow };
  }

  it('runs another workflow and outputs its result', async () => {
    const parent = buildGraph(
      [
        ['t', 'test.trigger'],
        ['sub', 'test.subworkflow', { workflowId: 'child', input: { n: '{{ trigger.n }}' } }],
      ],
      [['t', 'sub']],
    );
    const result = await runGraph(parent, { trigger: { n: 21 }, ports: subworkflowPorts() });
    expect(result.status).toBe('succeeded');
    expect(stepOf(result, 'sub').output).toEqual({ doubled: 42 });
  });

  it('refuses to nest deeper than the depth limit', async () => {
    const result = await runGraph(recursive, { trigger: {}, ports: subworkflowPorts(3), maxDepth: 3 });
    expect(result.status).toBe('failed');
    // Depths 1, 2 and 3 ran; the step at depth 3 was refused a fourth level, and each parent failed in turn.
    expect(result.error?.message).toContain('Sub-workflow failed');
    expect(result.error?.message).toContain('would run at depth 4, past the limit of 3');
  });

  it("runs the child on the parent's ports as they are, parts a server makes on first use included", async () => {
    const { clock, ...rest } = createFakePorts();
    let clockReads = 0;
    // As a server's ports: a part made on first use is a getter on the ports' prototype, which a spread
    // of the ports would leave out.
    const made = { clock: undefined as typeof clock | undefined };
    const server = Object.create(
      {
        get clock() {
          clockReads += 1;
          made.clock ??= clock;
          return made.clock;
        },
      },
      Object.getOwnPropertyDescriptors(rest),
    ) as Omit<Ports, 'subworkflow'>;
    const waits = buildGraph(
      [
        ['ct', 'test.trigger'],
        ['w', 'test.async', { value: '{{ trigger.n }}', ms: 25 }],
      ],
      [['ct', 'w']],
    );
    const subworkflow = createInProcessSubworkflowPort({
      load: async () => waits,
      services: serviceLookup(),
      ports: server,
    });
    const ports: FakePorts = Object.assign(Object.create(server), { subworkflow });
    const parent = buildGraph(
      [
        ['t', 'test.trigger'],
        ['sub', 'test.subworkflow', { workflowId: 'waits', input: { n: 7 } }],
      ],
      [['t', 'sub']],
    );
    const result = await runGraph(parent, { ports });
    expect(result.status).toBe('succeeded');
    expect(stepOf(result, 'sub').output).toBe(7);
    expect(clockReads).toBeGreaterThan(0);
  });
});

describe('triggers', () => {
  const graph = buildGraph(
    [
      ['manual', 'test.trigger'],
      ['hook', 'test.trigger'],
      ['fromManual', 'test.set'],
      ['fromHook', 'test.set'],
      ['both', 'test.set'],
    ],
    [
      ['manual', 'fromManual'],
      ['hook', 'fromHook'],
      ['fromManual', 'both'],
      ['fromHook', 'both'],
    ],
  );

  it('runs from the first trigger by default; the others do not fire', async () => {
    const result = await runGraph(graph);
    expect(ranSteps(result)).toEqual(['manual', 'fromManual', 'both']);
  });

  it('runs from the trigger it is told fired', async () => {
    const result = await runGraph(graph, { triggerNodeId: 'hook', trigger: { body: 1 } });
    expect(ranSteps(result)).toEqual(['hook', 'fromHook', 'both']);
    expect(stepOf(result, 'hook').output).toEqual({ body: 1 });
  });

  it('fails for a trigger the workflow does not have', async () => {
    const result = await runGraph(graph, { triggerNodeId: 'nope' });
    expect(result).toMatchObject({ status: 'failed', error: { code: 'UNKNOWN_TRIGGER' } });
  });
});

describe('step settings and resumption', () => {
  it("passes a disabled step's input through, marked skipped", async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['off', 'test.fail', {}, { disabled: true }],
        ['after', 'test.set', { got: '{{ steps.off.x }}' }],
      ],
      [
        ['t', 'off'],
        ['off', 'after'],
      ],
    );
    const result = await runGraph(graph, { trigger: { x: 5 } });
    expect(result.status).toBe('succeeded');
    expect(stepOf(result, 'off')).toMatchObject({ status: 'skipped', output: { x: 5 } });
    expect(stepOf(result, 'after').output).toEqual({ got: 5 });
  });

  it('uses pinned data instead of running the step when asked', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['f', 'test.fail'],
      ],
      [['t', 'f']],
    );
    const pinned: WorkflowGraph = {
      ...graph,
      nodes: graph.nodes.map((n) => (n.id === 'f' ? { ...n, pinnedData: { pinned: true } } : n)),
    };
    expect((await runGraph(pinned)).status).toBe('failed');
    const result = await runGraph(pinned, { usePinnedData: true });
    expect(stepOf(result, 'f')).toMatchObject({ status: 'succeeded', output: { pinned: true }, attempts: 0 });
  });

  it('resumes from completed steps without running them again', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['done', 'test.fail'],
        ['next', 'test.set', { from: '{{ steps.done.v }}' }],
      ],
      [
        ['t', 'done'],
        ['done', 'next'],
      ],
    );
    const result = await runGraph(graph, {
      resume: { t: { output: {}, handles: ['main'] }, done: { output: { v: 'saved' }, handles: ['main'] } },
    });
    expect(result.status).toBe('succeeded');
    expect(ranSteps(result)).toEqual(['next']);
    expect(stepOf(result, 'next').output).toEqual({ from: 'saved' });
  });
});

describe('run log', () => {
  it('caps a large output with a truncation mark and keeps the full value for mappings', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['big', 'test.set', { text: '{{ $pad("", 5000, "x") }}' }],
        ['len', 'test.set', { n: '{{ $length(steps.big.text) }}' }],
      ],
      [
        ['t', 'big'],
        ['big', 'len'],
      ],
    );
    const result = await runGraph(graph, { logCapBytes: 1000 });
    const big = stepOf(result, 'big');
    expect(big.outputTruncated).toBe(true);
    expect(big.inputTruncated).toBe(true);
    expect(typeof big.output === 'string' && big.output.endsWith(TRUNCATION_MARK)).toBe(true);
    expect(String(big.output)).toHaveLength(1000 + TRUNCATION_MARK.length);
    expect(stepOf(result, 'len').output).toEqual({ n: 5000 });
  });

  it('records input, output, status, start, duration and attempts per step, and reports each as it ends', async () => {
    const seen: string[] = [];
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['a', 'test.async', { value: '{{ trigger.v }}', ms: 25 }],
      ],
      [['t', 'a']],
    );
    const result = await runGraph(graph, { trigger: { v: 'hi' }, onStep: (r) => seen.push(r.nodeId) });
    expect(stepOf(result, 'a')).toEqual({
      nodeId: 'a',
      name: 'a',
      serviceId: 'test.async',
      status: 'succeeded',
      input: { value: 'hi', ms: 25 },
      output: 'hi',
      outputTruncated: false,
      startedAt: stepOf(result, 't').startedAt,
      durationMs: 25,
      attempts: 1,
      handles: ['main'],
    });
    expect(seen).toEqual(['t', 'a']);
    expect(result.output).toBe('hi');
  });

  it('is the same for the same inputs and port answers', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['a', 'test.async', { value: '{{ $random() }}', ms: 10 }],
        ['b', 'test.async', { value: '{{ $now() }}', ms: 5 }],
        ['m', 'test.merge', { mode: 'first' }],
      ],
      [
        ['t', 'a'],
        ['t', 'b'],
        ['a', 'm'],
        ['b', 'm'],
      ],
    );
    const first = await runGraph(graph, { trigger: { n: 1 } });
    const second = await runGraph(graph, { trigger: { n: 1 } });
    const { ports: _a, ...one } = first;
    const { ports: _b, ...two } = second;
    expect(one).toEqual(two);
    expect(stepOf(first, 'b').output).toBe('2024-01-15T12:00:00.000Z');
  });
});
