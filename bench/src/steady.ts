// Webhook calls at a steady rate, below what the server can take: what one run costs when runs arrive
// apart, as most real traffic does (the other webhook benches drive the server as hard as it answers, where
// group commit shares each write among many runs). For each rate in BENCH_RATES (calls per second, default
// 50,200), BENCH_SECONDS (default 10) of the webhook bench's flow (webhook → set → code(sum of 100)) at
// 10 connections: a bare node:http server, Node-RED 4.1.15 (its sync reply, persisting nothing) and
// Flowlane embedded, sync reply and 202 (CPU counted until every run taken has ended). Servers on core 0,
// this process on core 1. Prints CPU per call, its split between the main thread and the others, p50 and
// p99, and Flowlane's CPU per call over Node-RED's and over bare's. Given server bundles
// (`node --import tsx bench/src/steady.ts a/main.js b/main.js`), Flowlane's rows alternate between them.
import { cpus } from 'node:os';
import { startBuiltApp } from '@flowlane/e2e';
import { createSumWorkflow, SUM_CALL as post, runsEnded, startBareSum } from './flowlane-api.js';
import { BENCH_SERVER_ENV, type LoadResult, load, threadCpuMsOf, warmUp } from './harness.js';
import { startNodeRed } from './node-red.js';

const RATES = (process.env.BENCH_RATES ?? '50,200').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SERVER_CPUS = cpus().length >= 2 ? '0' : undefined;

type Steady = { result: LoadResult; main: number; others: number };

/** `work` (a load at a steady rate) against `pid`, with the CPU its threads used meanwhile. */
async function measured(pid: number, work: () => Promise<LoadResult>): Promise<Steady> {
  const before = await threadCpuMsOf(pid);
  const result = await work();
  const after = await threadCpuMsOf(pid);
  return { result, main: after.main - before.main, others: after.others - before.others };
}

const atRate = (url: string, rate: number) => load(url, { connections: 10, seconds: SECONDS, rate, ...post });

const perCall = (m: Steady) => (m.main + m.others) / Math.max(1, m.result.requests);

function print(label: string, m: Steady, baselines: { nodeRed?: Steady; bare?: Steady } = {}) {
  const r = m.result;
  const calls = Math.max(1, r.requests);
  const ratios = [
    baselines.nodeRed ? `${(perCall(m) / perCall(baselines.nodeRed)).toFixed(1)}× Node-RED's` : '',
    baselines.bare ? `${(perCall(m) / perCall(baselines.bare)).toFixed(1)}× bare's` : '',
  ].filter(Boolean);
  console.log(
    `  ${label.padEnd(34)} ${r.requests} calls p50 ${String(r.p50).padStart(4)} p99 ${String(r.p99).padStart(5)} ms err ${r.errors + r.non2xx}  CPU ${perCall(m).toFixed(2)} ms/call (main ${(m.main / calls).toFixed(2)}, others ${(m.others / calls).toFixed(2)})${ratios.length ? `  ${ratios.join(', ')}` : ''}`,
  );
}

async function bare(rate: number): Promise<Steady> {
  const server = await startBareSum(SERVER_CPUS);
  try {
    await warmUp(server.url, post);
    return await measured(server.pid, () => atRate(server.url, rate));
  } finally {
    await server.stop();
  }
}

async function nodeRed(rate: number): Promise<Steady> {
  const server = await startNodeRed({ cpus: SERVER_CPUS });
  try {
    await warmUp(server.url, post);
    return await measured(server.pid, () => atRate(server.url, rate));
  } finally {
    await server.stop();
  }
}

/** One server bundle, warmed up, then each mode at `rate`. */
async function flowlane(main: string | undefined, rate: number): Promise<{ sync: Steady; async: Steady }> {
  const app = await startBuiltApp(BENCH_SERVER_ENV, {
    ...(main ? { main } : {}),
    ...(SERVER_CPUS ? { cpus: SERVER_CPUS } : {}),
  });
  const pid = app.process.pid ?? 0;
  try {
    const syncUrl = await createSumWorkflow(app.url, 'sync');
    const asyncUrl = await createSumWorkflow(app.url, 'async');
    await warmUp(syncUrl, post);
    await warmUp(asyncUrl, post);
    await runsEnded(app.url);
    const sync = await measured(pid, () => atRate(syncUrl, rate));
    const async = await measured(pid, async () => {
      const result = await atRate(asyncUrl, rate);
      await runsEnded(app.url);
      return result;
    });
    return { sync, async };
  } finally {
    await app.stop();
  }
}

export async function steadyBenchmark(mains: string[] = []): Promise<void> {
  console.log(
    `\n# webhook calls at a steady rate, ${SECONDS} s each, 10 connections; ${SERVER_CPUS ? 'servers on core 0' : 'not pinned'}`,
  );
  for (const rate of RATES) {
    console.log(`\n${rate} calls/s`);
    const baselines = { bare: await bare(rate), nodeRed: await nodeRed(rate) };
    print('bare node:http', baselines.bare);
    print('Node-RED (sync reply)', baselines.nodeRed, { bare: baselines.bare });
    for (const main of mains.length > 0 ? mains : [undefined]) {
      const { sync, async } = await flowlane(main, rate);
      const name = main ? ` (${main.split('/').at(-2)})` : '';
      print(`Flowlane sync reply${name}`, sync, baselines);
      print(`Flowlane 202${name}`, async, baselines);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await steadyBenchmark(process.argv.slice(2));
}
