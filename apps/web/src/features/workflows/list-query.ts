import { intParam, useUrlParams } from '../../ui';
import { WORKFLOW_SORTS, type WorkflowListParams, type WorkflowSort } from './workflows-api';

export const WORKFLOW_PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_PAGE_SIZE = 20;
const DEFAULT_SORT: WorkflowSort = 'updated';

const isSort = (value: string | null): value is WorkflowSort => WORKFLOW_SORTS.some((sort) => sort === value);

/** Search (?q=), project, sort and paging of the workflow list, kept in the URL. */
export function useListParams(): [WorkflowListParams, (patch: Partial<WorkflowListParams>) => void] {
  return useUrlParams(
    (query): WorkflowListParams => {
      const sort = query.get('sort');
      return {
        search: query.get('q') ?? '',
        projectId: query.get('projectId') || null,
        sort: isSort(sort) ? sort : DEFAULT_SORT,
        page: intParam(query.get('page'), 0, 0, 100_000),
        pageSize: intParam(query.get('pageSize'), DEFAULT_PAGE_SIZE, 1, 100),
      };
    },
    (next) => {
      const search = new URLSearchParams();
      if (next.search) search.set('q', next.search);
      if (next.projectId) search.set('projectId', next.projectId);
      if (next.sort !== DEFAULT_SORT) search.set('sort', next.sort);
      if (next.page > 0) search.set('page', String(next.page));
      if (next.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(next.pageSize));
      return search;
    },
  );
}
