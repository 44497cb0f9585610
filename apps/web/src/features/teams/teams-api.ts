import { MessageResponse, TeamDetail, TeamRef, type TeamRole } from '@flowlane/contracts';
import { type QueryClient, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import { jsonBody } from '../../api/client';
import { authedFetch } from '../../auth';

export type TeamRoleName = z.infer<typeof TeamRole>;

/** ['teams'] is also the team switcher's key: invalidating it refreshes the toolbar too. */
export const teamKeys = {
  list: ['teams'] as const,
  detail: (teamId: string) => ['teams', 'detail', teamId] as const,
};

const enc = encodeURIComponent;

export const teamsApi = {
  list: () => authedFetch('/api/team', { method: 'GET' }, z.array(TeamRef)),
  detail: (teamId: string) => authedFetch(`/api/team/${enc(teamId)}`, { method: 'GET' }, TeamDetail),
  create: (name: string) => authedFetch('/api/team', { method: 'POST', body: jsonBody({ name }) }, TeamRef),
  rename: (teamId: string, name: string) =>
    authedFetch(`/api/team/${enc(teamId)}`, { method: 'PUT', body: jsonBody({ name }) }, TeamDetail),
  remove: (teamId: string) => authedFetch(`/api/team/${enc(teamId)}`, { method: 'DELETE' }),
  invite: (teamId: string, email: string, role: TeamRoleName) =>
    authedFetch(
      `/api/team/${enc(teamId)}/invitations`,
      { method: 'POST', body: jsonBody({ email, role }) },
      MessageResponse,
    ),
  /** Sends a pending invitation again with a new link (the old one stops working). */
  resendInvitation: (teamId: string, invitationId: string) =>
    authedFetch(
      `/api/team/${enc(teamId)}/invitations/${enc(invitationId)}/resend`,
      { method: 'POST' },
      MessageResponse,
    ),
  revokeInvitation: (teamId: string, invitationId: string) =>
    authedFetch(`/api/team/${enc(teamId)}/invitations/${enc(invitationId)}`, { method: 'DELETE' }),
  setRole: (teamId: string, userId: string, role: TeamRoleName) =>
    authedFetch(
      `/api/team/${enc(teamId)}/members/${enc(userId)}`,
      { method: 'PUT', body: jsonBody({ role }) },
      TeamDetail,
    ),
  /** Removes a member; with the caller's own id it is "leave". */
  removeMember: (teamId: string, userId: string) =>
    authedFetch(`/api/team/${enc(teamId)}/members/${enc(userId)}`, { method: 'DELETE' }),
  accept: (token: string) =>
    authedFetch('/api/team/invitations/accept', { method: 'POST', body: jsonBody({ token }) }, TeamRef),
  /** Makes the team the current one; the caller reloads at /dashboard (spec: switching team). */
  switchTo: async (teamId: string) => {
    await authedFetch(`/api/v2/user/switch/${enc(teamId)}`, { method: 'POST' });
  },
};

export function useMyTeams() {
  return useQuery({ queryKey: teamKeys.list, queryFn: teamsApi.list });
}

export function useTeamDetail(teamId: string) {
  return useQuery({
    queryKey: teamKeys.detail(teamId),
    queryFn: () => teamsApi.detail(teamId),
    retry: false,
  });
}

/** Member counts of the listed teams (the list API carries none): one detail call per team. */
export function useMemberCounts(teamIds: string[]): Map<string, number> {
  const results = useQueries({
    queries: teamIds.map((id) => ({ queryKey: teamKeys.detail(id), queryFn: () => teamsApi.detail(id) })),
  });
  const counts = new Map<string, number>();
  results.forEach((result, index) => {
    const id = teamIds[index];
    if (id && result.data) counts.set(id, result.data.members.length);
  });
  return counts;
}

export function useInvalidateTeams() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: teamKeys.list }), [client]);
}

/**
 * A team the user just joined: the switcher lists it at once (the accept's answer names it), then the list
 * is read again. A first read of the list may still be on its way, begun before the join (the toolbar
 * mounts with the invitation page): an invalidation would wait for that read instead of starting another
 * (TanStack shares a first fetch), and keep its list without the team for the list's stale time. So that
 * read is cancelled first. CI runs showed the switcher without the team 20 s after "You joined".
 */
export async function listJoinedTeam(client: QueryClient, team: TeamRef): Promise<void> {
  await client.cancelQueries({ queryKey: teamKeys.list, exact: true });
  client.setQueryData<TeamRef[]>(teamKeys.list, (teams) =>
    teams && !teams.some((known) => known.id === team.id) ? [...teams, team] : teams,
  );
  await client.invalidateQueries({ queryKey: teamKeys.list, exact: true });
}

export function useJoinedTeam() {
  const client = useQueryClient();
  return useCallback((team: TeamRef) => listJoinedTeam(client, team), [client]);
}

/** Switching reloads the whole app: every cached query and the session belong to the old team. */
export async function switchAndReload(teamId: string): Promise<void> {
  await teamsApi.switchTo(teamId);
  window.location.assign('/dashboard');
}
