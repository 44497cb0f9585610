import { UserError } from '@flowlane/engine';
import { describe, expect, it } from 'vitest';
import { evaluateCondition, isTruthy, type Operator } from './conditions.js';

describe('IF/Switch comparisons', () => {
  it.each<[unknown, Operator, unknown, boolean]>([
    ['a', 'equals', 'a', true],
    [10, 'equals', '10', true],
    [{ a: 1 }, 'equals', { a: 1 }, true],
    ['a', 'notEquals', 'b', true],
    ['invoice #42', 'contains', '#42', true],
    [['x', 'y'], 'contains', 'y', true],
    [['x', 'y'], 'notContains', 'z', true],
    ['report.pdf', 'startsWith', 'report', true],
    ['report.pdf', 'endsWith', '.pdf', true],
    ['ORD-2024-17', 'matches', '^ORD-\\d{4}-\\d+$', true],
    ['Hello', 'matches', '/hello/i', true],
    [10, 'greaterThan', 9, true],
    ['10', 'greaterThan', '9', true],
    ['b', 'greaterThan', 'a', true],
    [3, 'lessThan', 3, false],
    [3, 'lessOrEqual', 3, true],
    [3, 'greaterOrEqual', 4, false],
    [null, 'greaterOrEqual', 4, false],
    ['', 'isEmpty', undefined, true],
    [[], 'isEmpty', undefined, true],
    [{}, 'isNotEmpty', undefined, false],
    ['true', 'isTrue', undefined, true],
    [false, 'isFalse', undefined, true],
  ])('%j %s %j is %s', (left, operator, right, expected) => {
    expect(evaluateCondition({ left, operator, right })).toBe(expected);
  });

  // A backtracking engine would not finish either call in years: passing within the time limit is the proof.
  it('runs a catastrophic "matches" pattern in linear time', () => {
    expect(evaluateCondition({ left: `${'a'.repeat(50_000)}!`, operator: 'matches', right: '(a+)+$' })).toBe(
      false,
    );
    expect(
      evaluateCondition({ left: `${'a'.repeat(200)}!`, operator: 'matches', right: '/^(a|aa)+$/' }),
    ).toBe(false);
  }, 10_000);

  it.each([
    ['an invalid pattern', '(['],
    ['a pattern RE2 cannot run', '^(?!draft)'],
  ])('fails the step with a clear message for %s', (_what, pattern) => {
    expect(() => evaluateCondition({ left: 'x', operator: 'matches', right: pattern })).toThrow(UserError);
    expect(() => evaluateCondition({ left: 'x', operator: 'matches', right: pattern })).toThrow(
      /The regular expression/,
    );
  });

  it.each([
    [true, true],
    ['false', false],
    ['', false],
    [0, false],
    [[0, 1], true],
    [{}, false],
    [{ a: 1 }, true],
    [null, false],
  ])('a mapped condition %j reads as %s', (value, expected) => {
    expect(isTruthy(value)).toBe(expected);
  });
});
