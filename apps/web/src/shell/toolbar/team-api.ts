import { TeamRef } from '@flowlane/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { authedFetch } from '../session';

/** The user's teams (GET /api/team). */
export function useTeams(enabled: boolean) {
  return useQuery({
    queryKey: ['teams'],
    queryFn: () => authedFetch('/api/team', { method: 'GET' }, z.array(TeamRef)),
    enabled,
    staleTime: 60_000,
  });
}

/** Makes a team the default (POST /api/v2/user/switch/{teamId}); the caller reloads the app. */
export async function switchTeam(teamId: string): Promise<void> {
  await authedFetch(`/api/v2/user/switch/${encodeURIComponent(teamId)}`, { method: 'POST' });
}
