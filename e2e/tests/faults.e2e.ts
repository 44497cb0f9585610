// Fault tests against the built server: a worker killed with SIGKILL mid-run leaves runs that another
// worker (or the restarted process) takes up after the lease and completes, once; nothing is lost or
// counted twice in the usage ledger.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freePort, type RunningApp, repoRoot, startBuiltApp } from '../src/index.js';

const Run = z.object({ id: z.string(), status: z.string(), attempts: z.number(), processingMs: z.number() });

async function api(base: string, token: string | undefined, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Signs in as the demo account and makes a webhook workflow whose run waits 3 s, then sets a value. */
async function slowWorkflow(base: string) {
  const { token } = z.object({ token: z.string() }).parse(
    await api(base, undefined, 'POST', '/api/login', {
      username: 'demo@flowlane.app',
      password: 'demo1234',
    }),
  );
  const created = z
    .object({ id: z.string(), hookId: z.string(), data: z.record(z.string(), z.unknown()) })
    .parse(await api(base, token, 'POST', '/api/workflow', {}));
  const node = (id: string, serviceId: string, params: Record<string, unknown>) => ({
    id,
    serviceId,
    action: 'run',
    name: id,
    position: { x: 0, y: 0 },
    params,
  });
  await api(base, token, 'PUT', `/api/workflow/${created.id}`, {
    data: { ...created.data, webhook: { active: true, responseMode: 'async' } },
    graph: {
      schemaVersion: 1,
      nodes: [
        node('hook', 'trigger.webhook', {}),
        node('wait', 'flow.delay', { amount: 3, unit: 'seconds' }),
        node('done', 'data.set', { values: { n: '{{ trigger.body.n }}' } }),
      ],
      edges: [
        { id: 'a', source: 'hook', sourceHandle: null, target: 'wait' },
        { id: 'b', source: 'wait', sourceHandle: null, target: 'done' },
      ],
    },
  });
  return { token, workflowId: created.id, hookUrl: `${base}/hooks/${created.hookId}` };
}

async function fireRuns(hookUrl: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const response = await fetch(hookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ n }),
    });
    expect(response.status).toBe(202);
    ids.push(z.object({ runId: z.string() }).parse(await response.json()).runId);
  }
  return ids;
}

