import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runsRepository, teamsRepository } from '../db/index.js';
import { rowsOf } from '../db/repositories/rows.js';
import { type Client, signedInClient } from '../testing/api-client.js';
import { testCatalog } from '../testing/catalog.js';
import { createTestServer, type TestServer } from '../testing/index.js';
import { chain, manualRuns, node, teamWithWorkflow } from './test-support.js';

/**
 * The embedded server (the only process on its database) keeps the queued runs it stores in its own
 * memory queue and starts them from there: no claim takes them, and each run's row is written twice
 * (queued, then its end) instead of three times.
 */
/** How long a run started from memory runs before its row is written running, in these tests. */
const HELD_MOMENT_MS = 5_000;

describe('the queue the embedded server holds in memory', () => {
  let server: TestServer;
  let client: Client;
  let teamId: string;

  beforeAll(async () => {
    // A run started from memory gets its row once it outlives IN_MEMORY_MS; here that moment is far
    // beyond any run of these tests but the one that waits for it, however slow the machine.
    server = await createTestServer(
      'pglite',
      {},
      { catalog: testCatalog(), runtimeTimings: { inMemoryMs: HELD_MOMENT_MS } },
    );
    client = await signedInClient(server, 'held-queue');
    teamId = client.teamId;
    // One run at a time: a run stored while another runs waits for its slot.
    await teamsRepository(db()).setPlan(teamId, 'flow-free');
  });
  afterAll(() => server.close());

  const db = () => server.ctx.database.db;

  const delayWorkflow = async (ms: number) =>
    (await client.createWorkflow(chain(node('t', 'test.trigger'), node('d', 'test.delay', { ms })))).id;
  const runByHand = (workflowId: string) => client.run(workflowId);
  const detail = (runId: string) => client.runDetail(runId);

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
    for (const deadline = Date.now() + 4 * HELD_MOMENT_MS; Date.now() < deadline; ) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  const ended = (runId: string) =>
    until(
      () => detail(runId),
      (run) => !['queued', 'running'].includes(run.status),
      `run ${runId} to end`,
    );

  /** The row's status and attempts, and who holds it in memory (the queue's own column). */
  async function rowOf(runId: string) {
    const result = await db().execute(sql`select status, attempts, held_by from runs where id = ${runId}`);
    return z
      .object({ status: z.string(), attempts: z.number(), held_by: z.string().nullable() })
      .parse(rowsOf(result)[0]);
  }

  /** Updates of `runs` rows committed so far, as the database counts them. */
  async function rowUpdates(): Promise<number> {
    await db().execute(sql`select pg_stat_force_next_flush()`);
    const result = await db().execute(sql`select pg_stat_get_tuples_updated('runs'::regclass)::int as n`);
    return z.object({ n: z.coerce.number() }).parse(rowsOf(result)[0]).n;
  }

  it('starts the runs waiting for their slot from memory, one at a time, each row updated once', async () => {
    const workflowId = await delayWorkflow(120);
    const first = await runByHand(workflowId);
    await until(
      () => rowOf(first),
      (row) => row.status === 'running',
      'the first run to start',
    );
    const updatesBefore = await rowUpdates();
    const waiting = [await runByHand(workflowId), await runByHand(workflowId), await runByHand(workflowId)];
    // The last one waits behind the others, held by this process: a claim (here one by another owner)
    // does not take it.
    expect(await rowOf(waiting[2] ?? '')).toEqual({
      status: 'queued',
      attempts: 0,
      held_by: server.ctx.runtime.owner,
    });
    expect(await runsRepository(db()).claimNext('someone-else', 30_000, 10)).toEqual([]);

    const runs = await Promise.all([first, ...waiting].map(ended));
    expect(runs.map((run) => run.status)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded']);
    const spans = runs
      .map((run) => [Date.parse(run.startedAt ?? ''), Date.parse(run.finishedAt ?? '')] as const)
      .sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBeGreaterThanOrEqual(spans[i - 1]![1]);
    for (const runId of waiting)
      expect(await rowOf(runId)).toEqual({ status: 'succeeded', attempts: 1, held_by: null });
    const ledger = await db().execute(
      sql`select count(*)::int as n from usage_ledger where run_id in (${sql.join(
        waiting.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    expect(rowsOf(ledger)[0]).toEqual({ n: 3 });
    // The first run's end, and one end for each waiting run: no claim wrote them running between.
    expect((await rowUpdates()) - updatesBefore).toBe(1 + waiting.length);
  });

  it('writes a held run running once it outlives a moment, and it can be cancelled then', async () => {
    const workflowId = await delayWorkflow(3 * HELD_MOMENT_MS);
    const quick = await delayWorkflow(50);
    const first = await runByHand(quick);
    const held = await runByHand(workflowId);
    await ended(first);
    const running = await until(
      () => rowOf(held),
      (row) => row.status === 'running',
      "the held run's row",
    );
    expect(running).toEqual({ status: 'running', attempts: 1, held_by: null });
    expect((await client.call('POST', `/api/run/${held}/cancel`)).statusCode).toBe(200);
    expect((await ended(held)).status).toBe('cancelled');
  });

  it('starts the held runs a plan with more concurrency has room for at once', async () => {
    const slow = await delayWorkflow(600);
    const first = await runByHand(slow);
    const held = [await runByHand(slow), await runByHand(slow)];
    expect((await rowOf(held[1] ?? '')).held_by).toBe(server.ctx.runtime.owner);
    await teamsRepository(db()).setPlan(teamId, 'free-trial');
    server.ctx.runtime.planChanged(teamId);
    try {
      const runs = await Promise.all([first, ...held].map(ended));
      const firstEnded = Date.parse(runs[0]?.finishedAt ?? '');
      for (const run of runs.slice(1)) expect(Date.parse(run.startedAt ?? '')).toBeLessThan(firstEnded);
    } finally {
      await teamsRepository(db()).setPlan(teamId, 'flow-free');
      server.ctx.runtime.planChanged(teamId);
    }
  });

  it('cancels a held run waiting for its slot: it never starts', async () => {
    const slow = await delayWorkflow(400);
    const first = await runByHand(slow);
    const held = await runByHand(slow);
    expect((await rowOf(held)).held_by).toBe(server.ctx.runtime.owner);
    const cancelled = await client.call('POST', `/api/run/${held}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await ended(first)).status).toBe('succeeded');
    // Long enough for it to have started in the slot the first run freed.
    await new Promise((r) => setTimeout(r, 200));
    const run = await detail(held);
    expect(run.status).toBe('cancelled');
    expect(run.startedAt).toBeNull();
    expect(run.steps).toEqual([]);
  });
});

describe('a start of the embedded server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer('pglite', {}, { catalog: testCatalog(), background: false });
  });
  afterAll(() => server.close());

  it('runs the queued runs an earlier process held in its memory', async () => {
    const { teamId, workflowId } = await teamWithWorkflow(server, 'held-earlier');
    const repo = runsRepository(server.ctx.database.db);
    const left = await repo.enqueueMany(
      manualRuns(teamId, workflowId, 3).map((run) => ({ ...run, heldBy: 'a-process-that-died' })),
    );
    server.ctx.runtime.startWorking();
    for (const run of left) {
      let status = '';
      for (let i = 0; i < 200 && status !== 'succeeded'; i++) {
        status = (await repo.get(teamId, run.id))?.status ?? '';
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(status).toBe('succeeded');
    }
    await server.ctx.runtime.stop(1_000);
  });
});
