import { describe, expect, it } from 'vitest';
import { MappingError } from '../errors.js';
import { runtimeToken } from '../functions/runtime.js';
import { FakeClock, fakeHash, seededRandom } from '../testing/index.js';
import { compileExpression } from './expression.js';
import type { MappingScope } from './scope.js';

const scope: MappingScope = {
  trigger: { body: { id: 7, tags: ['a', 'b'] } },
  steps: { n1: { total: 10, items: [{ price: 2 }, { price: 3 }] } },
  vars: { region: 'eu' },
  env: { BASE_URL: 'https://example.test' },
};
const token = runtimeToken({ clock: new FakeClock(), random: seededRandom(7), hash: fakeHash });

async function evaluate(source: string, limits?: { timeoutMs: number; maxDepth: number }) {
  return compileExpression(source, limits).evaluate(scope, token);
}

describe('expressions see trigger, steps, vars and env', () => {
  it.each([
    ['trigger.body.id', 7],
    ['steps.n1.total * 1.5', 15],
    ['$sum(steps.n1.items.price)', 5],
    ['vars.region', 'eu'],
    ['env.BASE_URL & "/x"', 'https://example.test/x'],
    ['trigger.body.tags', ['a', 'b']],
    ['trigger.missing', undefined],
    ['steps.n1.total > 5 ? "big" : "small"', 'big'],
  ])('%s → %j', async (source, expected) => {
    expect(await evaluate(source)).toEqual(expected);
  });
});

describe('expression errors', () => {
  it('reports a syntax error with the expression and the reason', () => {
    expect(() => compileExpression('steps.n1.total +')).toThrow(MappingError);
    try {
      compileExpression('steps.n1.total +');
    } catch (error) {
      expect(error).toBeInstanceOf(MappingError);
      if (error instanceof MappingError) {
        expect(error.code).toBe('MAPPING_SYNTAX');
        expect(error.expression).toBe('steps.n1.total +');
        expect(error.message).toContain('does not parse');
      }
    }
  });

  it('reports an evaluation error with the expression and the reason', async () => {
    await expect(evaluate('trigger.body.id & $uppercase(1)')).rejects.toThrow(
      /the mapping \{\{ trigger\.body\.id & \$uppercase\(1\) \}\} failed: .*does not match function signature/,
    );
  });

  it('stops an expression that runs past its time limit', async () => {
    const explosive = '($f := function($n) { $n = 0 ? 1 : $f($n - 1) + $f($n - 1) }; $f(40))';
    const error = await evaluate(explosive, { timeoutMs: 50, maxDepth: 500 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MappingError);
    expect(error instanceof MappingError && error.code).toBe('MAPPING_TIMEOUT');
  });

  it('stops runaway recursion at the depth limit', async () => {
    const error = await evaluate('($f := function($n) { $f($n + 1) + 1 }; $f(0))', {
      timeoutMs: 5000,
      maxDepth: 100,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MappingError);
    expect(String(error)).toMatch(/stack|depth/i);
  });
});

describe('the expression sandbox', () => {
  it.each([
    'trigger.constructor',
    'trigger.__proto__',
    'trigger.body.constructor.constructor',
    '"abc".constructor',
    '$lookup(trigger, "constructor")',
    '$.constructor',
  ])('%s reaches nothing', async (source) => {
    expect(await evaluate(source)).toBeUndefined();
  });

  it('cannot call a Function constructor', async () => {
    await expect(evaluate('($f := trigger.constructor.constructor; $f("return process")())')).rejects.toThrow(
      MappingError,
    );
  });

  it('sees an opaque token, not the ports, through the runtime binding', async () => {
    expect(await evaluate('$keys($__flowlane)')).toBeUndefined();
    expect(await evaluate('$__flowlane.clock')).toBeUndefined();
  });
});

describe("built-ins that read time or chance use the run's ports", () => {
  it.each([
    ['$now()', '2024-01-15T12:00:00.000Z'],
    ['$millis()', Date.UTC(2024, 0, 15, 12)],
    ['$now("[Y0001]-[M01]-[D01] [H01]:[m01]", "+0300")', '2024-01-15 15:00'],
  ])('%s → %j', async (source, expected) => {
    expect(await evaluate(source)).toEqual(expected);
  });

  it('$random and $shuffle repeat for the same seed', async () => {
    const run = (seed: number) =>
      compileExpression('[$random(), $shuffle([1,2,3,4,5])]').evaluate(
        scope,
        runtimeToken({ clock: new FakeClock(), random: seededRandom(seed), hash: fakeHash }),
      );
    expect(await run(3)).toEqual(await run(3));
    expect(await run(3)).not.toEqual(await run(4));
  });
});
