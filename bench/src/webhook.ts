// Webhook → Set → Code (sum of 100 numbers) → synchronous reply, every run and step persisted, side by side
// with Node-RED 4.1.15 running the same flow (http in → change → function → http response, persisting
// nothing) and a bare node:http server doing the same sum, all measured in the same run. Also the 202
// intake mode, embedded and on PostgreSQL + Redis with one web process and 1, 2 and 4 workers; a 202 row's
// req/s is the intake's, and its CPU per run and runs/s count until every run it took has ended.
// Meanwhile another team (a plan of its own) calls a synchronous webhook: what a quiet team waits while
// a busy one's backlog drains.
// Servers run on core 0 and the load generator (this process) on core 1 where taskset and two cores exist;
// the embedded sync case is measured again with the servers on both cores (Flowlane's PGlite in its thread).
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { createScratchDatabase, startBuiltApp } from '@flowlane/e2e';
import { Redis } from 'ioredis';
import { createSumWorkflow, SUM_CALL as post, runsEnded, startBareSum } from './flowlane-api.js';
import {
  BENCH_SERVER_ENV,
  cpuMsOf,
  cpuMsOfNamed,
  type LoadResult,
  load,
  machineCpuMs,
  rssOf,
  threadCpuMsOf,
  warmUp,
} from './harness.js';
import { startNodeRed } from './node-red.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2,4').split(',').map(Number);

/** Core 0 for servers, core 1 for the load generator, when the machine has both and taskset. */
const PINNED = cpus().length >= 2 && spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0;
const SERVER_CPUS = PINNED ? '0' : undefined;
/** Another build of the server to measure (BENCH_MAIN=path/to/main.js: an A/B against the tree's own). */
const MAIN = process.env.BENCH_MAIN ? { main: process.env.BENCH_MAIN } : {};
/**
 * The second pass of the embedded sync case: servers on cores 0 and 1 (the load generator shares core 1),
 * where Flowlane's embedded database runs in its own thread on the other core. On one core it runs on the
 * main thread (a thread switch per query costs more there than it saves).
 */
const BOTH_CPUS = PINNED ? '0,1' : undefined;

/** `threads`: of a single process, the CPU of its main thread and of its other threads, in ms. */
type Measured = {
  result: LoadResult;
  peakRss: number;
  cpuMs: number;
  threads?: { main: number; others: number };
  /** Scale mode: the CPU PostgreSQL and Redis spent meanwhile (ms), and how busy the machine was (0-1). */
  services?: { postgres: number; redis: number; machineBusy: number };
};
type Row = { label: string; flowlane: Measured; nodeRed?: Measured; bare: Measured; note?: string };

/** Samples the RSS of processes while a load runs (the peak, in MiB) and the CPU time they used. */
async function measured(
  pids: number[],
  work: () => Promise<LoadResult>,
  options: { services?: boolean } = {},
): Promise<Measured> {
  let peakRss = 0;
  const cpu = async () =>
    (await Promise.all(pids.map((pid) => cpuMsOf(pid).catch(() => 0)))).reduce((a, b) => a + b, 0);
  const timer = setInterval(async () => {
    let total = 0;
    for (const pid of pids) total += await rssOf(pid).catch(() => 0);
    peakRss = Math.max(peakRss, total);
  }, 250);
  const split = async () => (pids.length === 1 ? await threadCpuMsOf(pids[0] ?? 0) : undefined);
  const servicesNow = async () => ({
    postgres: await cpuMsOfNamed('postgres'),
    redis: await cpuMsOfNamed('redis-server'),
    machine: await machineCpuMs(),
  });
  const servicesBefore = options.services ? await servicesNow() : undefined;
  const before = await cpu();
  const threadsBefore = await split();
  try {
    const result = await work();
    const cpuMs = (await cpu()) - before;
    const threadsAfter = await split();
    const threads =
      threadsBefore && threadsAfter
        ? { main: threadsAfter.main - threadsBefore.main, others: threadsAfter.others - threadsBefore.others }
        : undefined;
    const servicesAfter = servicesBefore ? await servicesNow() : undefined;
    const services =
      servicesBefore && servicesAfter
        ? {
            postgres: servicesAfter.postgres - servicesBefore.postgres,
            redis: servicesAfter.redis - servicesBefore.redis,
            machineBusy:
              (servicesAfter.machine.busy - servicesBefore.machine.busy) /
              (servicesAfter.machine.total - servicesBefore.machine.total || 1),
          }
        : undefined;
    return { result, peakRss, cpuMs, ...(threads ? { threads } : {}), ...(services ? { services } : {}) };
  } finally {
    clearInterval(timer);
  }
}

