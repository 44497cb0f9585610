// Run as its own process by pdf-reader.test.ts: gives the reader's stand-in worker (inflating-reader.mjs)
// reads it never answers, so each ends by its time limit while the worker is busy decompressing. Prints
// how many ended that way; a process that aborts prints nothing.
import { PdfReader } from '../reader/pdf-reader.js';

const reads = Number(process.argv[2] ?? 60);
const reader = new PdfReader({ workerUrl: new URL('./inflating-reader.mjs', import.meta.url) });
let timedOut = 0;
for (let i = 0; i < reads; i++) {
  const outcome = await reader
    .read({ data: new Uint8Array(8), maxPages: 1, timeoutMs: 40 + (i % 7) * 10 })
    .catch((error: unknown) => error);
  if (outcome instanceof Error && 'reason' in outcome && outcome.reason === 'timeout') timedOut++;
}
await reader.close();
console.log(`timed out: ${timedOut}`);
