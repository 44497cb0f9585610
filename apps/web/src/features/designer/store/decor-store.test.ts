import type { RunDetail, StepRunResponse } from '@flowlane/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { decor, useDecorStore } from './decor-store';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms).toISOString();

function runDetail(id: string, steps: Array<[nodeId: string, startedMs: number]>): RunDetail {
  return {
    id,
    workflowId: 'w',
    workflowVersion: 1,
    status: 'succeeded',
    trigger: 'manual',
    attempts: 1,
    queuedAt: at(0),
    startedAt: at(0),
    finishedAt: at(100),
    durationMs: 100,
    processingMs: 10,
    error: null,
    retryOf: null,
    triggerData: null,
    output: null,
    steps: steps.map(([nodeId, ms], seq) => ({
      seq,
      nodeId,
      name: nodeId,
      serviceId: 'data.set',
      status: 'succeeded',
      iteration: null,
      input: {},
      output: { from: 'run' },
      outputTruncated: false,
      startedAt: at(ms),
      durationMs: 1,
      attempts: 1,
      error: null,
    })),
  };
}

function testResult(stepId: string, ms: number): StepRunResponse {
  return {
    runId: `test-${stepId}`,
    stepId,
    status: 'succeeded',
    input: { x: 1 },
    output: { from: 'test' },
    error: null,
    startedAt: at(ms),
    durationMs: 2,
    processingMs: 2,
    step: null,
    sources: { a: 'pinned' },
  };
}

describe('step tests on the canvas', () => {
  beforeEach(() => decor.reset());

  it('shows a test result on its step and keeps the other steps of the followed run', () => {
    decor.followRun('r1', 'succeeded');
    decor.applyRun(
      runDetail('r1', [
        ['a', 1],
        ['b', 2],
      ]),
    );
    decor.applyStepTest(testResult('b', 1000), 'b', 'data.set');
    const steps = useDecorStore.getState().stepsByNode;
    expect(steps.get('a')?.output).toEqual({ from: 'run' });
    expect(steps.get('b')?.output).toEqual({ from: 'test' });
  });

  it('keeps the test result when the followed run is fetched again, until a newer run replaces it', () => {
    decor.followRun('r1', 'succeeded');
    decor.applyStepTest(testResult('b', 1000), 'b', 'data.set');
    decor.applyRun(
      runDetail('r1', [
        ['a', 1],
        ['b', 2],
      ]),
    );
    expect(useDecorStore.getState().stepsByNode.get('b')?.output).toEqual({ from: 'test' });

    decor.followRun('r2', 'running');
    decor.applyRun(runDetail('r2', [['b', 5000]]));
    expect(useDecorStore.getState().stepsByNode.get('b')?.output).toEqual({ from: 'run' });
    expect(useDecorStore.getState().testsByNode.size).toBe(0);
  });

  it('marks a step as testing while its test runs', () => {
    decor.setTesting('b', true);
    expect(useDecorStore.getState().testing.has('b')).toBe(true);
    decor.setTesting('b', false);
    expect(useDecorStore.getState().testing.has('b')).toBe(false);
  });
});
