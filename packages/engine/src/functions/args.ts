import { UserError } from '../errors.js';

/** Argument readers for mapper functions: each names the function and the argument when the type is wrong. */

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function fail(fn: string, position: number, expected: string, value: unknown): never {
  throw new UserError(`$${fn}: argument ${position + 1} must be ${expected}, got ${typeName(value)}`, {
    code: 'MAPPER_ARGUMENT',
  });
}

export function str(fn: string, args: readonly unknown[], position: number): string {
  const value = args[position];
  if (typeof value === 'string') return value;
  return fail(fn, position, 'a string', value);
}

export function optStr(fn: string, args: readonly unknown[], position: number): string | undefined {
  return args[position] === undefined ? undefined : str(fn, args, position);
}

export function num(fn: string, args: readonly unknown[], position: number): number {
  const value = args[position];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return fail(fn, position, 'a number', value);
}

export function optNum(fn: string, args: readonly unknown[], position: number): number | undefined {
  return args[position] === undefined ? undefined : num(fn, args, position);
}

export function int(fn: string, args: readonly unknown[], position: number): number {
  const value = num(fn, args, position);
  if (Number.isInteger(value)) return value;
  return fail(fn, position, 'a whole number', value);
}

/** JSONata passes a single value where an array is expected; treat it as a one-item array. */
export function arr(fn: string, args: readonly unknown[], position: number): unknown[] {
  const value = args[position];
  if (Array.isArray(value)) return value;
  if (value === undefined) return [];
  if (value !== null && typeof value === 'object') return [value];
  return fail(fn, position, 'an array', value);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function obj(fn: string, args: readonly unknown[], position: number): Record<string, unknown> {
  const value = args[position];
  if (isRecord(value)) return value;
  return fail(fn, position, 'an object', value);
}

export function strList(fn: string, args: readonly unknown[], position: number): string[] {
  const value = args[position];
  const list = typeof value === 'string' ? [value] : arr(fn, args, position);
  return list.map((item) =>
    typeof item === 'string' ? item : fail(fn, position, 'a list of strings', value),
  );
}

/** Reads `item[key]` for keyed array functions (pluck, groupBy, ...); a dotted key walks into objects. */
export function readKey(item: unknown, key: string): unknown {
  let current: unknown = item;
  for (const part of key.split('.')) {
    if (!isRecord(current) || !Object.hasOwn(current, part)) return undefined;
    current = current[part];
  }
  return current;
}
