/** Keeps at most `size` entries in `cache`, dropping the oldest. */
export function remember<K, T>(cache: Map<K, T>, key: K, value: T, size = 500): void {
  if (cache.size >= size && !cache.has(key)) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, value);
}
