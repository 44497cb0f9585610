import { useRef } from 'react';
import { lastPage, nextSort, type SortState, sameSort, type TableState } from './table-state';

type Shown = { sort: SortState; page: number };

/**
 * A table's sort toggles and page moves, built on the state last asked for rather than the one on screen:
 * the URL's new state renders in a transition, so a second click can come before the first one's render
 * (a quick double click, a slow machine) and would otherwise ask for what the first click already asked.
 * What was asked is forgotten as soon as a render shows another state.
 */
export function useAskedTableState(
  shown: Shown,
  onStateChange: (patch: Partial<TableState>) => void,
): {
  /** A sortable header's click: ascending, then descending. */
  toggleSort(column: string): void;
  /** The paging bar's move from the page it shows to `to`; `total` bounds it unless the count is capped. */
  movePage(from: number, to: number, bound: { total: number; pageSize: number; capped: boolean }): void;
} {
  const memory = useRef({ shown, asked: shown });
  const seen = memory.current.shown;
  if (!sameSort(seen.sort, shown.sort) || seen.page !== shown.page) memory.current = { shown, asked: shown };
  const ask = (patch: Partial<Shown>) => {
    memory.current.asked = { ...memory.current.asked, ...patch };
  };
  return {
    toggleSort(column) {
      const sort = nextSort(memory.current.asked.sort, column);
      ask({ sort, page: 0 });
      onStateChange({ sort, page: 0 });
    },
    movePage(from, to, bound) {
      // Nothing asked since the render: the move starts from the page the bar shows (a page past the end
      // shows the last one); otherwise from the page asked for.
      const { asked, shown: rendered } = memory.current;
      const base = asked.page === rendered.page ? from : asked.page;
      const wanted = Math.max(0, base + (to - from));
      const page = bound.capped ? wanted : Math.min(wanted, lastPage(bound.total, bound.pageSize));
      ask({ page });
      onStateChange({ page });
    },
  };
}
