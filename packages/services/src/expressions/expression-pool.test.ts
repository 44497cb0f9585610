import { compileExpression, MappingError, runtimeToken } from '@flowlane/engine';
import { FakeClock, fakeHash, seededRandom } from '@flowlane/engine/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { ExpressionPool } from './expression-pool.js';

const pool = new ExpressionPool({ size: 2 });
afterAll(() => pool.close());

const items = Array.from({ length: 500 }, (_, i) => ({ n: i }));
const scope = { trigger: { items, text: `${'a'.repeat(30)}!` }, steps: {}, vars: {}, env: {} };
const withSandbox = runtimeToken({
  clock: new FakeClock(),
  random: seededRandom(3),
  hash: fakeHash,
  expressions: pool.forTeam('team-a'),
});
const evaluate = (source: string) => Promise.resolve(compileExpression(source).evaluate(scope, withSandbox));

/** Runs `work` while measuring how late a 10 ms timer on this thread fires at worst. */
async function withLag<T>(work: () => Promise<T>): Promise<{ result: T | Error; lagMs: number }> {
  let worst = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - 10);
    last = now;
  }, 10);
  try {
    const result = await work().catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    );
    return { result, lagMs: worst };
  } finally {
    clearInterval(timer);
  }
}

describe('expressions evaluated in the sandbox', () => {
  it('give what the in-process evaluator gives', async () => {
    const sources = [
      '$map(trigger.items[n < 3], function($v) { $v.n * 2 })',
      '$sum([1..100])',
      '$replace("John Smith", /(\\w+)\\s(\\w+)/, "$2, $1")',
      '$pad("7", 3, "0")',
      '($double := function($x) { $x * 2 }; $double(21))',
    ];
    for (const source of sources) {
      const inProcess = await compileExpression(source).evaluate(
        scope,
        runtimeToken({ clock: new FakeClock(), random: seededRandom(3), hash: fakeHash }),
      );
      expect(await evaluate(source)).toEqual(inProcess);
    }
  });

  it('stop a runaway loop at the time limit while this thread keeps running', async () => {
    const { result, lagMs } = await withLag(() =>
      evaluate('$reduce([1..10000000], function($a, $b) { $a + $b })'),
    );
    expect(result).toBeInstanceOf(MappingError);
    expect(result).toMatchObject({ code: 'MAPPING_TIMEOUT' });
    expect(lagMs).toBeLessThan(200);
  });

  it('stop a single native call JSONata cannot interrupt, and the next evaluation works', async () => {
    const started = Date.now();
    const { result, lagMs } = await withLag(() => evaluate('$length($pad("", 100000000))'));
    // Stopped by the time limit, or by the worker's heap limit if its string outgrows that first.
    expect(result).toBeInstanceOf(MappingError);
    expect(String(result instanceof Error ? result.message : result)).toMatch(/was stopped/);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(lagMs).toBeLessThan(200);
    expect(await evaluate('$pad("1", -2, "0")')).toBe('01');
  });

  it('fail an expression that exhausts its worker, which is then replaced', async () => {
    const small = new ExpressionPool({ size: 1, maxHeapMb: 64 });
    try {
      const token = runtimeToken({
        clock: new FakeClock(),
        random: seededRandom(),
        hash: fakeHash,
        expressions: small,
      });
      const bomb = compileExpression(
        '$count($map([1..5000000], function($i) { {"i": $i, "s": "item " & $i} }))',
        {
          timeoutMs: 20_000,
          maxDepth: 500,
        },
      );
      const { result, lagMs } = await withLag(() => Promise.resolve(bomb.evaluate(scope, token)));
      expect(result).toBeInstanceOf(MappingError);
      expect(String(result instanceof Error ? result.message : result)).toMatch(/more than the 64 MiB/);
      expect(lagMs).toBeLessThan(200);
      expect(await compileExpression('$sum([1..3])').evaluate(scope, token)).toBe(6);
      expect(small.started).toBe(2);
    } finally {
      await small.close();
    }
  });

  it('hands over an expression that outgrows the in-process budget, and keeps its answer', async () => {
    const { result, lagMs } = await withLag(() => evaluate('$count(trigger.items.($$.trigger.items))'));
    expect(result).toBe(250_000);
    expect(lagMs).toBeLessThan(150);
  });
});
