import type { RunStepView } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import { runStepTree } from './run-step-tree';

const record = (seq: number, nodeId: string, iteration: number | null = null): RunStepView => ({
  seq,
  nodeId,
  name: nodeId,
  serviceId: 'x',
  status: 'succeeded',
  iteration,
  input: null,
  output: null,
  outputTruncated: false,
  startedAt: '2026-01-01T00:00:00.000Z',
  durationMs: 1,
  attempts: 1,
  error: null,
});

const shape = (steps: RunStepView[]) =>
  runStepTree(steps).map((b) => [b.step.seq, b.subSteps.map((s) => s.seq)]);

describe('a run’s steps with their sub-steps', () => {
  it('puts an agent’s model turns and tool calls under it, in order, and the next step after', () => {
    const steps = [
      record(1, 'trigger'),
      record(2, 'agent'),
      record(3, 'agent/model-1'),
      record(4, 'agent/tool-1'),
      record(5, 'agent/model-2'),
      record(6, 'reply'),
    ];
    expect(shape(steps)).toEqual([
      [1, []],
      [2, [3, 4, 5]],
      [6, []],
    ]);
  });

  it('puts each loop iteration’s sub-steps under that iteration’s record', () => {
    const steps = [
      record(1, 'agent', 0),
      record(2, 'agent/model-1'),
      record(3, 'agent', 1),
      record(4, 'agent/model-1'),
    ];
    expect(shape(steps)).toEqual([
      [1, [2]],
      [3, [4]],
    ]);
  });

  it('orders by seq whatever order the records came in, and keeps an orphan sub-step as a step', () => {
    expect(shape([record(3, 'agent/tool-1'), record(2, 'agent'), record(1, 'lost/model-1')])).toEqual([
      [1, []],
      [2, [3]],
    ]);
  });
});
