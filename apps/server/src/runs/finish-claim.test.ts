import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type RunRecord, runsRepository, teamsRepository } from '../db/index.js';
import { rowsOf } from '../db/repositories/rows.js';
import {
  createTestServer,
  type TestDatabaseKind,
  type TestServer,
  testDatabaseKinds,
  tuplesRead,
} from '../testing/index.js';
import { RunWriter } from './run-writer.js';
import { manualRuns, teamWithWorkflow } from './test-support.js';

const OWNER = 'finisher';
const LEASE_MS = 30_000;

/** The finish of a run that succeeded after one step, as `owner` (which must hold it) writes it. */
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

/** A burst's backlog of `count` queued runs of the team, stored by SQL a millisecond apart: their ids, oldest first. */
async function storeBacklog(
  db: Parameters<typeof runsRepository>[0],
  team: { teamId: string; workflowId: string },
  count: number,
): Promise<string[]> {
  const rows = rowsOf(
    await db.execute(sql`insert into runs (team_id, workflow_id, workflow_version, status, trigger, queued_at)
      select ${team.teamId}, ${team.workflowId}, 1, 'queued', 'webhook',
        now() - interval '1 day' + make_interval(secs => g / 1000.0)
      from generate_series(1, ${count}) g returning id, queued_at`),
  );
  return rows
    .map((row) => z.object({ id: z.string(), queued_at: z.coerce.date() }).parse(row))
    .sort((a, b) => a.queued_at.getTime() - b.queued_at.getTime())
    .map((row) => row.id);
}

/** A web-only server (no claim loop runs, so every claim is the test's own) and a team with a workflow. */
function webOnlyTeam(kind: TestDatabaseKind, name: string) {
  const at = { server: undefined as TestServer | undefined, teamId: '', workflowId: '' };
  beforeAll(async () => {
    at.server = await createTestServer(kind, { ROLE: 'web' });
    Object.assign(at, await teamWithWorkflow(at.server, name));
  });
  afterAll(() => at.server?.close());
  return {
    get db() {
      if (!at.server) throw new Error('the test server has not started');
      return at.server.ctx.database.db;
    },
    get teamId() {
      return at.teamId;
    },
    get workflowId() {
      return at.workflowId;
    },
    get context() {
      if (!at.server) throw new Error('the test server has not started');
      return at.server.ctx;
    },
  };
}

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

