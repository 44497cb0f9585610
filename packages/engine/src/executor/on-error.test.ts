import type { OnError } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import { buildGraph, type EdgeSpec, ranSteps, runGraph, stepOf } from '../testing/index.js';

const errorEdge: EdgeSpec = ['f', 'handler', 'error'];

function failing(onError: OnError, failParams: Record<string, unknown> = { message: 'card declined' }) {
  return buildGraph(
    [
      ['t', 'test.trigger'],
      ['f', 'test.fail', failParams, { onError }],
      ['next', 'test.set', { saw: '{{ steps.f.error.message }}' }],
      ['handler', 'test.set', { handled: '{{ steps.f.error.message }}' }],
    ],
    [['t', 'f'], ['f', 'next'], ...(onError === 'errorEdge' ? [errorEdge] : [])],
  );
}

describe('on-error', () => {
  it('"stop" fails the run with the step\'s error and runs nothing after it', async () => {
    const result = await runGraph(failing('stop'));
    expect(result.status).toBe('failed');
    expect(result.error).toEqual({
      kind: 'operational',
      code: 'TEST_OPERATIONAL',
      message: 'card declined',
      nodeId: 'f',
    });
    expect(ranSteps(result)).toEqual(['t', 'f']);
    expect(stepOf(result, 'f').status).toBe('failed');
  });

  it('"continue" records the failure and carries the error on as the output', async () => {
    const result = await runGraph(failing('continue'));
    expect(result.status).toBe('succeeded');
    expect(stepOf(result, 'f')).toMatchObject({
      status: 'failed',
      output: { error: { message: 'card declined', kind: 'operational' } },
    });
    expect(stepOf(result, 'next').output).toEqual({ saw: 'card declined' });
  });

  it('"errorEdge" sends the error down the error edge only', async () => {
    const result = await runGraph(failing('errorEdge'));
    expect(result.status).toBe('succeeded');
    expect(ranSteps(result)).toEqual(['t', 'f', 'handler']);
    expect(stepOf(result, 'handler').output).toEqual({ handled: 'card declined' });
    expect(stepOf(result, 'f').handles).toEqual(['error']);
  });

  it('classifies an unknown error thrown by a service as operational', async () => {
    const result = await runGraph(failing('stop', { kind: 'plain', message: 'socket hang up' }));
    expect(result.error).toMatchObject({ kind: 'operational', message: 'socket hang up' });
  });

  it('applies to a mapping that fails: the step fails naming the expression and the reason', async () => {
    const graph = buildGraph(
      [
        ['t', 'test.trigger'],
        ['m', 'test.set', { total: '{{ trigger.price * "x" }}' }, { onError: 'continue' }],
      ],
      [['t', 'm']],
    );
    const result = await runGraph(graph, { trigger: { price: 3 } });
    const step = stepOf(result, 'm');
    expect(step.status).toBe('failed');
    expect(step.attempts).toBe(0);
    expect(step.error?.kind).toBe('user');
    expect(step.error?.message).toContain('Param "total"');
    expect(step.error?.message).toContain('{{ trigger.price * "x" }}');
    expect(step.error?.message).toMatch(/must evaluate to a number/);
  });
});
