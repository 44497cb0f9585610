/**
 * Step ids end up in mappings (`{{ steps.http_request.body }}`), so they are readable words that JSONata
 * takes bare ([A-Za-z_][A-Za-z0-9_]*), made unique with a number.
 */
export function idBase(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (slug === '') return 'step';
  return /^[0-9]/.test(slug) ? `step_${slug}` : slug;
}

export function uniqueId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const id = `${base}_${n}`;
    if (!taken.has(id)) return id;
  }
}

/** "HTTP Request", then "HTTP Request 2": names show in mappings' source list and in logs. */
export function uniqueName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  const stem = name.replace(/ \d+$/, '');
  for (let n = 2; ; n += 1) {
    const candidate = `${stem} ${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** `source-handle-target`, the default output written 'main'. */
export function newEdgeId(
  source: string,
  handle: string,
  target: string,
  taken: ReadonlySet<string>,
): string {
  return uniqueId(`${source}-${handle}-${target}`, taken);
}
