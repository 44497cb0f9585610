import { parentPort } from 'node:worker_threads';
import {
  type CompiledExpression,
  compileExpression,
  isFlowlaneError,
  MappingError,
  runtimeToken,
} from '@flowlane/engine';
import { nodeHashPort } from '../ports/hash-port.js';
import { type ExpressionAnswer, parseExpressionJob } from './protocol.js';

/**
 * An expression worker: evaluates mappings the server's thread handed over, with the engine's own
 * evaluator under the expression's whole time limit. The pool terminates the worker if an evaluation
 * outlives that limit (a long native call JSONata cannot interrupt).
 */

const CACHE_SIZE = 500;
const compiled = new Map<string, CompiledExpression>();

function compiledFor(source: string, timeoutMs: number, maxDepth: number): CompiledExpression {
  const key = `${timeoutMs}/${maxDepth}/${source}`;
  const found = compiled.get(key);
  if (found) return found;
  const expression = compileExpression(source, { timeoutMs, maxDepth });
  if (compiled.size >= CACHE_SIZE) {
    const oldest = compiled.keys().next().value;
    if (oldest !== undefined) compiled.delete(oldest);
  }
  compiled.set(key, expression);
  return expression;
}

/** mulberry32: $random() and $shuffle() here are repeatable for the seed the run's random port gave. */
function seededRandom(seed: number): { next(): number } {
  let state = Math.floor(seed * 2 ** 32) >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

const port = parentPort;
if (!port) throw new Error('expression-worker must run as a worker thread');
port.on('message', async (message: unknown) => {
  const job = parseExpressionJob(message);
  if (!job) return;
  let answer: ExpressionAnswer;
  try {
    const token = runtimeToken({
      clock: { now: () => job.now },
      random: seededRandom(job.seed),
      hash: nodeHashPort,
    });
    const value = await compiledFor(job.source, job.timeoutMs, job.maxDepth).evaluate(job.scope, token);
    answer = { id: job.id, ok: true, value };
  } catch (error) {
    if (
      error instanceof MappingError &&
      (error.code === 'MAPPING_TIMEOUT' || error.code === 'MAPPING_SYNTAX')
    ) {
      answer = { id: job.id, ok: false, code: error.code, reason: error.reason };
    } else if (error instanceof MappingError) {
      answer = { id: job.id, ok: false, code: 'MAPPING_FAILED', reason: error.reason };
    } else {
      const reason = isFlowlaneError(error) || error instanceof Error ? error.message : String(error);
      answer = { id: job.id, ok: false, code: 'MAPPING_FAILED', reason };
    }
  }
  try {
    port.postMessage(answer);
  } catch {
    port.postMessage({
      id: job.id,
      ok: false,
      code: 'MAPPING_FAILED',
      reason: 'its result is not JSON data',
    });
  }
});
port.postMessage({ ready: true });
