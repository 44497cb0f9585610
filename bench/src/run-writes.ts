// The embedded database's share of a run, measured steadily: a sync-webhook load (the webhook bench's
// flow, 50 connections) runs against the built server with PGlite on its main thread while
// support/sql-capture.mjs records every statement; the statements are then replayed in order on fresh
// copies of the database as it was when the recording began, each kind timed. The replay has no HTTP, no
// engine and no other thread, so its milliseconds per run move by a few percent between runs where the
// end-to-end benches move by fifteen: the figure to watch when changing the run path's SQL.
// `node --import tsx bench/src/run-writes.ts` after `npm run build`; BENCH_RUNS (default 2000),
// BENCH_ROUNDS (default 4, the first warms up), BENCH_SQL_SETUP (statements separated by ";;" run on each
// copy before the replay, to try a schema change without a migration: the same recording is then also
// replayed as it was, the two taking turns, since two recordings differ by more than most changes do),
// BENCH_BATCH_SIZES (default 1,4,16: the one write of a recorded run repeated in batches of
// each size), BENCH_MODE=async (the calls are answered 202 and their runs go through the queue; such a
// replay does not repeat the recording: runs queued in the same millisecond (queued_at is kept to the
// millisecond) are claimed in the order the queue's index holds them, which is their place in the table,
// and the copy's places differ from the server's, so a claim takes other runs and the recorded finishes
// find nothing to finish; the replay then stops with an error rather than print their times, and
// bench/sync-ab's MODE=async measures a queued run's cost end to end instead),
// BENCH_MAIN (another build's main.js to record, e.g. a copy of dist from before a change).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { repoRoot, startBuiltApp } from '@flowlane/e2e';
import { z } from 'zod';
import { PreparedStatements } from '../../apps/server/src/db/prepared-statements.js';
import { createSumWorkflow, runsEnded, SUM_CALL } from './flowlane-api.js';
import { load } from './harness.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
/** BENCH_MODE=async records 202-intake calls (stored, then run) instead of synchronous ones. */
const MODE = process.env.BENCH_MODE === 'async' ? 'async' : 'sync';
const ROUNDS = Math.max(2, Number(process.env.BENCH_ROUNDS ?? 4));
const SETUP = (process.env.BENCH_SQL_SETUP ?? '').split(';;').filter((s) => s.trim() !== '');
const post = SUM_CALL;

const Statement = z.union([
  z.object({ exec: z.string() }),
  z.object({
    sql: z.string(),
    params: z.array(z.unknown()).optional(),
    rowMode: z.enum(['array', 'object']).optional(),
  }),
]);
type Statement = z.infer<typeof Statement>;

/** Records the statements of RUNS sync-webhook calls; answers the capture's folder. */
async function capture(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'flowlane-run-writes-'));
  const output: string[] = [];
  const app = await startBuiltApp(
    { LOG_LEVEL: 'warn', PGLITE_THREAD: 'main', SQL_CAPTURE_DIR: dir },
    {
      output,
      nodeArgs: ['--import', join(repoRoot, 'bench/src/support/sql-capture.mjs')],
      ...(process.env.BENCH_MAIN ? { main: process.env.BENCH_MAIN } : {}),
    },
  );
  const said = async (text: string) => {
    while (!output.some((line) => line.includes(text))) await new Promise((r) => setTimeout(r, 20));
  };
  try {
    const url = await createSumWorkflow(app.url, MODE);
    // Warm: the first runs compile the workflow and start the code sandbox.
    await load(url, { connections: 10, amount: 300, ...post });
    app.process.kill('SIGUSR2');
    await said('sql-capture: recording');
    const result = await load(url, { connections: 50, amount: RUNS, ...post });
    if (result.errors + result.non2xx > 0) throw new Error(`${result.errors + result.non2xx} calls failed`);
    // Every run ends before the recording stops (202 calls leave runs queued behind them).
    await runsEnded(app.url);
    app.process.kill('SIGUSR2');
    await said('sql-capture: stopped');
  } finally {
    await app.stop();
  }
  return dir;
}

