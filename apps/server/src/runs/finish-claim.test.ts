import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type RunRecord, runsRepository, teamsRepository } from '../db/index.js';
import { rowsOf } from '../db/repositories/rows.js';
import { testDatabaseKinds } from '../testing/index.js';
import { LEASE_MS, OWNER, succeeded, webOnlyTeam } from './claim-test-support.js';
import { RunWriter } from './run-writer.js';
import { manualRuns } from './test-support.js';

// A write that finishes runs also claims the queued runs that take over their slots (migration 0017):
// here on the repository, with no claim loop running (a web-only server), so every claim is the finish's.
describe.each(testDatabaseKinds())('finishing runs on %s', (kind) => {
  const team = webOnlyTeam(kind, 'finish-claim');
  const repo = () => runsRepository(team.db);

  beforeAll(async () => {
    // Flow Free: one run at a time, so the slot a finish frees is the only one.
    await teamsRepository(team.db).setPlan(team.teamId, 'flow-free');
  });

  const queue = (count: number) => repo().enqueueMany(manualRuns(team.teamId, team.workflowId, count));
  const ledgerRows = async (runId: string) => {
    const result = await team.db.execute(
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
      {
        id: claimed.id,
        teamId: team.teamId,
        workflowId: team.workflowId,
        status: 'succeeded',
        processingMs: 7,
      },
    ]);
    expect(done.claimed.map((run) => [run.id, run.status, run.leaseOwner, run.attempts])).toEqual([
      [second.id, 'running', OWNER, 1],
    ]);
    // The claimed run comes back whole, as a claim answers it (its trigger data included).
    expect(done.claimed[0]?.triggerData).toEqual({ n: 1 });
    expect(await ledgerRows(claimed.id)).toBe(1);
    expect((await repo().steps(claimed.id)).map((step) => step.nodeId)).toEqual(['step']);
    expect((await repo().get(team.teamId, third.id))?.status).toBe('queued');

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

  // Redis mode: a worker whose own slots are full asks its finishes to claim fewer runs than they finish.
  // The slots it leaves may be its teams' last free ones, and parked runs have no job to take them: the
  // runtime queues them again at once (Runtime.unparkSoon) rather than leave them to the reconciler.
  it('says how many freed slots a finish left to others', async () => {
    const [held] = await queue(1);
    const [claimed] = await repo().claimNext(OWNER, LEASE_MS, 1);
    if (!held || claimed?.id !== held.id) throw new Error('the run was not claimed');
    const left: number[] = [];
    const { logger, dependencies, metrics } = team.context;
    const writer = new RunWriter({
      db: team.db,
      logger,
      dependencies,
      metrics,
      claimOnFinish: {
        owner: OWNER,
        leaseMs: LEASE_MS,
        wanted: () => 0,
        parked: true,
        busy: () => new Map(),
        claimed: () => undefined,
        leftOver: (slots) => left.push(slots),
      },
    });
    const { result } = succeeded(claimed);
    const finished = await writer.finish(
      { runId: claimed.id, owner: OWNER, attempt: claimed.attempts },
      result,
    );
    expect(finished?.status).toBe('succeeded');
    expect(left).toEqual([1]);
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
    expect((await repo().get(team.teamId, waiting.id))?.status).toBe('queued');

    // Without a claim the finish only finishes.
    const alone = await repo().finishMany([succeeded(claimed)]);
    expect(alone.finished[0]?.id).toBe(claimed.id);
    expect(alone.claimed).toEqual([]);
    expect((await repo().get(team.teamId, waiting.id))?.status).toBe('queued');
  });

  // Redis mode (migration 0021): a run its team cannot take when its job comes is parked, without a job;
  // the finish of one of the team's runs claims parked runs only (the others have a job on its way).
  const parkedSince = async (runId: string) => {
    const result = await team.db.execute(sql`select parked_at from runs where id = ${runId}`);
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    return z.array(z.object({ parked_at: z.unknown() })).parse(rows)[0]?.parked_at ?? null;
  };

  it('parks a run its team cannot take by id, and hands the next free slot to it, not to a run with a job', async () => {
    const [held, withJob, parked] = await queue(3);
    if (!held || !withJob || !parked) throw new Error('runs not stored');
    // One worker batch takes the jobs of the first and the third: the team runs one at a time.
    const claimed = await repo().claimByIds(OWNER, LEASE_MS, [held.id, parked.id]);
    expect(claimed.map((run) => run.id)).toEqual([held.id]);
    expect(await parkedSince(parked.id)).not.toBeNull();
    expect(await parkedSince(withJob.id)).toBeNull();

    const done = await repo().finishMany([succeeded(claimed[0] as RunRecord)], {
      owner: OWNER,
      leaseMs: LEASE_MS,
      max: 1,
      parked: true,
    });
    // The older run still has its job coming: the slot goes to the parked one.
    expect(done.claimed.map((run) => [run.id, run.status])).toEqual([[parked.id, 'running']]);
    expect(await parkedSince(parked.id)).toBeNull();

    // With nothing of the team parked, a finish claims nothing; the run with a job waits for its job.
    const last = await repo().finishMany([succeeded(done.claimed[0] as RunRecord)], {
      owner: OWNER,
      leaseMs: LEASE_MS,
      max: 1,
      parked: true,
    });
    expect(last.claimed).toEqual([]);
    expect((await repo().get(team.teamId, withJob.id))?.status).toBe('queued');
    const [taken] = await repo().claimByIds(OWNER, LEASE_MS, [withJob.id]);
    await repo().finishMany([succeeded(taken as RunRecord)]);
  });

  it('lets the reconciler dispatch again a parked run whose team has room, once, and not before', async () => {
    const [held, parked] = await queue(2);
    if (!held || !parked) throw new Error('runs not stored');
    const [claimed] = await repo().claimByIds(OWNER, LEASE_MS, [held.id, parked.id]);
    await team.db.execute(
      sql`update runs set parked_at = now() - interval '5 seconds' where id = ${parked.id}`,
    );
    // Parked: the reconciler does not look for its job (it has none), and its team is full.
    expect((await repo().queuedOlderThan(0)).map((run) => run.id)).not.toContain(parked.id);
    expect(await repo().unparkWithRoom(1_000)).toEqual([]);

    // A finish that claimed nothing (its process was stopping): the team has room, the run no way out.
    await repo().finishMany([succeeded(claimed as RunRecord)]);
    expect(await repo().unparkWithRoom(10_000)).toEqual([]);
    expect(await repo().unparkWithRoom(1_000)).toEqual([{ id: parked.id, attempts: 0 }]);
    expect(await repo().unparkWithRoom(1_000)).toEqual([]);
    expect((await repo().queuedOlderThan(0)).map((run) => run.id)).toContain(parked.id);
    const [taken] = await repo().claimByIds(OWNER, LEASE_MS, [parked.id]);
    await repo().finishMany([succeeded(taken as RunRecord)]);
  });
});

