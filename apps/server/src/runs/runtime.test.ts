import {
  DashboardSummary,
  MESSAGES,
  RunQueuedResponse,
  WORKFLOW_SCHEMA_VERSION,
  WorkflowResponse,
} from '@flowlane/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runsRepository, teamsRepository } from '../db/index.js';
import { rowsOf } from '../db/repositories/rows.js';
import { type Client, signedInClient } from '../testing/api-client.js';
import { Gate, testCatalog } from '../testing/catalog.js';
import { edge, type Graph, graphOf, node } from '../testing/graphs.js';
import { createTestServer, type TestServer, testDatabaseKinds, testQueueModes } from '../testing/index.js';

const combinations = testDatabaseKinds().flatMap((kind) =>
  testQueueModes()
    // Redis mode runs with PostgreSQL, as in production; PGlite stays embedded.
    .filter((queue) => queue.name === 'embedded' || kind === 'postgres')
    .map((queue) => ({ kind, queue, label: `${kind} with the ${queue.name} queue` })),
);

describe.each(combinations)('runtime on $label', ({ kind, queue }) => {
  let server: TestServer;
  let client: Client;
  let teamId: string;

  beforeAll(async () => {
    server = await createTestServer(kind, queue.env, { catalog: testCatalog() });
    client = await signedInClient(server, 'runtime');
    teamId = client.teamId;
  });
  afterAll(() => server.close());

  const simpleGraph: Graph = graphOf(
    [node('t', 'test.trigger'), node('s', 'test.set', { doubled: '{{ trigger.n * 2 }}' }, 200)],
    [edge('t', 's')],
  );

  it('creates a workflow with exactly the spec defaults', async () => {
    const response = await client.call('POST', '/api/workflow', {});
    expect(response.statusCode).toBe(201);
    const workflow = WorkflowResponse.parse(response.json());
    expect(workflow.data).toMatchObject({
      title: '*Untitled',
      description: '*Untitled Workflow',
      categories: [],
      enabled: true,
      webhook: { active: false },
      schedule: {
        active: false,
        cronExpression: '* * * * *',
        textExpression: 'Schedule is disabled',
        period: { daily_value: '2020-01-01 00:00' },
        schedule: { minute: '*', hour: '*', dayOfMonth: '*', month: '*', dayOfWeek: '*' },
      },
      view: {
        zoom: 1,
        minZoom: 0,
        maxZoom: 2,
        pan: { x: 200, y: 200 },
        zooming: true,
        panning: true,
        boxSelection: true,
        renderer: 'canvas',
      },
    });
    expect(workflow.version).toBe(1);
  });

  it('runs a workflow by hand, answering at once, and logs every step', async () => {
    const workflow = await client.createWorkflow(simpleGraph);
    const usedBefore = await runsRepository(server.ctx.database.db).usageSince(teamId, new Date(0));
    const response = await client.call('POST', `/api/workflow/${workflow.id}/run`, { n: 21 });
    expect(response.statusCode).toBe(202);
    const queued = RunQueuedResponse.parse(response.json());
    expect(queued.message).toBe(MESSAGES.workflowQueued);
    const run = await client.finished(queued.runId);
    expect(run.status).toBe('succeeded');
    expect(run.trigger).toBe('manual');
    expect(run.steps.map((s) => [s.nodeId, s.status])).toEqual([
      ['t', 'succeeded'],
      ['s', 'succeeded'],
    ]);
    expect(run.steps[1]?.output).toEqual({ doubled: 42 });
    // Metered once: the team's usage grew by the run's own processing time.
    const usage = await runsRepository(server.ctx.database.db).usageSince(teamId, new Date(0));
    expect(usage - usedBefore).toBe(run.processingMs);
  });

  it('lists each workflow with its newest run, and none for a workflow that never ran', async () => {
    const ran = await client.createWorkflow(simpleGraph, { title: 'Ran twice' });
    const idle = await client.createWorkflow(simpleGraph, { title: 'Never ran' });
    const runIds: string[] = [];
    for (const n of [1, 2]) {
      const runId = await client.run(ran.id, { n });
      await client.finished(runId);
      runIds.push(runId);
    }
    const list = z
      .object({
        items: z.array(
          z.object({ id: z.string(), lastRun: z.object({ id: z.string(), status: z.string() }).nullable() }),
        ),
      })
      .parse((await client.call('GET', '/api/workflow?pageSize=100')).json());
    expect(list.items.find((w) => w.id === ran.id)?.lastRun).toEqual(
      expect.objectContaining({ id: runIds[1], status: 'succeeded' }),
    );
    expect(list.items.find((w) => w.id === idle.id)?.lastRun).toBeNull();
  });

  it('saves every version, lists them and restores an old one', async () => {
    const workflow = await client.createWorkflow(simpleGraph, { title: 'Versioned' });
    await client.call('PUT', `/api/workflow/${workflow.id}`, {
      data: { ...workflow.data, title: 'Renamed' },
      graph: workflow.graph,
    });
    const versions = z
      .object({ versions: z.array(z.object({ version: z.number() })) })
      .parse((await client.call('GET', `/api/workflow/${workflow.id}/versions`)).json());
    expect(versions.versions.map((v) => v.version)).toEqual([3, 2, 1]);
    const restored = WorkflowResponse.parse(
      (await client.call('POST', `/api/workflow/${workflow.id}/versions/2/restore`)).json(),
    );
    expect(restored.data.title).toBe('Versioned');
    expect(restored.version).toBe(4);
  });

  it('stores a webhook request with its run and answers 202 with the run id', async () => {
    const graph: Graph = {
      ...simpleGraph,
      nodes: [node('t', 'test.trigger'), node('s', 'test.set', { doubled: '{{ trigger.body.n * 2 }}' }, 200)],
    };
    const workflow = await client.createWorkflow(graph, { webhook: { active: true, responseMode: 'async' } });
    const response = await server.app.inject({
      method: 'POST',
      url: `/hooks/${workflow.hookId}?source=test`,
      payload: { n: 5 },
    });
    expect(response.statusCode).toBe(202);
    const { runId } = z.object({ runId: z.string() }).parse(response.json());
    const run = await client.finished(runId);
    expect(run.trigger).toBe('webhook');
    expect(run.triggerData).toMatchObject({ method: 'POST', query: { source: 'test' }, body: { n: 5 } });
    expect(run.steps[1]?.output).toEqual({ doubled: 10 });
  });

  it.each([
    ['application/x-www-form-urlencoded', 'a=1&b=two', { a: '1', b: 'two' }],
    ['text/plain', 'hello', 'hello'],
    ['application/octet-stream', 'bytes', { base64: Buffer.from('bytes').toString('base64'), size: 5 }],
  ])('parses a %s webhook body by its declared type', async (contentType, payload, expected) => {
    const workflow = await client.createWorkflow(simpleGraph, {
      webhook: { active: true, responseMode: 'async' },
    });
    const response = await server.app.inject({
      method: 'POST',
      url: `/hooks/${workflow.hookId}`,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(202);
    const run = await client.finished(z.object({ runId: z.string() }).parse(response.json()).runId);
    expect(run.triggerData).toMatchObject({ body: expected });
  });

  it('replies synchronously from a Webhook Response step', async () => {
    const graph: Graph = graphOf(
      [
        node('t', 'test.trigger'),
        node('r', 'test.respond', { status: 201, body: '{{ { "echo": trigger.body.word } }}' }, 200),
      ],
      [edge('t', 'r')],
    );
    const workflow = await client.createWorkflow(graph, { webhook: { active: true, responseMode: 'sync' } });
    const response = await server.app.inject({
      method: 'POST',
      url: `/hooks/${workflow.hookId}`,
      payload: { word: 'hi' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ echo: 'hi' });
  });

  it('answers 404 for an unknown hook and for a workflow whose webhook is off', async () => {
    expect((await server.app.inject({ method: 'POST', url: '/hooks/nosuchhook12345' })).statusCode).toBe(404);
    const workflow = await client.createWorkflow(simpleGraph);
    const response = await server.app.inject({ method: 'GET', url: `/hooks/${workflow.hookId}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('retries a failed run from the failed step, reusing the steps that succeeded', async () => {
    const graph: Graph = graphOf(
      [
        node('t', 'test.trigger'),
        node('a', 'test.set', { v: 1 }, 100),
        node('f', 'test.fail', { message: 'nope', kind: 'user' }, 200),
      ],
      [edge('t', 'a'), edge('a', 'f')],
    );
    const workflow = await client.createWorkflow(graph);
    const first = await client.finished(await client.run(workflow.id));
    expect(first.status).toBe('failed');
    expect(first.error?.message).toContain('nope');
    const retry = RunQueuedResponse.parse((await client.call('POST', `/api/run/${first.id}/retry`)).json());
    const second = await client.finished(retry.runId);
    expect(second.retryOf).toBe(first.id);
    expect(second.trigger).toBe('retry');
    // The steps before the failure were reused, so the retry recorded the same outputs.
    expect(second.steps.find((s) => s.nodeId === 'a')?.output).toEqual({ v: 1 });
  });

  it('exports and imports a workflow, and refuses a file that is not a workflow', async () => {
    const workflow = await client.createWorkflow(simpleGraph, { title: 'Exported' });
    const exported = (await client.call('GET', `/api/workflow/${workflow.id}/export`)).json();
    const imported = await client.call('POST', '/api/workflow/import', exported);
    expect(imported.statusCode).toBe(201);
    const copy = WorkflowResponse.parse(imported.json());
    expect(copy.data.title).toBe('Exported');
    expect(copy.graph).toEqual(workflow.graph);
    expect(copy.hookId).not.toBe(workflow.hookId);
    const bad = await client.call('POST', '/api/workflow/import', { hello: 'world' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ message: 'This file is not a Flowlane workflow export.' });
  });

  it('imports a file of the current schema version and refuses a newer one with a 422 that says why', async () => {
    const workflow = await client.createWorkflow(simpleGraph, { title: 'Versioned' });
    const exported = z
      .looseObject({ graph: z.looseObject({}) })
      .parse((await client.call('GET', `/api/workflow/${workflow.id}/export`)).json());
    const current = await client.call('POST', '/api/workflow/import', exported);
    expect(current.statusCode).toBe(201);
    expect(WorkflowResponse.parse(current.json()).graph).toEqual(workflow.graph);
    const future = { ...exported, graph: { ...exported.graph, schemaVersion: WORKFLOW_SCHEMA_VERSION + 1 } };
    const refused = await client.call('POST', '/api/workflow/import', future);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      `This workflow was made by a newer version of Flowlane (document version ${WORKFLOW_SCHEMA_VERSION + 1}); this server reads versions up to ${WORKFLOW_SCHEMA_VERSION}.`,
    );
    const damaged = await client.call('POST', '/api/workflow/import', {
      ...exported,
      graph: { schemaVersion: 1 },
    });
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json().message).toMatch(/^This workflow file is damaged: graph\.nodes /);
  });

  it('shows the dashboard figures of the runs made', async () => {
    // Counted from what this test runs, not from what the tests before it left.
    const read = async () => DashboardSummary.parse((await client.call('GET', '/api/dashboard')).json());
    const before = await read();
    const workflow = await client.createWorkflow(simpleGraph, { title: 'Dashboard figures' });
    const runIds: string[] = [];
    for (const n of [1, 2, 'not a number']) {
      const runId = await client.run(workflow.id, { n });
      await client.finished(runId);
      runIds.push(runId);
    }
    const after = await read();
    expect(after.runsToday - before.runsToday).toBe(3);
    expect(after.failuresToday - before.failuresToday).toBe(1);
    expect(after.allowanceMs).toBe(6 * 3600 * 1000);
    expect(after.recentRuns.map((r) => r.id)).toEqual(expect.arrayContaining(runIds));
    expect(after.recentRuns.find((r) => r.id === runIds[2])).toMatchObject({
      status: 'failed',
      workflowTitle: 'Dashboard figures',
    });
  });

  it('answers 404 for another team’s workflow and run', async () => {
    const workflow = await client.createWorkflow(simpleGraph);
    const runId = await client.run(workflow.id);
    const other = await signedInClient(server, 'other-team');
    for (const url of [
      `/api/workflow/${workflow.id}`,
      `/api/workflow/${workflow.id}/runs`,
      `/api/run/${runId}`,
      `/api/workflow/${workflow.id}/versions`,
    ]) {
      const response = await other.call('GET', url);
      expect(response.statusCode, url).toBe(404);
    }
    const put = await other.call('PUT', `/api/workflow/${workflow.id}`, {
      data: workflow.data,
      graph: workflow.graph,
    });
    expect(put.statusCode).toBe(404);
  });

  describe('on the Flow Free plan', () => {
    beforeAll(async () => {
      await teamsRepository(server.ctx.database.db).setPlan(teamId, 'flow-free');
    });
    afterAll(async () => {
      await teamsRepository(server.ctx.database.db).setPlan(teamId, 'free-trial');
    });

    it('refuses a webhook, naming the plan feature', async () => {
      const created = WorkflowResponse.parse((await client.call('POST', '/api/workflow', {})).json());
      const response = await client.call('PUT', `/api/workflow/${created.id}`, {
        data: { ...created.data, webhook: { active: true, responseMode: 'async' } },
        graph: created.graph,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toContain('does not include Webhooks');
    });

    it('refuses a schedule faster than the plan allows', async () => {
      const created = WorkflowResponse.parse((await client.call('POST', '/api/workflow', {})).json());
      const schedule = {
        ...created.data.schedule,
        active: true,
        period: { ...created.data.schedule.period, type: 'minute', value: 5 },
      };
      const refused = await client.call('PUT', `/api/workflow/${created.id}`, {
        data: { ...created.data, schedule },
        graph: created.graph,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toContain('every 30 minutes');
      const slow = { ...schedule, period: { ...schedule.period, value: 30 } };
      const saved = await client.call('PUT', `/api/workflow/${created.id}`, {
        data: { ...created.data, schedule: slow },
        graph: created.graph,
      });
      expect(saved.statusCode).toBe(200);
      expect(WorkflowResponse.parse(saved.json()).data.schedule.textExpression).toBe('Every 30 minutes');
    });

    it('stores a run of a step the plan lacks as refused, with the reason', async () => {
      const workflow = await client.createWorkflow(
        graphOf([node('t', 'test.trigger'), node('h', 'test.request', {}, 200)], [edge('t', 'h')]),
      );
      const response = await client.call('POST', `/api/workflow/${workflow.id}/run`, {});
      const queued = RunQueuedResponse.parse(response.json());
      expect(queued.status).toBe('refused');
      expect(queued.message).toContain('does not include HTTP requests');
      const run = await client.runDetail(queued.runId);
      expect(run.status).toBe('refused');
    });

    /** Waits until these runs are parked in the runs table (Redis mode: a job found their team full). */
    async function parked(runIds: string[]) {
      for (;;) {
        const rows = rowsOf(
          await server.ctx.database.db.execute(
            sql`select count(*)::int as n from runs where id in (${sql.join(
              runIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )}) and parked_at is not null`,
          ),
        );
        if (z.object({ n: z.coerce.number() }).parse(rows[0]).n === runIds.length) return;
        await new Promise((r) => setTimeout(r, 20));
      }
    }

    it('runs one at a time at concurrency 1, none dropped', async () => {
      // The first run waits at its gate until the other two are stored, so they must wait for its slot.
      const gate = new Gate();
      const workflow = await client.createWorkflow(
        graphOf(
          [node('t', 'test.trigger'), node('g', 'test.gate', { gate: gate.name }, 200)],
          [edge('t', 'g')],
        ),
      );
      const runByHand = () => client.run(workflow.id);
      const counted = kind === 'pglite' ? 'started_in_memory' : 'claimed_on_finish';
      const countedSoFar = async () => {
        const metrics = await server.app.inject({ method: 'GET', url: '/metrics' });
        return Number(new RegExp(`^flowlane_runs_${counted}_total (\\d+)`, 'm').exec(metrics.body)?.[1] ?? 0);
      };
      const before = await countedSoFar();
      const first = await runByHand();
      while ((await client.runDetail(first)).status !== 'running')
        await new Promise((r) => setTimeout(r, 20));
      // Stored while the team runs its one run: the embedded queue holds them back (a claim now would find
      // the team full) for that run's finish to claim.
      const ids = [first, ...(await Promise.all([runByHand(), runByHand()]))];
      // With Redis, each waiting run's job finds the team full and parks the run for a finish to claim:
      // the gate opens once both are parked, so the finish cannot come while a job is still looking.
      if (queue.name === 'redis') await parked(ids.slice(1));
      gate.open();
      const runs = await Promise.all(ids.map(client.finished));
      expect(runs.map((r) => r.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
      const spans = runs
        .map((r) => [Date.parse(r.startedAt ?? ''), Date.parse(r.finishedAt ?? '')] as const)
        .sort((a, b) => a[0] - b[0]);
      for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBeGreaterThanOrEqual(spans[i - 1]![1]);
      // The second and third run did not wait for a claim of their own (or, with Redis, for their job's
      // next try): the write that finished the run before each claimed it, or (the embedded server, the
      // only process on its database) they waited in its memory and started there as the slot freed.
      expect((await countedSoFar()) - before).toBeGreaterThanOrEqual(2);
    });
  });
});

describe('the processing-time allowance', () => {
  let server: TestServer;
  afterAll(() => server.close());

  it('refuses new runs once it is spent, saying so and how to upgrade', async () => {
    // No workers here: this test plays the worker that ran for an hour.
    server = await createTestServer('pglite', {}, { catalog: testCatalog(), background: false });
    const client = await signedInClient(server, 'allowance');
    const teamId = client.teamId;
    await teamsRepository(server.ctx.database.db).setPlan(teamId, 'flow-free');
    const created = WorkflowResponse.parse((await client.call('POST', '/api/workflow', {})).json());
    const repo = runsRepository(server.ctx.database.db);
    const run = await repo.enqueue({
      teamId,
      workflowId: created.id,
      workflowVersion: 1,
      trigger: 'manual',
      triggerData: {},
    });
    expect(await repo.claimByIds('test-worker', 60_000, [run.id])).toHaveLength(1);
    await repo.finish(run.id, 'test-worker', 1, {
      status: 'succeeded',
      processingMs: 3600 * 1000,
      error: null,
      output: null,
      reply: null,
    });
    // Finishing again (a crashed worker's retry) must not count the hour twice.
    expect(
      await repo.finish(run.id, 'test-worker', 1, {
        status: 'succeeded',
        processingMs: 3600 * 1000,
        error: null,
        output: null,
        reply: null,
      }),
    ).toBeUndefined();
    expect(await repo.usageSince(teamId, new Date(0))).toBe(3600 * 1000);

    const response = await client.call('POST', `/api/workflow/${created.id}/run`, {});
    const queued = RunQueuedResponse.parse(response.json());
    expect(queued.status).toBe('refused');
    expect(queued.message).toContain('is used up');
    expect(queued.message).toContain('/billing/pricing');
  });
});
