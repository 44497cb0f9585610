import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type RunRecord, runsRepository, teamsRepository } from '../db/index.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';
import { manualRuns, teamWithWorkflow } from './test-support.js';

const OWNER = 'finisher';
const LEASE_MS = 30_000;

// A write that finishes runs also claims the queued runs that take over their slots (migration 0017):
// here on the repository, with no claim loop running (a web-only server), so every claim is the finish's.
describe.each(testDatabaseKinds())('finishing runs on %s', (kind) => {
  let server: TestServer;
  let teamId: string;
  let workflowId: string;
  const repo = () => runsRepository(server.ctx.database.db);

  beforeAll(async () => {
    server = await createTestServer(kind, { ROLE: 'web' });
    ({ teamId, workflowId } = await teamWithWorkflow(server, 'finish-claim'));
    // Flow Free: one run at a time, so the slot a finish frees is the only one.
    await teamsRepository(server.ctx.database.db).setPlan(teamId, 'flow-free');
  });
  afterAll(() => server.close());

  const queue = (count: number) => repo().enqueueMany(manualRuns(teamId, workflowId, count));
  const succeeded = (run: RunRecord, owner = OWNER) => ({
    runId: run.id,
    owner,
    attempt: run.attempts,
    result: {
      status: 'succeeded' as const,
      processingMs: 7,
      error: null,
      output: { done: true },
      reply: null,
      steps: [
        {
          runId: run.id,
          attempt: run.attempts,
          seq: 0,
          nodeId: 'step',
          name: 'Step',
          serviceId: 'data.set',
          status: 'succeeded',
          input: null,
          output: { done: true },
          startedAt: new Date(),
          durationMs: 7,
          attempts: 1,
        },
      ],
    },
  });
  const ledgerRows = async (runId: string) => {
    const result = await server.ctx.database.db.execute(
      sql`select count(*)::int as n from usage_ledger where run_id = ${runId}`,
    );
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    return z.array(z.object({ n: z.coerce.number() })).parse(rows)[0]?.n;
  };

  it("hands the finished run's slot to the oldest queued run of its team, in the same write", async () => {
    const [first, second, third] = await queue(3);
    const [claimed] = await repo().claimNext(OWNER, LEASE_MS, 3);
    // One at a time: the claim took the oldest and left the others queued.
    expect(claimed?.id).toBe(first?.id);
    if (!claimed || !second || !third) throw new Error('runs not stored');

    const done = await repo().finishMany([succeeded(claimed)], { owner: OWNER, leaseMs: LEASE_MS, max: 1 });

    expect(done.finished).toEqual([
      { id: claimed.id, teamId, workflowId, status: 'succeeded', processingMs: 7 },
    ]);
    expect(done.claimed.map((run) => [run.id, run.status, run.leaseOwner, run.attempts])).toEqual([
      [second.id, 'running', OWNER, 1],
    ]);
    // The claimed run comes back whole, as a claim answers it (its trigger data included).
    expect(done.claimed[0]?.triggerData).toEqual({ n: 1 });
    expect(await ledgerRows(claimed.id)).toBe(1);
    expect((await repo().steps(claimed.id)).map((step) => step.nodeId)).toEqual(['step']);
    expect((await repo().get(teamId, third.id))?.status).toBe('queued');

    // Finish the last two the same way: the queue empties and nothing more is claimed.
    const next = await repo().finishMany([succeeded(done.claimed[0] as RunRecord)], {
      owner: OWNER,
      leaseMs: LEASE_MS,
      max: 1,
    });
    expect(next.claimed.map((run) => run.id)).toEqual([third.id]);
    const last = await repo().finishMany([succeeded(next.claimed[0] as RunRecord)], {
      owner: OWNER,
      leaseMs: LEASE_MS,
      max: 1,
    });
    expect(last.finished[0]?.status).toBe('succeeded');
    expect(last.claimed).toEqual([]);
  });

  it('claims nothing for a finish that did not take, so the team stays within its concurrency', async () => {
    const [held, waiting] = await queue(2);
    const [claimed] = await repo().claimNext(OWNER, LEASE_MS, 2);
    expect(claimed?.id).toBe(held?.id);
    if (!claimed || !waiting) throw new Error('runs not stored');

    // Another process's finish of the same run (it lost the run to this one): the run stays running here,
    // so its team has no free slot and the queued run stays queued.
    const stale = await repo().finishMany([succeeded(claimed, 'another process')], {
      owner: 'another process',
      leaseMs: LEASE_MS,
      max: 1,
    });
    expect(stale).toEqual({ finished: [undefined], claimed: [] });
    expect(await ledgerRows(claimed.id)).toBe(0);
    expect(await repo().steps(claimed.id)).toEqual([]);
    expect((await repo().get(teamId, waiting.id))?.status).toBe('queued');

    // Without a claim the finish only finishes.
    const alone = await repo().finishMany([succeeded(claimed)]);
    expect(alone.finished[0]?.id).toBe(claimed.id);
    expect(alone.claimed).toEqual([]);
    expect((await repo().get(teamId, waiting.id))?.status).toBe('queued');
  });
});
