import { Authorization } from '@flowlane/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { authedFetch } from '../auth';

/** Under ['authorizations'], so invalidating the authorizations also refreshes every list and picker. */
export const authorizationListKey = (projectId: string | null, search: string) =>
  ['authorizations', 'list', projectId, search] as const;

/** The team's authorizations (of a project, matching a search): their page, a project's, the pickers. */
export function useAuthorizations(projectId: string | null = null, search = '') {
  return useQuery({
    queryKey: authorizationListKey(projectId, search),
    queryFn: () => {
      const query = new URLSearchParams();
      if (projectId) query.set('projectId', projectId);
      if (search) query.set('search', search);
      return authedFetch(`/api/authorization?${query}`, { method: 'GET' }, z.array(Authorization));
    },
  });
}
