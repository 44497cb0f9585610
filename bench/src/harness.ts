import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { repoRoot } from '@flowlane/e2e';
import autocannon from 'autocannon';

export type LoadResult = {
  requestsPerSecond: number;
  /** Completed requests (2xx and not), for per-request figures. */
  requests: number;
  p50: number;
  p99: number;
  /** The slowest request (ms): a stall, such as a vacuum holding the embedded database, shows here. */
  max: number;
  errors: number;
  non2xx: number;
};

/** Drives `url` with autocannon and returns the figures every benchmark prints. */
export async function load(
  url: string,
  options: {
    connections: number;
    /** How long the load lasts (10 s if neither this nor `amount` is given). */
    seconds?: number;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
    /** A fixed number of requests instead of a duration (figures per run on a crowded machine). */
    amount?: number;
    /** Seconds before a request counts as an error (autocannon's default is 10). */
    timeoutSeconds?: number;
    /** Requests per second across all connections (a steady load below capacity); as fast as it can if unset. */
    rate?: number;
  },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 10 }),
    ...(options.timeoutSeconds ? { timeout: options.timeoutSeconds } : {}),
    ...(options.rate ? { overallRate: options.rate } : {}),
    method: options.method ?? 'GET',
    ...(options.body === undefined ? {} : { body: options.body }),
    headers: options.headers ?? {},
  });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Calls `url` for `seconds`, `concurrency` calls at a time, each on a connection of its own that closes
 * with its answer (as most webhook senders call: a new connection per delivery), where autocannon keeps
 * its connections open. The same figures as `load`; a call that fails to connect is an error.
 */
export async function loadOnNewConnections(
  url: string,
  options: { concurrency: number; seconds: number; body: string; headers: Record<string, string> },
): Promise<LoadResult> {
  const { request } = await import('node:http');
  const target = new URL(url);
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const call = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = request(
        target,
        { method: 'POST', agent: false, headers: { ...options.headers, connection: 'close' } },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - started);
            if ((res.statusCode ?? 0) >= 300) non2xx += 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(options.body);
    });
  const started = performance.now();
  const end = Date.now() + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (Date.now() < end) await call();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0);
  return {
    requestsPerSecond: latencies.length / seconds,
    requests: latencies.length,
    p50: at(0.5),
    p99: at(0.99),
    max: at(1),
    errors,
    non2xx,
  };
}

/** A bare node:http server on a free port: the baseline every ratio is measured against. */
export async function bareServer(
  handler: Parameters<typeof createServer>[1],
): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('bare server has no address');
  return { url: `http://127.0.0.1:${address.port}`, server };
}

export function formatLoad(label: string, r: LoadResult): string {
  return `${label.padEnd(34)} ${r.requestsPerSecond.toFixed(0).padStart(8)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}  non-2xx ${r.non2xx}`;
}

export async function rssOf(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * CPU time (user + system, all threads) a process has used so far, in ms. Unlike throughput it barely
 * moves when other work shares the machine, so it compares runs taken on a busy machine.
 */
export async function cpuMsOf(pid: number): Promise<number> {
  return cpuMsOfStat(`/proc/${pid}/stat`);
}

/** The CPU time in a /proc stat file (of a process, or of one of its threads under task/). */
async function cpuMsOfStat(path: string): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  return cpuMsIn(await readFile(path, 'utf8'));
}

/**
 * The CPU time in the text of a /proc stat file, in ms: utime and stime, and with `children` cutime and
 * cstime (what its children that exited used), the 12th to 15th fields after the command name (which may
 * hold spaces).
 */
function cpuMsIn(stat: string, { children = false } = {}): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = (children ? [11, 12, 13, 14] : [11, 12]).reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
  const ticksPerSecond = 100;
  return (ticks * 1000) / ticksPerSecond;
}

/**
 * CPU time (ms) used so far by the processes whose command name starts with `name` (`postgres`: the
 * server and its backends; `redis-server`), with what their children that exited used (a backend that
 * ended), for the CPU a load costs the services it goes through.
 */
export async function cpuMsOfNamed(name: string): Promise<number> {
  const { readdir, readFile } = await import('node:fs/promises');
  let total = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (!stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).startsWith(name)) continue;
    total += cpuMsIn(stat, { children: true });
  }
  return total;
}

/** The machine's CPU time so far, busy and in all (ms over every core), from /proc/stat. */
export async function machineCpuMs(): Promise<{ busy: number; total: number }> {
  const { readFile } = await import('node:fs/promises');
  const first = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
  const ticks = first.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  // idle and iowait are the 4th and 5th.
  return { busy: (total - (ticks[3] ?? 0) - (ticks[4] ?? 0)) * 10, total: total * 10 };
}

