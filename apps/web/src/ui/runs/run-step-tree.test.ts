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
  it('puts an agent’s model turns and tool calls under it, stored before it as the log numbers them', () => {
    const steps = [
      record(0, 'trigger'),
      record(1, 'agent/model-1'),
      record(2, 'agent/tool-1'),
      record(3, 'agent/model-2'),
      record(4, 'agent'),
      record(5, 'reply'),
    ];
    expect(shape(steps)).toEqual([
      [0, []],
      [4, [1, 2, 3]],
      [5, []],
    ]);
  });

  it('puts them under it too where the step is recorded first', () => {
    const steps = [
      record(1, 'agent'),
      record(2, 'agent/model-1'),
      record(3, 'agent/tool-1'),
      record(4, 'next'),
    ];
    expect(shape(steps)).toEqual([
      [1, [2, 3]],
      [4, []],
    ]);
  });

  it('puts each loop iteration’s sub-steps under that iteration’s record', () => {
    const after = [
      record(1, 'agent/model-1'),
      record(2, 'agent', 0),
      record(3, 'agent/model-1'),
      record(4, 'agent', 1),
    ];
    expect(shape(after)).toEqual([
      [2, [1]],
      [4, [3]],
    ]);
    const before = [
      record(1, 'agent', 0),
      record(2, 'agent/model-1'),
      record(3, 'agent', 1),
      record(4, 'agent/model-1'),
    ];
    expect(shape(before)).toEqual([
      [1, [2]],
      [3, [4]],
    ]);
  });

  it('orders by seq whatever order the records came in', () => {
    expect(shape([record(3, 'agent'), record(2, 'agent/tool-1'), record(1, 'trigger')])).toEqual([
      [1, []],
      [3, [2]],
    ]);
  });

  it('keeps the turns of an agent still running, and a sub-step of no known step, as lines of their own', () => {
    expect(shape([record(1, 'trigger'), record(2, 'agent/model-1'), record(3, 'lost/tool-1')])).toEqual([
      [1, []],
      [2, []],
      [3, []],
    ]);
  });
});
