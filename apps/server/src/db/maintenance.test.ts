import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { manualRuns, teamWithWorkflow } from '../runs/test-support.js';
import { createTestServer, type TestServer } from '../testing/index.js';
import { maintenanceRepository, type RunRecord, runsRepository } from './index.js';
import { PGLITE_STATISTICS_TARGET } from './pglite-open.js';
import { rowsOf } from './repositories/rows.js';

const OWNER = 'upkeep-test';

// PGlite has no autovacuum: without this pass every run would leave its dead row versions (and a dead
// entry in the queue's index, which each claim reads) in the embedded database for good.
describe('upkeep of the embedded database', () => {
  let server: TestServer;
  let teamId: string;
  let workflowId: string;
  const db = () => server.ctx.database.db;

  beforeAll(async () => {
    // No background passes: the test runs them itself.
    server = await createTestServer('pglite', { ROLE: 'web' }, { background: false });
    ({ teamId, workflowId } = await teamWithWorkflow(server, 'upkeep'));
  });
  afterAll(() => server.close());

  const runsTable = async () => {
    await db().execute(sql`select pg_stat_force_next_flush()`);
    const result = await db().execute(
      sql`select n_dead_tup, vacuum_count, analyze_count from pg_stat_user_tables where relname = 'runs'`,
    );
    return z
      .object({
        n_dead_tup: z.coerce.number(),
        vacuum_count: z.coerce.number(),
        analyze_count: z.coerce.number(),
      })
      .parse(rowsOf(result)[0]);
  };

  /** Runs that go the queue's way: stored queued, claimed, finished (three versions of each row). */
  async function throughTheQueue(count: number): Promise<void> {
    const repo = runsRepository(db());
    await repo.enqueueMany(manualRuns(teamId, workflowId, count));
    for (;;) {
      const claimed: RunRecord[] = await repo.claimNext(OWNER, 30_000, 10);
      if (claimed.length === 0) return;
      await repo.finishMany(
        claimed.map((run) => ({
          runId: run.id,
          owner: OWNER,
          attempt: run.attempts,
          result: { status: 'succeeded' as const, processingMs: 1, error: null, output: null, reply: null },
        })),
      );
    }
  }

  it('vacuums the runs table once runs have left dead rows behind, and then has nothing to do', async () => {
    await throughTheQueue(200);
    const before = await runsTable();
    // Each run left two dead versions of its row (queued, running).
    expect(before.n_dead_tup).toBeGreaterThanOrEqual(400);

    const done = await maintenanceRepository(db()).upkeep();

    expect(done).toContainEqual({ table: 'runs', vacuumed: true, analyzed: true });
    const after = await runsTable();
    expect(after.n_dead_tup).toBe(0);
    expect(after.vacuum_count).toBe(before.vacuum_count + 1);
    expect(after.analyze_count).toBe(before.analyze_count + 1);
    // Nothing changed since: the next pass leaves the runs table alone.
    expect((await maintenanceRepository(db()).upkeep()).map((t) => t.table)).not.toContain('runs');
  });

  // Past 200,000 rows a table's dead rows reach the cap (20,000) before its changes reach 10% of it.
  it('vacuums a big table at the dead-row cap without analyzing it before its changes are due', async () => {
    await db().execute(sql`create table upkeep_probe (id int primary key, n int not null)`);
    await db().execute(sql`insert into upkeep_probe select g, 0 from generate_series(1, 250000) g`);
    // The insert's counts reach the statistics first, so the analyze below leaves none unanalyzed.
    await db().execute(sql`select pg_stat_force_next_flush()`);
    await db().execute(sql`vacuum (analyze) upkeep_probe`);
    await db().execute(sql`update upkeep_probe set n = 1 where id <= 21000`);
    const done = await maintenanceRepository(db()).upkeep();
    expect(done).toContainEqual({ table: 'upkeep_probe', vacuumed: true, analyzed: false });
    await db().execute(sql`select pg_stat_force_next_flush()`);
    const stats = z
      .object({ n_dead_tup: z.coerce.number(), analyze_count: z.coerce.number() })
      .parse(
        rowsOf(
          await db().execute(
            sql`select n_dead_tup, analyze_count from pg_stat_user_tables where relname = 'upkeep_probe'`,
          ),
        )[0],
      );
    expect(stats).toEqual({ n_dead_tup: 0, analyze_count: 1 });
    await db().execute(sql`drop table upkeep_probe`);
  });

  // An analyze holds PGlite's one connection: at PostgreSQL's default it samples 30,000 rows (0.65-1 s for
  // runs at 200,000 rows), at the embedded target 3,000.
  it('analyzes a big table from a sample of a few thousand rows', async () => {
    await db().execute(sql`create table upkeep_sample (id int primary key)`);
    await db().execute(sql`insert into upkeep_sample select g from generate_series(1, 100000) g`);
    const done = await maintenanceRepository(db()).upkeep();
    expect(done).toContainEqual({ table: 'upkeep_sample', vacuumed: true, analyzed: true });
    const bounds = z
      .object({ histogram_bounds: z.string() })
      .parse(
        rowsOf(
          await db().execute(
            sql`select histogram_bounds::text from pg_stats where tablename = 'upkeep_sample' and attname = 'id'`,
          ),
        )[0],
      );
    // A histogram of PGLITE_STATISTICS_TARGET buckets (PostgreSQL's default keeps 100, from 30,000 rows).
    expect(bounds.histogram_bounds.split(',')).toHaveLength(PGLITE_STATISTICS_TARGET + 1);
    await db().execute(sql`drop table upkeep_sample`);
  });

  it('leaves a table alone while its dead rows are few for its size', async () => {
    // The table now holds 200 live runs: 50 + 20% of them (90) dead rows are allowed before a vacuum.
    await throughTheQueue(20);
    expect((await runsTable()).n_dead_tup).toBe(40);
    expect((await maintenanceRepository(db()).upkeep()).map((t) => t.table)).not.toContain('runs');
  });
});
