import { buildGraph, createFakePorts, FakeCodeRunner, stepOf } from '@flowlane/engine/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { runOnCatalog } from '../testing/run.js';
import { CodeRunnerPool } from './worker-pool.js';

const MiB = 1024 * 1024;
const busy = (ms: number) => `const until = Date.now() + ${ms}; while (Date.now() < until) {} return "done";`;

describe('the code runner pool shares its workers fairly between teams', () => {
  const pool = new CodeRunnerPool({ size: 2 });
  afterAll(() => pool.close());
  const job = (code: string) => ({ code, input: {}, timeLimitMs: 10_000, memoryLimitBytes: 16 * MiB });

  it('is sized to the machine, never below two workers', () => {
    expect(new CodeRunnerPool().size).toBeGreaterThanOrEqual(2);
  });

  it("runs team B's short step promptly while team A's long steps fill the queue", async () => {
    const teamA = pool.forTeam('team-a');
    const teamB = pool.forTeam('team-b');
    // Both workers started (each team holds at most one of the two).
    await Promise.all([teamA.run(job(busy(300))), teamB.run(job(busy(300)))]);
    const finished: string[] = [];
    const long = [teamA.run(job(busy(2000))), teamA.run(job(busy(2000)))].map((run) =>
      run.then(() => finished.push('a')),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await teamB.run(job('return 42'))).value).toBe(42);
    // B's step did not wait for either of A's: A may hold one worker, never the one B needs.
    expect(finished).toEqual([]);
    await Promise.all(long);
  });

  it('serves the queued teams in turn, not in arrival order', async () => {
    const teamA = pool.forTeam('team-a');
    const teamB = pool.forTeam('team-b');
    const order: string[] = [];
    const tag = (team: string, promise: Promise<unknown>) => promise.then(() => order.push(team));
    const jobs = [
      tag('a', teamA.run(job(busy(300)))),
      tag('a', teamA.run(job(busy(300)))),
      tag('a', teamA.run(job(busy(300)))),
      tag('b', teamB.run(job(busy(300)))),
    ];
    await Promise.all(jobs);
    // B's one step does not wait behind all of A's: it finishes before A's last.
    expect(order.indexOf('b')).toBeLessThan(3);
  });

  it('tells the caller when its code starts, so the wait in the queue is known', async () => {
    const teamA = pool.forTeam('team-a');
    let startedAt = 0;
    const queuedAt = Date.now();
    const first = teamA.run(job(busy(600)));
    const second = teamA.run({ ...job('return 1'), onStart: () => (startedAt = Date.now()) });
    await Promise.all([first, second]);
    // Team A may hold one worker while the other is free for others, so its second step waited.
    expect(startedAt - queuedAt).toBeGreaterThanOrEqual(500);
  });
});

describe('processing time of a Code step', () => {
  it('leaves out the wait in the sandbox queue and bills only the execution', async () => {
    const ports = createFakePorts();
    const codeRunner = new FakeCodeRunner(async (request) => {
      await ports.clock.sleep(7_000); // waiting for a free sandbox
      request.onStart?.();
      await ports.clock.sleep(250); // running
      return { value: 42, logs: [] };
    });
    const graph = buildGraph(
      [
        ['t', 'trigger.manual'],
        ['code', 'code.javascript', { code: 'return 42' }],
      ],
      [['t', 'code']],
    );
    const result = await runOnCatalog(graph, { ports: { ...ports, codeRunner } });
    expect(stepOf(result, 'code').output).toEqual({ result: 42, logs: [] });
    expect(result.processingMs).toBe(250);
  });
});