// A claim finds the teams with queued runs and each one's oldest runs. It read every queued run to do so
// (a distinct scan of the queue, then each team's runs looked for in the whole queue's order), so with a
// backlog each claim cost in proportion to it: 46 ms a claim at 12,000 queued runs after a burst of 202s
// on PGlite, paid again by every finish that hands its slot over. The claim now reads the queue's head,
// with or without the table's statistics (migration 0022).
describe.each(testDatabaseKinds())('claiming from a long queue on %s', (kind) => {
  const BACKLOG = 20_000;
  let server: TestServer | undefined;
  const teams: Array<{ teamId: string; workflowId: string }> = [];
  beforeAll(async () => {
    // No background work: without Redis every process claims, and its poll would take the runs first.
    server = await createTestServer(kind, {}, { background: false });
    for (const name of ['backlog', 'one-queued']) {
      const team = await teamWithWorkflow(server, name);
      await teamsRepository(server.ctx.database.db).setPlan(team.teamId, 'flow-free');
      teams.push(team);
    }
  });
  afterAll(() => server?.close());

  /**
   * A claim, and the index entries and table rows it read, counted by the database itself (the counts are
   * the connection's own, so all of it runs on one connection, in one transaction). PostgreSQL plans a
   * function's statements afresh for their first five runs on a connection and then may keep one generic
   * plan: six claims, each rolled back, come first, so the one measured runs on the plan a busy server uses.
   */
  async function claimReading(): Promise<{ read: number; claimed: RunRecord[] }> {
    if (!server) throw new Error('the test server has not started');
    return server.ctx.database.db.transaction(async (tx) => {
      for (let rehearsal = 0; rehearsal < 6; rehearsal++) {
        await tx.execute(sql`savepoint rehearsal`);
        await runsRepository(tx).claimNext(OWNER, LEASE_MS, 5);
        await tx.execute(sql`rollback to savepoint rehearsal`);
      }
      const before = await tuplesRead(tx, 'runs');
      const claimed = await runsRepository(tx).claimNext(OWNER, LEASE_MS, 5);
      return { read: (await tuplesRead(tx, 'runs')) - before, claimed };
    });
  }

  it('reads the head of the queue, not every queued run, and still serves each team in turn', async () => {
    if (!server) throw new Error('the test server has not started');
    const db = server.ctx.database.db;
    const [busy, quiet] = teams;
    if (!busy || !quiet) throw new Error('teams not made');
    // A burst's backlog, then one run of another team.
    const backlog = await storeBacklog(db, busy, BACKLOG);
    const [alone] = await runsRepository(db).enqueueMany(manualRuns(quiet.teamId, quiet.workflowId, 1));

    // Before the table's first statistics, as on a new server.
    const { read, claimed } = await claimReading();

    // Both teams are on Flow Free (one run at a time): the busy team's oldest run and the quiet team's.
    expect(claimed.map((run) => run.id).sort()).toEqual([backlog[0], alone?.id].sort());
    // A claim that read every queued run read over twice as many entries as there are.
    expect(read).toBeLessThan(100);

    // Once the table has statistics (the upkeep's analyze), the claim is planned again, as cheaply.
    await db.execute(sql`update runs set status = 'succeeded' where id in ${claimed.map((run) => run.id)}`);
    await db.execute(sql`analyze runs`);
    const next = await claimReading();
    expect(next.claimed.map((run) => run.id)).toEqual([backlog[1]]);
    expect(next.read).toBeLessThan(100);
  });
});

// The start, the claims and the finish keep their plans for a connection's life (migration 0030), as a busy
// server's connections do. A plan made while runs was small must still read a large table through its
// indexes: a kept plan that scanned runs read every row on every call (seen once in a drain of 20,000 runs:
// 3,350 scans, 64 million rows), which is why 0028 and 0029 had planned every call afresh.
describe.each(testDatabaseKinds())('the run path on plans kept from a small table on %s', (kind) => {
  const BACKLOG = 20_000;
  let server: TestServer | undefined;
  let team = { teamId: '', workflowId: '' };
  beforeAll(async () => {
    server = await createTestServer(kind, { ROLE: 'web' }, { background: false });
    team = await teamWithWorkflow(server, 'kept-plans');
    await teamsRepository(server.ctx.database.db).setPlan(team.teamId, 'flow-free'); // one at a time
  });
  afterAll(() => server?.close());

  /** Runs through every statement of the path: claimed by id (one parked), finished (claiming it), started. */
  async function throughThePath(tx: Parameters<typeof runsRepository>[0], queued: string[]) {
    const repo = runsRepository(tx);
    const [first, second] = queued;
    if (!first || !second) throw new Error('two queued runs are needed');
    const claimed = await repo.claimByIds(OWNER, LEASE_MS, [first, second], { others: 1 });
    const finished = await repo.finishMany(
      claimed.map((run) => succeeded(run)),
      { owner: OWNER, leaseMs: LEASE_MS, max: 1, parked: true },
    );
    // The team is full again: a run started now is stored queued, and a claim finds no room.
    await repo.startMany(OWNER, LEASE_MS, manualRuns(team.teamId, team.workflowId, 1));
    await repo.claimNext(OWNER, LEASE_MS, 1);
    return { claimed, finished };
  }

  it('reads a grown table through its indexes, never by scanning it', async () => {
    if (!server) throw new Error('the test server has not started');
    // All on one connection, whose plans are made on the small table and kept (the counts are the
    // connection's own too): each rehearsal is rolled back, and the backlog is stored after them.
    const { read, claimed, finished } = await server.ctx.database.db.transaction(async (tx) => {
      for (let rehearsal = 0; rehearsal < 8; rehearsal++) {
        await tx.execute(sql`savepoint rehearsal`);
        const queued = await runsRepository(tx).enqueueMany(manualRuns(team.teamId, team.workflowId, 2));
        await throughThePath(
          tx,
          queued.map((run) => run.id),
        );
        await tx.execute(sql`rollback to savepoint rehearsal`);
      }
      // The rows the statements above were planned without.
      const backlog = await storeBacklog(tx, team, BACKLOG);
      const before = await tuplesRead(tx, 'runs');
      const path = await throughThePath(tx, backlog.slice(0, 2));
      return { read: (await tuplesRead(tx, 'runs')) - before, ...path };
    });

    // Flow Free runs one at a time: the oldest run is claimed, the next parked and then claimed by the finish.
    expect(claimed).toHaveLength(1);
    expect(finished.finished.map((run) => run?.status)).toEqual(['succeeded']);
    expect(finished.claimed).toHaveLength(1);
    // A scan of runs reads all 20,000 queued rows; through the indexes the whole path reads a few dozen.
    expect(read).toBeLessThan(500);
  });
});

