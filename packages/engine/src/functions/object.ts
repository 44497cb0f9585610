import { UserError } from '../errors.js';
import { arr, isRecord, obj, str, strList } from './args.js';
import { defineMapperFunction, type MapperFunctionDefinition } from './define.js';

/** Keys that would let a mapping reach or replace an object's prototype. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function pathParts(fn: string, path: string): string[] {
  const parts = path.split('.').filter((p) => p !== '');
  if (parts.length === 0) throw new UserError(`$${fn}: the path is empty`, { code: 'MAPPER_ARGUMENT' });
  for (const part of parts) {
    if (FORBIDDEN_KEYS.has(part)) {
      throw new UserError(`$${fn}: "${part}" is not allowed in a path`, { code: 'MAPPER_ARGUMENT' });
    }
  }
  return parts;
}

function getPath(value: unknown, parts: readonly string[]): unknown {
  let current = value;
  for (const part of parts) {
    if (Array.isArray(current) && /^\d+$/.test(part)) current = current[Number(part)];
    else if (isRecord(current) && Object.hasOwn(current, part)) current = current[part];
    else return undefined;
  }
  return current;
}

function setPath(value: unknown, parts: readonly string[], next: unknown): unknown {
  const [head, ...rest] = parts;
  if (head === undefined) return next;
  if (Array.isArray(value) && /^\d+$/.test(head)) {
    const copy = [...value];
    copy[Number(head)] = setPath(copy[Number(head)], rest, next);
    return copy;
  }
  const base = isRecord(value) ? value : {};
  return { ...base, [head]: setPath(Object.hasOwn(base, head) ? base[head] : undefined, rest, next) };
}

function mergeDeep(a: unknown, b: unknown): unknown {
  if (!isRecord(a) || !isRecord(b)) return b === undefined ? a : b;
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    out[key] = Object.hasOwn(out, key) ? mergeDeep(out[key], value) : value;
  }
  return out;
}

export const objectFunctions: MapperFunctionDefinition[] = [
  defineMapperFunction({
    name: 'pick',
    category: 'object',
    signature: '$pick(object: object, keys: array<string>): object',
    description: 'A copy of the object with only the listed keys.',
    example: '$pick({"id": 7, "name": "Ada", "password": "x"}, ["id", "name"])',
    exampleResult: { id: 7, name: 'Ada' },
    jsonataSignature: '<o(sa):o>',
    implementation: (_rt, args) => {
      const source = obj('pick', args, 0);
      const out: Record<string, unknown> = {};
      for (const key of strList('pick', args, 1)) if (Object.hasOwn(source, key)) out[key] = source[key];
      return out;
    },
  }),
  defineMapperFunction({
    name: 'omit',
    category: 'object',
    signature: '$omit(object: object, keys: array<string>): object',
    description: 'A copy of the object without the listed keys.',
    example: '$omit({"id": 7, "name": "Ada", "password": "x"}, ["password"])',
    exampleResult: { id: 7, name: 'Ada' },
    jsonataSignature: '<o(sa):o>',
    implementation: (_rt, args) => {
      const drop = new Set(strList('omit', args, 1));
      return Object.fromEntries(Object.entries(obj('omit', args, 0)).filter(([key]) => !drop.has(key)));
    },
  }),
  defineMapperFunction({
    name: 'get',
    category: 'object',
    signature: '$get(value: object | array, path: string, default?: any): any',
    description: 'The value at a dotted path ("items.0.id"), or the default when nothing is there.',
    example: '$get({"items": [{"id": "x1"}]}, "items.0.id")',
    exampleResult: 'x1',
    jsonataSignature: '<(oa)sx?:x>',
    implementation: (_rt, args) => getPath(args[0], pathParts('get', str('get', args, 1))) ?? args[2],
  }),
  defineMapperFunction({
    name: 'setPath',
    category: 'object',
    signature: '$setPath(value: object, path: string, newValue: any): object',
    description:
      'A copy of the object with the value at the dotted path replaced; missing objects are created.',
    example: '$setPath({"a": {"b": 1}}, "a.c", 2)',
    exampleResult: { a: { b: 1, c: 2 } },
    jsonataSignature: '<(oa)sx:x>',
    implementation: (_rt, args) => setPath(args[0], pathParts('setPath', str('setPath', args, 1)), args[2]),
  }),
  defineMapperFunction({
    name: 'mergeDeep',
    category: 'object',
    signature: '$mergeDeep(a: object, b: object): object',
    description: 'Merges b into a, object inside object; other values of b replace those of a.',
    example: '$mergeDeep({"a": {"x": 1}, "k": [1]}, {"a": {"y": 2}, "k": [2]})',
    exampleResult: { a: { x: 1, y: 2 }, k: [2] },
    jsonataSignature: '<oo:o>',
    implementation: (_rt, args) => mergeDeep(obj('mergeDeep', args, 0), obj('mergeDeep', args, 1)),
  }),
  defineMapperFunction({
    name: 'entries',
    category: 'object',
    signature: '$entries(object: object): array<{key, value}>',
    description: 'The object as a list of {key, value} pairs.',
    example: '$entries({"a": 1, "b": 2})',
    exampleResult: [
      { key: 'a', value: 1 },
      { key: 'b', value: 2 },
    ],
    jsonataSignature: '<o:a>',
    implementation: (_rt, args) =>
      Object.entries(obj('entries', args, 0)).map(([key, value]) => ({ key, value })),
  }),
  defineMapperFunction({
    name: 'fromEntries',
    category: 'object',
    signature: '$fromEntries(pairs: array<{key, value}>): object',
    description: 'An object built from a list of {key, value} pairs (or [key, value] lists).',
    example: '$fromEntries([{"key": "a", "value": 1}, ["b", 2]])',
    exampleResult: { a: 1, b: 2 },
    jsonataSignature: '<a:o>',
    implementation: (_rt, args) => {
      const out: Record<string, unknown> = {};
      for (const pair of arr('fromEntries', args, 0)) {
        const [key, value] = Array.isArray(pair) ? pair : isRecord(pair) ? [pair.key, pair.value] : [];
        if (typeof key !== 'string' || FORBIDDEN_KEYS.has(key)) {
          throw new UserError('$fromEntries: every pair needs a text key', { code: 'MAPPER_ARGUMENT' });
        }
        out[key] = value;
      }
      return out;
    },
  }),
  defineMapperFunction({
    name: 'renameKeys',
    category: 'object',
    signature: '$renameKeys(object: object, renames: object): object',
    description: 'A copy of the object with keys renamed by the {old: new} map.',
    example: '$renameKeys({"fname": "Ada", "age": 36}, {"fname": "firstName"})',
    exampleResult: { firstName: 'Ada', age: 36 },
    jsonataSignature: '<oo:o>',
    implementation: (_rt, args) => {
      const renames = obj('renameKeys', args, 1);
      return Object.fromEntries(
        Object.entries(obj('renameKeys', args, 0)).map(([key, value]) => {
          const next = Object.hasOwn(renames, key) ? renames[key] : undefined;
          return [typeof next === 'string' && !FORBIDDEN_KEYS.has(next) ? next : key, value];
        }),
      );
    },
  }),
  defineMapperFunction({
    name: 'isEmpty',
    category: 'object',
    signature: '$isEmpty(value: any): boolean',
    description: 'True for nothing, null, empty text, an empty list and an object without keys.',
    example: '$isEmpty({})',
    exampleResult: true,
    jsonataSignature: '<x?:b>',
    implementation: (_rt, args) => {
      const value = args[0];
      if (value === undefined || value === null || value === '') return true;
      if (Array.isArray(value)) return value.length === 0;
      return isRecord(value) && Object.keys(value).length === 0;
    },
  }),
];