const fmt = (m: Measured) => {
  const r = m.result;
  const cpuPerRun = r.requests ? m.cpuMs / r.requests : 0;
  return `${r.requestsPerSecond.toFixed(0).padStart(6)} req/s p50 ${String(r.p50).padStart(4)} p99 ${String(r.p99).padStart(5)} ms err ${r.errors + r.non2xx} CPU ${cpuPerRun.toFixed(2)} ms/run RSS ${m.peakRss.toFixed(0)} MiB`;
};
const ratio = (a: Measured, b: Measured | undefined) =>
  b?.result.requestsPerSecond ? (a.result.requestsPerSecond / b.result.requestsPerSecond).toFixed(3) : '-';

/**
 * Flowlane's CPU per run by thread: the main one (HTTP, the engine, the Code sandbox) and the others (the
 * embedded database's thread when it has one, and V8's helpers). The busier one bounds the throughput.
 */
const threadsOf = (m: Measured) => {
  const requests = m.result.requests;
  if (!m.threads || !requests) return '';
  const perRun = (ms: number) => (ms / requests).toFixed(2);
  return `  (main thread ${perRun(m.threads.main)}, other threads ${perRun(m.threads.others)} ms/run)`;
};

/**
 * Scale mode: what PostgreSQL and Redis spent per run besides Flowlane's processes, and how busy the whole
 * machine was. Where it is near 100%, more workers on the same cores cannot add throughput.
 */
const servicesOf = (m: Measured) => {
  const requests = m.result.requests;
  if (!m.services || !requests) return '';
  const perRun = (ms: number) => (ms / requests).toFixed(2);
  return `\n            PostgreSQL ${perRun(m.services.postgres)}, Redis ${perRun(m.services.redis)} ms/run; machine ${(100 * m.services.machineBusy).toFixed(0)}% busy (all cores)`;
};

function printRow(row: Row) {
  console.log(`${row.label}${row.note ? ` (${row.note})` : ''}`);
  console.log(`  Flowlane  ${fmt(row.flowlane)}${threadsOf(row.flowlane)}${servicesOf(row.flowlane)}`);
  if (row.nodeRed) console.log(`  Node-RED  ${fmt(row.nodeRed)}`);
  console.log(`  bare      ${fmt(row.bare)}`);
  console.log(
    `  Flowlane/Node-RED ${ratio(row.flowlane, row.nodeRed)}  Flowlane/bare ${ratio(row.flowlane, row.bare)}`,
  );
}

