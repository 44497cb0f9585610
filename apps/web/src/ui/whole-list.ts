import type { TableState } from './table-state';

/**
 * The `DataTable` props of a short list shown whole, in the order the server gives it (a team's members,
 * its invitations): no paging bar, no sorting.
 */
export const WHOLE_LIST: {
  state: Pick<TableState, 'sort' | 'page' | 'pageSize'>;
  onStateChange(): void;
  pageSizes: readonly number[];
  paging: false;
} = {
  state: { sort: null, page: 0, pageSize: Number.MAX_SAFE_INTEGER },
  onStateChange: () => undefined,
  pageSizes: [],
  paging: false,
};
