// `npm run bench [name]`: every benchmark in turn, or one (health, start, engine, webhook, steady, new-connections, sustained, claim, run-writes, run-store, lists, isolation, designer, datasets). Each prints
// its figures and a ratio against a baseline measured in the same run. Benchmarks are not tests.
import { claimBenchmark } from './claim.js';
import { datasetsBenchmark } from './datasets.js';
import { designerBenchmark } from './designer.js';
import { engineBenchmark } from './engine.js';
import { healthBenchmark } from './health.js';
import { isolationBenchmark } from './isolation.js';
import { listsBenchmark } from './lists.js';
import { newConnectionsBenchmark } from './new-connections.js';
import { runStoreBenchmark } from './run-store.js';
import { runWritesBenchmark } from './run-writes.js';
import { startBenchmark } from './start.js';
import { steadyBenchmark } from './steady.js';
import { sustainedBenchmark } from './sustained.js';
import { webhookBenchmark } from './webhook.js';

const benchmarks: Record<string, () => Promise<void>> = {
  health: () => healthBenchmark(),
  start: () => startBenchmark(),
  engine: () => engineBenchmark(),
  webhook: () => webhookBenchmark(),
  steady: () => steadyBenchmark(),
  'new-connections': () => newConnectionsBenchmark(),
  sustained: () => sustainedBenchmark(),
  claim: () => claimBenchmark(),
  'run-writes': () => runWritesBenchmark(),
  'run-store': () => runStoreBenchmark(),
  lists: () => listsBenchmark(),
  isolation: () => isolationBenchmark(),
  designer: () => designerBenchmark(),
  datasets: () => datasetsBenchmark(),
};

const only = process.argv[2];
for (const [name, run] of Object.entries(benchmarks)) {
  if (!only || only === name) await run();
}
