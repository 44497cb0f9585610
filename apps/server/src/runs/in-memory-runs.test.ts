// The embedded server (PGlite, one process) runs a synchronous webhook's run in memory and writes it
// once, as it ends. These are the promises that path keeps: the run still shows while it runs for more
// than a moment, is written exactly once with its steps and ledger row, counts against its team's
// concurrency for runs claimed from the queue meanwhile (until its work ends: its write does not hold
// the next run back, its reply waits for the write), can be cancelled, and has its row before a call is
// answered 202 "it goes on running".
import { randomUUID } from 'node:crypto';
import { RunQueuedResponse, WorkflowResponse } from '@flowlane/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, login } from '../accounts/test-support.js';
import { type RunRecord, runsRepository, teamsRepository, usersRepository } from '../db/index.js';
import { rowsOf } from '../db/repositories/rows.js';
import { testCatalog } from '../testing/catalog.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';
import { chain, manualRuns, node, teamWithWorkflow } from './test-support.js';

type Graph = WorkflowResponse['graph'];

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A signed-in account of its own on `server`, which makes workflows and reads its team's runs. */
async function account(server: TestServer, name: string) {
  const created = await activeAccount(server, name);
  const { token } = z
    .object({ token: z.string() })
    .parse((await login(server, created.email, created.password)).json());
  const headers = bearer(token);
  const user = await usersRepository(server.ctx.database.db).findByEmail(created.email);
  const teamId = user?.defaultTeamId ?? '';
  const db = server.ctx.database.db;
  return {
    headers,
    teamId,
    /** Saves a workflow; with `webhook`, its hook answers when the run replies or ends. */
    async workflow(graph: Graph, webhook?: 'sync') {
      const made = WorkflowResponse.parse(
        (await server.app.inject({ method: 'POST', url: '/api/workflow', headers, payload: {} })).json(),
      );
      const data = webhook ? { ...made.data, webhook: { active: true, responseMode: webhook } } : made.data;
      const saved = await server.app.inject({
        method: 'PUT',
        url: `/api/workflow/${made.id}`,
        headers,
        payload: { data, graph },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const workflow = WorkflowResponse.parse(saved.json());
      return { id: workflow.id, url: `/hooks/${workflow.hookId}` };
    },
    /** The team's runs of that workflow, as stored. */
    async runs(workflowId: string): Promise<RunRecord[]> {
      const recent = await runsRepository(db).recentForTeam(teamId, 100);
      return recent.map(({ run }) => run).filter((run) => run.workflowId === workflowId);
    },
    /** Waits until the workflow has a stored run (up to `ms`); undefined if none came. */
    async firstRun(workflowId: string, ms: number): Promise<RunRecord | undefined> {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        const [run] = await this.runs(workflowId);
        if (run) return run;
        await pause(10);
      }
      return undefined;
    },
    async ledgerRows(runId: string): Promise<number> {
      const result = await db.execute(
        sql`select count(*)::int as n from usage_ledger where run_id = ${runId}`,
      );
      return z.array(z.object({ n: z.coerce.number() })).parse(rowsOf(result))[0]?.n ?? 0;
    },
  };
}

/** An account of its own on `server` whose team runs one run at a time (the basic plan). */
async function oneRunAtATime(server: TestServer, name: string) {
  const team = await account(server, name);
  await teamsRepository(server.ctx.database.db).setPlan(team.teamId, 'basic');
  return team;
}

/** A workflow that waits `ms` and then replies 200 with `body`. */
function delayedReply(ms: number, body: string): Graph {
  return chain(
    node('t', 'test.trigger'),
    node('d', 'test.delay', { ms }),
    node('r', 'test.respond', { status: 200, body }),
  );
}

/** Waits for the workflow's next run to start here, and answers its id (from the run's events). */
function nextRunStarted(server: TestServer, workflowId: string): Promise<string> {
  return new Promise((resolve) => {
    const off = server.ctx.runtime.events.onWorkflow(workflowId, (event) => {
      if (event.type === 'status' && event.status === 'running') {
        off();
        resolve(event.runId);
      }
    });
  });
}

const embedded = testDatabaseKinds().includes('pglite') ? ['pglite' as const] : [];

describe.each(embedded)('synchronous webhook runs kept in memory by the embedded server (%s)', (kind) => {
  let server: TestServer;
  let quick: TestServer;

  beforeAll(async () => {
    server = await createTestServer(kind, { WEBHOOK_SYNC_TIMEOUT_MS: '5000' }, { catalog: testCatalog() });
    // Its calls are answered 202 before a run waiting in memory would be stored by itself.
    quick = await createTestServer(kind, { WEBHOOK_SYNC_TIMEOUT_MS: '1000' }, { catalog: testCatalog() });
  });
  afterAll(async () => {
    await server?.close();
    await quick?.close();
  });

  it('shows a run that outlives a moment while it runs, and stores it once with its steps and ledger row', async () => {
    const team = await account(server, 'in-memory-long');
    const hook = await team.workflow(delayedReply(1500, '{{ trigger.body }}'), 'sync');
    const call = server.app.inject({ method: 'POST', url: hook.url, payload: { n: 7 } });
    // Its row comes a moment (200 ms) into the run, which then runs on for 1.3 s: waited for as it comes.
    // Within the test's own 700 ms (of an 800 ms run) a busy machine had not written it yet.
    const whileRunning = await team.firstRun(hook.id, 5_000);
    expect(whileRunning?.status).toBe('running');
    const response = await call;
    expect([response.statusCode, response.json()]).toEqual([200, { n: 7 }]);

    const runs = await team.runs(hook.id);
    expect(runs.map((run) => [run.id, run.status, run.attempts])).toEqual([
      [whileRunning?.id, 'succeeded', 1],
    ]);
    const steps = await runsRepository(server.ctx.database.db).steps(runs[0]?.id ?? '');
    expect(steps.map((step) => [step.nodeId, step.status])).toEqual([
      ['t', 'succeeded'],
      ['d', 'succeeded'],
      ['r', 'succeeded'],
    ]);
    expect(await team.ledgerRows(runs[0]?.id ?? '')).toBe(1);
  });

  it('writes a short run once, as it ends, with its steps and ledger row', async () => {
    const team = await account(server, 'in-memory-short');
    const hook = await team.workflow(
      chain(
        node('t', 'test.trigger'),
        node('r', 'test.respond', { status: 201, body: '{{ trigger.body }}' }),
      ),
      'sync',
    );
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => server.app.inject({ method: 'POST', url: hook.url, payload: { n } })),
    );
    expect(responses.map((r) => [r.statusCode, r.json()])).toEqual([1, 2, 3, 4, 5].map((n) => [201, { n }]));
    const runs = await team.runs(hook.id);
    expect(runs).toHaveLength(5);
    for (const run of runs) {
      expect([run.status, run.attempts, run.finishedAt !== null]).toEqual(['succeeded', 1, true]);
      expect(await team.ledgerRows(run.id)).toBe(1);
      const steps = await runsRepository(server.ctx.database.db).steps(run.id);
      expect(steps.map((step) => step.nodeId)).toEqual(['t', 'r']);
    }
  });

  it("counts a run in memory against its team's concurrency when a queued run is claimed", async () => {
    const team = await oneRunAtATime(server, 'in-memory-concurrency');
    const hook = await team.workflow(delayedReply(150, 'done'), 'sync');
    const manual = await team.workflow(chain(node('t', 'test.trigger'), node('d', 'test.delay', { ms: 20 })));
    const other = await account(server, 'in-memory-concurrency-other');
    const elsewhere = await other.workflow(chain(node('t', 'test.trigger')));
    const started = nextRunStarted(server, hook.id);
    const call = server.app.inject({ method: 'POST', url: hook.url, payload: {} });
    await started;
    // The sync run has no row yet: only the count of runs held in memory keeps this one waiting.
    expect(await team.runs(hook.id)).toEqual([]);
    const runByHand = async (who: typeof team, workflowId: string) =>
      RunQueuedResponse.parse(
        (
          await server.app.inject({
            method: 'POST',
            url: `/api/workflow/${workflowId}/run`,
            headers: who.headers,
            payload: {},
          })
        ).json(),
      );
    const queued = await runByHand(team, manual.id);
    // Another team's run wakes the claim, which takes the oldest queued runs of every team at once.
    await runByHand(other, elsewhere.id);
    expect((await call).statusCode).toBe(200);
    let ran: RunRecord | undefined;
    for (let i = 0; i < 200 && ran?.status !== 'succeeded'; i++) {
      [ran] = await team.runs(manual.id);
      await pause(20);
    }
    const [synced] = await team.runs(hook.id);
    expect(ran?.id).toBe(queued.runId);
    expect(ran?.status).toBe('succeeded');
    expect(ran?.startedAt?.getTime() ?? 0).toBeGreaterThanOrEqual(synced?.finishedAt?.getTime() ?? Infinity);
  });

  it("gives an ended run's place in its team's concurrency to the next run while its rows commit; its reply waits for them", async () => {
    const team = await oneRunAtATime(server, 'in-memory-ending');
    const hook = await team.workflow(delayedReply(30, '{{ trigger.body }}'), 'sync');
    // The end writes of this team's runs are held until the test lets them go.
    const { writer } = server.ctx.runtime;
    const write = writer.finishHere.bind(writer);
    let letGo = () => {};
    const gate = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const held: string[] = [];
    writer.finishHere = async (run, result, holdsSlot) => {
      if (run.teamId !== team.teamId) return write(run, result, holdsSlot);
      held.push(run.id);
      await gate;
      return write(run, result, holdsSlot);
    };
    try {
      const answered: number[] = [];
      const calls = [1, 2].map((n) =>
        server.app.inject({ method: 'POST', url: hook.url, payload: { n } }).then((response) => {
          answered.push(n);
          return response;
        }),
      );
      // Both runs did their work one after the other, though neither end is written yet.
      for (let i = 0; i < 200 && held.length < 2; i++) await pause(10);
      expect(held).toHaveLength(2);
      expect(answered).toEqual([]);
      expect(await team.runs(hook.id)).toEqual([]);
      letGo();
      const responses = await Promise.all(calls);
      expect(responses.map((r) => [r.statusCode, r.json()])).toEqual([
        [200, { n: 1 }],
        [200, { n: 2 }],
      ]);
    } finally {
      writer.finishHere = write;
      letGo();
    }
    // Each run's finish is when its work ended, so the log shows them one after the other.
    const [second, first] = await team.runs(hook.id);
    expect([first?.status, second?.status]).toEqual(['succeeded', 'succeeded']);
    expect(first?.finishedAt?.getTime() ?? Infinity).toBeLessThanOrEqual(second?.startedAt?.getTime() ?? 0);
    for (const run of [first, second]) expect(await team.ledgerRows(run?.id ?? '')).toBe(1);
  });

  it('cancels a run in memory, and stores it cancelled', async () => {
    const team = await account(server, 'in-memory-cancel');
    const hook = await team.workflow(
      chain(
        node('t', 'test.trigger'),
        node('d', 'test.delay', { ms: 2000 }),
        node('r', 'test.respond', { status: 200, body: 'too late' }),
      ),
      'sync',
    );
    const started = nextRunStarted(server, hook.id);
    const call = server.app.inject({ method: 'POST', url: hook.url, payload: {} });
    const runId = await started;
    const cancelled = await server.app.inject({
      method: 'POST',
      url: `/api/run/${runId}/cancel`,
      headers: team.headers,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const response = await call;
    expect(response.statusCode).toBe(422);
    const runs = await team.runs(hook.id);
    expect(runs.map((run) => [run.id, run.status])).toEqual([[runId, 'cancelled']]);
    expect(await team.ledgerRows(runId)).toBe(1);
  });

  it('stores a run waiting in memory before its call is answered 202 "it goes on running"', async () => {
    const team = await oneRunAtATime(quick, 'in-memory-late');
    const slow = await team.workflow(
      chain(node('t', 'test.trigger'), node('d', 'test.delay', { ms: 1500 })),
      'sync',
    );
    const hook = await team.workflow(
      chain(node('t', 'test.trigger'), node('d', 'test.delay', { ms: 10 })),
      'sync',
    );
    const started = nextRunStarted(quick, slow.id);
    const first = quick.app.inject({ method: 'POST', url: slow.url, payload: {} });
    await started;
    // This one waits in memory for the slot; its reply times out (1 s) before the slow run ends.
    const response = await quick.app.inject({ method: 'POST', url: hook.url, payload: {} });
    expect(response.statusCode).toBe(202);
    const { runId } = z.object({ runId: z.string() }).parse(response.json());
    const stored = await runsRepository(quick.ctx.database.db).get(team.teamId, runId);
    expect(stored?.status).toBe('queued');
    expect((await first).statusCode).toBe(202);
    let run = stored;
    for (let i = 0; i < 200 && run?.status !== 'succeeded'; i++) {
      await pause(20);
      run = await runsRepository(quick.ctx.database.db).get(team.teamId, runId);
    }
    expect(run?.status).toBe('succeeded');
    expect(await team.ledgerRows(runId)).toBe(1);
  });

  it('answers a retried end write with the run the first stored, and writes its steps and ledger row once', async () => {
    const { teamId, workflowId } = await teamWithWorkflow(server, 'in-memory-retry');
    const repo = runsRepository(server.ctx.database.db);
    const [newRun] = manualRuns(teamId, workflowId, 1);
    if (!newRun) throw new Error('no run');
    const now = new Date();
    const run = { ...newRun, id: randomUUID(), owner: 'test', queuedAt: now, startedAt: now };
    const step = {
      runId: run.id,
      attempt: 1,
      seq: 0,
      nodeId: 't',
      name: 't',
      serviceId: 'test.trigger',
      status: 'succeeded',
      startedAt: now,
      durationMs: 1,
      attempts: 1,
    };
    const end = { status: 'succeeded' as const, processingMs: 4, error: null, output: { n: 0 }, reply: null };
    const [first] = await repo.insertFinished([{ run, result: { ...end, steps: [step] } }]);
    // The write committed but its answer was lost: written again, it finds the run, and adds nothing.
    const [again] = await repo.insertFinished([
      { run, result: { ...end, processingMs: 9, steps: [{ ...step, status: 'failed' }] } },
    ]);
    expect(first).toMatchObject({ id: run.id, status: 'succeeded', processingMs: 4 });
    expect(again).toEqual(first);
    const steps = await repo.steps(run.id);
    expect(steps.map((s) => s.status)).toEqual(['succeeded']);
    const ledger = await server.ctx.database.db.execute(
      sql`select processing_ms::int as ms from usage_ledger where run_id = ${run.id}`,
    );
    expect(rowsOf(ledger)).toEqual([{ ms: 4 }]);
  });

  // A run stored queued at its intake and held in memory (a 202) keeps its row: its end updates that row
  // and is not sent its trigger data again (a webhook's body, up to BODY_LIMIT_BYTES).
  it('ends a held run on the row its intake stored, keeping the trigger data stored there', async () => {
    const { teamId, workflowId } = await teamWithWorkflow(server, 'in-memory-held-end');
    const repo = runsRepository(server.ctx.database.db);
    const body = { rows: Array.from({ length: 500 }, (_, n) => ({ n, name: `row ${n}` })) };
    const [queued] = await repo.enqueueMany([
      { teamId, workflowId, workflowVersion: 1, trigger: 'webhook', triggerData: body, heldBy: 'test' },
    ]);
    if (!queued) throw new Error('no run stored');
    const run = { ...queued, heldBy: 'test', owner: 'test', startedAt: new Date() };
    const end = {
      status: 'succeeded' as const,
      processingMs: 3,
      error: null,
      output: { ok: true },
      reply: null,
    };
    const [ended] = await repo.insertFinished([{ run, result: { ...end, steps: [] } }]);
    expect(ended).toMatchObject({ id: queued.id, status: 'succeeded', processingMs: 3 });
    const stored = await repo.get(teamId, queued.id);
    expect(stored).toMatchObject({ status: 'succeeded', triggerData: body, output: { ok: true } });
  });
});