/**
 * CPU time of a process's main thread and of its other threads together (worker threads, V8's and
 * libuv's helpers), in ms: which of them a load keeps busy.
 */
export async function threadCpuMsOf(pid: number): Promise<{ main: number; others: number }> {
  const { readdir } = await import('node:fs/promises');
  let main = 0;
  let others = 0;
  for (const tid of await readdir(`/proc/${pid}/task`)) {
    const ms = await cpuMsOfStat(`/proc/${pid}/task/${tid}/stat`).catch(() => 0);
    if (Number(tid) === pid) main += ms;
    else others += ms;
  }
  return { main, others };
}

/**
 * A bare node process answering /api/health with JSON: spawn to its first 200, and its RSS once idle —
 * the floor a Node server's cold start and memory are compared with.
 */
export async function bareProcess(): Promise<{ coldStartMs: number; idleRssMib: number }> {
  const { spawn } = await import('node:child_process');
  const { createServer: netServer } = await import('node:net');
  const port = await new Promise<number>((resolve) => {
    const probe = netServer().listen(0, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
  const code = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end('{"status":"ok"}'); }).listen(${port}, '127.0.0.1')`;
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    const coldStartMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, 1000));
    return { coldStartMs, idleRssMib: await rssOf(child.pid ?? 0) };
  } finally {
    child.kill('SIGTERM');
  }
}

/**
 * Spawns node with `args` on the cores in `cpus` (taskset execs node, so the pid is node's), or anywhere
 * when `cpus` is undefined. Its output is dropped, its errors shown.
 */
export function spawnNode(
  args: string[],
  cpus: string | undefined,
  env: NodeJS.ProcessEnv = {},
): ChildProcess {
  const [command, commandArgs]: [string, string[]] = cpus
    ? ['taskset', ['-c', cpus, process.execPath, ...args]]
    : [process.execPath, args];
  return spawn(command, commandArgs, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Until `url` answers `init` with a 2xx (120 s at most); fails at once when the process has exited. */
export async function waitForAnswer(
  url: string,
  init: RequestInit,
  child: ChildProcess,
  what: string,
): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    const ok = await fetch(url, init)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${what} did not answer within 120 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** SIGTERM, resolved once the process has exited. */
export const stopChild = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

/** Seconds of load a server gets before it is measured (BENCH_WARM_SECONDS, default 20). */
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 20);

/**
 * Loads a server at 50 connections for WARM_SECONDS before it is measured. Flowlane's embedded database
 * and its Code sandbox are WebAssembly, which V8 optimises only after much running (main.ts raises the
 * tier-up budget for a lighter start): one server's consecutive 6 s windows of sync load read 303, 966,
 * 1,390, then 1,418–1,495 req/s, and its CPU per call fell from 3.3 to 1.0 to 0.65 ms. Two seconds of
 * warm-up had the rounds of one build read 0.4 to 1.0 ms per call. Every side gets the same warm-up.
 */
export async function warmUp(
  url: string,
  request: { method: 'GET' | 'POST'; body?: string; headers?: Record<string, string> },
): Promise<void> {
  await load(url, { connections: 50, seconds: WARM_SECONDS, ...request });
}

/**
 * A package from the npm registry, installed once into bench/.cache/<name>-<version> (git-ignored, with a
 * package.json of its own, so the workspace's lock file is not touched): a peer or a store a bench compares
 * with. `installed`: a file, relative to that folder, that exists once the install is complete. Answers
 * the folder.
 */
export function cachedPackage(name: string, version: string, installed: string): string {
  const prefix = join(repoRoot, 'bench/.cache', `${name}-${version}`);
  if (!existsSync(join(prefix, installed))) {
    mkdirSync(prefix, { recursive: true });
    console.log(`installing ${name}@${version} into ${prefix} (first use only)`);
    execFileSync('npm', ['install', `${name}@${version}`, '--prefix', prefix, '--no-audit', '--no-fund'], {
      stdio: 'inherit',
    });
  }
  return prefix;
}

/**
 * What every webhook bench gives the servers it measures: warnings only in the log, and webhook rate
 * limits no bench reaches. The defaults (120,000 calls a minute per hook) are for production: a bench's
 * server answering ~2,000 calls a second or more would otherwise answer 429 after its first minute's
 * worth (a web node alone on PostgreSQL + Redis did, 183,389 times in 20 s), and measure its refusals.
 */
export const BENCH_SERVER_ENV = {
  LOG_LEVEL: 'warn',
  WEBHOOK_RATE_LIMIT_PER_HOOK: String(1e9),
  WEBHOOK_RATE_LIMIT_PER_ADDRESS: String(1e9),
};
