// Tenant isolation of compute (issue 15): the health probe's latency while team A runs a pathological regex,
// a runaway expression, a memory bomb and an 8 s code step, and team B's `return 42`: how long it waited
// and the processing time it was billed. Baseline: the same probe on the idle server.
import { startBuiltApp } from '@flowlane/e2e';
import { z } from 'zod';
import { demoClient } from './flowlane-api.js';
import { rssOf } from './harness.js';

type Call = (method: string, path: string, body?: unknown) => Promise<unknown>;
const Created = z.object({ id: z.string(), data: z.record(z.string(), z.unknown()) });
const Queued = z.object({ runId: z.string() });
const Run = z.object({ status: z.string(), processingMs: z.number() });

function graphOf(serviceId: string, params: Record<string, unknown>) {
  const node = (id: string, service: string, p: Record<string, unknown>, x: number) => ({
    id,
    serviceId: service,
    action: 'run',
    name: id,
    position: { x, y: 0 },
    params: p,
  });
  return {
    schemaVersion: 1,
    nodes: [node('t', 'trigger.manual', {}, 0), node('s', serviceId, params, 200)],
    edges: [{ id: 'e', source: 't', sourceHandle: null, target: 's' }],
  };
}

async function start(call: Call, serviceId: string, params: Record<string, unknown>): Promise<string> {
  const created = Created.parse(await call('POST', '/api/workflow', {}));
  await call('PUT', `/api/workflow/${created.id}`, { data: created.data, graph: graphOf(serviceId, params) });
  return Queued.parse(await call('POST', `/api/workflow/${created.id}/run`, {})).runId;
}

async function finished(call: Call, runId: string) {
  for (;;) {
    const run = Run.parse(await call('GET', `/api/run/${runId}`));
    if (run.status !== 'queued' && run.status !== 'running') return run;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A second, activated account (team B), through the API and the outbox, as a person would. */
async function secondTeam(url: string): Promise<Call> {
  const email = `bench-b-${Date.now()}@example.test`;
  const password = 'correct horse';
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/auth/register', { email, password, displayName: 'Team B' });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const outbox = z
    .object({ mails: z.array(z.object({ to: z.string(), text: z.string() })) })
    .parse(await (await fetch(`${url}/dev/mail`)).json());
  const token = outbox.mails
    .find((m) => m.to.includes(email))
    ?.text.match(/\/account\/activate\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('no activation mail for team B');
  await post('/api/auth/validate', { token });
  const login = z
    .object({ token: z.string() })
    .parse(await (await post('/api/login', { username: email, password })).json());
  return async (method, path, body) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
}

async function probe(url: string, until: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!until()) {
    const started = performance.now();
    await (await fetch(`${url}/api/health`)).arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  return latencies;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export async function isolationBenchmark(): Promise<void> {
  const app = await startBuiltApp();
  try {
    const teamA = (await demoClient(app.url)).call;
    const teamB = await secondTeam(app.url);
    const idleUntil = Date.now() + 3000;
    const idle = await probe(app.url, () => Date.now() > idleUntil);

    let done = false;
    const underLoad = probe(app.url, () => done);
    const busy = 'const until = Date.now() + 8000; while (Date.now() < until) {} return "done";';
    const runsA = [
      await start(teamA, 'code.javascript', { code: busy, timeLimitMs: 10_000 }),
      await start(teamA, 'data.set', { values: { x: `{{ $match("${'a'.repeat(40)}!", /(a+)+$/) }}` } }),
      await start(teamA, 'data.set', {
        values: { x: '{{ $reduce([1..10000000], function($a, $b) { $a + $b }) }}' },
      }),
      await start(teamA, 'data.set', { values: { x: '{{ $length($pad("", 100000000)) }}' } }),
      await start(teamA, 'code.javascript', {
        code: 'const keep = []; for (let i = 0; i < 64; i++) keep.push(new Float64Array(1 << 20)); return keep.length',
      }),
    ];
    await new Promise((r) => setTimeout(r, 1000));
    const asked = Date.now();
    const runB = await finished(teamB, await start(teamB, 'code.javascript', { code: 'return 42' }));
    const waitedB = Date.now() - asked;
    const peakRss = app.process.pid === undefined ? 0 : await rssOf(app.process.pid);
    const resultsA = [];
    for (const id of runsA) resultsA.push((await finished(teamA, id)).status);
    done = true;
    const loaded = await underLoad;

    console.log(
      'isolation: health probe while team A misbehaves (8 s code, regex, runaway and $pad mappings, memory bomb)',
    );
    console.log(
      `  idle     p50 ${percentile(idle, 50).toFixed(1)} ms  p99 ${percentile(idle, 99).toFixed(1)} ms  (${idle.length} probes)`,
    );
    console.log(
      `  loaded   p50 ${percentile(loaded, 50).toFixed(1)} ms  p99 ${percentile(loaded, 99).toFixed(1)} ms  max ${Math.max(...loaded).toFixed(1)} ms  (${loaded.length} probes)  ratio p99 ${(percentile(loaded, 99) / Math.max(0.1, percentile(idle, 99))).toFixed(1)}x`,
    );
    console.log(
      `  team B   return 42: ${runB.status} after ${waitedB} ms, billed ${runB.processingMs} ms of processing`,
    );
    console.log(`  team A   runs: ${resultsA.join(', ')}  server RSS ${peakRss.toFixed(0)} MiB`);
  } finally {
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await isolationBenchmark();
