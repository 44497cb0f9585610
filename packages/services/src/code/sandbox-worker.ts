import { parentPort, workerData } from 'node:worker_threads';
import { newQuickJSWASMModule, type QuickJSWASMModule, RELEASE_SYNC } from 'quickjs-emscripten';
import { parseJob, type SandboxAnswer } from './protocol.js';
import { runInQuickJs } from './run-in-quickjs.js';

/**
 * A sandbox worker: loads the QuickJS WebAssembly module once, then runs jobs one at a time for as long as
 * the pool keeps it. The pool interrupts a job through the shared cancel flag, and terminates the worker if
 * it stops answering.
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
  const module: QuickJSWASMModule = await newQuickJSWASMModule(RELEASE_SYNC);
  port.on('message', (message: unknown) => {
    const job = parseJob(message);
    if (!job) return;
    const answer: SandboxAnswer = runInQuickJs(module, job, () => Atomics.load(flag, 0) === 1);
    port.postMessage(answer);
  });
  port.postMessage({ ready: true });
}

void main();
