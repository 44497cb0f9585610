import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../auth';
import { announceFailure, showMessage } from '../../shell';
import { type TeamRoleName, teamsApi, useInvalidateTeams } from './teams-api';

type Named = { id: string; name: string };
type Invitation = { id: string; email: string };

/**
 * Team actions with their messages. Leaving or deleting the current team reloads at /dashboard, as a
 * switch does: everything on screen belonged to that team.
 */
export function useTeamActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const invalidate = useInvalidateTeams();
  const isCurrent = (teamId: string) => user?.data.defaultTeam === teamId;
  const afterLeaving = async (team: Named, text: string) => {
    if (isCurrent(team.id)) {
      window.location.assign('/dashboard');
      return;
    }
    showMessage(text, 'success');
    await invalidate();
    await navigate('/teams');
  };

  const create = useMutation({
    mutationFn: (name: string) => teamsApi.create(name),
    onSuccess: (team) => {
      showMessage(t('teams.created', { name: team.name }), 'success');
      return invalidate();
    },
    onError: announceFailure,
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: Named) => teamsApi.rename(id, name),
    onSuccess: (team) => {
      showMessage(t('teams.renamed', { name: team.name }), 'success');
      return invalidate();
    },
    onError: announceFailure,
  });
  const remove = useMutation({
    mutationFn: (team: Named) => teamsApi.remove(team.id),
    onSuccess: (_answer, team) => afterLeaving(team, t('teams.deleted', { name: team.name })),
    onError: announceFailure,
  });
  const leave = useMutation({
    mutationFn: (team: Named) => teamsApi.removeMember(team.id, user?.id ?? ''),
    onSuccess: (_answer, team) => afterLeaving(team, t('teams.left', { name: team.name })),
    onError: announceFailure,
  });
  const switchTo = useMutation({
    mutationFn: async (teamId: string) => {
      await teamsApi.switchTo(teamId);
      window.location.assign('/dashboard');
    },
    onError: () => showMessage(t('team.failed'), 'error'),
  });
  return { create, rename, remove, leave, switchTo, isCurrent };
}

/** Member actions of one team (admin only on the server): change role, remove, invite. */
export function useMemberActions(teamId: string) {
  const { t } = useTranslation();
  const invalidate = useInvalidateTeams();
  const setRole = useMutation({
    mutationFn: (change: { userId: string; name: string; role: TeamRoleName }) =>
      teamsApi.setRole(teamId, change.userId, change.role),
    onSuccess: (_team, change) => {
      showMessage(
        t('teams.roleChanged', { name: change.name, role: t(`teams.roles.${change.role}`) }),
        'success',
      );
      return invalidate();
    },
    onError: announceFailure,
  });
  const removeMember = useMutation({
    mutationFn: (member: { userId: string; name: string }) => teamsApi.removeMember(teamId, member.userId),
    onSuccess: (_answer, member) => {
      showMessage(t('teams.removed', { name: member.name }), 'success');
      return invalidate();
    },
    onError: announceFailure,
  });
  const invite = useMutation({
    mutationFn: (invitation: { email: string; role: TeamRoleName }) =>
      teamsApi.invite(teamId, invitation.email, invitation.role),
    onSuccess: (_answer, invitation) => {
      showMessage(t('teams.invitationSent', { email: invitation.email }), 'success');
      return invalidate();
    },
    onError: announceFailure,
  });
  const resend = useMutation({
    mutationFn: (invitation: Invitation) => teamsApi.resendInvitation(teamId, invitation.id),
    onSuccess: (_answer, invitation) => {
      showMessage(t('teams.invitationSent', { email: invitation.email }), 'success');
      return invalidate();
    },
    onError: announceFailure,
  });
  const revoke = useMutation({
    mutationFn: (invitation: Invitation) => teamsApi.revokeInvitation(teamId, invitation.id),
    onSuccess: (_answer, invitation) => {
      showMessage(t('teams.invitationRevoked', { email: invitation.email }), 'success');
      return invalidate();
    },
    onError: announceFailure,
  });
  return { setRole, removeMember, invite, resend, revoke };
}