async function waitForRuns(base: string, token: string, workflowId: string, count: number) {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const page = z
      .object({ items: z.array(Run) })
      .parse(await api(base, token, 'GET', `/api/workflow/${workflowId}/runs?pageSize=100`));
    if (page.items.length >= count && page.items.every((r) => !['queued', 'running'].includes(r.status)))
      return page.items;
    if (Date.now() > deadline)
      throw new Error(`runs did not finish: ${JSON.stringify(page.items.map((r) => r.status))}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const sigkill = (child: ChildProcess) =>
  new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });

// Killing, restarting and waiting out leases takes a while on a busy 2-core machine.
describe('a worker killed mid-run', { timeout: 240_000 }, () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('embedded: the restarted process resumes every acknowledged run, once', async () => {
    const first = await startBuiltApp({ RUN_LEASE_MS: '2000' });
    const { token, workflowId, hookUrl } = await slowWorkflow(first.url);
    const ids = await fireRuns(hookUrl, 3);
    await new Promise((r) => setTimeout(r, 1000)); // they are inside the Delay now
    await sigkill(first.process);

    const second = await startBuiltApp({ RUN_LEASE_MS: '2000', DATA_DIR: first.dataDir });
    cleanup.push(() => second.stop());
    const runs = await waitForRuns(second.url, token, workflowId, 3);
    expect(runs.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(runs.map((r) => r.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(runs.every((r) => r.attempts === 2)).toBe(true);
    const dashboard = z
      .object({ usedMs: z.number() })
      .parse(await api(second.url, token, 'GET', '/api/dashboard'));
    // The ledger holds each run once: its total is the sum of the runs' own processing times.
    expect(dashboard.usedMs).toBe(runs.reduce((sum, r) => sum + r.processingMs, 0));
  });

  it('PostgreSQL + Redis: another worker takes over the runs of a killed one', async () => {
    const admin = new pg.Client({
      connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    await admin.connect();
    const name = `flowlane_fault_${Date.now()}`;
    await admin.query(`create database ${name}`);
    cleanup.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const env = {
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `fault_${Date.now()}`,
      RUN_LEASE_MS: '2000',
    };
    const web: RunningApp = await startBuiltApp({ ...env, ROLE: 'web' });
    cleanup.push(() => web.stop());
    const worker = async () =>
      spawn(process.execPath, ['apps/server/dist/main.js'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          ...env,
          ROLE: 'worker',
          PORT: String(await freePort()),
          HOST: '127.0.0.1',
          MAILHOOK_PORT: String(await freePort()),
          DATA_DIR: web.dataDir,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
    const doomed = await worker();
    await new Promise((r) => setTimeout(r, 2500)); // it is up and waiting for jobs
    const { token, workflowId, hookUrl } = await slowWorkflow(web.url);
    const ids = await fireRuns(hookUrl, 3);
    await new Promise((r) => setTimeout(r, 1500));
    await sigkill(doomed);
    const survivor = await worker();
    cleanup.push(async () => {
      survivor.kill('SIGTERM');
    });
    const runs = await waitForRuns(web.url, token, workflowId, 3);
    expect(runs.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(runs.map((r) => r.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    const dashboard = z
      .object({ usedMs: z.number() })
      .parse(await api(web.url, token, 'GET', '/api/dashboard'));
    expect(dashboard.usedMs).toBe(runs.reduce((sum, r) => sum + r.processingMs, 0));
  });
});

/** The machine's own service commands (the env notes); the tests need root, as CI has. */
const services = {
  stopRedis: () => execSync('redis-cli -p 6379 shutdown nosave || true', { stdio: 'ignore' }),
  startRedis: () =>
    execSync(
      'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log',
      { stdio: 'ignore' },
    ),
  stopPostgres: () =>
    execSync('pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main stop -m fast', {
      stdio: 'ignore',
    }),
  startPostgres: () =>
    execSync('pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start', { stdio: 'ignore' }),
};

async function waitFor(check: () => Promise<boolean>, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('a restarted Redis and a stopped PostgreSQL', { timeout: 240_000 }, () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it('completes every acknowledged run, once, through both outages', async () => {
    const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    const name = `flowlane_outage_${Date.now()}`;
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanup.push(async () => {
      const again = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    });
    const env = {
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `outage_${Date.now()}`,
      RUN_LEASE_MS: '2000',
    };
    const app: RunningApp = await startBuiltApp(env);
    cleanup.push(() => app.stop());
    const { token, workflowId, hookUrl } = await slowWorkflow(app.url);

    const acknowledged: string[] = [];
    const fire = async (n: number) => {
      const response = await fetch(hookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ n }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined);
      // Only a 202 is a promise: a request refused during the outage was never acknowledged.
      if (response?.status === 202)
        acknowledged.push(z.object({ runId: z.string() }).parse(await response.json()).runId);
    };

    // Redis goes away and comes back while webhooks keep arriving.
    for (let n = 0; n < 3; n++) await fire(n);
    services.stopRedis();
    for (let n = 3; n < 6; n++) await fire(n);
    services.startRedis();
    await waitFor(async () => execSync('redis-cli -p 6379 ping').toString().includes('PONG'), 'Redis');
    for (let n = 6; n < 9; n++) await fire(n);

    // PostgreSQL stops for a moment: requests then cannot be stored, so they are not acknowledged.
    services.stopPostgres();
    for (let n = 9; n < 11; n++) await fire(n);
    services.startPostgres();
    await waitFor(async () => (await fetch(`${app.url}/api/health`)).ok, 'the database');
    for (let n = 11; n < 14; n++) await fire(n);

    expect(acknowledged.length).toBeGreaterThanOrEqual(9);
    const runs = await waitForRuns(app.url, token, workflowId, acknowledged.length);
    for (const id of acknowledged) {
      expect(runs.find((r) => r.id === id)?.status, id).toBe('succeeded');
    }
    const dashboard = z
      .object({ usedMs: z.number() })
      .parse(await api(app.url, token, 'GET', '/api/dashboard'));
    expect(dashboard.usedMs).toBe(runs.reduce((sum, r) => sum + r.processingMs, 0));
  });
});
