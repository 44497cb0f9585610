// A run that kills its server is not resumed forever (issue 49). Its step (the test-only `test.crash`,
// offered with FLOWLANE_TEST_CRASH_STEP=true) kills the process running it. The test restarts each
// process that dies, on the same data, as a supervisor would, with a short lease so the run's lease runs
// out soon after each death: the first start dies, the second dies again when it resumes the run, and
// the third fails the run (RUN_MAX_CRASHES, default 2) instead of resuming it and stays up. In embedded
// mode (one process, PGlite) and in scale mode (PostgreSQL + Redis, 1 web + 1 worker: the worker dies).

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createScratchDatabase, type RunningApp, startBuiltApp } from '../src/index.js';
import { api, demoToken, node } from './fault-support.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const MESSAGE = 'The run stopped the server it was running on 2 times and was not resumed';
/** Every start of a process that runs runs: a short lease, and the crashing step offered. */
const CRASH_ENV = { RUN_LEASE_MS: '2000', FLOWLANE_TEST_CRASH_STEP: 'true', LOG_LEVEL: 'warn' };
/** More starts than this is a crash loop: the run should stop the server twice, then never again. */
const MAX_STARTS = 5;

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
}, 120_000);

/** Signs in as the demo account and makes a workflow: started by hand, waits a second, kills its server. */
async function crashingWorkflow(base: string) {
  const token = await demoToken(base);
  const created = z
    .object({ id: z.string(), data: z.record(z.string(), z.unknown()) })
    .parse(await api(base, token, 'POST', '/api/workflow', {}));
  await api(base, token, 'PUT', `/api/workflow/${created.id}`, {
    data: created.data,
    graph: {
      schemaVersion: 1,
      // The wait lets the Run call's answer out before the first attempt kills the server.
      nodes: [
        node('start', 'trigger.manual', {}),
        node('wait', 'flow.delay', { amount: 1, unit: 'seconds' }),
        node('crash', 'test.crash', {}),
      ],
      edges: [
        { id: 'a', source: 'start', sourceHandle: null, target: 'wait' },
        { id: 'b', source: 'wait', sourceHandle: null, target: 'crash' },
      ],
    },
  });
  return { token, workflowId: created.id };
}

/** Resolves with the signal that ended the process (null: it exited by itself) once it is gone. */
function exited(app: RunningApp): Promise<NodeJS.Signals | null> {
  const child = app.process;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.signalCode);
  return new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
}

const RunView = z.object({
  id: z.string(),
  status: z.string(),
  attempts: z.number(),
  finishedAt: z.string().nullable(),
  error: z.object({ message: z.string() }).nullable(),
});

/**
 * Supervises the process that runs runs: whenever it dies, it is started again on the same data, until
 * the run is final. Answers the run as the run log shows it, how many times the run killed the process,
 * and the process left running. `start` answers undefined for a process that died before it served.
 */
async function superviseUntilFinal(options: {
  first: RunningApp;
  start: () => Promise<RunningApp | undefined>;
  run: (base: string) => Promise<z.infer<typeof RunView>>;
  base: () => string;
}) {
  let current: RunningApp | undefined = options.first;
  let starts = 1;
  let deaths = 0;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`the run never ended (${starts} starts, ${deaths} deaths)`);
    if (current) {
      const signal = await Promise.race([
        exited(current),
        new Promise<'alive'>((resolve) => setTimeout(() => resolve('alive'), 500)),
      ]);
      if (signal === 'alive') {
        const run = await options.run(options.base()).catch(() => undefined);
        if (run && run.status !== 'queued' && run.status !== 'running') return { run, deaths, app: current };
        continue;
      }
      // The run's step kills its process with SIGKILL: any other end is a failure of the test.
      expect(signal).toBe('SIGKILL');
    }
    deaths += 1;
    starts += 1;
    expect(starts, 'the run kept killing its server (a crash loop)').toBeLessThanOrEqual(MAX_STARTS);
    current = await options.start();
  }
}

/** Starts a process, or answers undefined when the run killed it before it served. */
async function startOrDie(env: Record<string, string>): Promise<RunningApp | undefined> {
  try {
    const app = await startBuiltApp(env);
    cleanup.push(() => app.stop());
    return app;
  } catch (error) {
    if (error instanceof Error && /SIGKILL/.test(error.message)) return undefined;
    throw error;
  }
}

/** A metric's value in a /metrics page (NaN when absent). */
async function metric(base: string, line: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return Number(found?.slice(line.length + 1) ?? Number.NaN);
}

