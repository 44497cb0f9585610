/** How many steps back undo goes; older snapshots are dropped. */
export const HISTORY_LIMIT = 100;

/** An undo history of immutable snapshots (the present is kept by the caller). */
export type History<T> = { past: readonly T[]; future: readonly T[] };

export function emptyHistory<T>(): History<T> {
  return { past: [], future: [] };
}

/** Remembers `present` before a change; a new change drops the redo branch. */
export function record<T>(history: History<T>, present: T): History<T> {
  const past = [...history.past, present];
  return { past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past, future: [] };
}

export function undo<T>(history: History<T>, present: T): { history: History<T>; present: T } | null {
  const previous = history.past.at(-1);
  if (previous === undefined) return null;
  return {
    history: { past: history.past.slice(0, -1), future: [present, ...history.future] },
    present: previous,
  };
}

export function redo<T>(history: History<T>, present: T): { history: History<T>; present: T } | null {
  const next = history.future[0];
  if (next === undefined) return null;
  return {
    history: { past: [...history.past, present], future: history.future.slice(1) },
    present: next,
  };
}
