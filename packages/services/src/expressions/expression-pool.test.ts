import { compileExpression, type ExpressionSandbox, MappingError, runtimeToken } from '@flowlane/engine';
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

/**
 * Runs `work` while a 10 ms timer ticks on this thread, and counts the ticks: a thread blocked for the
 * whole evaluation would fire it once at most (after it is free again).
 */
async function whileTicking<T>(work: () => Promise<T>): Promise<{ result: T | Error; ticks: number }> {
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
  }, 10);
  try {
    const result = await work().catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    );
    return { result, ticks };
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
    const { result, ticks } = await whileTicking(() =>
      evaluate('$reduce([1..1000000], function($a, $b) { $a + $b })'),
    );
    expect(result).toBeInstanceOf(MappingError);
    expect(result).toMatchObject({ code: 'MAPPING_TIMEOUT' });
    expect(ticks).toBeGreaterThan(2);
  });

  it('stop a single native call JSONata cannot interrupt, and the next evaluation works', async () => {
    const { result, ticks } = await whileTicking(() => evaluate('$length($pad("", 100000000))'));
    // Stopped by the time limit, or by the worker's heap limit if its string outgrows that first.
    expect(result).toBeInstanceOf(MappingError);
    expect(String(result instanceof Error ? result.message : result)).toMatch(/was stopped/);
    expect(ticks).toBeGreaterThan(2);
    expect(await evaluate('$pad("1", -2, "0")')).toBe('01');
  });

  it('fail an expression that exhausts its worker, which is then replaced', async () => {
    const small = new ExpressionPool({ size: 1, memoryMb: 64 });
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
      const { result, ticks } = await whileTicking(() => Promise.resolve(bomb.evaluate(scope, token)));
      expect(result).toBeInstanceOf(MappingError);
      expect(String(result instanceof Error ? result.message : result)).toMatch(
        /used more than 64 MiB of memory and was stopped/,
      );
      expect(ticks).toBeGreaterThan(2);
      expect(await compileExpression('$sum([1..3])').evaluate(scope, token)).toBe(6);
      expect(small.started).toBe(2);
    } finally {
      await small.close();
    }
  });

  it('fails the nested ranges that once ended the server with the memory message', async () => {
    const { result, ticks } = await whileTicking(() => evaluate('$count([1..10000000].[1..10000000])'));
    expect(result).toBeInstanceOf(MappingError);
    expect(String(result instanceof Error ? result.message : result)).toMatch(
      /used more than 64 MiB of memory and was stopped/,
    );
    expect(ticks).toBeGreaterThan(2);
    expect(await evaluate('$sum([1..3])')).toBe(6);
  });

  it('spells out a result that shares one value many times in the evaluator, not here', async () => {
    // 4,000 references to the scope cost nothing to build; as JSON they are 4,000 copies of it (20 MB).
    // Time enough for a loaded machine to reach the size limit: that limit, not the clock, must stop it.
    const result = await Promise.resolve(
      compileExpression('[1..4000].($$)', { timeoutMs: 30_000, maxDepth: 500 }).evaluate(scope, withSandbox),
    ).catch((error: unknown) => error);
    expect(result).toBeInstanceOf(MappingError);
    expect(String(result instanceof Error ? result.message : result)).toMatch(
      /its result is larger than 16 MiB of JSON/,
    );
  });

  it('hands over an expression that outgrows the in-process budget, and keeps its answer', async () => {
    const handedOver: string[] = [];
    const counting: ExpressionSandbox = {
      evaluate: (request) => {
        handedOver.push(request.source);
        return pool.forTeam('team-a').evaluate(request);
      },
    };
    const token = runtimeToken({
      clock: new FakeClock(),
      random: seededRandom(3),
      hash: fakeHash,
      expressions: counting,
    });
    // 200,000 JSONata function calls: far past the in-process budget on any machine, well inside 20 s.
    const source = '$reduce([1..200000], function($a, $b) { $a + $b })';
    const limits = { timeoutMs: 20_000, maxDepth: 500 };
    expect(await compileExpression(source, limits).evaluate(scope, token)).toBe(20_000_100_000);
    expect(handedOver).toHaveLength(1);
    // A small one stays in this thread (within a budget no machine pause reaches).
    const small = compileExpression('$uppercase("ok") & "!"', { ...limits, inProcessBudgetMs: 10_000 });
    expect(await small.evaluate(scope, token)).toBe('OK!');
    expect(handedOver).toHaveLength(1);
  });
});
