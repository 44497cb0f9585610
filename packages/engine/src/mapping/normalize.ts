import { isRecord } from '../functions/args.js';

/** Defines rather than assigns, so a key named "__proto__" stays a key and never swaps the prototype. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * JSONata returns its own shapes: arrays flagged as sequences, objects without a prototype, and lambdas.
 * Step params must be plain JSON-like values, so results are rebuilt where needed; values that are already
 * plain come back as the same reference, which keeps the common case free of copies.
 */
export function toPlainValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' ? undefined : value;
  }
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined = Object.hasOwn(value, 'sequence') ? [] : undefined;
    for (let i = 0; i < value.length; i += 1) {
      const item: unknown = value[i];
      const plain = toPlainValue(item);
      if (plain !== item && !copy) copy = value.slice(0, i);
      copy?.push(plain);
    }
    return copy ?? value;
  }
  if (!isRecord(value)) return value;
  if (value._jsonata_lambda === true || value._jsonata_function === true) return undefined;
  let copy: Record<string, unknown> | undefined = Object.getPrototypeOf(value) === null ? {} : undefined;
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i] ?? '';
    const item = value[key];
    const plain = toPlainValue(item);
    if (plain !== item && !copy) {
      copy = {};
      for (let j = 0; j < i; j += 1) {
        const earlier = keys[j] ?? '';
        setOwn(copy, earlier, value[earlier]);
      }
    }
    if (copy && plain !== undefined) setOwn(copy, key, plain);
  }
  return copy ?? value;
}
