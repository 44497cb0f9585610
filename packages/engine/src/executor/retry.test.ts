import type { RetrySettings } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import { buildGraph, createFakePorts, runGraph, stepOf } from '../testing/index.js';

function flaky(params: Record<string, unknown>, retry?: RetrySettings) {
  return buildGraph(
    [
      ['t', 'test.trigger'],
      ['f', 'test.fail', params, retry ? { retry } : undefined],
      ['after', 'test.set'],
    ],
    [
      ['t', 'f'],
      ['f', 'after'],
    ],
  );
}

describe('per-step retry', () => {
  it.each([
    ['fixed', [100, 100, 100]],
    ['exponential', [100, 200, 400]],
  ] as const)('%s backoff waits %j between attempts', async (backoff, waits) => {
    const ports = createFakePorts();
    const result = await runGraph(flaky({ failTimes: 3 }, { count: 3, backoffMs: 100, backoff }), { ports });
    expect(result.status).toBe('succeeded');
    expect(stepOf(result, 'f')).toMatchObject({ status: 'succeeded', attempts: 4, output: { attempt: 4 } });
    expect(ports.clock.sleeps).toEqual(waits);
  });

  it('gives up after count retries and fails with the last error', async () => {
    const result = await runGraph(
      flaky({ message: 'still down' }, { count: 2, backoffMs: 10, backoff: 'fixed' }),
    );
    expect(result.status).toBe('failed');
    expect(stepOf(result, 'f')).toMatchObject({ status: 'failed', attempts: 3 });
    expect(result.error).toMatchObject({ kind: 'operational', message: 'still down', nodeId: 'f' });
  });

  it('does not retry a user error: it would fail the same way', async () => {
    const ports = createFakePorts();
    const result = await runGraph(flaky({ kind: 'user' }, { count: 5, backoffMs: 10, backoff: 'fixed' }), {
      ports,
    });
    expect(stepOf(result, 'f').attempts).toBe(1);
    expect(ports.clock.sleeps).toEqual([]);
  });

  it('does not count backoff waits as processing time', async () => {
    const result = await runGraph(flaky({ failTimes: 2 }, { count: 2, backoffMs: 5000, backoff: 'fixed' }));
    expect(result.status).toBe('succeeded');
    expect(result.processingMs).toBe(0);
    expect(stepOf(result, 'after').startedAt - stepOf(result, 't').startedAt).toBe(10_000);
  });
});
