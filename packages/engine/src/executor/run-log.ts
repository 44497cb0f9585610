/** The run log keeps at most this much of a step's input and output (serialized). */
export const DEFAULT_LOG_CAP_BYTES = 64 * 1024;

/** Marks a truncated preview, so nobody mistakes it for the full value. */
export const TRUNCATION_MARK = '…[truncated]';

/**
 * A lower bound of the JSON size, stopping as soon as it passes `limit`. Cheap for the small values most
 * steps produce; only values that may be near the cap are serialized for real.
 */
function estimate(value: unknown, limit: number, seen: number): number {
  if (seen > limit) return seen;
  if (typeof value === 'string') return seen + value.length + 2;
  if (typeof value !== 'object')
    return typeof value === 'number' || typeof value === 'boolean' ? seen + 5 : seen;
  if (value === null) return seen + 4;
  let size = seen + 2;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length && size <= limit; i += 1) size = estimate(value[i], limit, size + 1);
    return size;
  }
  // Object.keys is much faster than for-in here, and the values are read with the keys it gives.
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length && size <= limit; i += 1) {
    const key = keys[i] ?? '';
    size = estimate(Reflect.get(value, key), limit, size + key.length + 4);
  }
  return size;
}

export interface CappedValue {
  value: unknown;
  truncated: boolean;
}

/** The value itself when its JSON fits in `capBytes`, else a string preview ending with the mark. */
export function capValue(value: unknown, capBytes: number): CappedValue {
  // A string may serialize to 6 characters per character (\u escapes), hence the eighth.
  if (estimate(value, capBytes / 8, 0) <= capBytes / 8) return { value, truncated: false };
  let json: string;
  try {
    json = JSON.stringify(value) ?? '';
  } catch {
    return { value: `[unserializable value]${TRUNCATION_MARK}`, truncated: true };
  }
  if (json.length <= capBytes) return { value, truncated: false };
  return { value: json.slice(0, capBytes) + TRUNCATION_MARK, truncated: true };
}
