// Type-checks every workspace that has a `typecheck` script, two at a time (one tsc is one core; the
// workspaces one after another took ~70 s on the 2-core machine). Each one's output is printed whole,
// under its name, once it ends; the exit code is non-zero when any failed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const root = JSON.parse(readFileSync('package.json', 'utf8'));
const workspaces = root.workspaces.filter(
  (dir) => JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')).scripts?.typecheck,
);

function typecheck(dir) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', 'typecheck'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok' : 'FAILED'}  ${dir} (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...workspaces];
let failed = false;
const lane = async () => {
  for (let dir = queue.shift(); dir; dir = queue.shift()) if (!(await typecheck(dir))) failed = true;
};
await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, lane));
process.exit(failed ? 1 : 0);
