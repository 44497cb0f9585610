import { freePort } from '@flowlane/e2e';
import { z } from 'zod';
import { spawnNode, stopChild, waitForAnswer } from './harness.js';

/** A signed-in API client for benchmarks: the demo account, seeded on every first start. */
export async function demoClient(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo@flowlane.app', password: 'demo1234' }),
  });
  if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  const { token } = z.object({ token: z.string() }).parse(await login.json());
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? undefined : response.json();
  };
  return { call };
}

/** The call every webhook bench makes of the sum flow (and of its peers): the numbers 1..100, as JSON. */
export const SUM_CALL = {
  method: 'POST' as const,
  body: JSON.stringify({ numbers: Array.from({ length: 100 }, (_, i) => i + 1) }),
  headers: { 'content-type': 'application/json' },
};

/**
 * The bare baseline of the sum call: node:http parsing the JSON and replying the sum, in a process of its
 * own (on `cpus`, where given).
 */
export async function startBareSum(
  cpus: string | undefined,
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const port = await freePort();
  const code = `require('node:http').createServer((req, res) => {
    const chunks = []; req.on('data', (c) => chunks.push(c));
    req.on('end', () => { const { numbers } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ sum: numbers.reduce((a, b) => a + b, 0) })); });
  }).listen(${port}, '127.0.0.1');`;
  const child = spawnNode(['-e', code], cpus);
  const url = `http://127.0.0.1:${port}/sum`;
  await waitForAnswer(url, SUM_CALL, child, 'the bare server');
  return { url, pid: child.pid ?? 0, stop: () => stopChild(child) };
}

const Created = z.object({ id: z.string(), hookId: z.string(), data: z.record(z.string(), z.unknown()) });

/**
 * Webhook → Set → Code (sum of the numbers) → Webhook Response, replying synchronously or with 202. In
 * the demo account's current team, or (`team`) in a new team of that name, on a plan of its own (a new
 * team's trial): runs of different teams count against different concurrencies, as a multi-tenant
 * server's do.
 */
export async function createSumWorkflow(
  baseUrl: string,
  mode: 'sync' | 'async',
  options: { team?: string } = {},
): Promise<string> {
  let { call } = await demoClient(baseUrl);
  if (options.team) {
    const team = z.object({ id: z.string() }).parse(await call('POST', '/api/team', { name: options.team }));
    await call('POST', `/api/v2/user/switch/${team.id}`, {});
    // The access token names its team: a new sign-in works in the team just switched to.
    ({ call } = await demoClient(baseUrl));
  }
  const created = Created.parse(await call('POST', '/api/workflow', {}));
  const node = (id: string, serviceId: string, params: Record<string, unknown>, x: number) => ({
    id,
    serviceId,
    action: 'run',
    name: id,
    position: { x, y: 0 },
    params,
  });
  const graph = {
    schemaVersion: 1,
    nodes: [
      node('hook', 'trigger.webhook', {}, 0),
      node('set', 'data.set', { values: { numbers: '{{ trigger.body.numbers }}' } }, 200),
      node(
        'code',
        'code.javascript',
        { code: 'return input.reduce((a, b) => a + b, 0);', input: '{{ steps.set.numbers }}' },
        400,
      ),
      node(
        'reply',
        'flow.webhook-response',
        { status: 200, body: '{{ { "sum": steps.code.result } }}' },
        600,
      ),
    ],
    edges: [
      { id: 'e1', source: 'hook', sourceHandle: null, target: 'set' },
      { id: 'e2', source: 'set', sourceHandle: null, target: 'code' },
      { id: 'e3', source: 'code', sourceHandle: null, target: 'reply' },
    ],
  };
  const data = { ...created.data, title: `bench ${mode}`, webhook: { active: true, responseMode: mode } };
  await call('PUT', `/api/workflow/${created.id}`, { data, graph });
  return `${baseUrl}/hooks/${created.hookId}`;
}

/** Runs queued or running on the server now (its /metrics gauge of the runs table). */
export async function runsLeft(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => /^flowlane_runs\{state="(queued|running)"\}/.test(line))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

/** The runs the server finished so far, by final status (its counter since it started). */
export async function runsFinished(base: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const counts: Record<string, number> = {};
  for (const [, status, value] of text.matchAll(/^flowlane_runs_finished_total\{status="(\w+)"\} (\d+)/gm))
    counts[status ?? ''] = Number(value);
  return counts;
}

/**
 * Waits until every run the server took has ended (polled four times a second: each poll is a query). The
 * server reads its gauge at most once a second, so the first poll waits that long: an earlier one could
 * answer a count from before the caller's last calls. It gives up when no run has ended for a minute: a
 * fast intake can leave a backlog that takes the workers minutes to drain, which is slow, not stuck.
 */
export async function runsEnded(base: string): Promise<void> {
  const stallMs = 60_000;
  await new Promise((r) => setTimeout(r, 1_100));
  let fewest = Number.POSITIVE_INFINITY;
  let progressAt = Date.now();
  for (let left = await runsLeft(base); left > 0; left = await runsLeft(base)) {
    if (left < fewest) {
      fewest = left;
      progressAt = Date.now();
    } else if (Date.now() - progressAt > stallMs) {
      throw new Error(`no run ended for a minute: ${left} runs are still queued or running`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
