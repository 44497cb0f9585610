import { parentPort, workerData } from 'node:worker_threads';
import { parseJob, type SandboxAnswer } from './protocol.js';
import { runInQuickJs } from './run-in-quickjs.js';
import { SandboxModules } from './sandbox-modules.js';

/**
 * A sandbox worker: keeps QuickJS modules (one per memory cap, see SandboxModules) and runs jobs one at a
 * time for as long as the pool keeps it. The pool interrupts a job through the shared cancel flag, and
 * terminates the worker if it stops answering.
 */

function cancelFlag(): Int32Array {
  const buffer: unknown =
    workerData !== null && typeof workerData === 'object' ? Reflect.get(workerData, 'cancelFlag') : undefined;
  return buffer instanceof SharedArrayBuffer ? new Int32Array(buffer) : new Int32Array(1);
}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('sandbox-worker must run as a worker thread');
  const flag = cancelFlag();
  const modules = new SandboxModules();
  // Load the default-sized module now, so the first job pays no start-up.
  await modules.moduleFor(64 * 1024 * 1024);
  port.on('message', (message: unknown) => {
    const job = parseJob(message);
    if (!job) return;
    modules.moduleFor(job.memoryLimitBytes).then(
      (module) => {
        const answer: SandboxAnswer = runInQuickJs(module, job, () => Atomics.load(flag, 0) === 1);
        // Running out of memory needs no new worker: the module that ran out is dropped, the rest is clean.
        modules.release(job.memoryLimitBytes, answer.recycle);
        port.postMessage({ ...answer, recycle: false });
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        const answer: SandboxAnswer = {
          id: job.id,
          ok: false,
          kind: 'memory',
          message: `The code sandbox could not start: ${reason}`,
          logs: [],
          recycle: true,
        };
        port.postMessage(answer);
      },
    );
  });
  port.postMessage({ ready: true });
}

void main();