// Redis mode on PostgreSQL: a worker's claim by id parks a run whose team is full, and a finish on another
// connection claims its team's parked runs. Before migration 0025 the finish looked for them without the
// claims' lock, so a claim that counted a run being finished as running parked a run the finish then did
// not see: it waited for the reconciler while its team had room.
describe.each(testDatabaseKinds().filter((kind) => kind === 'postgres'))(
  'a finish beside a claim by id on %s',
  (kind) => {
    let server: TestServer | undefined;
    let team = { teamId: '', workflowId: '' };
    beforeAll(async () => {
      // No background work: no claim loop or reconciler takes the parked run in the test's stead.
      server = await createTestServer(kind, { ROLE: 'web' }, { background: false });
      team = await teamWithWorkflow(server, 'finish-race');
      await teamsRepository(server.ctx.database.db).setPlan(team.teamId, 'flow-free'); // one at a time
    });
    afterAll(() => server?.close());

    it('leaves no run parked while its team has room', async () => {
      if (!server) throw new Error('the test server has not started');
      const db = server.ctx.database.db;
      const [held, waiting] = await runsRepository(db).enqueueMany(
        manualRuns(team.teamId, team.workflowId, 2),
      );
      if (!held || !waiting) throw new Error('runs not stored');
      const [running] = await runsRepository(db).claimByIds(OWNER, LEASE_MS, [held.id]);
      if (!running) throw new Error('the first run was not claimed');

      // The finish's transaction stays open while the waiting run's job is claimed on another connection.
      let claimById: Promise<RunRecord[]> | undefined;
      const finish = await db.transaction(async (tx) => {
        const done = await runsRepository(tx).finishMany([succeeded(running)], {
          owner: OWNER,
          leaseMs: LEASE_MS,
          max: 1,
          parked: true,
        });
        claimById = runsRepository(db).claimByIds('a worker', LEASE_MS, [waiting.id]);
        // Long enough for the claim to run to its end, unless it waits for this transaction.
        await new Promise((resolve) => setTimeout(resolve, 300));
        return done;
      });
      const byId = (await claimById) ?? [];

      expect(finish.finished.map((run) => run?.status)).toEqual(['succeeded']);
      // The claim waited for the finish to commit, found the slot free, and took the run.
      expect([...finish.claimed, ...byId].map((run) => [run.id, run.status])).toEqual([
        [waiting.id, 'running'],
      ]);
      const [row] = rowsOf(
        await db.execute(sql`select status, parked_at from runs where id = ${waiting.id}`),
      );
      expect(row).toEqual({ status: 'running', parked_at: null });
    });
  },
);

