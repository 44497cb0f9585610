import { describe, expect, it } from 'vitest';
import {
  buildGraph,
  createFakePorts,
  FakeClock,
  flushMicrotasks,
  ranSteps,
  runGraph,
  stepOf,
} from '../testing/index.js';
import { RunCancel } from './run-cancel.js';

describe('step timeout', () => {
  it('fails a step that does not answer within its limit and aborts its signal', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['h', 'test.hang', {}, { timeoutMs: 500 }],
      ],
      [['t', 'h']],
    );
    const result = await runGraph(graph);
    expect(result.status).toBe('failed');
    expect(result.error).toMatchObject({ code: 'STEP_TIMEOUT', kind: 'operational', nodeId: 'h' });
    expect(stepOf(result, 'h').durationMs).toBe(500);
  });

  it('retries a timed-out step (a timeout is operational)', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['h', 'test.hang', {}, { timeoutMs: 100, retry: { count: 2, backoffMs: 0, backoff: 'fixed' } }],
      ],
      [['t', 'h']],
    );
    const result = await runGraph(graph);
    expect(stepOf(result, 'h').attempts).toBe(3);
  });
});

describe('run timeout', () => {
  it('leaves no timer behind once a run within its step and run limits ends', async () => {
    const ports = createFakePorts({ clock: new FakeClock(0, { autoAdvance: false }) });
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['work', 'test.async', { value: 1, ms: 300 }, { timeoutMs: 500 }],
      ],
      [['t', 'work']],
    );
    const running = runGraph(graph, { timeoutMs: 1000, ports });
    await flushMicrotasks();
    // The run's deadline, the step's, and the step's own work.
    expect(ports.clock.pendingTimers).toBe(3);
    await ports.clock.advance(300);
    const result = await running;
    expect(result).toMatchObject({ status: 'succeeded', processingMs: 300 });
    expect(ports.clock.pendingTimers).toBe(0);
  });

  it('stops a run past its processing budget as timed_out, recording the running step as cancelled', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['h', 'test.hang'],
      ],
      [['t', 'h']],
    );
    const result = await runGraph(graph, { timeoutMs: 1000 });
    expect(result.status).toBe('timed_out');
    expect(result.error).toMatchObject({ code: 'RUN_TIMEOUT' });
    expect(stepOf(result, 'h').status).toBe('cancelled');
    expect(result.processingMs).toBe(1000);
  });

  it('does not count a Delay against the budget', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['work', 'test.async', { value: 1, ms: 300 }],
        ['d', 'test.delay', { ms: 60_000 }],
        ['more', 'test.async', { value: 2, ms: 300 }],
      ],
      [
        ['t', 'work'],
        ['work', 'd'],
        ['d', 'more'],
      ],
    );
    const result = await runGraph(graph, { timeoutMs: 1000 });
    expect(result.status).toBe('succeeded');
    expect(result.processingMs).toBe(600);
  });

  it('still stops a run whose budget runs out after a wait that outlasted it', async () => {
    // The timer fires during the Delay (1 s of wall time), finds 300 ms spent and the run idle, and is
    // armed again only when the run processes again: the hang then times out at 1,000 ms of processing.
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['work', 'test.async', { value: 1, ms: 300 }],
        ['d', 'test.delay', { ms: 60_000 }],
        ['h', 'test.hang'],
      ],
      [
        ['t', 'work'],
        ['work', 'd'],
        ['d', 'h'],
      ],
    );
    const result = await runGraph(graph, { timeoutMs: 1000 });
    expect(result.status).toBe('timed_out');
    expect(result.error).toMatchObject({ code: 'RUN_TIMEOUT' });
    expect(stepOf(result, 'd').status).toBe('succeeded');
    expect(result.processingMs).toBe(1000);
  });

  it('stops a run that exceeds its step limit', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['loop', 'test.loop', { items: [1, 2, 3, 4, 5, 6] }],
        ['s', 'test.set'],
      ],
      [
        ['t', 'loop'],
        ['loop', 's', 'loop'],
      ],
    );
    const result = await runGraph(graph, { maxSteps: 5 });
    expect(result.status).toBe('failed');
    expect(result.error).toMatchObject({ code: 'STEP_LIMIT' });
  });
});

describe('cancellation', () => {
  // A step that never answers, and one after it that must not run.
  const hanging = buildGraph(
    [
      ['t', 'test.trigger'],
      ['h', 'test.hang'],
      ['after', 'test.set'],
    ],
    [
      ['t', 'h'],
      ['h', 'after'],
    ],
  );

  it('cancels a running run when its signal aborts', async () => {
    const controller = new AbortController();
    const running = runGraph(hanging, { signal: controller.signal });
    await flushMicrotasks();
    controller.abort();
    const result = await running;
    expect(result.status).toBe('cancelled');
    expect(stepOf(result, 'h').status).toBe('cancelled');
    expect(ranSteps(result)).not.toContain('after');
  });

  it('cancels a running run with a RunCancel, runs nothing once cancelled, and forgets a finished run', async () => {
    const cancel = new RunCancel();
    const running = runGraph(hanging, { cancel });
    await flushMicrotasks();
    cancel.cancel();
    const result = await running;
    expect(result.status).toBe('cancelled');
    expect(stepOf(result, 'h').status).toBe('cancelled');
    expect(ranSteps(result)).not.toContain('after');
    expect(cancel.cancelled).toBe(true);
    // Cancelled already: the next run it is given does not start.
    expect(await runGraph(hanging, { cancel })).toMatchObject({ status: 'cancelled', steps: [] });
    // A run that ended stops listening: cancelling afterwards changes nothing.
    const later = new RunCancel();
    const done = await runGraph(buildGraph([['t', 'test.trigger']]), { cancel: later });
    later.cancel();
    expect(done.status).toBe('succeeded');
  });

  it('runs nothing when the signal is already aborted', async () => {
    const graph = buildGraph([['t', 'test.trigger']]);
    const result = await runGraph(graph, { signal: AbortSignal.abort() });
    expect(result).toMatchObject({ status: 'cancelled', steps: [] });
  });

  it('interrupts a Delay', async () => {
    const controller = new AbortController();
    const ports = createFakePorts({ clock: new FakeClock(0, { autoAdvance: false }) });
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['d', 'test.delay', { ms: 10_000 }],
      ],
      [['t', 'd']],
    );
    const running = runGraph(graph, { signal: controller.signal, ports });
    await ports.clock.advance(5000);
    controller.abort();
    const result = await running;
    expect(result.status).toBe('cancelled');
    expect(ports.clock.pendingTimers).toBe(0);
  });
});

describe('a run that halts with steps still waiting', () => {
  it('records each abandoned step once, and its result does not change afterwards', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['h', 'test.hang', {}, { timeoutMs: 50 }],
        ['d', 'test.delay', { ms: 500 }],
      ],
      [
        ['t', 'h'],
        ['t', 'd'],
      ],
    );
    const result = await runGraph(graph);
    const snapshot = JSON.stringify(result.steps);
    await flushMicrotasks();
    await flushMicrotasks();
    expect(result.status).toBe('failed');
    expect(result.steps.filter((s) => s.nodeId === 'd')).toEqual([
      expect.objectContaining({ status: 'cancelled' }),
    ]);
    expect(JSON.stringify(result.steps)).toBe(snapshot);
  });
});
