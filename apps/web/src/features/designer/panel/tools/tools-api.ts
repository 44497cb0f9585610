import { WorkflowListResponse } from '@flowlane/contracts';
import { useQuery } from '@tanstack/react-query';
import { authedFetch } from '../../../../auth';
import { DESIGNER_KEY } from '../../api/queries';

/** The workflow list's largest page: the picker offers the team's first 100 workflows by title. */
const WORKFLOWS_PAGE = 100;

/** GET /api/workflow: the team's workflows an agent may call, by title. */
export function useToolWorkflowsQuery(enabled: boolean) {
  return useQuery({
    queryKey: [DESIGNER_KEY, 'tool-workflows'],
    queryFn: () =>
      authedFetch(
        `/api/workflow?${new URLSearchParams({ sort: 'title', page: '0', pageSize: String(WORKFLOWS_PAGE) })}`,
        undefined,
        WorkflowListResponse,
      ),
    staleTime: 30_000,
    enabled,
  });
}
