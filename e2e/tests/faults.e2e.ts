// Fault tests against the built server, from outside, counting every acknowledged webhook against the
// runs stored: PostgreSQL connections terminated mid-load (scale mode and the embedded queue), a private
// Redis killed and restarted, a worker killed twice in a row on the same run, a scheduler killed between
// a tick's claim and its run, and a killed embedded server restarted. Each checks: every acknowledged
// webhook → exactly one finished run, none stuck, no process died, one ledger row per finished run.
// The machine's own PostgreSQL and Redis are never stopped: other tests use them.
import { type ChildProcess, spawn } from 'node:child_process';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createScratchDatabase,
  freePort,
  type RunningApp,
  type ScratchDatabase,
  startBuiltApp,
} from '../src/index.js';
import { api, demoToken, newWorkflow, node } from './fault-support.js';

const LEASE_MS = 3000;

/**
 * Signs in as the demo account and makes a workflow whose run waits `ms`, then sets a value: a webhook
 * workflow, or (with `scheduled`) one started every minute.
 */
async function delayWorkflow(base: string, ms: number, scheduled = false) {
  const token = await demoToken(base);
  const created = await newWorkflow(base, token);
  const schedule = z
    .object({ period: z.record(z.string(), z.unknown()) })
    .passthrough()
    .parse(created.data.schedule);
  await api(base, token, 'PUT', `/api/workflow/${created.id}`, {
    data: scheduled
      ? {
          ...created.data,
          schedule: { ...schedule, active: true, period: { ...schedule.period, type: 'minute', value: 1 } },
        }
      : { ...created.data, webhook: { active: true, responseMode: 'async' } },
    graph: {
      schemaVersion: 1,
      nodes: [
        node('hook', scheduled ? 'trigger.schedule' : 'trigger.webhook', {}),
        node('wait', 'flow.delay', { amount: ms / 1000, unit: 'seconds' }),
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

/** A webhook workflow that replies synchronously (its run's output), for the outage test. */
async function syncWorkflow(base: string, token: string) {
  const created = await newWorkflow(base, token);
  await api(base, token, 'PUT', `/api/workflow/${created.id}`, {
    data: { ...created.data, webhook: { active: true, responseMode: 'sync' } },
    graph: {
      schemaVersion: 1,
      nodes: [node('hook', 'trigger.webhook', {}), node('done', 'data.set', { values: { ok: true } })],
      edges: [{ id: 'a', source: 'hook', sourceHandle: null, target: 'done' }],
    },
  });
  return { workflowId: created.id, hookUrl: `${base}/hooks/${created.hookId}` };
}

/** Sends webhooks `count` at a time; only a 202 is a promise (a 503 during a database outage is not). */
function webhookLoad(hookUrl: string) {
  const acknowledged: string[] = [];
  const refused: number[] = [];
  let sent = 0;
  const fire = async () => {
    const n = sent++;
    const response = await fetch(hookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ n }),
      signal: AbortSignal.timeout(15_000),
    }).catch(() => undefined);
    if (response?.status === 202) {
      acknowledged.push(z.object({ runId: z.string() }).parse(await response.json()).runId);
    } else {
      refused.push(response?.status ?? 0);
      if (response?.status === 503) {
        // Back-pressure, not an error: a clear message, the request id, and when to come back.
        expect(response.headers.get('retry-after')).toBe('5');
        const body = z
          .object({ message: z.string(), code: z.string(), requestId: z.string() })
          .parse(await response.json());
        expect(body.code).toBe('SERVICE_UNAVAILABLE');
        expect(body.message).toMatch(/unreachable right now/);
      }
    }
  };
  const send = async (count: number, parallel = 4) => {
    let left = count;
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (left-- > 0) await fire();
      }),
    );
  };
  return {
    acknowledged,
    refused,
    /** `count` webhooks, `parallel` in flight at a time. */
    send,
    /** `count` webhooks, and `fault` once about a third of them are acknowledged (mid-load). */
    async sendWith(count: number, fault: () => Promise<unknown>) {
      const target = acknowledged.length + Math.ceil(count / 3);
      let done = false;
      const sending = send(count).finally(() => {
        done = true;
      });
      while (!done && acknowledged.length < target) await new Promise((r) => setTimeout(r, 20));
      await fault();
      await sending;
    },
  };
}

