// A queue claim's time as one team's backlog grows: the claim (flowlane_claim_runs, the statement every
// finish that hands its slot over runs too) and a worker's claim of the runs of its jobs by id
// (flowlane_claim_runs_by_id, Redis mode) on PGlite, with BENCH_BACKLOGS queued runs of a busy team and
// one run of each of BENCH_QUIET_TEAMS (default 1) other teams behind them, all on Flow Free. Each
// backlog's median of 30 claims (each rolled back) is printed with its ratio to the smallest backlog's:
// 1.0 is a claim that reads the queue's head, whatever waits behind it. The table is analyzed (as the
// embedded upkeep does) unless BENCH_NO_ANALYZE=1.
// BENCH_MIGRATIONS_UPTO=21 measures the claim as an earlier migration left it.
// `node --import tsx bench/src/claim.ts`
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { z } from 'zod';
import { migrationsFolder } from '../../apps/server/src/db/migrations-folder.js';

const BACKLOGS = (process.env.BENCH_BACKLOGS ?? '1000,10000,50000,200000').split(',').map(Number);
const UPTO = process.env.BENCH_MIGRATIONS_UPTO ? Number(process.env.BENCH_MIGRATIONS_UPTO) : undefined;
const ANALYZE = process.env.BENCH_NO_ANALYZE !== '1';
const QUIET_TEAMS = Number(process.env.BENCH_QUIET_TEAMS ?? 1);
const CLAIMS = 30;

const Journal = z.object({ entries: z.array(z.object({ idx: z.number() }).passthrough()) }).passthrough();

/** The committed migrations, or a copy of them up to UPTO. */
function migrations(): { folder: string; done(): void } {
  if (UPTO === undefined) return { folder: migrationsFolder(), done: () => {} };
  const folder = mkdtempSync(join(tmpdir(), 'flowlane-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const file = join(folder, 'meta/_journal.json');
  const journal = Journal.parse(JSON.parse(readFileSync(file, 'utf8')));
  journal.entries = journal.entries.filter((entry) => entry.idx <= UPTO);
  writeFileSync(file, JSON.stringify(journal));
  return { folder, done: () => rmSync(folder, { recursive: true }) };
}

const Id = z.object({ id: z.string() });

async function teamWithWorkflow(db: PGlite, name: string): Promise<{ teamId: string; workflowId: string }> {
  const team = Id.parse(
    (await db.query(`insert into teams (name, plan_guid) values ($1, 'flow-free') returning id`, [name]))
      .rows[0],
  );
  const workflow = Id.parse(
    (
      await db.query(
        `insert into workflows (team_id, title, data, graph, schema_version, hook_id)
         values ($1, $2, '{}', '{}', 1, $2) returning id`,
        [team.id, name],
      )
    ).rows[0],
  );
  return { teamId: team.id, workflowId: workflow.id };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function claimBenchmark(): Promise<void> {
  const db = await PGlite.create(undefined, { extensions: { pg_trgm } });
  const { folder, done } = migrations();
  try {
    await migrate(drizzle({ client: db }), { migrationsFolder: folder });
  } finally {
    done();
  }
  const busy = await teamWithWorkflow(db, 'busy');
  const quiet: Array<{ teamId: string; workflowId: string }> = [];
  for (let n = 1; n <= QUIET_TEAMS; n++) quiet.push(await teamWithWorkflow(db, `quiet ${n}`));
  console.log(
    `\n# a claim with one team's backlog queued and ${QUIET_TEAMS} other teams' one run each behind it (PGlite, migrations ${UPTO ?? 'all'}, ${ANALYZE ? 'analyzed' : 'no statistics'})`,
  );
  let queued = 0;
  let first: { ms: number; byIdMs: number } | undefined;
  for (const backlog of BACKLOGS) {
    // Each run a millisecond after the last, as a burst of webhooks would arrive.
    await db.query(
      `insert into runs (team_id, workflow_id, workflow_version, status, trigger, trigger_data, queued_at)
       select $1, $2, 1, 'queued', 'webhook', '{"numbers":[1,2,3]}',
         now() - interval '1 day' + make_interval(secs => g / 1000.0)
       from generate_series($3::int, $4::int) g`,
      [busy.teamId, busy.workflowId, queued + 1, backlog],
    );
    queued = backlog;
    for (const team of quiet) {
      await db.query('delete from runs where team_id = $1', [team.teamId]);
      await db.query(
        `insert into runs (team_id, workflow_id, workflow_version, status, trigger) values ($1, $2, 1, 'queued', 'webhook')`,
        [team.teamId, team.workflowId],
      );
    }
    if (ANALYZE) await db.exec('analyze runs');
    const times: number[] = [];
    for (let i = 0; i < CLAIMS; i++) {
      await db.exec('begin');
      const started = performance.now();
      const claimed = await db.query(
        `select id from flowlane_claim_runs('bench', 30000, '{"flow-free": 1}'::jsonb, $1)`,
        [QUIET_TEAMS + 1],
      );
      times.push(performance.now() - started);
      await db.exec('rollback');
      // Every team runs one at a time: the busy team's oldest run and each other team's one.
      if (claimed.rows.length !== QUIET_TEAMS + 1)
        throw new Error(`a claim took ${claimed.rows.length} runs, not ${QUIET_TEAMS + 1}`);
    }
    // What a worker's claim asks for: the ids of the jobs it took, the queue's oldest (each claim is rolled back).
    const ids = (
      await db.query<{ ids: string }>(
        `select array_agg(id)::text as ids from (select id from runs where team_id = $1 and status = 'queued' order by queued_at limit 3) x`,
        [busy.teamId],
      )
    ).rows[0]?.ids;
    const byIdTimes: number[] = [];
    for (let i = 0; i < CLAIMS; i++) {
      await db.exec('begin');
      const started = performance.now();
      const claimed = await db.query(
        `select id from flowlane_claim_runs_by_id('bench', 30000, '{"flow-free": 3}'::jsonb, $1::uuid[])`,
        [ids],
      );
      byIdTimes.push(performance.now() - started);
      await db.exec('rollback');
      if (claimed.rows.length !== 3) throw new Error(`a claim by id took ${claimed.rows.length} runs, not 3`);
    }
    const ms = median(times);
    const byIdMs = median(byIdTimes);
    first ??= { ms, byIdMs };
    console.log(
      `${String(backlog).padStart(7)} queued: claim ${ms.toFixed(2).padStart(6)} ms, ${(ms / first.ms).toFixed(1)}× the first; claim of 3 by id ${byIdMs.toFixed(2).padStart(6)} ms, ${(byIdMs / first.byIdMs).toFixed(1)}× the first (medians of ${CLAIMS})`,
    );
  }
  await db.close();
}

if (import.meta.url === `file://${process.argv[1]}`) await claimBenchmark();