/** The baselines at each connection count: bare node:http and Node-RED, same flow, same load. */
async function baselines(): Promise<{
  bare: Map<number, Measured>;
  nodeRed: Map<number, Measured>;
  /** Node-RED at 50 connections on both cores (for the embedded case's second pass). */
  nodeRedBoth?: Measured;
  nodeRedStart?: { coldMs: number; idleRss: number };
}> {
  const bare = new Map<number, Measured>();
  const nodeRed = new Map<number, Measured>();
  const b = await startBareSum(SERVER_CPUS);
  try {
    await warmUp(b.url, post);
    for (const connections of [10, 50])
      bare.set(
        connections,
        await measured([b.pid], () => load(b.url, { connections, seconds: SECONDS, ...post })),
      );
  } finally {
    await b.stop();
  }
  if (process.env.BENCH_SKIP_NODE_RED === '1') return { bare, nodeRed };
  const first = await startNodeRed({ cpus: SERVER_CPUS });
  try {
    await warmUp(first.url, post);
    for (const connections of [10, 50])
      nodeRed.set(
        connections,
        await measured([first.pid], () => load(first.url, { connections, seconds: SECONDS, ...post })),
      );
  } finally {
    await first.stop();
  }
  let nodeRedBoth: Measured | undefined;
  if (BOTH_CPUS) {
    const both = await startNodeRed({ cpus: BOTH_CPUS, userDir: first.dir });
    try {
      await warmUp(both.url, post);
      nodeRedBoth = await measured([both.pid], () =>
        load(both.url, { connections: 50, seconds: SECONDS, ...post }),
      );
    } finally {
      await both.stop();
    }
  }
  // Cold start on the existing user directory, like Flowlane's on an existing DATA_DIR.
  const again = await startNodeRed({ cpus: SERVER_CPUS, userDir: first.dir });
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const nodeRedStart = { coldMs: again.coldMs, idleRss: await rssOf(again.pid) };
    return { bare, nodeRed, ...(nodeRedBoth ? { nodeRedBoth } : {}), nodeRedStart };
  } finally {
    await again.stop();
  }
}

async function embedded(base: Awaited<ReturnType<typeof baselines>>): Promise<Row[]> {
  const app = await startBuiltApp(BENCH_SERVER_ENV, {
    ...MAIN,
    ...(SERVER_CPUS ? { cpus: SERVER_CPUS } : {}),
  });
  const pid = app.process.pid ?? 0;
  const rows: Row[] = [];
  try {
    const syncUrl = await createSumWorkflow(app.url, 'sync');
    const asyncUrl = await createSumWorkflow(app.url, 'async');
    const check = await (await fetch(syncUrl, post)).json();
    console.log(`\n# embedded (PGlite, in-process queue); one sync reply: ${JSON.stringify(check)}`);
    // The first runs compile the workflow and start the code sandbox; V8 optimises the WebAssembly
    // (database, sandbox) only after many (see warmUp).
    await warmUp(syncUrl, post);
    for (const connections of [10, 50]) {
      const flowlane = await measured([pid], () => load(syncUrl, { connections, seconds: SECONDS, ...post }));
      rows.push({
        label: `embedded sync reply, ${connections} connections`,
        flowlane,
        nodeRed: base.nodeRed.get(connections),
        bare: base.bare.get(connections) as Measured,
      });
    }
    // Intake, then until every run it took has ended (the CPU per run counts the whole run, as below).
    const loadStarted = performance.now();
    const intake = await measured([pid], async () => {
      const result = await load(asyncUrl, { connections: 50, seconds: SECONDS, ...post });
      await runsEnded(app.url);
      return result;
    });
    const endedIn = (performance.now() - loadStarted) / 1000;
    rows.push({
      label: 'embedded 202 intake, 50 connections',
      note: `all ${intake.result.requests} runs ended in ${endedIn.toFixed(1)} s: ${(intake.result.requests / endedIn).toFixed(0)} runs/s; Node-RED: its sync reply`,
      flowlane: intake,
      nodeRed: base.nodeRed.get(50),
      bare: base.bare.get(50) as Measured,
    });
  } finally {
    await app.stop();
  }
  if (BOTH_CPUS && base.nodeRedBoth) rows.push(await embeddedOnBothCores(base.nodeRedBoth, base));
  for (const row of rows) printRow(row);
  const started = performance.now();
  const again = await startBuiltApp(
    { ...BENCH_SERVER_ENV, DATA_DIR: app.dataDir },
    { ...MAIN, ...(SERVER_CPUS ? { cpus: SERVER_CPUS } : {}) },
  );
  const coldMs = performance.now() - started;
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const idle = await rssOf(again.process.pid ?? 0);
    console.log(
      `cold start (existing data)  Flowlane ${coldMs.toFixed(0)} ms, idle RSS ${idle.toFixed(0)} MiB`,
    );
    if (base.nodeRedStart)
      console.log(
        `                            Node-RED ${base.nodeRedStart.coldMs.toFixed(0)} ms, idle RSS ${base.nodeRedStart.idleRss.toFixed(0)} MiB`,
      );
  } finally {
    await again.stop();
  }
  return rows;
}

