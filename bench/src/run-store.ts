// What the embedded store itself costs a sync webhook run, against SQLite as the other store a Node
// process could embed: a question for the design of the run path (issue 17), not a test of the product.
// A built server answers one call of the webhook bench's flow; its DATA_DIR then gives both sides the same
// run (trigger data, its 4 inline step records, output and reply as the server stored them):
// - PGlite, the database as the server migrated it, written through the server's own repository
//   (`insertFinished`: the run's row with its steps, and its ledger row, one statement a batch);
// - SQLite (better-sqlite3 12, installed on first use into bench/.cache, git-ignored; version 13 needs
//   Node 22), the same columns and the indexes a finished run's row enters, in WAL mode, each batch one
//   transaction: synchronous=NORMAL (a commit outlives a killed process, as PGlite's, which runs with
//   fsync off) and FULL (it also outlives a power cut).
// It prints ms of wall time and of CPU per run by runs per batch, and for each store, in a fresh process:
// the time to open its database and the process's RSS once open.
// `node --import tsx bench/src/run-store.ts`; BENCH_RUNS (default 4000), BENCH_BATCH_SIZES (default 1,16,64).
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, startBuiltApp } from '@flowlane/e2e';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase, pgliteDirOf, runsRepository } from '../../apps/server/src/db/index.js';
import type { RunStartedHere } from '../../apps/server/src/db/repositories/runs.js';
import { createSumWorkflow, SUM_CALL } from './flowlane-api.js';
import { cachedPackage } from './harness.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 4000);
const SIZES = (process.env.BENCH_BATCH_SIZES ?? '1,16,64').split(',').map(Number);
const SQLITE_VERSION = '12.11.1';

/** better-sqlite3, installed once into bench/.cache (it builds a native addon). */
const sqlitePrefix = () =>
  cachedPackage(
    'better-sqlite3',
    SQLITE_VERSION,
    'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
  );

const Stored = z.object({
  team_id: z.string(),
  workflow_id: z.string(),
  workflow_version: z.number(),
  trigger_data: z.unknown(),
  output: z.unknown(),
  reply: z.unknown(),
  steps: z.array(z.record(z.string(), z.unknown())),
});
type Stored = z.infer<typeof Stored>;

/** A DATA_DIR holding one run of the bench's flow, stored by the server as it ended; and that run. */
async function recordedRun(): Promise<{ dataDir: string; run: Stored }> {
  const app = await startBuiltApp({ LOG_LEVEL: 'warn' });
  try {
    const hook = await createSumWorkflow(app.url, 'sync');
    const response = await fetch(hook, SUM_CALL);
    if (!response.ok) throw new Error(`the bench's call failed: ${response.status}`);
  } finally {
    await app.stop();
  }
  const database = await openDatabase({ pgliteDir: pgliteDirOf(app.dataDir), pgliteThread: 'main' });
  try {
    const result = await database.db.execute(
      sql`select team_id, workflow_id, workflow_version, trigger_data, output, reply, steps from runs
       where steps is not null limit 1`,
    );
    return {
      dataDir: app.dataDir,
      run: Stored.parse(z.object({ rows: z.array(z.unknown()) }).parse(result).rows[0]),
    };
  } finally {
    await database.close();
  }
}

type Timing = { wallMs: number; cpuMs: number };

/** Wall and CPU ms per run for `write(size)` called until RUNS runs are written, by batch size. */
async function perRun(write: (size: number) => unknown): Promise<Map<number, Timing>> {
  for (const size of SIZES) for (let i = 0; i < 400 / size; i++) await write(size); // warm up
  const timings = new Map<number, Timing>();
  for (const size of SIZES) {
    const batches = Math.ceil(RUNS / size);
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (let i = 0; i < batches; i++) await write(size);
    const used = process.cpuUsage(cpu);
    const runs = batches * size;
    timings.set(size, {
      wallMs: (performance.now() - started) / runs,
      cpuMs: (used.user + used.system) / 1000 / runs,
    });
  }
  return timings;
}

