import type { TeamRef } from '@flowlane/contracts';
import { Button, Chip, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { ConfirmDialog, type DataColumn, ListPage, Ltr, tableParams, useListParams, viewOf } from '../../ui';
import { type TeamAction, TeamActionsMenu } from './TeamActionsMenu';
import { TeamNameDialog } from './TeamNameDialog';
import { useMemberCounts, useMyTeams } from './teams-api';
import { useTeamActions } from './use-team-actions';

type Pending = { action: TeamAction; team: TeamRef } | null;

const PAGE_SIZES = [10, 20, 50] as const;
/** Sort, page, page size and filters, kept in the URL. */
const TEAM_LIST = z.object(tableParams({ pageSize: 10 }));

/** The dialogs of the list's row actions: rename, delete, leave. */
function TeamDialogs({ pending, onClose }: { pending: Pending; onClose(): void }) {
  const { t } = useTranslation();
  const actions = useTeamActions();
  const team = pending?.team;
  return (
    <>
      <TeamNameDialog
        open={pending?.action === 'rename'}
        title={t('teams.renameTitle')}
        initialName={team?.name ?? ''}
        onCancel={onClose}
        onSubmit={async (name) => {
          if (!team) return;
          await actions.rename.mutateAsync({ id: team.id, name });
          onClose();
        }}
      />
      <ConfirmDialog
        open={pending?.action === 'delete'}
        title={t('teams.deleteTitle', { name: team?.name ?? '' })}
        text={t('teams.deleteText')}
        confirmLabel={t('teams.delete')}
        cancelLabel={t('teams.cancel')}
        pending={actions.remove.isPending}
        onCancel={onClose}
        onConfirm={() => team && actions.remove.mutate(team, { onSettled: onClose })}
      />
      <ConfirmDialog
        open={pending?.action === 'leave'}
        title={t('teams.leaveTitle', { name: team?.name ?? '' })}
        text={t('teams.leaveText')}
        confirmLabel={t('teams.leave')}
        cancelLabel={t('teams.cancel')}
        pending={actions.leave.isPending}
        onCancel={onClose}
        onConfirm={() => team && actions.leave.mutate(team, { onSettled: onClose })}
      />
    </>
  );
}

/** /teams: the user's teams with role, member count and the current one; create, switch, manage. */
export function TeamsPage() {
  const { t } = useTranslation();
  const teams = useMyTeams();
  const actions = useTeamActions();
  const counts = useMemberCounts((teams.data ?? []).map((team) => team.id));
  const [state, setState] = useListParams(TEAM_LIST);
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const roleName = (team: TeamRef) => t(`teams.roles.${team.role}`);

  const columns: DataColumn<TeamRef>[] = [
    {
      id: 'name',
      header: t('teams.team'),
      sortable: true,
      cell: (team) => (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Link
            component={RouterLink}
            to={`/teams/${team.id}`}
            underline="hover"
            color="inherit"
            sx={{ fontWeight: 600 }}
          >
            {team.name}
          </Link>
          {actions.isCurrent(team.id) && (
            <Chip size="small" color="secondary" label={t('teams.current')} data-testid="current-team" />
          )}
        </Stack>
      ),
    },
    { id: 'role', header: t('teams.role'), sortable: true, priority: 'detail', cell: roleName },
    {
      id: 'members',
      header: t('teams.members'),
      priority: 'detail',
      align: 'center',
      cellTestId: 'member-count',
      cell: (team) => <Ltr>{counts.get(team.id) ?? '…'}</Ltr>,
    },
    {
      id: 'actions',
      header: t('teams.actions'),
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (team) => (
        <>
          {!actions.isCurrent(team.id) && (
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              disabled={actions.switchTo.isPending}
              aria-label={t('teams.switchToTeam', { name: team.name })}
              onClick={() => actions.switchTo.mutate(team.id)}
            >
              {t('teams.switchTo')}
            </Button>
          )}
          <TeamActionsMenu team={team} onAction={(action) => setPending({ action, team })} />
        </>
      ),
    },
  ];

  return (
    <ListPage
      title={t('teams.title')}
      subtitle={t('teams.subtitle')}
      create={{ label: t('teams.newTeam'), onClick: () => setCreating(true), testId: 'new-team' }}
      query={teams}
      failed={t('teams.listFailed')}
      columns={columns}
      table={(list) => {
        const view = viewOf(list, state, (team, column) => (column === 'role' ? roleName(team) : team.name));
        return {
          rows: view.rows,
          total: view.total,
          getRowId: (team) => team.id,
          rowLabel: (team) => team.name,
          rowAttributes: (team) => ({ 'data-team-row': team.name }),
          state,
          onStateChange: setState,
          pageSizes: PAGE_SIZES,
          testId: 'teams-table',
        };
      }}
    >
      <TeamNameDialog
        open={creating}
        title={t('teams.createTitle')}
        initialName=""
        onCancel={() => setCreating(false)}
        onSubmit={async (name) => {
          await actions.create.mutateAsync(name);
          setCreating(false);
        }}
      />
      <TeamDialogs pending={pending} onClose={() => setPending(null)} />
    </ListPage>
  );
}
