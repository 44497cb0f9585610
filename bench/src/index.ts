// `npm run bench`: every benchmark in turn. Each prints its figures and a ratio against a baseline
// measured in the same run. Benchmarks are not tests: they fail nothing.
import { healthBenchmark } from './health.js';

const only = process.argv[2];
if (!only || only === 'health') await healthBenchmark();
