import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The update function behind `useUrlParams`: each patch is laid over the last value asked for (kept in
 * `latest`), not over the value of the render that made the handler, then written.
 */
export function urlUpdater<T extends object>(
  latest: { current: T },
  serialize: (value: T) => URLSearchParams,
  write: (query: URLSearchParams) => void,
): (patch: Partial<T>) => void {
  return (patch) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    write(serialize(next));
  };
}

/**
 * A page's state kept in the URL (so a reload or a shared link keeps it): read with `parse`, written
 * with `serialize`, replacing the history entry. An update builds on the last one asked for, not on the
 * URL of the render that made the handler: a click followed at once by typing, before a re-render,
 * keeps both changes.
 */
export function useUrlParams<T extends object>(
  parse: (query: URLSearchParams) => T,
  serialize: (value: T) => URLSearchParams,
): [T, (patch: Partial<T>) => void] {
  const [query, setQuery] = useSearchParams();
  const value = parse(query);
  const latest = useRef(value);
  latest.current = value;
  const update = urlUpdater(latest, serialize, (next) => setQuery(next, { replace: true }));
  return [value, update];
}
