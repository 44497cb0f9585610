// A deliberately small path language for pagination settings: `links.next`, `$.data.items`,
// `pages[0].url`, `meta["next-page"]`. Full JSONata is the engine's business; a connector only needs to
// find one value.

const SEGMENT = /\.?([^.[\]]+)|\[(\d+)\]|\["([^"]*)"\]/gy;

export function parsePath(path: string): Array<string | number> | null {
  let rest = path.trim();
  if (rest === '$' || rest === '') return [];
  if (rest.startsWith('$')) rest = rest.slice(1);
  const segments: Array<string | number> = [];
  SEGMENT.lastIndex = 0;
  while (SEGMENT.lastIndex < rest.length) {
    const start = SEGMENT.lastIndex;
    const match = SEGMENT.exec(rest);
    if (match === null || match.index !== start) return null;
    const [, name, index, quoted] = match;
    if (name !== undefined) segments.push(name);
    else if (index !== undefined) segments.push(Number(index));
    else segments.push(quoted ?? '');
  }
  return segments;
}

/** Reads `path` from `value`; undefined when any step is missing. */
export function getByPath(value: unknown, path: string): unknown {
  const segments = parsePath(path);
  if (segments === null) return undefined;
  let current: unknown = value;
  for (const segment of segments) {
    if (typeof segment === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = current[segment];
    } else {
      if (typeof current !== 'object' || current === null || !Object.hasOwn(current, segment))
        return undefined;
      current = Reflect.get(current, segment);
    }
  }
  return current;
}
