import { RunDetail, WorkflowResponse } from '@flowlane/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, signIn } from '../accounts/test-support.js';
import { type RunRecord, runsRepository } from '../db/index.js';
import { rowsOf } from '../db/repositories/rows.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';
import { crashLimitError } from './crash-limit.js';

/** A new account's token, team and one empty workflow (the run log's API is read as its user). */
async function signedInWorkflow(server: TestServer, label: string) {
  const { token } = await signIn(server, await activeAccount(server, label));
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/workflow',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: '{}',
  });
  const workflowId = WorkflowResponse.parse(created.json()).id;
  const db = server.ctx.database.db;
  const row = rowsOf(await db.execute(sql`select team_id from workflows where id = ${workflowId}`))[0];
  return { token, workflowId, teamId: z.object({ team_id: z.string() }).parse(row).team_id };
}

/** The process that held the runs and died (it never renews nor finishes them). */
const DEAD = 'dead-host:1:000000';
const LEASE_MS = 30_000;
const MESSAGE = 'The run stopped the server it was running on 2 times and was not resumed';

const RunRow = z.object({
  status: z.string(),
  crashes: z.number(),
  attempts: z.number(),
  finished_at: z.coerce.date().nullable(),
  ledger: z.coerce.number(),
});

// A run whose process dies while holding it is taken over by the reconciler when its lease runs out:
// counted, and resumed while under RUN_MAX_CRASHES (default 2); at it, failed instead, so a run that
// kills its server cannot restart it in a loop. The reconciler is called by the test (no background).
describe.each(testDatabaseKinds())('runs that stop their server, on %s', (kind) => {
  let server: TestServer;
  let teamId = '';
  let workflowId = '';
  let token = '';
  const repo = () => runsRepository(server.ctx.database.db);
  const db = () => server.ctx.database.db;

  beforeAll(async () => {
    server = await createTestServer(kind, {}, { background: false });
    ({ token, teamId, workflowId } = await signedInWorkflow(server, 'crash-limit'));
  });
  afterAll(() => server?.close());

  /** A queued run of the workflow. */
  async function queued(): Promise<RunRecord> {
    const [run] = await repo().enqueueMany([
      { teamId, workflowId, workflowVersion: 1, trigger: 'manual', triggerData: null },
    ]);
    if (!run) throw new Error('no run stored');
    return run;
  }

  /** Claims the run for the process that then dies: its lease is over (as a lease past its time is). */
  async function claimAndDie(run: Pick<RunRecord, 'id'>): Promise<RunRecord> {
    const [claimed] = await repo().claimByIds(DEAD, LEASE_MS, [run.id]);
    if (!claimed) throw new Error('the run was not claimed');
    await db().execute(sql`update runs set lease_until = now() - interval '1 second' where id = ${run.id}`);
    return claimed;
  }

  async function stored(runId: string) {
    const result = await db().execute(sql`select r.status, r.crashes, r.attempts, r.finished_at,
        (select count(*) from usage_ledger l where l.run_id = r.id) as ledger
      from runs r where r.id = ${runId}`);
    return RunRow.parse(rowsOf(result)[0]);
  }

  async function metric(name: string): Promise<number> {
    const response = await server.app.inject({ method: 'GET', url: '/metrics' });
    const line = response.body.split('\n').find((l) => l.startsWith(`${name} `));
    return Number(line?.split(' ')[1] ?? Number.NaN);
  }

  it('counts a crash and resumes the run below the limit', async () => {
    const run = await queued();
    await claimAndDie(run);

    const outcome = await server.ctx.runtime.reconcile(5_000);

    expect(outcome.takenOver).toBe(1);
    expect(await stored(run.id)).toEqual({
      status: 'queued',
      crashes: 1,
      attempts: 1,
      finished_at: null,
      ledger: 0,
    });
    // Resumed by another attempt, as before.
    const [again] = await repo().claimByIds('another-host:2:000000', LEASE_MS, [run.id]);
    expect(again?.attempts).toBe(2);
    await repo().release(run.id, 'another-host:2:000000', 2, []);
  });

  it('fails the run at the limit: its message, finish time and ledger row, never dispatched again', async () => {
    const run = await queued();
    await claimAndDie(run);
    await server.ctx.runtime.reconcile(5_000);
    await claimAndDie(run);
    const before = await metric('flowlane_runs_crash_stopped_total');
    // A caller waiting for the run's end (a synchronous webhook) hears of it.
    const waiting = server.ctx.runtime.waitForReply(run.id, 10_000);

    const outcome = await server.ctx.runtime.reconcile(5_000);

    expect(outcome.takenOver).toBe(0);
    const row = await stored(run.id);
    expect(row).toMatchObject({ status: 'failed', crashes: 2, attempts: 2, ledger: 1 });
    expect(row.finished_at).toBeInstanceOf(Date);
    expect(await waiting).toBe('finished');
    // The run log shows why.
    const detail = await server.app.inject({
      method: 'GET',
      url: `/api/run/${run.id}`,
      headers: bearer(token),
    });
    expect(detail.statusCode).toBe(200);
    const view = RunDetail.parse(detail.json());
    expect(view.status).toBe('failed');
    expect(view.error?.message).toBe(MESSAGE);
    expect(view.finishedAt).not.toBeNull();
    const list = await server.app.inject({
      method: 'GET',
      url: `/api/workflow/${workflowId}/runs?status=failed`,
      headers: bearer(token),
    });
    const listed = z
      .object({
        items: z.array(z.object({ id: z.string(), error: z.object({ message: z.string() }).nullable() })),
      })
      .parse(list.json())
      .items.find((item) => item.id === run.id);
    expect(listed?.error?.message).toBe(MESSAGE);
    // Counted where operators look.
    expect(await metric('flowlane_runs_crash_stopped_total')).toBe(before + 1);
    // Nothing brings it back: not the reconciler's list of runs waiting for a job, nor a job left for
    // it in the queue (its claim finds the run final and takes nothing), nor another pass.
    expect((await repo().queuedOlderThan(0, 1000)).map((r) => r.id)).not.toContain(run.id);
    expect(await repo().isQueuedAt({ id: run.id, attempts: 2 })).toBe(false);
    expect(await repo().claimByIds('another-host:2:000000', LEASE_MS, [run.id])).toEqual([]);
    expect((await server.ctx.runtime.reconcile(5_000)).takenOver).toBe(0);
    expect(await stored(run.id)).toMatchObject({ status: 'failed', crashes: 2, ledger: 1 });
  });

  it('does not count a hand-back (a stopping process releasing its run)', async () => {
    const run = await queued();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const [claimed] = await repo().claimByIds('stopping-host:3:000000', LEASE_MS, [run.id]);
      expect(claimed?.attempts).toBe(attempt);
      expect(await repo().release(run.id, 'stopping-host:3:000000', attempt, [])).toBeDefined();
    }
    await server.ctx.runtime.reconcile(5_000);
    expect(await stored(run.id)).toMatchObject({ status: 'queued', crashes: 0, attempts: 3 });
    // Its first crash after those hand-backs is its first: resumed.
    await claimAndDie(run);
    await server.ctx.runtime.reconcile(5_000);
    expect(await stored(run.id)).toMatchObject({ status: 'queued', crashes: 1, attempts: 4 });
  });

  // Every process runs the reconciler: two passes at once over the same run end it once.
  it('fails a run at the limit once when two reconcilers take it over at once', async () => {
    const run = await queued();
    await claimAndDie(run);
    await server.ctx.runtime.reconcile(5_000);
    await claimAndDie(run);
    const limit = { max: 2, error: crashLimitError(2) };

    const [one, two] = await Promise.all([repo().requeueExpired(limit), repo().requeueExpired(limit)]);

    const stopped = [...one.stopped, ...two.stopped].filter((r) => r.id === run.id);
    expect(stopped).toEqual([{ id: run.id, teamId, workflowId, status: 'failed', processingMs: 0 }]);
    expect([...one.requeued, ...two.requeued].map((r) => r.id)).not.toContain(run.id);
    expect(await stored(run.id)).toMatchObject({ status: 'failed', crashes: 2, ledger: 1 });
  });
});