/** Whether `work` settles within `ms`: 'settled', or 'waiting' while it is still held up. */
const within = (work: Promise<unknown>, ms: number) =>
  Promise.race([
    work.then(() => 'settled' as const),
    new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), ms)),
  ]);

// Claims, starts and claiming finishes lock the teams whose runs they count (migration 0029), not every
// team at once: on PostgreSQL, a claim for one team goes on while another team's claim is still open, a
// claim for the same team still waits for it, and crossing claims and finishes of several teams at once
// never deadlock nor run a team over its concurrency.
describe.each(testDatabaseKinds().filter((kind) => kind === 'postgres'))(
  'the locks of claims on %s',
  (kind) => {
    let server: TestServer | undefined;
    const teams: Array<{ teamId: string; workflowId: string }> = [];
    beforeAll(async () => {
      server = await createTestServer(kind, { ROLE: 'web' }, { background: false });
      for (const name of ['locks-a', 'locks-b', 'locks-c']) {
        const team = await teamWithWorkflow(server, name);
        await teamsRepository(server.ctx.database.db).setPlan(team.teamId, 'flow-free'); // one at a time
        teams.push(team);
      }
    });
    afterAll(() => server?.close());
    const db = () => {
      if (!server) throw new Error('the test server has not started');
      return server.ctx.database.db;
    };
    const queue = async (team: { teamId: string; workflowId: string } | undefined, count: number) => {
      if (!team) throw new Error('no such team');
      return runsRepository(db()).enqueueMany(manualRuns(team.teamId, team.workflowId, count));
    };
    const runningByTeam = async () =>
      rowsOf(
        await db().execute(
          sql`select team_id, count(*)::int as n from runs where status = 'running' group by team_id`,
        ),
      ).map((row) => Number(row.n));
    const settle = async () => {
      await db().execute(sql`update runs set status = 'cancelled', lease_until = null, parked_at = null
        where status in ('queued', 'running')`);
    };

    it("claims one team's run while another team's claim is still open, and waits for its own team's", async () => {
      await settle();
      const [a1, a2] = await queue(teams[0], 2);
      const [b1] = await queue(teams[1], 1);
      if (!a1 || !a2 || !b1) throw new Error('runs not stored');
      let otherTeam: Promise<RunRecord[]> | undefined;
      let sameTeam: Promise<RunRecord[]> | undefined;
      const waits = await db().transaction(async (tx) => {
        const [held] = await runsRepository(tx).claimByIds(OWNER, LEASE_MS, [a1.id]);
        expect(held?.id).toBe(a1.id);
        otherTeam = runsRepository(db()).claimByIds('worker b', LEASE_MS, [b1.id]);
        sameTeam = runsRepository(db()).claimByIds('worker a', LEASE_MS, [a2.id]);
        return { otherTeam: await within(otherTeam, 2_000), sameTeam: await within(sameTeam, 300) };
      });
      // Team B's claim did not wait for team A's transaction; team A's second claim did.
      expect(waits).toEqual({ otherTeam: 'settled', sameTeam: 'waiting' });
      expect((await otherTeam)?.map((run) => run.id)).toEqual([b1.id]);
      // Once A's claim had committed, A was full (Flow Free: one at a time): its second run was parked.
      expect(await sameTeam).toEqual([]);
      const [row] = rowsOf(await db().execute(sql`select status, parked_at from runs where id = ${a2.id}`));
      expect(row?.status).toBe('queued');
      expect(row?.parked_at).not.toBeNull();
    });

    it('never deadlocks nor runs a team over its concurrency under crossing claims and finishes', async () => {
      await settle();
      const queued = (await Promise.all(teams.map((team) => queue(team, 12)))).flat();
      const repo = runsRepository(db());
      const running = new Map<string, RunRecord>();
      const take = (runs: RunRecord[]) => {
        for (const run of runs) running.set(run.id, run);
      };
      // Each round: claims by id of every team's runs in crossing orders on separate connections, and a
      // finish of all that run (several teams in one batch) that claims parked runs, all at once.
      for (let round = 0; round < 12; round++) {
        const ids = queued.map((run) => run.id);
        const finishing = [...running.values()];
        running.clear();
        const [forward, backward, finish] = await Promise.all([
          repo.claimByIds(`worker ${round} f`, LEASE_MS, ids.slice(round % 6)),
          repo.claimByIds(`worker ${round} b`, LEASE_MS, [...ids].reverse()),
          repo.finishMany(
            finishing.map((run) => succeeded(run, run.leaseOwner ?? OWNER)),
            { owner: `finisher ${round}`, leaseMs: LEASE_MS, max: 3, parked: true },
          ),
        ]);
        take(forward);
        take(backward);
        take(finish.claimed);
        expect(finish.finished.map((run) => run?.status)).toEqual(finishing.map(() => 'succeeded'));
        // One run at a time per team, whatever claimed it.
        expect(Math.max(0, ...(await runningByTeam()))).toBeLessThanOrEqual(1);
      }
      // Every run was run once: none is left queued (each round's claims and finish took the rest).
      const left = rowsOf(
        await db().execute(sql`select count(*)::int as n from runs where status = 'queued'
          and id in ${queued.map((run) => run.id)}`),
      );
      expect(left[0]?.n).toBe(0);
    });
  },
);

