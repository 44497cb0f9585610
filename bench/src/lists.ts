// Lists at scale: a workflow with many runs in PostgreSQL (seeded by SQL), then the run log's first page,
// a deep page (by page number and by cursor), the workflow list and the dashboard, timed through the API
// of the built server; also the run log's capped count.
// `node --import tsx bench/src/lists.ts` (after `npm run build`); BENCH_LIST_RUNS sets the run count
// (default 1,000,000). Baseline: the same query shape's cheapest form, a primary-key lookup, in the same run.
import { startBuiltApp } from '@flowlane/e2e';
import pg from 'pg';
import { z } from 'zod';
import { demoClient } from './flowlane-api.js';

const RUNS = Number(process.env.BENCH_LIST_RUNS ?? 1_000_000);
const SAMPLES = 15;

async function timed(call: () => Promise<unknown>): Promise<{ median: number; p90: number }> {
  await call(); // warm: plans cached, pages in memory
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(SAMPLES / 2)] ?? 0, p90: times[Math.floor(SAMPLES * 0.9)] ?? 0 };
}

export async function listsBenchmark(): Promise<void> {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  const name = `flowlane_bench_lists_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = `postgres://postgres@127.0.0.1:5432/${name}`;
  const app = await startBuiltApp({ DATABASE_URL: url, LOG_LEVEL: 'warn' });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { call } = await demoClient(app.url);
    const Created = z.object({ id: z.string() });
    const workflows = [];
    for (let i = 0; i < 20; i++) workflows.push(Created.parse(await call('POST', '/api/workflow', {})).id);
    const busy = workflows[0] ?? '';
    const seeding = performance.now();
    // Most runs on one busy workflow, a few on the rest; finished, spread over the last 30 days.
    await db.query(
      `insert into runs (team_id, workflow_id, workflow_version, status, trigger, attempts, queued_at,
                         started_at, finished_at, processing_ms)
       select w.team_id, case when g % 50 = 0 then ($2::uuid[])[1 + (g % 19)] else w.id end, 1,
              case when g % 17 = 0 then 'failed' else 'succeeded' end, 'webhook', 1,
              now() - (g * interval '2.5 seconds'), now() - (g * interval '2.5 seconds'),
              now() - (g * interval '2.5 seconds') + interval '40 ms', 40
       from generate_series(1, $3::int) g, workflows w where w.id = $1`,
      [busy, workflows.slice(1), RUNS],
    );
    await db.query(
      `insert into usage_ledger (run_id, team_id, processing_ms, recorded_at)
       select id, team_id, processing_ms, finished_at from runs`,
    );
    await db.query('analyze');
    console.log(
      `\n# lists at scale (PostgreSQL): ${RUNS.toLocaleString('en')} runs seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const anyRun = z
      .object({ items: z.array(z.object({ id: z.string() })) })
      .parse(await call('GET', `/api/workflow/${busy}/runs?pageSize=1`)).items[0]?.id;
    // The cursor the page before page 5,000 hands on: the keyset path's deep page.
    const deepCursor = z
      .object({ nextCursor: z.string().nullable() })
      .parse(await call('GET', `/api/workflow/${busy}/runs?page=4999&pageSize=20`)).nextCursor;
    const counted = z
      .object({ total: z.number(), totalCapped: z.boolean() })
      .parse(await call('GET', `/api/workflow/${busy}/runs?pageSize=20`));
    console.log(`run log count: ${counted.total}${counted.totalCapped ? '+ (capped)' : ''}`);
    const cases: Array<[string, () => Promise<unknown>]> = [
      ['baseline: one run by id', () => call('GET', `/api/run/${anyRun}`)],
      ['run log, first page', () => call('GET', `/api/workflow/${busy}/runs?page=0&pageSize=20`)],
      ['run log, page 5,000 (offset)', () => call('GET', `/api/workflow/${busy}/runs?page=5000&pageSize=20`)],
      [
        'run log, page 5,000 (cursor)',
        () =>
          call(
            'GET',
            `/api/workflow/${busy}/runs?pageSize=20&cursor=${encodeURIComponent(deepCursor ?? '')}`,
          ),
      ],
      ['run log, failed only', () => call('GET', `/api/workflow/${busy}/runs?status=failed&pageSize=20`)],
      ['workflow list (20 workflows, last run each)', () => call('GET', '/api/workflow?pageSize=20')],
      ['dashboard', () => call('GET', '/api/dashboard')],
    ];
    let baseline = 0;
    for (const [label, run] of cases) {
      const { median, p90 } = await timed(run);
      if (!baseline) baseline = median;
      const ratio = baseline ? (median / baseline).toFixed(1) : '1.0';
      console.log(
        `${label.padEnd(46)} median ${median.toFixed(1)} ms  p90 ${p90.toFixed(1)} ms  (${ratio}× baseline)`,
      );
    }
  } finally {
    await db.end();
    await app.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await listsBenchmark();
}
