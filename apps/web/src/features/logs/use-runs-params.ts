import { RunStatus } from '@flowlane/contracts';
import { intParam, useUrlParams } from '../../ui';
import type { RunListParams } from './logs-api';

export const RUN_PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_PAGE_SIZE = 10;

/** Status, page and page size of the run list, kept in the URL (?status=&page=&pageSize=). */
export function useRunsParams(): [RunListParams, (patch: Partial<RunListParams>) => void] {
  return useUrlParams(
    (search): RunListParams => {
      const status = RunStatus.safeParse(search.get('status'));
      return {
        status: status.success ? status.data : null,
        page: intParam(search.get('page'), 0, 0, 100_000),
        pageSize: intParam(search.get('pageSize'), DEFAULT_PAGE_SIZE, 1, 100),
      };
    },
    (next) => {
      const query = new URLSearchParams();
      if (next.status) query.set('status', next.status);
      if (next.page > 0) query.set('page', String(next.page));
      if (next.pageSize !== DEFAULT_PAGE_SIZE) query.set('pageSize', String(next.pageSize));
      return query;
    },
  );
}
