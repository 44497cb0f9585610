// Webhook calls each on a new connection, as most webhook senders make them (one connection per delivery),
// where the other webhook benches keep 10-50 connections open. BENCH_SECONDS (default 10) at 50 calls at a
// time, after the same warm-up on kept connections: a bare node:http server, Node-RED 4.1.15 (its sync
// reply, persisting nothing) and Flowlane embedded, sync reply and 202 (CPU counted until every run taken
// has ended). Servers on core 0, this process on core 1. Prints calls/s, p50/p99, CPU per call, and
// Flowlane's calls/s over Node-RED's and bare's. Given server bundles
// (`node --import tsx bench/src/new-connections.ts a/main.js b/main.js`), Flowlane's rows are each of them.
import { cpus } from 'node:os';
import { startBuiltApp } from '@flowlane/e2e';
import { createSumWorkflow, SUM_CALL as post, runsEnded, startBareSum } from './flowlane-api.js';
import { BENCH_SERVER_ENV, cpuMsOf, type LoadResult, loadOnNewConnections, warmUp } from './harness.js';
import { startNodeRed } from './node-red.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SERVER_CPUS = cpus().length >= 2 ? '0' : undefined;

type Measured = { result: LoadResult; cpuMs: number };

/** Calls on new connections against `url`, with the CPU the server `pid` used meanwhile (and in `after`). */
async function measured(pid: number, url: string, after?: () => Promise<void>): Promise<Measured> {
  const before = await cpuMsOf(pid);
  const result = await loadOnNewConnections(url, { concurrency: 50, seconds: SECONDS, ...post });
  await after?.();
  return { result, cpuMs: (await cpuMsOf(pid)) - before };
}

function print(label: string, m: Measured, baselines: { nodeRed?: Measured; bare?: Measured } = {}) {
  const r = m.result;
  const ratios = [
    baselines.nodeRed
      ? `${(r.requestsPerSecond / baselines.nodeRed.result.requestsPerSecond).toFixed(3)}× Node-RED`
      : '',
    baselines.bare
      ? `${(r.requestsPerSecond / baselines.bare.result.requestsPerSecond).toFixed(3)}× bare`
      : '',
  ].filter(Boolean);
  console.log(
    `  ${label.padEnd(30)} ${r.requestsPerSecond.toFixed(0).padStart(6)} calls/s p50 ${String(r.p50).padStart(4)} p99 ${String(r.p99).padStart(5)} ms err ${r.errors + r.non2xx}  CPU ${(m.cpuMs / Math.max(1, r.requests)).toFixed(2)} ms/call${ratios.length ? `  ${ratios.join(', ')}` : ''}`,
  );
}

async function bare(): Promise<Measured> {
  const server = await startBareSum(SERVER_CPUS);
  try {
    await warmUp(server.url, post);
    return await measured(server.pid, server.url);
  } finally {
    await server.stop();
  }
}

async function nodeRed(): Promise<Measured> {
  const server = await startNodeRed({ cpus: SERVER_CPUS });
  try {
    await warmUp(server.url, post);
    return await measured(server.pid, server.url);
  } finally {
    await server.stop();
  }
}

async function flowlane(main: string | undefined): Promise<{ sync: Measured; async: Measured }> {
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
    const sync = await measured(pid, syncUrl);
    const async = await measured(pid, asyncUrl, () => runsEnded(app.url));
    return { sync, async };
  } finally {
    await app.stop();
  }
}

export async function newConnectionsBenchmark(mains: string[] = []): Promise<void> {
  console.log(
    `\n# webhook calls on a new connection each, 50 at a time, ${SECONDS} s; ${SERVER_CPUS ? 'servers on core 0' : 'not pinned'}`,
  );
  const baselines = { bare: await bare(), nodeRed: await nodeRed() };
  print('bare node:http', baselines.bare);
  print('Node-RED (sync reply)', baselines.nodeRed, { bare: baselines.bare });
  for (const main of mains.length > 0 ? mains : [undefined]) {
    const { sync, async } = await flowlane(main);
    const name = main ? ` (${main.split('/').at(-2)})` : '';
    print(`Flowlane sync reply${name}`, sync, baselines);
    print(`Flowlane 202${name}`, async, baselines);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await newConnectionsBenchmark(process.argv.slice(2));
}
