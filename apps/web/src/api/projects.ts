import { Project } from '@flowlane/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { authedFetch } from '../auth';

/** Under ['projects'], so invalidating the projects also refreshes every project filter and picker. */
export const PROJECT_LIST_KEY = ['projects', 'all'] as const;

/** The team's projects: the projects page, the project filters and the project pickers share this query. */
export function useProjectList() {
  return useQuery({
    queryKey: PROJECT_LIST_KEY,
    queryFn: () => authedFetch('/api/project', { method: 'GET' }, z.array(Project)),
  });
}