// Redis mode has one queue of jobs for every team: a claim by id that parks runs of a full team claims as
// many of the oldest runs of teams with room instead (migration 0029), so a quiet team's run does not
// wait behind a busy team's jobs.
describe.each(testDatabaseKinds())('a claim by id that parks, on %s', (kind) => {
  let server: TestServer | undefined;
  let busy = { teamId: '', workflowId: '' };
  let quiet = { teamId: '', workflowId: '' };
  beforeAll(async () => {
    server = await createTestServer(kind, { ROLE: 'web' }, { background: false });
    busy = await teamWithWorkflow(server, 'parks-busy');
    quiet = await teamWithWorkflow(server, 'parks-quiet');
    await teamsRepository(server.ctx.database.db).setPlan(busy.teamId, 'flow-free'); // one at a time
  });
  afterAll(() => server?.close());

  it("claims another team's oldest run for each run it parks, up to what it is asked for", async () => {
    if (!server) throw new Error('the test server has not started');
    const repo = runsRepository(server.ctx.database.db);
    const [first, second, third] = await repo.enqueueMany(manualRuns(busy.teamId, busy.workflowId, 3));
    const [older, newer] = await repo.enqueueMany(manualRuns(quiet.teamId, quiet.workflowId, 2));
    if (!first || !second || !third || !older || !newer) throw new Error('runs not stored');
    expect((await repo.claimByIds(OWNER, LEASE_MS, [first.id])).map((run) => run.id)).toEqual([first.id]);

    // Without `others`, the busy team's next run is parked and nothing else is claimed.
    expect(await repo.claimByIds(OWNER, LEASE_MS, [second.id])).toEqual([]);
    // With room for others, its last run is parked and the quiet team's oldest run claimed instead:
    // one, for the one run parked, though the caller could take more.
    const instead = await repo.claimByIds(OWNER, LEASE_MS, [third.id], { others: 5 });
    expect(instead.map((run) => [run.id, run.status])).toEqual([[older.id, 'running']]);
    const states = rowsOf(
      await server.ctx.database.db.execute(
        sql`select id, status, parked_at is not null as parked from runs where team_id in (${busy.teamId}, ${quiet.teamId})`,
      ),
    );
    const stateOf = (id: string) => states.find((row) => row.id === id);
    expect(stateOf(second.id)).toMatchObject({ status: 'queued', parked: true });
    expect(stateOf(third.id)).toMatchObject({ status: 'queued', parked: true });
    expect(stateOf(newer.id)).toMatchObject({ status: 'queued', parked: false });
  });
});