/** The statement's kind: its text's start, spaces folded. */
const kindOf = (statement: Statement) =>
  ('exec' in statement ? statement.exec : statement.sql).replace(/\s+/g, ' ').trim().slice(0, 64);

/** Rows a batched statement carries: the length of its first parameter that is a JSON array (else 1). */
function rowsOf(statement: Statement): number {
  if ('exec' in statement) return 1;
  for (const param of statement.params ?? []) {
    if (typeof param !== 'string' || !param.startsWith('[')) continue;
    try {
      const value: unknown = JSON.parse(param);
      if (Array.isArray(value)) return value.length;
    } catch {
      // not JSON: an ordinary text parameter
    }
  }
  return 1;
}

/** Replays the statements on a fresh copy of the starting database: milliseconds per statement kind. */
async function replay(
  dir: string,
  statements: Statement[],
  setup: readonly string[] = SETUP,
): Promise<Map<string, { calls: number; ms: number }>> {
  const db = await PGlite.create(mkdtempSync(join(tmpdir(), 'flowlane-replay-')), {
    extensions: { pg_trgm },
    postgresqlconf: [`shared_buffers=${process.env.PGLITE_SHARED_BUFFERS ?? '16MB'}`],
    loadDataDir: new Blob([readFileSync(join(dir, 'base.tar'))]),
  });
  const kept = new PreparedStatements(db);
  try {
    for (const statement of setup) await db.exec(statement);
    const kinds = new Map<string, { calls: number; ms: number }>();
    for (const statement of statements) {
      const kind = kindOf(statement);
      const started = performance.now();
      // A statement that failed in the server fails here too; its time still counts.
      if ('exec' in statement) await db.exec(statement.exec).catch(() => undefined);
      else {
        const options = { rowMode: statement.rowMode ?? ('object' as const) };
        // Statements the server keeps prepared run prepared here too.
        await (kept.wants(statement.sql)
          ? kept.query(statement.sql, statement.params ?? [], options)
          : db.query(statement.sql, statement.params, options)
        ).catch(() => undefined);
      }
      const entry = kinds.get(kind) ?? { calls: 0, ms: 0 };
      entry.calls += 1;
      entry.ms += performance.now() - started;
      kinds.set(kind, entry);
    }
    // The recording ends with every run ended: a replay that leaves one queued or running took other
    // runs than the server did, and its times would be those of statements that found nothing to do.
    const unended = await db.query<{ n: number }>(
      `select count(*)::int as n from runs where status in ('queued', 'running')`,
    );
    const left = unended.rows[0]?.n ?? 0;
    if (left > 0)
      throw new Error(`the replay left ${left} runs queued or running: it is not the recording's`);
    return kinds;
  } finally {
    await db.close();
  }
}

/**
 * The embedded sync path's one write of a run (its row with its steps, and its ledger row, as it ends) in
 * batches of each size, on a fresh copy: what group commit saves as its batches grow. The runs are copies
 * of a recorded one, written by the recorded statement.
 */