// PostgreSQL runs a process's lease renewal and its finish writes on separate pooled connections, at
// the same time and over the same runs. A renewal that waited for a row a finish had locked, while the
// finish waited for one the renewal had, deadlocked (seen in bench/webhook with 2 workers: "could not
// renew the run leases: deadlock detected"); the renewal now skips a locked row instead.
describe.each(testDatabaseKinds().filter((kind) => kind === 'postgres'))(
  'renewing leases while the same runs finish, on %s',
  (kind) => {
    const team = webOnlyTeam(kind, 'renew-finish');
    const repo = () => runsRepository(team.db);

    it('never deadlocks, and every run finishes once', async () => {
      for (let round = 0; round < 40; round++) {
        const runs = await repo().enqueueMany(manualRuns(team.teamId, team.workflowId, 300));
        const ids = runs.map((run) => run.id);
        // Held by this process (set directly: the team's plan would let only 10 run at once).
        await team.db.execute(
          sql`update runs set status = 'running', attempts = 1, lease_owner = ${OWNER},
            lease_until = now() + interval '30 seconds' where id = any(${`{${ids.join(',')}}`}::uuid[])`,
        );
        const held = runs.map((run) => ({ id: run.id, attempts: 1 }));
        const finishing = runs.map((run) => ({
          runId: run.id,
          owner: OWNER,
          attempt: 1,
          result: { status: 'succeeded' as const, processingMs: 1, error: null, output: null, reply: null },
        }));
        const [, done] = await Promise.all([
          repo().renewLeases(OWNER, held, LEASE_MS),
          repo().finishMany(finishing),
        ]);
        expect(done.finished.every((run) => run?.status === 'succeeded')).toBe(true);
      }
    }, 60_000);

    it('renews the runs it holds, not one taken over, and does not wait for a locked one', async () => {
      const [kept, taken, locked] = await repo().enqueueMany(manualRuns(team.teamId, team.workflowId, 3));
      if (!kept || !taken || !locked) throw new Error('runs not stored');
      const db = team.db;
      await db.execute(
        sql`update runs set status = 'running', attempts = 1, lease_owner = ${OWNER},
          lease_until = now() + interval '1 second' where id in (${kept.id}, ${taken.id}, ${locked.id})`,
      );
      await db.execute(sql`update runs set lease_owner = 'another process' where id = ${taken.id}`);
      const leaseOf = async (id: string) =>
        z
          .object({ seconds: z.coerce.number() })
          .parse(
            rowsOf(
              await db.execute(
                sql`select extract(epoch from lease_until - now()) as seconds from runs where id = ${id}`,
              ),
            )[0],
          ).seconds;
      let release: () => void = () => {};
      let lockHeld: () => void = () => {};
      const holding = new Promise<void>((resolve) => {
        lockHeld = resolve;
      });
      // Another connection holds the third run's row, as a finish being written does.
      const transaction = db.transaction(async (tx) => {
        await tx.execute(sql`select id from runs where id = ${locked.id} for update`);
        lockHeld();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await holding;
      const held = [kept, taken, locked].map((run) => ({ id: run.id, attempts: 1 }));
      const answered = await repo().renewLeases(OWNER, held, LEASE_MS);
      release();
      await transaction;
      expect([...answered].sort()).toEqual([kept.id, locked.id].sort());
      expect(await leaseOf(kept.id)).toBeGreaterThan(20);
      // Skipped this time (not waited for), renewed the next.
      expect(await leaseOf(locked.id)).toBeLessThan(2);
      await repo().renewLeases(OWNER, held, LEASE_MS);
      expect(await leaseOf(locked.id)).toBeGreaterThan(20);
    });
  },
);
