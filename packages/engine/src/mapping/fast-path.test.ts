import fc from 'fast-check';
import jsonata from 'jsonata';
import { describe, expect, it } from 'vitest';
import { BAIL, compileFastPath } from './fast-path.js';
import { toPlainValue } from './normalize.js';

/** The fast path must agree with JSONata wherever it answers; elsewhere it must hand over (BAIL). */

const leaf = fc.oneof(
  fc.integer({ min: -50, max: 50 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.constantFrom('a', 'B', '', '10', 'x y'),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  leaf,
  fc.array(leaf, { maxLength: 2 }),
  fc.dictionary(fc.constantFrom('p', 'q'), leaf),
);
// As a run's scope holds them: plain JSON (fast-check makes some objects without a prototype).
const data = fc
  .record({ a: value, b: value, c: fc.record({ d: value, e: value }) })
  .map((made): unknown => JSON.parse(JSON.stringify(made)));

const atom = fc.oneof(
  fc.constantFrom('a', 'b', 'c.d', 'c.e', '$.a', 'c.d.x', 'missing', 'c'),
  fc.integer({ min: -9, max: 9 }).map(String),
  fc.constantFrom('"s"', '""', 'true', 'false', 'null', '2.5'),
);
const OPS = ['+', '-', '*', '/', '%', '=', '!=', '<', '<=', '>', '>=', 'and', 'or', '&'];
const expression: fc.Arbitrary<string> = fc.letrec((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    atom,
    fc.tuple(tie('expr'), fc.constantFrom(...OPS), tie('expr')).map(([l, op, r]) => `(${l} ${op} ${r})`),
    fc.tuple(tie('expr'), tie('expr'), tie('expr')).map(([c, t, e]) => `(${c} ? ${t} : ${e})`),
    tie('expr').map((e) => `-(${e})`),
    fc.tuple(tie('expr'), tie('expr')).map(([k, m]) => `{"k": ${k}, "10": ${m}, "m": ${k}}`),
  ),
})).expr;

async function viaJsonata(
  source: string,
  input: unknown,
): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: await jsonata(source).evaluate(input) };
  } catch {
    return { ok: false };
  }
}

describe('the mapping fast path', () => {
  it('agrees with JSONata, or hands over, for random expressions and data', async () => {
    let answered = 0;
    let structured = 0;
    await fc.assert(
      fc.asyncProperty(expression, data, async (source, input) => {
        const fast = compileFastPath(jsonata(source).ast());
        if (!fast) return;
        const answer = fast(input);
        if (answer === BAIL) return;
        answered += 1;
        if (answer !== null && typeof answer === 'object') structured += 1;
        const reference = await viaJsonata(source, input);
        expect(reference.ok).toBe(true);
        // As the engine reads JSONata's answers: plain objects and arrays (its own have no prototype).
        if (reference.ok) expect(answer).toStrictEqual(toPlainValue(reference.value));
      }),
      { seed: 20240115, numRuns: 3000 },
    );
    // The property is only worth something if the fast path actually answers a good share of the cases,
    // arrays and objects among them.
    expect(answered).toBeGreaterThan(600);
    expect(structured).toBeGreaterThan(150);
  });

  it.each([
    ['steps.n1.total', true],
    ['(steps.n1.total + 3) % 1000', true],
    ['a = "x" and b > 2', true],
    ['a ? 1 : "z"', true],
    ['$sum(a)', false],
    ['a[0]', false],
    ['a.b[x > 1]', false],
    ['$x', false],
    ['{"k": a, "n": {"m": c.d}}', true],
    ['{"k": a, "k": b}', false],
    ['{"__proto__": a}', false],
    ['{a: 1}', false],
    ['{"k": a[0]}', false],
    ['[a, b]', false],
  ])('%s compiles to a closure: %s', (source, compiles) => {
    expect(compileFastPath(jsonata(source).ast()) !== undefined).toBe(compiles);
  });

  it('answers an array at the end of a path, and objects with literal keys, as JSONata does', async () => {
    const input = { steps: { set: { numbers: [1, 2, [3]], none: [] }, code: { result: 6 } } };
    for (const source of [
      'steps.set.numbers',
      'steps.set.none',
      '$.steps.set.numbers',
      '{ "sum": steps.code.result, "missing": steps.nope, "all": steps.set.numbers, "10": 1 }',
      '{ "nested": { "n": steps.code.result * 2 } }',
      '{}',
    ]) {
      const answer = compileFastPath(jsonata(source).ast())?.(input);
      expect(answer).not.toBe(BAIL);
      expect(answer).toStrictEqual(toPlainValue(await jsonata(source).evaluate(input)));
    }
    // The array is the input's own, as JSONata's is.
    expect(compileFastPath(jsonata('steps.set.numbers').ast())?.(input)).toBe(input.steps.set.numbers);
  });

  it('hands arrays in a path over to JSONata (they map over items)', () => {
    const fast = compileFastPath(jsonata('a.b').ast());
    expect(fast?.({ a: [{ b: 1 }, { b: 2 }] })).toBe(BAIL);
  });
});