async function batchSizes(
  dir: string,
  statements: Statement[],
  setup: readonly string[] = [],
): Promise<string> {
  const end = statements.find(
    (s): s is Extract<Statement, { sql: string }> =>
      'sql' in s && s.sql.includes('json_to_recordset') && s.sql.includes('usage_ledger'),
  );
  if (!end?.params) throw new Error('the recording holds no end of a run written once to copy');
  const [run] = z
    .array(z.object({ id: z.string(), steps: z.array(z.unknown()).optional() }).passthrough())
    .parse(JSON.parse(String(end.params[0])));
  if (!run) throw new Error('the recorded end holds no run');
  // Step records as rows of their own (a second parameter, before migration 0023), or in the run's row.
  const stepRows =
    end.params[1] === undefined
      ? undefined
      : z
          .array(z.object({ runId: z.string() }).passthrough())
          .parse(JSON.parse(String(end.params[1])))
          .filter((step) => step.runId === run.id);
  const stepCount = stepRows?.length ?? run.steps?.length ?? 0;
  const db = await PGlite.create(mkdtempSync(join(tmpdir(), 'flowlane-batches-')), {
    extensions: { pg_trgm },
    postgresqlconf: [`shared_buffers=${process.env.PGLITE_SHARED_BUFFERS ?? '16MB'}`],
    loadDataDir: new Blob([readFileSync(join(dir, 'base.tar'))]),
  });
  for (const statement of setup) await db.exec(statement);
  const kept = new PreparedStatements(db);
  const write = async (size: number) => {
    const runs = Array.from({ length: size }, (_, ord) => ({ ...run, id: randomUUID(), ord }));
    const params = [JSON.stringify(runs)];
    if (stepRows)
      params.push(JSON.stringify(runs.flatMap((r) => stepRows.map((step) => ({ ...step, runId: r.id })))));
    await kept.query(end.sql, params);
  };
  try {
    const sizes = (process.env.BENCH_BATCH_SIZES ?? '1,4,16').split(',').map(Number);
    for (const size of sizes) for (let i = 0; i < 400 / size; i++) await write(size); // warm up
    const line: string[] = [];
    for (const size of sizes) {
      const batches = Math.ceil(RUNS / size);
      const started = performance.now();
      for (let i = 0; i < batches; i++) await write(size);
      line.push(`${size}: ${((performance.now() - started) / (batches * size)).toFixed(3)} ms`);
    }
    return `a run's one write (row, ${stepCount} steps, ledger), ms per run by runs per batch: ${line.join(', ')}`;
  } finally {
    await db.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export async function runWritesBenchmark(): Promise<void> {
  const dir = await capture();
  const statements = readFileSync(join(dir, 'statements.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => Statement.parse(JSON.parse(line)));
  console.log(
    `\n# run writes: ${statements.length} statements of ${RUNS} ${MODE}-webhook runs, replayed ${ROUNDS - 1}× on PGlite` +
      (SETUP.length ? ` after ${SETUP.join('; ')}` : ''),
  );
  const rounds: Array<Map<string, { calls: number; ms: number }>> = [];
  const asRecorded: Array<Map<string, { calls: number; ms: number }>> = [];
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push(await replay(dir, statements));
    if (SETUP.length) asRecorded.push(await replay(dir, statements, []));
  }
  const perRun = (replays: Array<Map<string, { calls: number; ms: number }>>) =>
    replays.slice(1).map((kinds) => [...kinds.values()].reduce((sum, k) => sum + k.ms, 0) / RUNS);
  const measured = rounds.slice(1); // the first warms WebAssembly up
  const totals = perRun(rounds);
  const line = (label: string, values: number[]) =>
    `${label}: median ${median(values).toFixed(3)} ms [${values.map((t) => t.toFixed(3)).join(' ')}]`;
  console.log(line('database time per run', totals));
  if (SETUP.length) {
    const baseline = perRun(asRecorded);
    console.log(line('the same recording without the setup', baseline));
    console.log(`with the setup / without: ${(median(totals) / median(baseline)).toFixed(3)}`);
  }
  const rows = new Map<string, number>();
  for (const statement of statements)
    rows.set(kindOf(statement), (rows.get(kindOf(statement)) ?? 0) + rowsOf(statement));
  const first = measured[0] ?? new Map();
  const kinds = [...first.keys()]
    .map((kind) => {
      const ms = median(measured.map((replayed) => replayed.get(kind)?.ms ?? 0));
      return { kind, calls: first.get(kind)?.calls ?? 0, ms };
    })
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  // Rows per call: how large the group commit's batches were (a batch's fixed cost is shared by its rows).
  for (const { kind, calls, ms } of kinds)
    console.log(
      `  ${(ms / RUNS).toFixed(3)} ms/run  ${String(calls).padStart(5)} calls × ${(ms / calls).toFixed(3)} ms, ` +
        `${((rows.get(kind) ?? calls) / calls).toFixed(1)} rows/call  ${kind}`,
    );
  if (MODE !== 'sync') return;
  // The one write, on copies with and without the setup taking turns (the first pair warms up).
  for (let round = 0; round < (SETUP.length ? 3 : 1); round++) {
    console.log(await batchSizes(dir, statements));
    if (SETUP.length) console.log(`  with the setup: ${await batchSizes(dir, statements, SETUP)}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runWritesBenchmark();
