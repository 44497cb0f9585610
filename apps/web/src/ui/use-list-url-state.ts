import { readTableState, type TableDefaults, type TableState, writeTableState } from './table-state';
import { useUrlParams } from './use-url-params';

/** A list page's state: the table's, a search box (?q=) and a project filter (?projectId=). */
export type ListState = TableState & { search: string; projectId: string | null };

/** Reads a list page's state from the URL; defaults where it holds none. */
export function readListState(query: URLSearchParams, defaults: TableDefaults): ListState {
  return {
    ...readTableState(query, defaults),
    search: query.get('q') ?? '',
    projectId: query.get('projectId') || null,
  };
}

/** The URL of a list page's state, defaults left out. */
export function writeListState(state: ListState, defaults: TableDefaults): URLSearchParams {
  const query = new URLSearchParams();
  if (state.search) query.set('q', state.search);
  if (state.projectId) query.set('projectId', state.projectId);
  return writeTableState(query, state, defaults);
}

/** Search, project filter, sort, page and page size of a list page, kept in the URL. */
export function useListUrlState(defaults: TableDefaults): [ListState, (patch: Partial<ListState>) => void] {
  return useUrlParams(
    (query) => readListState(query, defaults),
    (state) => writeListState(state, defaults),
  );
}
