import { UserError } from '../errors.js';
import { arr, int, optNum, optStr, readKey, str } from './args.js';
import { defineMapperFunction, type MapperFunctionDefinition } from './define.js';

/** Object keys for grouping: the JSON text of the key value, so 1 and "1" group apart as JSON shows them. */
function groupKey(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value ?? null);
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

function flattenTo(items: readonly unknown[], depth: number, into: unknown[]): unknown[] {
  for (const item of items) {
    if (Array.isArray(item) && depth > 0) flattenTo(item, depth - 1, into);
    else into.push(item);
  }
  return into;
}

export const arrayFunctions: MapperFunctionDefinition[] = [
  defineMapperFunction({
    name: 'chunk',
    category: 'array',
    signature: '$chunk(items: array, size: number): array<array>',
    description: 'Splits the list into lists of `size` items (the last may be shorter).',
    example: '$chunk([1, 2, 3, 4, 5], 2)',
    exampleResult: [[1, 2], [3, 4], [5]],
    jsonataSignature: '<an:a>',
    implementation: (_rt, args) => {
      const items = arr('chunk', args, 0);
      const size = int('chunk', args, 1);
      if (size < 1) throw new UserError('$chunk: size must be at least 1', { code: 'MAPPER_ARGUMENT' });
      const chunks: unknown[][] = [];
      for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
      return chunks;
    },
  }),
  defineMapperFunction({
    name: 'compact',
    category: 'array',
    signature: '$compact(items: array): array',
    description: 'The list without null, false and empty-text items (0 is kept).',
    example: '$compact([0, null, "a", "", false, 2])',
    exampleResult: [0, 'a', 2],
    jsonataSignature: '<a:a>',
    implementation: (_rt, args) =>
      arr('compact', args, 0).filter((x) => x !== null && x !== undefined && x !== false && x !== ''),
  }),
  defineMapperFunction({
    name: 'flatten',
    category: 'array',
    signature: '$flatten(items: array, depth?: number): array',
    description:
      'Lifts the items of nested lists into the list, `depth` levels deep (all levels by default).',
    example: '$flatten([1, [2, [3, [4]]]], 1)',
    exampleResult: [1, 2, [3, [4]]],
    jsonataSignature: '<an?:a>',
    implementation: (_rt, args) =>
      flattenTo(arr('flatten', args, 0), optNum('flatten', args, 1) ?? Number.POSITIVE_INFINITY, []),
  }),
  defineMapperFunction({
    name: 'uniqueBy',
    category: 'array',
    signature: '$uniqueBy(items: array<object>, key: string): array<object>',
    description: 'The list keeping only the first item for each value of the key.',
    example: '$uniqueBy([{"id": 1, "n": "a"}, {"id": 1, "n": "b"}, {"id": 2, "n": "c"}], "id")',
    exampleResult: [
      { id: 1, n: 'a' },
      { id: 2, n: 'c' },
    ],
    jsonataSignature: '<as:a>',
    implementation: (_rt, args) => {
      const key = str('uniqueBy', args, 1);
      const seen = new Set<string>();
      return arr('uniqueBy', args, 0).filter((item) => {
        const k = groupKey(readKey(item, key));
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      });
    },
  }),
  defineMapperFunction({
    name: 'pluck',
    category: 'array',
    signature: '$pluck(items: array<object>, key: string): array',
    description: 'The value of the key (a dotted path) in each item.',
    example: '$pluck([{"user": {"name": "Ada"}}, {"user": {"name": "Bob"}}], "user.name")',
    exampleResult: ['Ada', 'Bob'],
    jsonataSignature: '<as:a>',
    implementation: (_rt, args) => {
      const key = str('pluck', args, 1);
      return arr('pluck', args, 0).map((item) => readKey(item, key) ?? null);
    },
  }),
  defineMapperFunction({
    name: 'groupBy',
    category: 'array',
    signature: '$groupBy(items: array<object>, key: string): object',
    description:
      'An object whose keys are the values of the key and whose values are the items with that value.',
    example: '$groupBy([{"t": "a", "v": 1}, {"t": "b", "v": 2}, {"t": "a", "v": 3}], "t")',
    exampleResult: {
      a: [
        { t: 'a', v: 1 },
        { t: 'a', v: 3 },
      ],
      b: [{ t: 'b', v: 2 }],
    },
    jsonataSignature: '<as:o>',
    implementation: (_rt, args) => {
      const key = str('groupBy', args, 1);
      const groups: Record<string, unknown[]> = {};
      for (const item of arr('groupBy', args, 0)) {
        const k = groupKey(readKey(item, key));
        const group = Object.hasOwn(groups, k) ? groups[k] : undefined;
        if (group) group.push(item);
        else groups[k] = [item];
      }
      return groups;
    },
  }),
  defineMapperFunction({
    name: 'indexBy',
    category: 'array',
    signature: '$indexBy(items: array<object>, key: string): object',
    description: 'An object of the items by the value of the key (the last item wins on repeats).',
    example: '$indexBy([{"id": "a1", "n": 1}, {"id": "b2", "n": 2}], "id")',
    exampleResult: { a1: { id: 'a1', n: 1 }, b2: { id: 'b2', n: 2 } },
    jsonataSignature: '<as:o>',
    implementation: (_rt, args) => {
      const key = str('indexBy', args, 1);
      const index: Record<string, unknown> = {};
      for (const item of arr('indexBy', args, 0)) index[groupKey(readKey(item, key))] = item;
      return index;
    },
  }),
  defineMapperFunction({
    name: 'sortBy',
    category: 'array',
    signature: '$sortBy(items: array<object>, key: string, direction?: "asc" | "desc"): array<object>',
    description: 'The items ordered by the value of the key; missing values go last. Stable.',
    example: '$sortBy([{"n": "b", "age": 30}, {"n": "a", "age": 25}], "age")',
    exampleResult: [
      { n: 'a', age: 25 },
      { n: 'b', age: 30 },
    ],
    jsonataSignature: '<ass?:a>',
    implementation: (_rt, args) => {
      const key = str('sortBy', args, 1);
      const direction = optStr('sortBy', args, 2) ?? 'asc';
      if (direction !== 'asc' && direction !== 'desc') {
        throw new UserError('$sortBy: direction must be "asc" or "desc"', { code: 'MAPPER_ARGUMENT' });
      }
      const sign = direction === 'asc' ? 1 : -1;
      return [...arr('sortBy', args, 0)].sort((a, b) => sign * compare(readKey(a, key), readKey(b, key)));
    },
  }),
  defineMapperFunction({
    name: 'sumBy',
    category: 'array',
    signature: '$sumBy(items: array<object>, key: string): number',
    description: 'The sum of the key over the items; items without a number there count as 0.',
    example: '$sumBy([{"price": 2.5}, {"price": 4}, {}], "price")',
    exampleResult: 6.5,
    jsonataSignature: '<as:n>',
    implementation: (_rt, args) => {
      const key = str('sumBy', args, 1);
      return arr('sumBy', args, 0).reduce<number>((sum, item) => {
        const value = readKey(item, key);
        return sum + (typeof value === 'number' ? value : 0);
      }, 0);
    },
  }),
  defineMapperFunction({
    name: 'first',
    category: 'array',
    signature: '$first(items: array): any',
    description: 'The first item, or nothing for an empty list.',
    example: '$first(["a", "b", "c"])',
    exampleResult: 'a',
    jsonataSignature: '<a:x>',
    implementation: (_rt, args) => arr('first', args, 0)[0],
  }),
  defineMapperFunction({
    name: 'last',
    category: 'array',
    signature: '$last(items: array): any',
    description: 'The last item, or nothing for an empty list.',
    example: '$last(["a", "b", "c"])',
    exampleResult: 'c',
    jsonataSignature: '<a:x>',
    implementation: (_rt, args) => arr('last', args, 0).at(-1),
  }),
  defineMapperFunction({
    name: 'difference',
    category: 'array',
    signature: '$difference(items: array, remove: array): array',
    description: 'The items of the first list that are not in the second (compared as JSON).',
    example: '$difference([1, 2, 3, 4], [2, 4])',
    exampleResult: [1, 3],
    jsonataSignature: '<aa:a>',
    implementation: (_rt, args) => {
      const remove = new Set(arr('difference', args, 1).map((x) => JSON.stringify(x)));
      return arr('difference', args, 0).filter((x) => !remove.has(JSON.stringify(x)));
    },
  }),
  defineMapperFunction({
    name: 'intersection',
    category: 'array',
    signature: '$intersection(a: array, b: array): array',
    description: 'The items of the first list that are also in the second (compared as JSON).',
    example: '$intersection(["a", "b", "c"], ["c", "a", "z"])',
    exampleResult: ['a', 'c'],
    jsonataSignature: '<aa:a>',
    implementation: (_rt, args) => {
      const keep = new Set(arr('intersection', args, 1).map((x) => JSON.stringify(x)));
      return arr('intersection', args, 0).filter((x) => keep.has(JSON.stringify(x)));
    },
  }),
];
