// Embedded 202 intake held for a while: the webhook bench's async flow at 50 connections for BENCH_WINDOWS
// windows of BENCH_SECONDS each (default 8 × 10 s), the server on core 0 (or the cores in CPUS: "0,1" puts
// the embedded database on a thread of its own) and this process on core 1. Each
// window prints its calls per second, p99, its slowest call (a stall shows there) and the server's CPU per call, and the last window is compared
// with the first: what a short bench cannot show, a database that slows as runs accumulate (before the
// embedded upkeep, intake fell from 723 to 103 calls/s within 80 s). After each window it prints the runs
// still waiting (the server's /metrics), and once the load ends, how fast that backlog drains: a queue
// whose claims read the whole backlog runs slower the longer it gets. Several server bundles
// (`node --import tsx bench/src/sustained.ts a/main.js b/main.js`) run one after the other.
import { join, relative, resolve } from 'node:path';
import { repoRoot, startBuiltApp } from '@flowlane/e2e';
import { createSumWorkflow, SUM_CALL } from './flowlane-api.js';
import { BENCH_SERVER_ENV, cpuMsOf, load } from './harness.js';

const WINDOWS = Number(process.env.BENCH_WINDOWS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CPUS = process.env.CPUS ?? '0';
const post = SUM_CALL;

/** Runs waiting and running now, from the server's Prometheus gauge (the runs table, cached 1 s). */
async function unfinished(baseUrl: string): Promise<{ queued: number; running: number }> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const gauge = (state: string) =>
    Number(new RegExp(`^flowlane_runs\\{state="${state}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { queued: gauge('queued'), running: gauge('running') };
}

async function sustain(main: string): Promise<void> {
  const app = await startBuiltApp(BENCH_SERVER_ENV, { cpus: CPUS, main });
  const pid = app.process.pid ?? 0;
  try {
    const url = await createSumWorkflow(app.url, 'async');
    console.log(
      `\n# ${relative(repoRoot, main)}: 202 intake, 50 connections, ${WINDOWS} × ${SECONDS} s, cores ${CPUS}`,
    );
    const rates: number[] = [];
    for (let window = 1; window <= WINDOWS; window++) {
      const cpuBefore = await cpuMsOf(pid);
      const result = await load(url, { connections: 50, seconds: SECONDS, ...post });
      const cpuPerCall = ((await cpuMsOf(pid)) - cpuBefore) / Math.max(1, result.requests);
      rates.push(result.requestsPerSecond);
      console.log(
        `window ${window}: ${result.requestsPerSecond.toFixed(0).padStart(5)} calls/s p99 ${result.p99} ms max ${result.max} ms, ` +
          `CPU ${cpuPerCall.toFixed(2)} ms/call, errors ${result.errors + result.non2xx}, ` +
          `waiting after it ${(await unfinished(app.url)).queued}`,
      );
    }
    const drainStarted = performance.now();
    const backlog = await unfinished(app.url);
    let left = backlog;
    while (left.queued + left.running > 0) {
      await new Promise((r) => setTimeout(r, 1_000));
      left = await unfinished(app.url);
    }
    const drainSeconds = (performance.now() - drainStarted) / 1000;
    console.log(
      `the ${backlog.queued + backlog.running} runs left when the load ended finished in ${drainSeconds.toFixed(0)} s: ` +
        `${((backlog.queued + backlog.running) / Math.max(1, drainSeconds)).toFixed(0)} runs/s`,
    );
    const first = rates[0] ?? 0;
    const last = rates[rates.length - 1] ?? 0;
    console.log(`last window / first window: ${(last / Math.max(1, first)).toFixed(2)}`);
  } finally {
    await app.stop();
  }
}

export async function sustainedBenchmark(
  mains = [join(repoRoot, 'apps/server/dist/main.js')],
): Promise<void> {
  for (const main of mains) await sustain(main);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const mains = process.argv.slice(2).map((m) => resolve(m));
  await sustainedBenchmark(mains.length > 0 ? mains : undefined);
}