async function pglite(dataDir: string, run: Stored): Promise<Map<number, Timing>> {
  const database = await openDatabase({ pgliteDir: pgliteDirOf(dataDir), pgliteThread: 'main' });
  const repo = runsRepository(database.db);
  const steps = run.steps.map((step) => ({ ...step, runId: '' })) as never[];
  try {
    return await perRun((size) =>
      repo.insertFinished(
        Array.from({ length: size }, () => {
          const now = new Date();
          const started: RunStartedHere = {
            id: crypto.randomUUID(),
            teamId: run.team_id,
            workflowId: run.workflow_id,
            workflowVersion: run.workflow_version,
            trigger: 'webhook',
            triggerData: run.trigger_data,
            owner: 'bench',
            queuedAt: now,
            startedAt: now,
          };
          return {
            run: started,
            result: {
              status: 'succeeded',
              processingMs: 2,
              error: null,
              output: run.output,
              reply: run.reply,
              steps,
            },
          };
        }),
      ),
    );
  } finally {
    await database.close();
  }
}

/** The runs table as a finished run's row meets it (the partial indexes of queued and running runs get no entry). */
const SQLITE_SCHEMA = `
create table if not exists teams (id text primary key);
create table if not exists workflows (id text primary key, team_id text not null references teams(id));
create table if not exists runs (id text primary key, team_id text not null references teams(id) on delete cascade,
  workflow_id text not null references workflows(id) on delete cascade, workflow_version integer not null,
  status text not null check (status in ('queued','running','succeeded','failed','cancelled','timed_out','refused')),
  trigger text not null, trigger_data text, retry_of text, attempts integer not null default 0,
  lease_owner text, lease_until integer, queued_at integer not null, started_at integer, finished_at integer,
  processing_ms integer not null default 0, error text, output text, reply text, parked_at integer, steps text);
create index if not exists runs_queue_idx on runs(queued_at) where status = 'queued';
create index if not exists runs_team_queue_idx on runs(team_id, queued_at) where status = 'queued';
create index if not exists runs_running_idx on runs(team_id) where status = 'running';
create index if not exists runs_workflow_list_idx on runs(workflow_id, team_id, queued_at, id);
create index if not exists runs_workflow_status_idx on runs(workflow_id, team_id, status, queued_at, id);
create index if not exists runs_team_idx on runs(team_id, queued_at, status);
create table if not exists usage_ledger (id integer primary key, run_id text references runs(id) on delete set null,
  team_id text not null references teams(id) on delete cascade, processing_ms integer not null,
  recorded_at integer not null);
create index if not exists usage_ledger_team_idx on usage_ledger(team_id, recorded_at);`;

type SqliteDatabase = {
  pragma(text: string): unknown;
  exec(text: string): void;
  prepare(text: string): { run(...params: unknown[]): unknown };
  transaction<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void;
  close(): void;
};

function openSqlite(file: string, synchronous: string): SqliteDatabase {
  const Sqlite = createRequire(join(sqlitePrefix(), 'index.js'))('better-sqlite3');
  const db: SqliteDatabase = new Sqlite(file);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('foreign_keys = ON');
  db.exec(SQLITE_SCHEMA);
  return db;
}

async function sqlite(file: string, run: Stored, synchronous: string): Promise<Map<number, Timing>> {
  const db = openSqlite(file, synchronous);
  db.prepare('insert or ignore into teams values (?)').run(run.team_id);
  db.prepare('insert or ignore into workflows values (?, ?)').run(run.workflow_id, run.team_id);
  const insertRun = db.prepare(`insert into runs (id, team_id, workflow_id, workflow_version, status, trigger,
    trigger_data, attempts, lease_owner, queued_at, started_at, finished_at, processing_ms, error, output, reply, steps)
    values (?, ?, ?, ?, 'succeeded', 'webhook', ?, 1, 'bench', ?, ?, ?, 2, null, ?, ?, ?)`);
  const insertLedger = db.prepare(
    'insert into usage_ledger (run_id, team_id, processing_ms, recorded_at) values (?, ?, 2, ?)',
  );
  // As a real write would, each batch serialises its runs' JSON.
  const writeBatch = db.transaction((size: number) => {
    for (let i = 0; i < size; i++) {
      const id = crypto.randomUUID();
      const now = Date.now();
      insertRun.run(
        id,
        run.team_id,
        run.workflow_id,
        run.workflow_version,
        JSON.stringify(run.trigger_data),
        now,
        now,
        now,
        JSON.stringify(run.output),
        JSON.stringify(run.reply),
        JSON.stringify(run.steps),
      );
      insertLedger.run(id, run.team_id, now);
    }
  });
  try {
    return await perRun((size) => writeBatch(size));
  } finally {
    db.close();
  }
}