/** The server warmed up (see warmUp), then the measured load at 50 connections. */
async function warmedAt50(app: { process: { pid?: number } }, url: string): Promise<Measured> {
  await warmUp(url, post);
  return measured([app.process.pid ?? 0], () => load(url, { connections: 50, seconds: SECONDS, ...post }));
}

/** Embedded sync at 50 connections with the server on both cores: PGlite in its own thread. */
async function embeddedOnBothCores(
  nodeRed: Measured,
  base: Awaited<ReturnType<typeof baselines>>,
): Promise<Row> {
  const app = await startBuiltApp(BENCH_SERVER_ENV, { ...MAIN, ...(BOTH_CPUS ? { cpus: BOTH_CPUS } : {}) });
  try {
    const flowlane = await warmedAt50(app, await createSumWorkflow(app.url, 'sync'));
    return {
      label: 'embedded sync reply, 50 connections, servers on both cores',
      note: 'PGlite in its own thread; the load generator shares core 1',
      flowlane,
      nodeRed,
      bare: base.bare.get(50) as Measured,
    };
  } finally {
    await app.stop();
  }
}

/**
 * The web node's own 202 intake in PostgreSQL + Redis mode, no worker running: what one web process takes
 * in when the workers run elsewhere (in the rows below they share its core). Its database and its Redis
 * keys are removed afterwards, with the runs it took in.
 */
async function webNodeAlone(base: Awaited<ReturnType<typeof baselines>>): Promise<Row> {
  const database = await createScratchDatabase('flowlane_bench');
  const prefix = `bench_web_${Date.now()}`;
  const env = { DATABASE_URL: database.url, REDIS_URL: REDIS_URL, REDIS_PREFIX: prefix, ...BENCH_SERVER_ENV };
  const web = await startBuiltApp(
    { ...env, ROLE: 'web' },
    { ...MAIN, ...(SERVER_CPUS ? { cpus: SERVER_CPUS } : {}) },
  );
  try {
    const flowlane = await warmedAt50(web, await createSumWorkflow(web.url, 'async'));
    return {
      label: 'PG+Redis web node alone (no worker): 202 intake, 50 connections',
      note: 'Node-RED: its sync reply',
      flowlane,
      nodeRed: base.nodeRed.get(50),
      bare: base.bare.get(50) as Measured,
    };
  } finally {
    await web.stop();
    await database.drop().catch(() => undefined);
    const redis = new Redis(REDIS_URL);
    try {
      for (let cursor = '0'; ; ) {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
        if (cursor === '0') break;
      }
    } finally {
      redis.disconnect();
    }
  }
}

/**
 * Calls a synchronous webhook one call after another (a tenth of a second apart) until `until` settles:
 * each call's time in ms, in order. While a busy team's backlog drains, what a quiet team waits.
 */
