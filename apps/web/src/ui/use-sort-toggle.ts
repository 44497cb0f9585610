import { useRef } from 'react';
import { nextSort, type SortState, sameSort, type TableState } from './table-state';

/**
 * A sortable header's click: ascending, then descending. It flips the sort last asked for, not the one on
 * screen: the URL's new state renders in a transition, so a second click can come before the first one's
 * render (a quick double click, a slow machine) and would otherwise ask for the first click's sort again.
 */
export function useSortToggle(
  shown: SortState,
  onStateChange: (patch: Partial<TableState>) => void,
): (column: string) => void {
  const asked = useRef({ shown, sort: shown });
  if (!sameSort(asked.current.shown, shown)) asked.current = { shown, sort: shown };
  return (column) => {
    const sort = nextSort(asked.current.sort, column);
    asked.current.sort = sort;
    onStateChange({ sort, page: 0 });
  };
}