/** The runs of a workflow as the database holds them (the truth the fault tests check). */
async function storedRuns(databaseUrl: string, workflowId: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const runs = await client.query(
      'select id, status, attempts, lease_owner, processing_ms from runs where workflow_id = $1',
      [workflowId],
    );
    const ledger = await client.query(
      'select l.run_id, l.processing_ms from usage_ledger l join runs r on r.id = l.run_id where r.workflow_id = $1',
      [workflowId],
    );
    const Row = z.object({
      id: z.string(),
      status: z.string(),
      attempts: z.number(),
      lease_owner: z.string().nullable(),
      processing_ms: z.coerce.number(),
    });
    return {
      runs: runs.rows.map((row) => Row.parse(row)),
      ledger: ledger.rows.map((row) =>
        z.object({ run_id: z.string(), processing_ms: z.coerce.number() }).parse(row),
      ),
    };
  } finally {
    await client.end();
  }
}

/**
 * Waits until no run of the workflow is queued or running, then checks the promises: every acknowledged
 * webhook has exactly one run, finished as succeeded; no run is stuck; each finished run has exactly
 * one ledger row, with its processing time.
 */
async function expectEveryAcknowledgedRunOnce(
  databaseUrl: string,
  workflowId: string,
  acknowledged: string[],
) {
  const deadline = Date.now() + 90_000;
  let stored = await storedRuns(databaseUrl, workflowId);
  while (stored.runs.some((r) => r.status === 'queued' || r.status === 'running')) {
    if (Date.now() > deadline) {
      const stuck = stored.runs.filter((r) => r.status === 'queued' || r.status === 'running');
      throw new Error(`runs stuck: ${JSON.stringify(stuck)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
    stored = await storedRuns(databaseUrl, workflowId);
  }
  const byId = new Map(stored.runs.map((r) => [r.id, r]));
  expect(new Set(acknowledged).size).toBe(acknowledged.length);
  for (const id of acknowledged) expect(byId.get(id)?.status, id).toBe('succeeded');
  // Every finished run (acknowledged or not: a request cut by the blip may still have stored one).
  expect(stored.runs.every((r) => r.status === 'succeeded')).toBe(true);
  expect(stored.ledger.length).toBe(stored.runs.length);
  const ledgerByRun = new Map(stored.ledger.map((l) => [l.run_id, l.processing_ms]));
  for (const run of stored.runs) expect(ledgerByRun.get(run.id), run.id).toBe(run.processing_ms);
  return stored;
}

/** Terminates every connection of the app to its database (as a failover or a restart would). */
async function terminateConnections(database: ScratchDatabase): Promise<number> {
  const name = new URL(database.url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: database.url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    const terminated = result.rowCount ?? 0;
    if (terminated === 0) throw new Error('no connection of the app to terminate');
    return terminated;
  } finally {
    await admin.end();
  }
}

/** A Redis of the test's own, on a free port: killing it touches nobody else's Redis. */
async function privateRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const deadline = Date.now() + 10_000;
    for (;;) {
      const up = await new Promise<boolean>((resolve) => {
        import('node:net').then(({ connect }) => {
          const socket = connect(port, '127.0.0.1');
          socket.once('connect', () => {
            socket.destroy();
            resolve(true);
          });
          socket.once('error', () => resolve(false));
        });
      });
      if (up) return;
      if (Date.now() > deadline) throw new Error('the private redis-server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    kill: () =>
      new Promise<void>((done) => {
        if (!child || child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGKILL');
      }),
  };
}

const sigkill = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });

/** Every line a process printed is a JSON log line (no raw stack traces next to them). */
function expectJsonLines(output: string[]) {
  const raw = output.filter((line) => {
    try {
      JSON.parse(line);
      return false;
    } catch {
      return true;
    }
  });
  expect(raw, raw.slice(0, 5).join('\n')).toEqual([]);
}

type Cluster = {
  web: RunningApp;
  workers: RunningApp[];
  outputs: Map<RunningApp, string[]>;
  database: ScratchDatabase;
  env: Record<string, string>;
  startWorker(role?: string): Promise<RunningApp>;
  alive(): void;
};

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
}, 120_000);

/**
 * 1 web + `workers` workers on a fresh database and the given Redis (none: the embedded queue on
 * PostgreSQL), with `more` settings.
 */
async function cluster(
  workers: number,
  redisUrl: string | undefined,
  more: Record<string, string> = {},
): Promise<Cluster> {
  const database = await createScratchDatabase('flowlane_fault');
  cleanup.push(() => database.drop());
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    RUN_LEASE_MS: String(LEASE_MS),
    SHUTDOWN_GRACE_MS: '2000',
    LOG_LEVEL: 'warn',
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: `fault_${Date.now()}` } : {}),
    ...more,
  };
  const outputs = new Map<RunningApp, string[]>();
  const started: RunningApp[] = [];
  const start = async (role: string) => {
    const output: string[] = [];
    const app = await startBuiltApp({ ...env, ROLE: role }, { output });
    outputs.set(app, output);
    started.push(app);
    cleanup.push(() => app.stop());
    return app;
  };
  const web = await start(redisUrl ? 'web' : 'all');
  const list: RunningApp[] = [];
  for (let i = 0; i < workers; i++) list.push(await start('worker'));
  return {
    web,
    workers: list,
    outputs,
    database,
    env,
    startWorker: (role = 'worker') => start(role),
    alive() {
      for (const app of started) {
        if (app.process.signalCode === 'SIGKILL') continue; // killed by the test on purpose
        expect(app.process.exitCode, `process ${app.process.pid} died`).toBeNull();
      }
    },
  };
}

// Killing, restarting and waiting out leases takes a while on a busy 2-core machine.
describe('runs survive faults', { timeout: 180_000 }, () => {
  it('scale mode: PostgreSQL connections terminated twice mid-load', async () => {
    const redis = await privateRedis();
    cleanup.push(() => redis.kill());
    const c = await cluster(2, redis.url);
    const { workflowId, hookUrl } = await delayWorkflow(c.web.url, 300);
    const load = webhookLoad(hookUrl);
    for (let blip = 0; blip < 2; blip++) await load.sendWith(20, () => terminateConnections(c.database));
    await load.send(20);
    expect(load.acknowledged.length).toBeGreaterThanOrEqual(30);
    await expectEveryAcknowledgedRunOnce(c.database.url, workflowId, load.acknowledged);
    c.alive();
    for (const output of c.outputs.values()) expectJsonLines(output);
  });

  it('embedded queue on PostgreSQL: connections terminated twice mid-load', async () => {
    const c = await cluster(0, undefined);
    const { workflowId, hookUrl } = await delayWorkflow(c.web.url, 300);
    const load = webhookLoad(hookUrl);
    for (let blip = 0; blip < 2; blip++) await load.sendWith(15, () => terminateConnections(c.database));
    await load.send(15);
    expect(load.acknowledged.length).toBeGreaterThanOrEqual(20);
    await expectEveryAcknowledgedRunOnce(c.database.url, workflowId, load.acknowledged);
    c.alive();
  });

  it('Redis killed mid-load and restarted: every call acknowledged, every acknowledged run once, outage logged once', async () => {
    const redis = await privateRedis();
    cleanup.push(() => redis.kill());
    const c = await cluster(2, redis.url);
    const { token, workflowId, hookUrl } = await delayWorkflow(c.web.url, 300);
    const load = webhookLoad(hookUrl);
    await load.sendWith(30, () => redis.kill());
    // The web process notices and says so in health; intake goes on, storing runs in the database.
    const deadline = Date.now() + 15_000;
    for (;;) {
      const health = await fetch(`${c.web.url}/api/health`);
      const body = z
        .object({ status: z.string(), queue: z.object({ ok: z.boolean() }) })
        .parse(await health.json());
      if (health.status === 503 && body.status === 'degraded' && !body.queue.ok) break;
      if (Date.now() > deadline) throw new Error('health never reported Redis down');
      await new Promise((r) => setTimeout(r, 200));
    }
    await load.send(10);
    // A synchronous webhook cannot wait for its reply now: 202 with its stored run.
    const sync = await syncWorkflow(c.web.url, token);
    const syncAnswer = await fetch(sync.hookUrl, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(syncAnswer.status).toBe(202);
    const syncRun = z.object({ runId: z.string(), message: z.string() }).parse(await syncAnswer.json());
    expect(syncRun.message).toMatch(/starts when the queue is back/);
    await new Promise((r) => setTimeout(r, 2000)); // a few reconnect attempts
    await redis.start();
    const back = Date.now() + 20_000;
    while (!(await fetch(`${c.web.url}/api/health`)).ok) {
      if (Date.now() > back) throw new Error('health did not recover after Redis came back');
      await new Promise((r) => setTimeout(r, 200));
    }
    await load.send(15);
    expect(load.refused, 'every call is acknowledged').toEqual([]);
    expect(load.acknowledged.length).toBe(55);
    await expectEveryAcknowledgedRunOnce(c.database.url, workflowId, load.acknowledged);
    await expectEveryAcknowledgedRunOnce(c.database.url, sync.workflowId, [syncRun.runId]);
    c.alive();
    for (const output of c.outputs.values()) {
      expectJsonLines(output);
      const downs = output.filter(
        (line) => line.includes('"event":"dependency_down"') && line.includes('redis'),
      );
      expect(downs.length).toBeLessThanOrEqual(1);
    }
    const web = c.outputs.get(c.web) ?? [];
    expect(web.filter((line) => line.includes('"event":"dependency_up"')).length).toBe(1);
  });

  it('a worker killed with kill -9 twice in a row on the same run: resumed each time within the lease', async () => {
    const redis = await privateRedis();
    cleanup.push(() => redis.kill());
    // Two crashes of one run: the default RUN_MAX_CRASHES (2) would fail it (crash-loop.e2e.ts) instead.
    const c = await cluster(3, redis.url, { RUN_MAX_CRASHES: '3' });
    const { workflowId, hookUrl } = await delayWorkflow(c.web.url, 6000);
    const load = webhookLoad(hookUrl);
    await load.send(1, 1);
    const [runId] = load.acknowledged;
    const byPid = new Map(c.workers.map((w) => [w.process.pid, w]));
    const holder = async (except: number[]) => {
      const deadline = Date.now() + LEASE_MS + 20_000;
      for (;;) {
        const run = (await storedRuns(c.database.url, workflowId)).runs.find((r) => r.id === runId);
        const pid = Number(run?.lease_owner?.split(':')[1]);
        if (run?.status === 'running' && byPid.has(pid) && !except.includes(pid))
          return { pid, attempts: run.attempts };
        if (Date.now() > deadline) throw new Error(`the run was not resumed: ${JSON.stringify(run)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const first = await holder([]);
    await new Promise((r) => setTimeout(r, 500)); // inside its Delay
    const killedFirst = Date.now();
    await sigkill(byPid.get(first.pid)?.process ?? c.web.process);
    const second = await holder([first.pid]);
    const resumedAfter = Date.now() - killedFirst;
    expect(resumedAfter).toBeLessThan(LEASE_MS + 10_000);
    expect(second.attempts).toBe(first.attempts + 1);
    await new Promise((r) => setTimeout(r, 500));
    const killedSecond = Date.now();
    await sigkill(byPid.get(second.pid)?.process ?? c.web.process);
    const third = await holder([first.pid, second.pid]);
    expect(Date.now() - killedSecond).toBeLessThan(LEASE_MS + 10_000);
    expect(third.attempts).toBe(second.attempts + 1);

    const stored = await expectEveryAcknowledgedRunOnce(c.database.url, workflowId, load.acknowledged);
    const run = stored.runs.find((r) => r.id === runId);
    // The third worker finished it: the finisher stays in lease_owner.
    expect(Number(run?.lease_owner?.split(':')[1])).toBe(third.pid);
    expect(run?.attempts).toBe(third.attempts);
    c.alive();
  });

  it('a scheduler killed between a tick’s claim and its run: the tick fires once, later', async () => {
    const redis = await privateRedis();
    cleanup.push(() => redis.kill());
    const c = await cluster(1, redis.url);
    const { workflowId } = await delayWorkflow(c.web.url, 10, true);
    const admin = new pg.Client({ connectionString: c.database.url });
    await admin.connect();
    cleanup.push(() => admin.end());
    // A tick is due: the last one fired three minutes ago (in milliseconds, as the server writes it).
    await admin.query(
      `update workflows set last_scheduled_at = date_trunc('milliseconds', now() - interval '3 minutes') where id = $1`,
      [workflowId],
    );
    // Inserts into runs wait behind this lock, so the scheduler stops right after claiming the tick.
    const blocker = new pg.Client({ connectionString: c.database.url });
    await blocker.connect();
    cleanup.push(() => blocker.end());
    await blocker.query('begin');
    await blocker.query('lock table runs in share mode');
    const scheduler = await c.startWorker('scheduler');
    const name = new URL(c.database.url).pathname.slice(1);
    let waiting: number | undefined;
    const deadline = Date.now() + 30_000;
    while (waiting === undefined) {
      const rows = await admin.query(
        `select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and query ilike 'insert into "runs"%'`,
        [name],
      );
      waiting = rows.rows[0]?.pid;
      if (Date.now() > deadline) {
        const activity = await admin.query(
          'select pid, state, wait_event_type, left(query, 120) as query from pg_stat_activity where datname = $1',
          [name],
        );
        const workflow = await admin.query(
          'select schedule_cron, last_scheduled_at, enabled from workflows where id = $1',
          [workflowId],
        );
        throw new Error(
          `the scheduler never tried to store the run: ${JSON.stringify({ activity: activity.rows, workflow: workflow.rows })}`,
        );
      }
      if (waiting === undefined) await new Promise((r) => setTimeout(r, 100));
    }
    await sigkill(scheduler.process);
    await blocker.query('rollback');
    // Its transaction (the tick's claim with it) is rolled back when PostgreSQL sees the client gone.
    const gone = Date.now() + 20_000;
    while ((await admin.query('select 1 from pg_stat_activity where pid = $1', [waiting])).rowCount) {
      if (Date.now() > gone) throw new Error('the killed scheduler’s backend stayed');
      await new Promise((r) => setTimeout(r, 100));
    }
    const unclaimed = await admin.query(
      "select last_scheduled_at < now() - interval '2 minutes' as old from workflows where id = $1",
      [workflowId],
    );
    expect(unclaimed.rows[0]?.old).toBe(true);
    expect((await storedRuns(c.database.url, workflowId)).runs).toEqual([]);

    const restartedAt = new Date();
    await c.startWorker('scheduler');
    const fired = Date.now() + 30_000;
    while ((await storedRuns(c.database.url, workflowId)).runs.length === 0) {
      if (Date.now() > fired) throw new Error('the tick never fired after the restart');
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 6000)); // one more scheduler pass
    await expectEveryAcknowledgedRunOnce(c.database.url, workflowId, []);
    // The overdue tick fired exactly once. The schedule is every minute, so a pass may also have fired the
    // next minute's tick by now: that one is a tick of its own, and no tick fired twice.
    const ticks = (
      await admin.query("select trigger_data->>'scheduledAt' as at from runs where workflow_id = $1", [
        workflowId,
      ])
    ).rows.map((row) => new Date(String(row.at)));
    expect(ticks.filter((at) => at < restartedAt)).toHaveLength(1);
    expect(new Set(ticks.map((at) => at.getTime())).size).toBe(ticks.length);
    c.alive();
  });

  it('embedded: a killed server, restarted, resumes every acknowledged run, once', async () => {
    const first = await startBuiltApp({ RUN_LEASE_MS: '2000' });
    const { token, workflowId, hookUrl } = await delayWorkflow(first.url, 3000);
    const load = webhookLoad(hookUrl);
    await load.send(3, 1);
    await new Promise((r) => setTimeout(r, 1000)); // they are inside the Delay now
    await sigkill(first.process);

    const second = await startBuiltApp({ RUN_LEASE_MS: '2000', DATA_DIR: first.dataDir });
    cleanup.push(() => second.stop());
    const Run = z.object({
      id: z.string(),
      status: z.string(),
      attempts: z.number(),
      processingMs: z.number(),
    });
    const deadline = Date.now() + 60_000;
    let runs: z.infer<typeof Run>[] = [];
    for (;;) {
      runs = z
        .object({ items: z.array(Run) })
        .parse(await api(second.url, token, 'GET', `/api/workflow/${workflowId}/runs?pageSize=100`)).items;
      if (runs.length === 3 && runs.every((r) => r.status === 'succeeded')) break;
      if (Date.now() > deadline) throw new Error(`runs did not finish: ${JSON.stringify(runs)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(runs.map((r) => r.id).sort()).toEqual([...load.acknowledged].sort());
    expect(runs.every((r) => r.attempts === 2)).toBe(true);
    const dashboard = z
      .object({ usedMs: z.number() })
      .parse(await api(second.url, token, 'GET', '/api/dashboard'));
    // The ledger holds each run once: its total is the sum of the runs' own processing times.
    expect(dashboard.usedMs).toBe(runs.reduce((sum, r) => sum + r.processingMs, 0));
  });
});