/** Opens a store in a fresh node process: ms to open it, and the process's RSS (MiB) once open. */
function openInFreshProcess(store: 'pglite' | 'sqlite', path: string): { openMs: number; rssMib: number } {
  const script =
    store === 'pglite'
      ? `const { openDatabase } = await import(${JSON.stringify(join(repoRoot, 'apps/server/src/db/index.ts'))});
         const t = performance.now();
         const db = await openDatabase({ pgliteDir: ${JSON.stringify(path)}, pgliteThread: 'main' });
         const { sql } = await import('drizzle-orm');
         await db.db.execute(sql.raw('select count(*) from runs'));
         const openMs = performance.now() - t;`
      : `const { createRequire } = await import('node:module');
         const Sqlite = createRequire(${JSON.stringify(join(sqlitePrefix(), 'index.js'))})('better-sqlite3');
         const t = performance.now();
         const db = new Sqlite(${JSON.stringify(path)});
         db.pragma('journal_mode = WAL');
         db.prepare('select count(*) from runs').get();
         const openMs = performance.now() - t;`;
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `${script}
       await new Promise((r) => setTimeout(r, 1000));
       console.log(JSON.stringify({ openMs, rssMib: process.memoryUsage().rss / 1048576 }));
       process.exit(0);`,
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  const line = result.stdout.trim().split('\n').pop() ?? '';
  if (result.status !== 0 || !line.startsWith('{'))
    throw new Error(`${store} did not open: ${result.stderr}`);
  return z.object({ openMs: z.number(), rssMib: z.number() }).parse(JSON.parse(line));
}

export async function runStoreBenchmark(): Promise<void> {
  const { dataDir, run } = await recordedRun();
  const sqliteFile = join(mkdtempSync(join(tmpdir(), 'flowlane-run-store-')), 'runs.db');
  const sides: Array<[string, Map<number, Timing>]> = [
    ['PGlite (the server’s insertFinished)', await pglite(dataDir, run)],
    ['SQLite WAL, synchronous=NORMAL', await sqlite(sqliteFile, run, 'NORMAL')],
    ['SQLite WAL, synchronous=FULL', await sqlite(sqliteFile, run, 'FULL')],
  ];
  console.log(
    `\n# run store: one finished sync run (its row, ${run.steps.length} inline steps, its ledger row), ` +
      `${RUNS} runs a batch size, ms per run`,
  );
  const [, pgliteTimes] = sides[0] ?? [];
  for (const [label, times] of sides) {
    const cells = SIZES.map((size) => {
      const t = times.get(size);
      const base = pgliteTimes?.get(size);
      if (!t || !base) return '';
      return `${size}: ${t.wallMs.toFixed(3)} wall / ${t.cpuMs.toFixed(3)} CPU (${(t.cpuMs / base.cpuMs).toFixed(2)}× PGlite's CPU)`;
    });
    console.log(`${label.padEnd(38)} ${cells.join(', ')}`);
  }
  const opened = [
    ['PGlite', openInFreshProcess('pglite', pgliteDirOf(dataDir))],
    ['SQLite', openInFreshProcess('sqlite', sqliteFile)],
  ] as const;
  for (const [label, { openMs, rssMib }] of opened)
    console.log(
      `${label} in a fresh process (tsx loaded): open ${openMs.toFixed(0)} ms, RSS once open ${rssMib.toFixed(0)} MiB`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) await runStoreBenchmark();