/** Checks the process that stopped the run: alive, healthy, the run counted, and no loop after. */
async function expectStoppedAndHealthy(app: RunningApp) {
  expect(await metric(app.url, 'flowlane_runs_crash_stopped_total')).toBe(1);
  // Several reconciler passes later (a quarter lease each), it has neither resumed the run nor died.
  await new Promise((r) => setTimeout(r, 5_000));
  expect(app.process.exitCode).toBeNull();
  expect(app.process.signalCode).toBeNull();
  expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
  expect(await metric(app.url, 'flowlane_runs_crash_stopped_total')).toBe(1);
}

/** The run the workflow has (it has one), as the run log shows it. */
const theRun = (token: string, workflowId: string) => async (base: string) => {
  const { items } = z
    .object({ items: z.array(RunView) })
    .parse(await api(base, token, 'GET', `/api/workflow/${workflowId}/runs?pageSize=10`));
  expect(items).toHaveLength(1);
  const [run] = items;
  if (!run) throw new Error('the workflow has no run');
  return RunView.parse(await api(base, token, 'GET', `/api/run/${run.id}`));
};

describe('a run that kills its server', { timeout: 300_000 }, () => {
  it('embedded: fails after stopping the server twice; the third start stays up', async () => {
    const first = await startBuiltApp(CRASH_ENV);
    cleanup.push(() => first.stop());
    const env = { ...CRASH_ENV, DATA_DIR: first.dataDir };
    const { token, workflowId } = await crashingWorkflow(first.url);
    const { runId } = z
      .object({ runId: z.string() })
      .parse(await api(first.url, token, 'POST', `/api/workflow/${workflowId}/run`, {}));
    let current = first;

    const { run, deaths, app } = await superviseUntilFinal({
      first,
      start: async () => {
        const next = await startOrDie(env);
        if (next) current = next;
        return next;
      },
      run: theRun(token, workflowId),
      base: () => current.url,
    });

    expect(deaths).toBe(2);
    expect(run).toMatchObject({ id: runId, status: 'failed', attempts: 2, error: { message: MESSAGE } });
    expect(run.finishedAt).not.toBeNull();
    await expectStoppedAndHealthy(app);
  });

  it('PostgreSQL + Redis: the worker fails the run after it killed two workers; no job brings it back', async () => {
    const database = await createScratchDatabase('flowlane_crash_loop');
    cleanup.push(() => database.drop());
    const env = {
      ...CRASH_ENV,
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_PREFIX: `crash_loop_${Date.now()}`,
      // One cluster: every process signs and reads the same tokens.
      JWT_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    };
    const web = await startBuiltApp({ ...env, ROLE: 'web' });
    cleanup.push(() => web.stop());
    const worker = await startBuiltApp({ ...env, ROLE: 'worker' });
    cleanup.push(() => worker.stop());
    const { token, workflowId } = await crashingWorkflow(web.url);
    const { runId } = z
      .object({ runId: z.string() })
      .parse(await api(web.url, token, 'POST', `/api/workflow/${workflowId}/run`, {}));

    const { run, deaths, app } = await superviseUntilFinal({
      first: worker,
      start: () => startOrDie({ ...env, ROLE: 'worker' }),
      run: theRun(token, workflowId),
      base: () => web.url,
    });

    expect(deaths).toBe(2);
    expect(run).toMatchObject({ id: runId, status: 'failed', attempts: 2, error: { message: MESSAGE } });
    expect(run.finishedAt).not.toBeNull();
    // The run's final state and its one ledger row, as the database holds them.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const stored = await client.query(
        `select r.crashes, (select count(*)::int from usage_ledger l where l.run_id = r.id) as ledger
         from runs r where r.id = $1`,
        [runId],
      );
      expect(stored.rows).toEqual([{ crashes: 2, ledger: 1 }]);
    } finally {
      await client.end();
    }
    // The job the dead worker held comes back (stalled) and ends without running anything: no job is left.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const live = await Promise.all(
        ['waiting', 'active', 'delayed', 'prioritized'].map((state) =>
          metric(app.url, `flowlane_queue_jobs{state="${state}"}`),
        ),
      );
      if (live.every((n) => n === 0)) break;
      if (Date.now() > deadline) throw new Error(`jobs left in the queue: ${live.join(', ')}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    await expectStoppedAndHealthy(app);
    expect(web.process.exitCode).toBeNull();
    expect((await fetch(`${web.url}/api/health`)).status).toBe(200);
  });
});
