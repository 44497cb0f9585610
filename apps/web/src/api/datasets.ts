import { DatasetListResponse, findPlan } from '@flowlane/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authedFetch, useSession } from '../auth';

export type DatasetListParams = { search: string; projectId: string | null; page: number; pageSize: number };

/** Under ['datasets'], so invalidating the datasets also refreshes every list and picker of them. */
export const datasetListKey = (params: object) => ['datasets', 'list', params] as const;

/** One page of the team's datasets: the datasets page, a project's datasets and the dataset picker. */
export function useDatasets(params: DatasetListParams, enabled = true) {
  return useQuery({
    queryKey: datasetListKey(params),
    queryFn: () => {
      const { search, projectId, page, pageSize } = params;
      const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (search) query.set('search', search);
      if (projectId) query.set('projectId', projectId);
      return authedFetch(`/api/dataset?${query}`, { method: 'GET' }, DatasetListResponse);
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Whether the current team's plan has datasets (the server refuses the API without it anyway). */
export function useDatasetsAllowed(): boolean {
  const { user } = useSession();
  const plan = findPlan(user?.subscription?.plan.id ?? '');
  return plan ? plan.datasets : true;
}
