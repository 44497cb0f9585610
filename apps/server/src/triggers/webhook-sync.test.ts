import { RunDetail, WorkflowResponse } from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, login } from '../accounts/test-support.js';
import { runsRepository, teamsRepository, usersRepository } from '../db/index.js';
import { chain, node } from '../runs/test-support.js';
import { testCatalog } from '../testing/catalog.js';
import { createTestServer, type TestServer, testDatabaseKinds, testQueueModes } from '../testing/index.js';

type Graph = WorkflowResponse['graph'];

/** A signed-in account on `server` that makes synchronous webhook workflows. */
async function syncHooks(server: TestServer) {
  const account = await activeAccount(server, 'sync-reply');
  const { token } = z
    .object({ token: z.string() })
    .parse((await login(server, account.email, account.password)).json());
  const headers = bearer(token);
  const user = await usersRepository(server.ctx.database.db).findByEmail(account.email);
  return {
    headers,
    teamId: user?.defaultTeamId ?? '',
    async hook(graph: Graph) {
      const created = WorkflowResponse.parse(
        (await server.app.inject({ method: 'POST', url: '/api/workflow', headers, payload: {} })).json(),
      );
      const saved = await server.app.inject({
        method: 'PUT',
        url: `/api/workflow/${created.id}`,
        headers,
        payload: { data: { ...created.data, webhook: { active: true, responseMode: 'sync' } }, graph },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      return `/hooks/${WorkflowResponse.parse(saved.json()).hookId}`;
    },
  };
}

const combinations = testDatabaseKinds().flatMap((kind) =>
  testQueueModes()
    .filter((queue) => queue.name === 'embedded' || kind === 'postgres')
    .map((queue) => ({ kind, queue, label: `${kind} with the ${queue.name} queue` })),
);

describe.each(combinations)('a synchronous webhook on $label', ({ kind, queue }) => {
  let server: TestServer;
  let hooks: Awaited<ReturnType<typeof syncHooks>>;

  beforeAll(async () => {
    server = await createTestServer(
      kind,
      { ...queue.env, WEBHOOK_SYNC_TIMEOUT_MS: '2000' },
      { catalog: testCatalog() },
    );
    hooks = await syncHooks(server);
  });
  afterAll(() => server.close());

  it('answers 202 when the workflow does not reply in time, and the run goes on to its end', async () => {
    const url = await hooks.hook(chain(node('t', 'test.trigger'), node('d', 'test.delay', { ms: 3500 })));
    const response = await server.app.inject({ method: 'POST', url, payload: {} });
    expect(response.statusCode).toBe(202);
    const body = z
      .object({ runId: z.string(), status: z.string(), message: z.string() })
      .parse(response.json());
    expect(body).toMatchObject({
      status: 'running',
      message: 'The workflow did not reply within 2 seconds; it goes on running.',
    });
    for (let i = 0; i < 100; i++) {
      const run = RunDetail.parse(
        (
          await server.app.inject({ method: 'GET', url: `/api/run/${body.runId}`, headers: hooks.headers })
        ).json(),
      );
      if (run.status === 'succeeded') return;
      expect(['queued', 'running']).toContain(run.status);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the run did not finish after its reply timed out');
  });

  it('answers with the output when the run finishes without a reply step', async () => {
    const url = await hooks.hook(chain(node('t', 'test.trigger'), node('s', 'test.set', { value: 'done' })));
    const response = await server.app.inject({ method: 'POST', url, payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'succeeded', output: { value: 'done' } });
  });

  it('answers 422 with the reason when the run fails before replying', async () => {
    const url = await hooks.hook(
      chain(node('t', 'test.trigger'), node('f', 'test.fail', { message: 'the API said no', kind: 'user' })),
    );
    const response = await server.app.inject({ method: 'POST', url, payload: {} });
    expect(response.statusCode, response.body).toBe(422);
    const body = z
      .object({ message: z.string(), code: z.string(), runId: z.string() })
      .parse(response.json());
    expect(body.code).toBe('UNPROCESSABLE');
    expect(body.message).toContain('The workflow run failed:');
    expect(body.message).toContain('the API said no');
  });

  it('answers calls that find their team at its concurrency in turn, each run started by the finish before it', async () => {
    await teamsRepository(server.ctx.database.db).setPlan(hooks.teamId, 'basic'); // webhooks, one run at a time
    const counted = async () => {
      const metrics = (await server.app.inject({ method: 'GET', url: '/metrics' })).body;
      const counter = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(metrics)?.[1] ?? 0);
      return {
        claimedOnFinish: counter('flowlane_runs_claimed_on_finish_total'),
        inMemory: counter('flowlane_runs_started_in_memory_total'),
      };
    };
    const before = await counted();
    try {
      const url = await hooks.hook(
        chain(
          node('t', 'test.trigger'),
          node('d', 'test.delay', { ms: 150 }),
          node('r', 'test.respond', { status: 200, body: '{{ trigger.body }}' }),
        ),
      );
      const responses = await Promise.all(
        [1, 2, 3].map((call) => server.app.inject({ method: 'POST', url, payload: { call } })),
      );
      expect(responses.map((r) => [r.statusCode, r.json()])).toEqual([
        [200, { call: 1 }],
        [200, { call: 2 }],
        [200, { call: 3 }],
      ]);
      const runs = (await runsRepository(server.ctx.database.db).recentForTeam(hooks.teamId, 3)).map(
        ({ run }) => [run.startedAt?.getTime() ?? 0, run.finishedAt?.getTime() ?? 0] as const,
      );
      runs.sort((a, b) => a[0] - b[0]);
      for (let i = 1; i < runs.length; i++) expect(runs[i]![0]).toBeGreaterThanOrEqual(runs[i - 1]![1]);
      const after = await counted();
      const claimedOnFinish = after.claimedOnFinish - before.claimedOnFinish;
      const inMemory = after.inMemory - before.inMemory;
      if (kind === 'pglite') {
        // The embedded server starts the first run in memory at once; each of the others starts either
        // in memory as the run before it ends or, once it waited a moment, from the queue, claimed by
        // that run's finish. None takes a claim of its own.
        expect(inMemory).toBeGreaterThanOrEqual(1);
        expect(inMemory + claimedOnFinish).toBe(3);
      } else {
        expect(inMemory).toBe(0);
        expect(claimedOnFinish).toBeGreaterThanOrEqual(2);
      }
    } finally {
      await teamsRepository(server.ctx.database.db).setPlan(hooks.teamId, 'free-trial');
    }
  });
});

const redis = testQueueModes().find((mode) => mode.name === 'redis');
const clusters = testDatabaseKinds().includes('postgres') && redis ? [redis] : [];

describe.each(clusters)('a synchronous webhook answered by another process', (mode) => {
  let web: TestServer;
  let worker: TestServer;

  beforeAll(async () => {
    web = await createTestServer('postgres', { ...mode.env, ROLE: 'web' }, { catalog: testCatalog() });
    worker = await createTestServer(
      'postgres',
      { ...mode.env, ROLE: 'worker', DATABASE_URL: web.ctx.config.databaseUrl ?? '' },
      { catalog: testCatalog() },
    );
  });
  afterAll(async () => {
    await worker?.close();
    await web?.close();
  });

  it('relays the reply a worker process made, over Redis', async () => {
    const hooks = await syncHooks(web);
    const url = await hooks.hook(
      chain(
        node('t', 'test.trigger'),
        node('r', 'test.respond', { status: 201, body: '{{ trigger.body }}' }),
      ),
    );
    const response = await web.app.inject({ method: 'POST', url, payload: { from: 'the web process' } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ from: 'the web process' });
    // The worker ran it: it is the run's lease owner, and the web process never works runs.
    const runs = await runsRepository(web.ctx.database.db).recentForTeam(hooks.teamId, 1);
    expect(runs[0]?.run.leaseOwner).toBe(worker.ctx.runtime.owner);
    expect(runs[0]?.run.leaseOwner).not.toBe(web.ctx.runtime.owner);
  });
});
