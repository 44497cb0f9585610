import { DashboardSummary, Health } from '@flowlane/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import { authedFetch } from '../../auth';

/** Running now and today's counts move on their own; a light poll keeps them honest. */
const REFRESH_MS = 15_000;

export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: () => authedFetch('/api/dashboard', {}, DashboardSummary),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

export function useHealth() {
  return useQuery({ queryKey: ['health'], queryFn: () => apiFetch('/api/health', {}, Health) });
}
