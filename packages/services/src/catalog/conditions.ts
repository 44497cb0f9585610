import { userRegexFromText } from '@flowlane/engine';
import { z } from 'zod';

/** The comparisons IF and Switch offer, named as the table filters are. */
export const Operator = z.enum([
  'equals',
  'notEquals',
  'contains',
  'notContains',
  'startsWith',
  'endsWith',
  'matches',
  'greaterThan',
  'lessThan',
  'greaterOrEqual',
  'lessOrEqual',
  'isEmpty',
  'isNotEmpty',
  'isTrue',
  'isFalse',
]);
export type Operator = z.infer<typeof Operator>;

export const Condition = z.object({
  left: z.unknown().optional(),
  operator: Operator,
  right: z.unknown().optional(),
});
export type Condition = z.infer<typeof Condition>;

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

/** Numbers compare as numbers, numeric text too ("10" > "9"); other values compare as text. */
function compare(left: unknown, right: unknown): number | undefined {
  const a = typeof left === 'string' && left.trim() !== '' ? Number(left) : left;
  const b = typeof right === 'string' && right.trim() !== '' ? Number(right) : right;
  if (typeof a === 'number' && typeof b === 'number' && !Number.isNaN(a) && !Number.isNaN(b)) return a - b;
  if (typeof left === 'string' && typeof right === 'string') return left.localeCompare(right);
  return undefined;
}

function sameValue(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  const order = compare(left, right);
  if (order !== undefined && typeof left !== typeof right) return order === 0;
  return JSON.stringify(left) === JSON.stringify(right);
}

function contains(haystack: unknown, needle: unknown): boolean {
  if (typeof haystack === 'string') return haystack.includes(String(needle ?? ''));
  if (Array.isArray(haystack)) return haystack.some((item) => sameValue(item, needle));
  return false;
}

/**
 * A regular expression from text, "/pattern/flags" or a bare pattern, run in linear time (RE2); a pattern
 * that is invalid or needs what RE2 lacks fails the step with a message that says why.
 */
function matches(value: unknown, pattern: unknown): boolean {
  if (typeof pattern !== 'string') return false;
  // A fresh instance each time, so a g flag's lastIndex cannot carry over between comparisons.
  return userRegexFromText(pattern).test(String(value ?? ''));
}

export function evaluateCondition({ left, operator, right }: Condition): boolean {
  switch (operator) {
    case 'equals':
      return sameValue(left, right);
    case 'notEquals':
      return !sameValue(left, right);
    case 'contains':
      return contains(left, right);
    case 'notContains':
      return !contains(left, right);
    case 'startsWith':
      return typeof left === 'string' && left.startsWith(String(right ?? ''));
    case 'endsWith':
      return typeof left === 'string' && left.endsWith(String(right ?? ''));
    case 'matches':
      return matches(left, right);
    case 'greaterThan':
      return (compare(left, right) ?? 0) > 0;
    case 'lessThan':
      return (compare(left, right) ?? 0) < 0;
    case 'greaterOrEqual': {
      const order = compare(left, right);
      return order !== undefined && order >= 0;
    }
    case 'lessOrEqual': {
      const order = compare(left, right);
      return order !== undefined && order <= 0;
    }
    case 'isEmpty':
      return isEmpty(left);
    case 'isNotEmpty':
      return !isEmpty(left);
    case 'isTrue':
      return left === true || left === 'true';
    case 'isFalse':
      return left === false || left === 'false';
  }
}

/** JSONata-style truthiness for a condition written as one mapping. */
export function isTruthy(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return value.length > 0 && value !== 'false';
  if (Array.isArray(value)) return value.some(isTruthy);
  return typeof value === 'object' && Object.keys(value).length > 0;
}
