// A sandbox worker that says it is ready and then never answers: the pool's backstop must terminate it.
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', () => {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    // Busy, like code stuck in a native call the interrupt handler never sees.
  }
});
parentPort?.postMessage({ ready: true });