describe('the crash limit', () => {
  it('is the setting, in the message', async () => {
    expect(crashLimitError(2).message).toBe(MESSAGE);
    expect(crashLimitError(5).message).toBe(
      'The run stopped the server it was running on 5 times and was not resumed',
    );
  });
});

// RUN_MAX_CRASHES=1: the first crash already ends the run (the pglite pass suffices: the rule is one statement).
describe('RUN_MAX_CRASHES', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('pglite', { RUN_MAX_CRASHES: '1' }, { background: false });
  });
  afterAll(() => server?.close());

  it('fails a run at its first crash when set to 1', async () => {
    const { teamId, workflowId } = await signedInWorkflow(server, 'crash-limit-one');
    const db = server.ctx.database.db;
    const [run] = await runsRepository(db).enqueueMany([
      { teamId, workflowId, workflowVersion: 1, trigger: 'manual', triggerData: null },
    ]);
    if (!run) throw new Error('no run stored');
    await runsRepository(db).claimByIds(DEAD, LEASE_MS, [run.id]);
    await db.execute(sql`update runs set lease_until = now() - interval '1 second' where id = ${run.id}`);

    await server.ctx.runtime.reconcile(5_000);

    const stored = await runsRepository(db).get(teamId, run.id);
    expect(stored?.status).toBe('failed');
    expect(stored?.error).toMatchObject({
      message: 'The run stopped the server it was running on 1 times and was not resumed',
    });
  });
});
