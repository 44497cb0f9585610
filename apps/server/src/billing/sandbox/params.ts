/**
 * Request parameters as Stripe takes them: form-encoded with brackets (`items[0][price]=...`,
 * `expand[0]=...`, `metadata[teamId]=...`), or JSON. Both become plain nested records.
 */
export type Params = Record<string, unknown>;

export function isRecord(value: unknown): value is Params {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `a[b][0]=x&a[c]=y` → `{a: {b: {0: 'x'}, c: 'y'}}`; lists stay records with numeric keys (see paramList). */
export function parseForm(body: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const keys = rawKey.split(/\[|\]\[|\]/).filter((k, i) => i === 0 || k !== '');
    const normalized = rawKey.endsWith('[]') ? [...keys, String(Number.MAX_SAFE_INTEGER)] : keys;
    let node: Params = root;
    normalized.forEach((key, index) => {
      if (index === normalized.length - 1) {
        if (rawKey.endsWith('[]')) {
          const list = Object.keys(node).length;
          node[String(list)] = value;
        } else node[key] = value;
        return;
      }
      const next = node[key];
      if (isRecord(next)) node = next;
      else {
        const fresh: Params = {};
        node[key] = fresh;
        node = fresh;
      }
    });
  }
  return root;
}

export function paramString(params: Params, key: string): string | undefined {
  const value = params[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export function paramInt(params: Params, key: string): number | undefined {
  const value = paramString(params, key);
  if (value === undefined || value === '' || !/^-?\d+$/.test(value)) return undefined;
  return Number(value);
}

export function paramBool(params: Params, key: string): boolean | undefined {
  const value = paramString(params, key);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

export function paramRecord(params: Params, key: string): Params | undefined {
  const value = params[key];
  return isRecord(value) ? value : undefined;
}

/** A list sent as `key[0]=..&key[1]=..` (a record of indices), `key[]=..`, or a JSON array. */
export function paramList(params: Params, key: string): unknown[] | undefined {
  const value = params[key];
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return [value];
  if (!isRecord(value)) return undefined;
  return Object.keys(value)
    .filter((k) => /^\d+$/.test(k))
    .sort((a, b) => Number(a) - Number(b))
    .map((k) => value[k]);
}

/** The `expand` parameter's paths. */
export function expandPaths(params: Params): string[] {
  return (paramList(params, 'expand') ?? []).filter((p): p is string => typeof p === 'string');
}
