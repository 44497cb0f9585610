import { RunStatus } from '@flowlane/contracts';
import { useSearchParams } from 'react-router';
import { intParam } from './format';
import type { RunListParams } from './logs-api';

export const RUN_PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_PAGE_SIZE = 10;

/** Status, page and page size of the run list, kept in the URL (?status=&page=&pageSize=). */
export function useRunsParams(): [RunListParams, (patch: Partial<RunListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const status = RunStatus.safeParse(search.get('status'));
  const params: RunListParams = {
    status: status.success ? status.data : null,
    page: intParam(search.get('page'), 0, 0, 100_000),
    pageSize: intParam(search.get('pageSize'), DEFAULT_PAGE_SIZE, 1, 100),
  };
  const update = (patch: Partial<RunListParams>) => {
    const next = { ...params, ...patch };
    const query = new URLSearchParams();
    if (next.status) query.set('status', next.status);
    if (next.page > 0) query.set('page', String(next.page));
    if (next.pageSize !== DEFAULT_PAGE_SIZE) query.set('pageSize', String(next.pageSize));
    setSearch(query, { replace: true });
  };
  return [params, update];
}
