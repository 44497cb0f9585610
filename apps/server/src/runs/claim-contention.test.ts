import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunRecord, runsRepository, teamsRepository } from '../db/index.js';
import { rowsOf } from '../db/repositories/rows.js';
import { createTestServer, type TestServer, testDatabaseKinds, tuplesRead } from '../testing/index.js';
import { LEASE_MS, OWNER, storeBacklog, succeeded } from './claim-test-support.js';
import { manualRuns, teamWithWorkflow } from './test-support.js';

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
