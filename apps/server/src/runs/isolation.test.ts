import { RunDetail, RunQueuedResponse, WorkflowResponse } from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, login } from '../accounts/test-support.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';

type Graph = WorkflowResponse['graph'];
const MiB = 1024 * 1024;
const node = (id: string, serviceId: string, params: Record<string, unknown> = {}, x = 0) => ({
  id,
  serviceId,
  action: 'run',
  name: id,
  position: { x, y: 0 },
  params,
});
const manualThen = (serviceId: string, params: Record<string, unknown>): Graph => ({
  schemaVersion: 1,
  nodes: [node('t', 'trigger.manual'), node('s', serviceId, params, 200)],
  edges: [{ id: 't-s', source: 't', sourceHandle: null, target: 's' }],
});

/**
 * Issue 15, items 1–4, through the real server: one team's pathological expressions, memory bomb and long
 * code step neither stall the server nor delay (or bill) another team's short step.
 */
describe.each(testDatabaseKinds())('tenant isolation of compute on %s', (kind) => {
  let server: TestServer;
  let base: string;
  const teams: Record<'a' | 'b', Record<string, string>> = { a: {}, b: {} };

  beforeAll(async () => {
    server = await createTestServer(kind);
    for (const team of ['a', 'b'] as const) {
      const account = await activeAccount(server, `isolation-${team}`);
      const { token } = z
        .object({ token: z.string() })
        .parse((await login(server, account.email, account.password)).json());
      teams[team] = bearer(token);
    }
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  const api = async (team: 'a' | 'b', method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: { ...teams[team], ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  async function startRun(team: 'a' | 'b', graph: Graph): Promise<string> {
    const created = WorkflowResponse.parse((await api(team, 'POST', '/api/workflow', {})).json());
    const saved = await api(team, 'PUT', `/api/workflow/${created.id}`, { data: created.data, graph });
    expect(saved.statusCode, saved.body).toBe(200);
    const queued = await api(team, 'POST', `/api/workflow/${created.id}/run`, {});
    expect(queued.statusCode, queued.body).toBeLessThan(300);
    return RunQueuedResponse.parse(queued.json()).runId;
  }

  async function finished(team: 'a' | 'b', runId: string): Promise<RunDetail> {
    for (let i = 0; i < 600; i++) {
      const detail = RunDetail.parse((await api(team, 'GET', `/api/run/${runId}`)).json());
      if (!['queued', 'running'].includes(detail.status)) return detail;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`run ${runId} did not finish`);
  }

  it("keeps /api/health answering and team B's step prompt while team A's runs misbehave", async () => {
    const rssBefore = process.memoryUsage().rss;
    const probes: number[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const started = performance.now();
        const response = await fetch(`${base}/api/health`);
        expect(response.status).toBe(200);
        probes.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 25));
      }
    })();

    const busy = 'const until = Date.now() + 8000; while (Date.now() < until) {} return "done";';
    const teamA = {
      long: await startRun('a', manualThen('code.javascript', { code: busy, timeLimitMs: 10_000 })),
      runaway: await startRun(
        'a',
        manualThen('data.set', {
          values: { x: '{{ $reduce([1..10000000], function($a, $b) { $a + $b }) }}' },
        }),
      ),
      pad: await startRun(
        'a',
        manualThen('data.set', { values: { x: '{{ $length($pad("", 100000000)) }}' } }),
      ),
      regex: await startRun(
        'a',
        manualThen('data.set', { values: { x: `{{ $contains("${'a'.repeat(40)}!", /(a+)+$/) }}` } }),
      ),
      bomb: await startRun(
        'a',
        manualThen('code.javascript', {
          code: 'const keep = []; for (let i = 0; i < 64; i++) keep.push(new Float64Array(1 << 20)); return keep.length',
        }),
      ),
    };
    // Team B's short step, asked for while team A's 8 s step holds a sandbox.
    await new Promise((r) => setTimeout(r, 1000));
    const askedAt = Date.now();
    const short = await finished(
      'b',
      await startRun('b', manualThen('code.javascript', { code: 'return 42' })),
    );
    const waited = Date.now() - askedAt;

    const runs = {
      long: await finished('a', teamA.long),
      runaway: await finished('a', teamA.runaway),
      pad: await finished('a', teamA.pad),
      regex: await finished('a', teamA.regex),
      bomb: await finished('a', teamA.bomb),
    };
    probing = false;
    await probe;

    expect(short.status).toBe('succeeded');
    expect(short.steps.find((s) => s.nodeId === 's')?.output).toEqual({ result: 42, logs: [] });
    expect(waited).toBeLessThan(3000);
    // Billed for its own execution, not for any wait behind team A.
    expect(short.processingMs).toBeLessThan(1000);

    expect(runs.long.status).toBe('succeeded');
    expect(runs.regex.status).toBe('succeeded');
    expect(runs.regex.steps.find((s) => s.nodeId === 's')?.output).toEqual({ x: false });
    for (const run of [runs.runaway, runs.pad]) {
      expect(run.status).toBe('failed');
      expect(run.steps.find((s) => s.nodeId === 's')?.error?.message).toMatch(
        /time limit|was stopped|Evaluation timeout/,
      );
    }
    expect(runs.bomb.status).toBe('failed');
    expect(runs.bomb.steps.find((s) => s.nodeId === 's')?.error?.message).toContain(
      'memory limit of 64 MiB exceeded',
    );

    const sorted = [...probes].sort((x, y) => x - y);
    const worst = sorted[sorted.length - 1] ?? Number.POSITIVE_INFINITY;
    expect(probes.length).toBeGreaterThan(20);
    expect(worst).toBeLessThan(1000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(400 * MiB);
  }, 60_000);
});
