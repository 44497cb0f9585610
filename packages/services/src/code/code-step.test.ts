import { buildGraph, createFakePorts, stepOf } from '@flowlane/engine/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { runOnCatalog } from '../testing/run.js';
import { CodeRunnerPool } from './worker-pool.js';

const codeRunner = new CodeRunnerPool({ size: 1 });
afterAll(() => codeRunner.close());

describe('the Code step on the real sandbox', () => {
  it('webhook → Set → Code (sum) → Webhook Response answers with the sum', async () => {
    const graph = buildGraph(
      [
        ['hook', 'trigger.webhook'],
        ['set', 'data.set', { values: { numbers: '{{ trigger.body.numbers }}' } }],
        ['code', 'code.javascript', { code: 'return input.steps.set.numbers.reduce((a, b) => a + b, 0);' }],
        ['reply', 'flow.webhook-response', { body: { sum: '{{ steps.code.result }}' } }],
      ],
      [
        ['hook', 'set'],
        ['set', 'code'],
        ['code', 'reply'],
      ],
    );
    const numbers = Array.from({ length: 100 }, (_, i) => i + 1);
    const trigger = { method: 'POST', headers: {}, query: {}, body: { numbers } };
    const result = await runOnCatalog(graph, { trigger, ports: createFakePorts({ codeRunner }) });
    expect(result.status).toBe('succeeded');
    expect(result.response).toEqual({ status: 200, headers: {}, body: { sum: 5050 } });
  });

  it('fails the step, not the host, on runaway code; the next run works', async () => {
    const graph = (code: string) =>
      buildGraph(
        [
          ['t', 'trigger.manual'],
          ['code', 'code.javascript', { code, timeLimitMs: 100, input: '{{ trigger }}' }],
        ],
        [['t', 'code']],
      );
    const ports = createFakePorts({ codeRunner });
    const stuck = await runOnCatalog(graph('while (true) {}'), { ports });
    expect(stuck.error).toMatchObject({ kind: 'operational', code: 'CODE_TIMEOUT', nodeId: 'code' });
    const next = await runOnCatalog(graph('console.log("x is", input.x); return input.x * 2;'), {
      trigger: { x: 21 },
      ports,
    });
    expect(stepOf(next, 'code').output).toEqual({ result: 42, logs: ['x is 21'] });
  });
});
