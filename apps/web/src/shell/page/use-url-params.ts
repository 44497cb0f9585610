import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's filters kept in the URL (so a reload or a shared link keeps them): read with `parse`,
 * written with `serialize`, replacing the history entry. An update builds on the last one asked for,
 * not on the URL of the render that made the handler: a click followed at once by typing, before a
 * re-render, keeps both changes.
 */
export function useUrlParams<T extends object>(
  parse: (query: URLSearchParams) => T,
  serialize: (value: T) => URLSearchParams,
): [T, (patch: Partial<T>) => void] {
  const [query, setQuery] = useSearchParams();
  const value = parse(query);
  const latest = useRef(value);
  latest.current = value;
  const update = (patch: Partial<T>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setQuery(serialize(next), { replace: true });
  };
  return [value, update];
}
