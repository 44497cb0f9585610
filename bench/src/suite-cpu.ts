// Where a test suite's CPU goes, by kind of process: runs a command (the browser suite by default) and reads
// every process's CPU time from /proc twice a second, so the servers, Chromium's processes and the machine's
// own PostgreSQL and Redis are all counted (`time` counts only the command's own children that it waits for).
// Every process on the machine counts, so run it alone. A process that starts and ends between two reads
// is missed. Linux only.
// `node --import tsx bench/src/suite-cpu.ts [command ...]` (default: the browser suite, on a built tree).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on Linux
const command = process.argv.slice(2);
const [program = 'npx', ...args] = command.length
  ? command
  : ['npx', 'vitest', 'run', '--config', 'e2e/vitest.config.ts'];

/** The kind a process's command line makes it. */
function kindOf(commandLine: string): string {
  if (commandLine.includes('chrom')) {
    const type = /--type=([a-z-]+)/.exec(commandLine)?.[1];
    return type ? `chromium ${type}` : 'chromium browser';
  }
  if (commandLine.includes('postgres')) return 'postgresql';
  if (commandLine.includes('redis-server')) return 'redis';
  if (commandLine.includes('dist/main.js')) return 'flowlane server';
  if (commandLine.includes('vitest')) return 'vitest';
  return 'other';
}

/**
 * A process's CPU ticks (user + system) and its start time (which tells a pid used again by a later process
 * from the first one), or undefined once it is gone.
 */
function statOf(pid: string): { ticks: number; started: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ticks: Number(fields[11]) + Number(fields[12]), started: fields[19] ?? '' };
  } catch {
    return undefined;
  }
}

const seen = new Map<string, { ticks: number; kind: string }>();
const totals = new Map<string, number>();
let first = true;

function sample(): void {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = statOf(pid);
    if (!stat) continue;
    const { ticks } = stat;
    const key = `${pid}@${stat.started}`;
    let known = seen.get(key);
    if (!known) {
      let commandLine = '';
      try {
        commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      } catch {
        continue;
      }
      // What ran before the first read is not the suite's; a process started since is counted whole.
      known = { ticks: first ? ticks : 0, kind: kindOf(commandLine) };
      seen.set(key, known);
    }
    totals.set(known.kind, (totals.get(known.kind) ?? 0) + ticks - known.ticks);
    known.ticks = ticks;
  }
  first = false;
}

sample();
const started = performance.now();
const timer = setInterval(sample, 500);
const child = spawn(program, args, { stdio: 'inherit' });
const code = await new Promise<number>((resolve) => child.on('exit', (exit) => resolve(exit ?? 1)));
clearInterval(timer);
sample();

const wall = (performance.now() - started) / 1000;
const all = [...totals.values()].reduce((sum, ticks) => sum + ticks, 0);
console.log(
  `\n# CPU by kind of process: ${program} ${args.join(' ')} (exit ${code}, ${wall.toFixed(0)} s wall)`,
);
for (const [kind, ticks] of [...totals].sort((a, b) => b[1] - a[1])) {
  const seconds = ticks / TICKS_PER_SECOND;
  console.log(
    `${kind.padEnd(22)} ${seconds.toFixed(0).padStart(6)} s  ${((100 * ticks) / all).toFixed(0).padStart(3)}%`,
  );
}
console.log(
  `${'all'.padEnd(22)} ${(all / TICKS_PER_SECOND).toFixed(0).padStart(6)} s  (${(all / TICKS_PER_SECOND / wall).toFixed(2)} cores)`,
);
process.exitCode = code;
