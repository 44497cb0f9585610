import {
  type CompiledExpression,
  compileExpression,
  isFlowlaneError,
  MappingError,
  runtimeToken,
} from '@flowlane/engine';
import { nodeHashPort } from '../ports/hash-port.js';
import { type ExpressionAnswer, MAX_RESULT_CHARS, parseExpressionJob } from './protocol.js';

/**
 * An expression evaluator: a child process that evaluates the mappings the server handed over, with the
 * engine's own evaluator under the expression's whole time limit. Its heap is capped (--max-old-space-size,
 * set by the pool): an expression that outgrows it ends this process, never the server. The pool kills it
 * if an evaluation outlives its time limit (a long native call JSONata cannot interrupt).
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

function failed(id: number, error: unknown): ExpressionAnswer {
  if (error instanceof MappingError) {
    const code =
      error.code === 'MAPPING_TIMEOUT' || error.code === 'MAPPING_SYNTAX' ? error.code : 'MAPPING_FAILED';
    return { id, ok: false, code, reason: error.reason };
  }
  const reason = isFlowlaneError(error) || error instanceof Error ? error.message : String(error);
  return { id, ok: false, code: 'MAPPING_FAILED', reason };
}

function resultOf(id: number, value: unknown): ExpressionAnswer {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (error) {
    // A string past V8's longest is a RangeError here, as a cycle would be.
    return failed(
      id,
      new Error(`its result cannot be handed back (${error instanceof Error ? error.message : 'not JSON'})`),
    );
  }
  if (json !== undefined && json.length > MAX_RESULT_CHARS) {
    const mib = MAX_RESULT_CHARS / 1024 / 1024;
    return failed(id, new Error(`its result is larger than ${mib} MiB of JSON`));
  }
  return { id, ok: true, json };
}

const send = process.send?.bind(process);
if (!send) throw new Error('expression-worker must run as a child process with an IPC channel');

process.on('message', async (message: unknown) => {
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
    answer = resultOf(job.id, value);
  } catch (error) {
    answer = failed(job.id, error);
  }
  send(answer);
});

// The server is gone (it died or closed the channel): so is this evaluator, with nothing left running.
process.on('disconnect', () => process.exit(0));
send({ ready: true });
