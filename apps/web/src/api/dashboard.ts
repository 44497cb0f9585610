import { DashboardSummary } from '@flowlane/contracts';
import { useQuery } from '@tanstack/react-query';
import { authedFetch } from '../auth';

/** Running now and today's counts move on their own; a light poll keeps them honest. */
const REFRESH_MS = 15_000;

/** The team's dashboard summary: the dashboard's cards and the plan summary's usage read it. */
export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: () => authedFetch('/api/dashboard', {}, DashboardSummary),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
