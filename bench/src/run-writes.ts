// The embedded database's share of a run, measured steadily: a sync-webhook load (the webhook bench's
// flow, 50 connections) runs against the built server with PGlite on its main thread while
// support/sql-capture.mjs records every statement; the statements are then replayed in order on fresh
// copies of the database as it was when the recording began, each kind timed. The replay has no HTTP, no
// engine and no other thread, so its milliseconds per run move by a few percent between runs where the
// end-to-end benches move by fifteen: the figure to watch when changing the run path's SQL.
// `node --import tsx bench/src/run-writes.ts` after `npm run build`; BENCH_RUNS (default 2000),
// BENCH_ROUNDS (default 4, the first warms up), BENCH_SQL_SETUP (statements separated by ";;" run on each
// copy before the replay, to try a schema change without a migration).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { repoRoot, startBuiltApp } from '@flowlane/e2e';
import { z } from 'zod';
import { createSumWorkflow } from './flowlane-api.js';
import { load } from './harness.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const ROUNDS = Math.max(2, Number(process.env.BENCH_ROUNDS ?? 4));
const SETUP = (process.env.BENCH_SQL_SETUP ?? '').split(';;').filter((s) => s.trim() !== '');
const body = JSON.stringify({ numbers: Array.from({ length: 100 }, (_, i) => i + 1) });
const post = { method: 'POST' as const, body, headers: { 'content-type': 'application/json' } };

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
    { output, nodeArgs: ['--import', join(repoRoot, 'bench/src/support/sql-capture.mjs')] },
  );
  const said = async (text: string) => {
    while (!output.some((line) => line.includes(text))) await new Promise((r) => setTimeout(r, 20));
  };
  try {
    const url = await createSumWorkflow(app.url, 'sync');
    // Warm: the first runs compile the workflow and start the code sandbox.
    await load(url, { connections: 10, amount: 300, ...post });
    app.process.kill('SIGUSR2');
    await said('sql-capture: recording');
    const result = await load(url, { connections: 50, amount: RUNS, ...post });
    if (result.errors + result.non2xx > 0) throw new Error(`${result.errors + result.non2xx} calls failed`);
    // Let the last finishes land before the recording stops.
    await new Promise((r) => setTimeout(r, 1000));
    app.process.kill('SIGUSR2');
    await said('sql-capture: stopped');
  } finally {
    await app.stop();
  }
  return dir;
}

/** Replays the statements on a fresh copy of the starting database: milliseconds per statement kind. */
async function replay(
  dir: string,
  statements: Statement[],
): Promise<Map<string, { calls: number; ms: number }>> {
  const db = await PGlite.create(mkdtempSync(join(tmpdir(), 'flowlane-replay-')), {
    extensions: { pg_trgm },
    postgresqlconf: [`shared_buffers=${process.env.PGLITE_SHARED_BUFFERS ?? '16MB'}`],
    loadDataDir: new Blob([readFileSync(join(dir, 'base.tar'))]),
  });
  try {
    for (const statement of SETUP) await db.exec(statement);
    const kinds = new Map<string, { calls: number; ms: number }>();
    for (const statement of statements) {
      const text = 'exec' in statement ? statement.exec : statement.sql;
      const kind = text.replace(/\s+/g, ' ').trim().slice(0, 64);
      const started = performance.now();
      // A statement that failed in the server fails here too; its time still counts.
      if ('exec' in statement) await db.exec(statement.exec).catch(() => undefined);
      else
        await db
          .query(statement.sql, statement.params, { rowMode: statement.rowMode ?? 'object' })
          .catch(() => undefined);
      const entry = kinds.get(kind) ?? { calls: 0, ms: 0 };
      entry.calls += 1;
      entry.ms += performance.now() - started;
      kinds.set(kind, entry);
    }
    return kinds;
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
    `\n# run writes: ${statements.length} statements of ${RUNS} sync-webhook runs, replayed ${ROUNDS - 1}× on PGlite` +
      (SETUP.length ? ` after ${SETUP.join('; ')}` : ''),
  );
  const rounds: Array<Map<string, { calls: number; ms: number }>> = [];
  for (let round = 0; round < ROUNDS; round++) rounds.push(await replay(dir, statements));
  const measured = rounds.slice(1); // the first warms WebAssembly up
  const totals = measured.map((kinds) => [...kinds.values()].reduce((sum, k) => sum + k.ms, 0) / RUNS);
  console.log(
    `database time per run: median ${median(totals).toFixed(3)} ms [${totals.map((t) => t.toFixed(3)).join(' ')}]`,
  );
  const first = measured[0] ?? new Map();
  const rows = [...first.keys()]
    .map((kind) => {
      const ms = median(measured.map((kinds) => kinds.get(kind)?.ms ?? 0));
      return { kind, calls: first.get(kind)?.calls ?? 0, ms };
    })
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  for (const { kind, calls, ms } of rows)
    console.log(
      `  ${(ms / RUNS).toFixed(3)} ms/run  ${String(calls).padStart(5)} calls × ${(ms / calls).toFixed(3)} ms  ${kind}`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) await runWritesBenchmark();
