// Webhook → Set → Code (sum of 100 numbers) → synchronous reply, every run and step persisted, against a
// bare node:http server doing the same sum in the same run. Also the 202 intake mode, on embedded parts
// and on PostgreSQL + Redis with a web process and two workers.
import { type ChildProcess, spawn } from 'node:child_process';
import { freePort, repoRoot, startBuiltApp } from '@flowlane/e2e';
import pg from 'pg';
import { createSumWorkflow } from './flowlane-api.js';
import { bareServer, cpuMsOf, formatLoad, type LoadResult, load, rssOf } from './harness.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const numbers = Array.from({ length: 100 }, (_, i) => i + 1);
const body = JSON.stringify({ numbers });
const post = { method: 'POST' as const, body, headers: { 'content-type': 'application/json' } };

type Measured<T> = { result: T; peakRss: number; cpuMs: number };

/** Samples the RSS of processes while a load runs (the peak, in MiB) and the CPU time they used. */
async function measured<T>(pids: number[], work: () => Promise<T>): Promise<Measured<T>> {
  let peakRss = 0;
  const cpu = async () =>
    (await Promise.all(pids.map((pid) => cpuMsOf(pid).catch(() => 0)))).reduce((a, b) => a + b, 0);
  const timer = setInterval(async () => {
    let total = 0;
    for (const pid of pids) total += await rssOf(pid).catch(() => 0);
    peakRss = Math.max(peakRss, total);
  }, 250);
  const before = await cpu();
  try {
    const result = await work();
    return { result, peakRss, cpuMs: (await cpu()) - before };
  } finally {
    clearInterval(timer);
  }
}

async function baseline(connections: number): Promise<LoadResult> {
  const bare = await bareServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const parsed: { numbers: number[] } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const sum = parsed.numbers.reduce((a, b) => a + b, 0);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ sum }));
    });
  });
  try {
    return await load(bare.url, { connections, seconds: SECONDS, ...post });
  } finally {
    bare.server.close();
  }
}

function report(label: string, ours: Measured<LoadResult>, bare: LoadResult) {
  const cpuPerRun = ours.result.requests ? ours.cpuMs / ours.result.requests : 0;
  console.log(
    formatLoad(label, ours.result),
    ` peak RSS ${ours.peakRss.toFixed(0)} MiB  server CPU ${cpuPerRun.toFixed(2)} ms/run`,
  );
  console.log(
    `  ratio to bare node:http: ${(ours.result.requestsPerSecond / bare.requestsPerSecond).toFixed(3)}`,
  );
}

async function embedded(bare: Map<number, LoadResult>) {
  const app = await startBuiltApp({ LOG_LEVEL: 'warn' });
  const pid = app.process.pid ?? 0;
  try {
    const syncUrl = await createSumWorkflow(app.url, 'sync');
    const asyncUrl = await createSumWorkflow(app.url, 'async');
    const check = await (await fetch(syncUrl, post)).json();
    console.log(`\n# embedded (PGlite, in-process queue); one sync reply: ${JSON.stringify(check)}`);
    console.log(`RSS after first boot and set-up ${(await rssOf(pid)).toFixed(0)} MiB`);
    for (const connections of [10, 50]) {
      const ours = await measured([pid], () => load(syncUrl, { connections, seconds: SECONDS, ...post }));
      report(`sync reply, ${connections} connections`, ours, bare.get(connections) as LoadResult);
    }
    const intake = await measured([pid], () =>
      load(asyncUrl, { connections: 50, seconds: SECONDS, ...post }),
    );
    report('202 intake, 50 connections', intake, bare.get(50) as LoadResult);
  } finally {
    await app.stop();
  }
  await coldStart(app.dataDir);
}

/** Process start to the first 200 on an existing DATA_DIR, then the RSS of the idle process. */
async function coldStart(dataDir: string) {
  const started = performance.now();
  const again = await startBuiltApp({ LOG_LEVEL: 'warn', DATA_DIR: dataDir });
  const coldMs = performance.now() - started;
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const idle = await rssOf(again.process.pid ?? 0);
    console.log(`cold start (existing DATA_DIR) ${coldMs.toFixed(0)} ms; idle RSS ${idle.toFixed(0)} MiB`);
  } finally {
    await again.stop();
  }
}

async function scale(bare: Map<number, LoadResult>) {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  const name = `flowlane_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const env = {
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`,
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `bench_${Date.now()}`,
    LOG_LEVEL: 'warn',
  };
  const web = await startBuiltApp({ ...env, ROLE: 'web' });
  const workers: ChildProcess[] = [];
  try {
    for (let i = 0; i < 2; i++) {
      workers.push(
        spawn(process.execPath, ['apps/server/dist/main.js'], {
          cwd: repoRoot,
          env: {
            ...process.env,
            ...env,
            ROLE: 'worker',
            PORT: String(await freePort()),
            HOST: '127.0.0.1',
            MAILHOOK_PORT: String(await freePort()),
            DATA_DIR: web.dataDir,
          },
          stdio: ['ignore', 'inherit', 'inherit'],
        }),
      );
    }
    await new Promise((r) => setTimeout(r, 3000));
    const syncUrl = await createSumWorkflow(web.url, 'sync');
    const asyncUrl = await createSumWorkflow(web.url, 'async');
    const check = await (await fetch(syncUrl, post)).json();
    console.log(
      `\n# scale (PostgreSQL + Redis, 1 web + 2 workers); one sync reply: ${JSON.stringify(check)}`,
    );
    const pids = [web.process.pid ?? 0, ...workers.map((w) => w.pid ?? 0)];
    for (const connections of [10, 50]) {
      const ours = await measured(pids, () => load(syncUrl, { connections, seconds: SECONDS, ...post }));
      report(`sync reply, ${connections} connections`, ours, bare.get(connections) as LoadResult);
    }
    const intake = await measured(pids, () => load(asyncUrl, { connections: 50, seconds: SECONDS, ...post }));
    report('202 intake, 50 connections', intake, bare.get(50) as LoadResult);
  } finally {
    for (const worker of workers) worker.kill('SIGTERM');
    await web.stop();
    await new Promise((r) => setTimeout(r, 1000));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function webhookBenchmark(): Promise<void> {
  const bare = new Map<number, LoadResult>();
  console.log(`\n# bare node:http: parse JSON, sum 100 numbers, reply (${SECONDS} s each)`);
  for (const connections of [10, 50]) {
    const result = await baseline(connections);
    bare.set(connections, result);
    console.log(formatLoad(`bare, ${connections} connections`, result));
  }
  await embedded(bare);
  if (process.env.BENCH_SKIP_SCALE !== '1') await scale(bare);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await webhookBenchmark();
}
