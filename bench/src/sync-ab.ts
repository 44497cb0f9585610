// Embedded webhook throughput of several built server bundles, interleaved in one run so a before/after
// compares under the same machine load (bench/webhook measures one bundle against its peers). MODE=sync
// (default: the Webhook Response step replies) or MODE=async (202 intake: stored, then run; the round
// then also waits until every run it took has ended, and prints those runs per second, the CPU per run
// counting the queue's drain, and the same for the drain alone: what a run through the queue costs).
// Each bundle serves on a fresh DATA_DIR on the cores in CPUS (default 0); run this process on another.
// The server's CPU time per answered call is printed too: steadier than throughput on a busy machine.
// Each server is warmed up first (BENCH_WARM_SECONDS, default 20: see warmUp in harness.ts).
// NODE_RED=1 adds Node-RED 4.1.15 (bench/node-red.ts; the same flow, persisting nothing) to every round,
// on the same cores, and prints each bundle's req/s and CPU per call against Node-RED's of that round: the
// issue 17 goal's ratio, taken where the machine's load cancels out (two runs of bench/webhook read
// Node-RED at 1,559 and 2,792 req/s on one machine). With MODE=async it is still Node-RED's sync reply.
// NODE_ARGS gives node flags to every server (a CPU profile: NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof').
// `CPUS=0,1 taskset -c 1 node --import tsx bench/src/sync-ab.ts <before>/main.js apps/server/dist/main.js`
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { embeddedServerEnv, freePort } from '@flowlane/e2e';
import { createSumWorkflow, runsEnded, runsFinished, runsLeft, SUM_CALL } from './flowlane-api.js';
import {
  BENCH_SERVER_ENV,
  cpuMsOf,
  type LoadResult,
  load,
  spawnNode,
  stopChild,
  waitForAnswer,
  warmUp,
} from './harness.js';
import { startNodeRed } from './node-red.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CPUS = process.env.CPUS ?? '0';
/** EXTRA_ENV: `NAME=value,NAME=value` given to every server (a switch under trial). */
const extraEnv = Object.fromEntries(
  (process.env.EXTRA_ENV ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]),
);
/** RATE: requests per second, a steady load below capacity (as fast as the server answers if unset). */
const RATE = process.env.RATE ? Number(process.env.RATE) : undefined;
const MODE = process.env.MODE === 'async' ? 'async' : 'sync';
/** NODE_ARGS: node's own flags for every server, before the bundle (`--cpu-prof --cpu-prof-dir=/tmp/prof`). */
const NODE_ARGS = (process.env.NODE_ARGS ?? '').split(' ').filter(Boolean);
const WITH_NODE_RED = process.env.NODE_RED === '1';
const post = SUM_CALL;

/** A round's figures of one server: req/s and its CPU per answered call, for the ratios. */
type Measured = { line: string; rps: number; cpuPerCall: number };

const answeredLine = (r: LoadResult) =>
  `${r.requestsPerSecond.toFixed(0).padStart(5)} req/s p50 ${r.p50} p99 ${r.p99} ms err ${r.errors + r.non2xx}`;

async function measure(main: string, bundleEnv: Record<string, string>): Promise<Measured> {
  const port = await freePort();
  const env = await embeddedServerEnv(port, mkdtempSync(join(tmpdir(), 'flowlane-sync-ab-')));
  const child = spawnNode([...NODE_ARGS, main], CPUS, {
    ...env,
    ...BENCH_SERVER_ENV,
    ...extraEnv,
    ...bundleEnv,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForAnswer(`${base}/api/health`, {}, child, main);
    const url = await createSumWorkflow(base, MODE);
    await warmUp(url, post);
    await runsEnded(base);
    const cpuBefore = await cpuMsOf(child.pid ?? 0);
    const started = performance.now();
    const r = await load(url, { connections: 50, seconds: SECONDS, rate: RATE, ...post });
    const cpuLoaded = await cpuMsOf(child.pid ?? 0);
    const cpuPerRun = (cpuLoaded - cpuBefore) / Math.max(1, r.requests);
    const answered = answeredLine(r);
    const figures = { rps: r.requestsPerSecond, cpuPerCall: cpuPerRun };
    if (MODE === 'sync') return { line: `${answered}, CPU ${cpuPerRun.toFixed(2)} ms/run`, ...figures };
    const left = await runsLeft(base);
    const drainStarted = performance.now();
    await runsEnded(base);
    const ended = performance.now();
    const cpuEnded = await cpuMsOf(child.pid ?? 0);
    // A run that failed fast would make a fast drain: every run must have succeeded.
    const { succeeded = 0, ...others } = await runsFinished(base);
    if (Object.values(others).some((n) => n > 0))
      throw new Error(`${main}: runs did not all succeed: ${JSON.stringify({ succeeded, ...others })}`);
    const drained =
      left > 0
        ? `; the ${left} left: ${((cpuEnded - cpuLoaded) / left).toFixed(2)} ms/run, ${(left / ((ended - drainStarted) / 1000)).toFixed(0)} runs/s`
        : '';
    return {
      line: `${answered}; all ended ${(r.requests / ((ended - started) / 1000)).toFixed(0).padStart(4)} runs/s, CPU ${((cpuEnded - cpuBefore) / Math.max(1, r.requests)).toFixed(2)} ms/run${drained}`,
      ...figures,
    };
  } finally {
    await stopChild(child);
  }
}

/** Node-RED on the same cores, under the same load: its sync reply. */
async function measureNodeRed(): Promise<Measured> {
  const nodeRed = await startNodeRed({ cpus: CPUS });
  try {
    await warmUp(nodeRed.url, post);
    const cpuBefore = await cpuMsOf(nodeRed.pid);
    const r = await load(nodeRed.url, { connections: 50, seconds: SECONDS, rate: RATE, ...post });
    const cpuPerCall = ((await cpuMsOf(nodeRed.pid)) - cpuBefore) / Math.max(1, r.requests);
    return {
      line: `${answeredLine(r)}, CPU ${cpuPerCall.toFixed(2)} ms/call`,
      rps: r.requestsPerSecond,
      cpuPerCall,
    };
  } finally {
    await nodeRed.stop();
  }
}

/**
 * The bundles, each `main.js` or `main.js?NAME=value&NAME=value`: the same bundle may run twice, with and
 * without a switch under trial (e.g. `?NODE_OPTIONS=--max-semi-space-size=32`), interleaved as two bundles.
 */
const mains = process.argv.slice(2).map((arg) => {
  const [path = '', query = ''] = arg.split('?');
  return { main: resolve(path), env: Object.fromEntries(new URLSearchParams(query)), label: arg };
});
console.log(
  `\n# embedded ${MODE === 'sync' ? 'sync reply' : '202 intake'}, 50 connections${RATE ? ` at ${RATE} req/s` : ''}, servers on cores ${CPUS}, ${SECONDS} s per load`,
);
for (let round = 1; round <= ROUNDS; round++) {
  const nodeRed = WITH_NODE_RED ? await measureNodeRed() : undefined;
  if (nodeRed) console.log(`round ${round} Node-RED: ${nodeRed.line}`);
  for (const { main, env, label } of mains) {
    const flowlane = await measure(main, env);
    const versus = nodeRed
      ? `  [${(flowlane.rps / nodeRed.rps).toFixed(2)}× Node-RED's req/s, ${(flowlane.cpuPerCall / nodeRed.cpuPerCall).toFixed(2)}× its CPU per call]`
      : '';
    console.log(`round ${round} ${label}: ${flowlane.line}${versus}`);
  }
}
