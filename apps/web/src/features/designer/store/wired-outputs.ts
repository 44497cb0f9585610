import { MAIN_HANDLE, type StepEdge } from '../model/types';

const cache = new WeakMap<readonly StepEdge[], Map<string, string>>();

/**
 * Each step's outputs that lead somewhere, as "main|error" strings. Worked out once per edge list (the
 * store keeps the same array while steps are dragged), so every drawn step can read its own cheaply.
 */
export function wiredOutputs(edges: readonly StepEdge[]): ReadonlyMap<string, string> {
  const known = cache.get(edges);
  if (known) return known;
  const sets = new Map<string, Set<string>>();
  for (const edge of edges) {
    const handles = sets.get(edge.source) ?? new Set<string>();
    handles.add(edge.sourceHandle ?? MAIN_HANDLE);
    sets.set(edge.source, handles);
  }
  const result = new Map([...sets].map(([id, handles]) => [id, [...handles].sort().join('|')]));
  cache.set(edges, result);
  return result;
}