async function callsUntil(url: string, until: Promise<unknown>): Promise<number[]> {
  let settled = false;
  // Either way: the caller awaits `until` itself, and its failure is the caller's to report.
  const settle = () => {
    settled = true;
  };
  until.then(settle, settle);
  const times: number[] = [];
  while (!settled) {
    const started = performance.now();
    await (await fetch(url, post)).text();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return times;
}

const quietSummary = (times: number[]) => {
  if (times.length === 0) return "no quiet team's call";
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `another team's sync call: first ${(times[0] ?? 0).toFixed(0)} ms, p50 ${at(0.5).toFixed(0)}, max ${at(1).toFixed(0)} ms (${times.length} calls)`;
};

/** 1 web + `workers` workers on a fresh PostgreSQL database and a Redis prefix of their own. */
async function scale(workers: number, base: Awaited<ReturnType<typeof baselines>>): Promise<Row[]> {
  const database = await createScratchDatabase('flowlane_bench');
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_PREFIX: `bench_${Date.now()}`,
    ...BENCH_SERVER_ENV,
  };
  const cpus = { ...MAIN, ...(SERVER_CPUS ? { cpus: SERVER_CPUS } : {}) };
  const web = await startBuiltApp({ ...env, ROLE: 'web' }, cpus);
  const started = [web];
  const rows: Row[] = [];
  try {
    for (let i = 0; i < workers; i++) started.push(await startBuiltApp({ ...env, ROLE: 'worker' }, cpus));
    const syncUrl = await createSumWorkflow(web.url, 'sync');
    const asyncUrl = await createSumWorkflow(web.url, 'async');
    // Another team's (its own plan's concurrency), called while the first team's intake drains.
    const quietUrl = await createSumWorkflow(web.url, 'sync', { team: 'quiet' });
    const check = await (await fetch(syncUrl, post)).json();
    console.log(
      `\n# PostgreSQL + Redis, 1 web + ${workers} workers; one sync reply: ${JSON.stringify(check)}`,
    );
    const pids = started.map((app) => app.process.pid ?? 0);
    await warmUp(syncUrl, post);
    const sync = await measured(pids, () => load(syncUrl, { connections: 50, seconds: SECONDS, ...post }), {
      services: true,
    });
    rows.push({
      label: `PG+Redis 1 web + ${workers} workers: sync reply, 50 connections`,
      flowlane: sync,
      nodeRed: base.nodeRed.get(50),
      bare: base.bare.get(50) as Measured,
    });
    // Intake, then the time the workers take to run what was taken in: runs finished per second.
    let quiet: number[] = [];
    const loadStarted = performance.now();
    const intake = await measured(
      pids,
      async () => {
        const result = await load(asyncUrl, { connections: 50, seconds: SECONDS, ...post });
        const drained = runsEnded(web.url);
        quiet = await callsUntil(quietUrl, drained);
        await drained;
        return result;
      },
      { services: true },
    );
    const drainedIn = (performance.now() - loadStarted) / 1000;
    rows.push({
      label: `PG+Redis 1 web + ${workers} workers: 202 intake, 50 connections`,
      note: `all ${intake.result.requests} runs finished in ${drainedIn.toFixed(1)} s: ${(intake.result.requests / drainedIn).toFixed(0)} runs/s; meanwhile ${quietSummary(quiet)}; Node-RED: its sync reply`,
      flowlane: intake,
      nodeRed: base.nodeRed.get(50),
      bare: base.bare.get(50) as Measured,
    });
  } finally {
    for (const app of started.reverse()) await app.stop();
    await database.drop().catch(() => undefined);
  }
  for (const row of rows) printRow(row);
  return rows;
}

export async function webhookBenchmark(): Promise<void> {
  if (PINNED) spawnSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
  console.log(
    `\n# webhook → set → code(sum of 100) → reply, ${SECONDS} s per load; ${PINNED ? 'servers on core 0, load generator on core 1' : 'not pinned (no taskset or one core)'}`,
  );
  const base = await baselines();
  if (process.env.BENCH_SKIP_EMBEDDED !== '1') await embedded(base);
  if (process.env.BENCH_SKIP_SCALE !== '1') {
    printRow(await webNodeAlone(base));
    for (const workers of WORKER_COUNTS) await scale(workers, base);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await webhookBenchmark();
}
