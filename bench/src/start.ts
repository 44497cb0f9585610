// Cold start and idle memory of the built server in embedded mode: spawn to the first /api/health 200 on
// an existing DATA_DIR (a restart; first boot is printed apart), and RSS once idle, as medians of several
// restarts against a bare node process. Given more than one server bundle (`-- a/main.js b/main.js`),
// their restarts interleave on the same DATA_DIR, so a before/after compares under the same machine load.
// `node --import tsx bench/src/start.ts [restarts] [main.js ...]`
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { embeddedServerEnv, freePort, repoRoot } from '@flowlane/e2e';
import { bareProcess, cpuMsOf, rssOf } from './harness.js';

/** Wall time to the first 200, the CPU the process used by then (steadier on a shared machine), idle RSS. */
type Start = { ms: number; cpuMs: number; rssMib: number };

async function startOnce(main: string, dataDir: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: await embeddedServerEnv(port, dataDir),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${main} exited with code ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    const ms = performance.now() - started;
    const cpuMs = await cpuMsOf(child.pid ?? 0);
    // Idle: what start-up allocated and kept, after the first background passes.
    await new Promise((r) => setTimeout(r, 2000));
    return { ms, cpuMs, rssMib: await rssOf(child.pid ?? 0) };
  } finally {
    await new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function startBenchmark(restarts = 5, mains = [join(repoRoot, 'apps/server/dist/main.js')]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'flowlane-start-'));
  const first = await startOnce(mains[0] ?? '', dataDir);
  const runs = mains.map(() => [] as Start[]);
  for (let i = 0; i < restarts; i++)
    for (const [k, main] of mains.entries()) runs[k]?.push(await startOnce(main, dataDir));
  const bare = await bareProcess();
  console.log(`\n# start, embedded: ${restarts} restarts on one DATA_DIR (interleaved when several bundles)`);
  console.log(`first boot, new DATA_DIR (spawn to first 200): ${first.ms.toFixed(0)} ms`);
  for (const [k, main] of mains.entries()) {
    const list = runs[k] ?? [];
    const ms = list.map((r) => r.ms);
    const cpu = list.map((r) => r.cpuMs);
    const rss = list.map((r) => r.rssMib);
    const all = (values: number[]) => `[${values.map((v) => v.toFixed(0)).join(' ')}]`;
    console.log(
      `${relative(repoRoot, main)}: cold start median ${median(ms).toFixed(0)} ms (target <= 1000) ${all(ms)}, ` +
        `CPU by then ${median(cpu).toFixed(0)} ms ${all(cpu)}, idle RSS median ${median(rss).toFixed(1)} MiB (target <= 120) ${all(rss)}`,
    );
  }
  console.log(
    `bare node process: ${bare.coldStartMs.toFixed(0)} ms to its first 200, idle RSS ${bare.idleRssMib.toFixed(1)} MiB`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [restarts, ...mains] = process.argv.slice(2);
  await startBenchmark(Number(restarts ?? 5), mains.length ? mains.map((m) => resolve(m)) : undefined);
}
