import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export type RunningApp = { url: string; dataDir: string; process: ChildProcess; stop(): Promise<void> };

/** The environment of a built server started by a test or a benchmark: embedded mode on `port` and `dataDir`. */
export async function embeddedServerEnv(port: number, dataDir: string): Promise<NodeJS.ProcessEnv> {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
    MAILHOOK_PORT: String(await freePort()),
  };
}

/**
 * Starts the built server (apps/server/dist) on a free port with a fresh DATA_DIR and waits for health.
 * With `output`, the process's stdout and stderr lines are collected there (fault tests check that
 * every line is a JSON log line) instead of going to the test's own output. `nodeArgs` go to node before
 * the script (a benchmark's `--cpu-prof`); `cpus` pins the process to those cores with taskset (benchmarks keep
 * the server and the load generator apart); `main` starts another build of the server (a benchmark's
 * before and after).
 */
export async function startBuiltApp(
  env: Record<string, string> = {},
  options: { output?: string[]; nodeArgs?: string[]; cpus?: string; main?: string } = {},
): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'flowlane-e2e-'));
  const args = [...(options.nodeArgs ?? []), options.main ?? join(repoRoot, 'apps/server/dist/main.js')];
  // taskset execs node, so the child's pid is the server's own.
  const [command, commandArgs]: [string, string[]] = options.cpus
    ? ['taskset', ['-c', options.cpus, process.execPath, ...args]]
    : [process.execPath, args];
  const child = spawn(command, commandArgs, {
    cwd: repoRoot,
    env: { ...(await embeddedServerEnv(port, dataDir)), PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', options.output ? 'pipe' : 'inherit', options.output ? 'pipe' : 'inherit'],
  });
  const output = options.output;
  if (output) {
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        output.push(...lines.filter((line) => line.trim() !== ''));
      });
    }
  }
  const url = `http://127.0.0.1:${port}`;
  // Generous: a cold PGlite start on a busy 2-core machine can take well over 30 s.
  const deadline = Date.now() + 120_000;
  for (;;) {
    // Killed by a signal, it has a signal code and no exit code: gone either way.
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the app exited (${child.exitCode ?? child.signalCode}) before it served`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the app did not answer /api/health within 120 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    process: child,
    stop: () =>
      new Promise<void>((done) => {
        // A process killed by a signal has no exit code but a signal code: it is gone too.
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
