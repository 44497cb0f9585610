import { IntegrationListResponse } from '@flowlane/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authedFetch } from '../auth';

export type IntegrationListParams = {
  search: string;
  projectId: string | null;
  page: number;
  pageSize: number;
};

/** Under ['integrations'], so invalidating the integrations also refreshes every list of them. */
export const integrationListKey = (params: object) => ['integrations', 'list', params] as const;

/** One page of the team's integrations: the integrations page and a project's integrations. */
export function useIntegrations(params: IntegrationListParams) {
  return useQuery({
    queryKey: integrationListKey(params),
    queryFn: () => {
      const { search, projectId, page, pageSize } = params;
      const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (search) query.set('search', search);
      if (projectId) query.set('projectId', projectId);
      return authedFetch(`/api/integration?${query}`, { method: 'GET' }, IntegrationListResponse);
    },
    placeholderData: keepPreviousData,
  });
}
