import type { TeamRef } from '@flowlane/contracts';
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageCarded, PageTitle } from '../../shell';
import { ConfirmDialog, Ltr } from '../../ui';
import { type TeamAction, TeamActionsMenu } from './TeamActionsMenu';
import { TeamNameDialog } from './TeamNameDialog';
import { useMemberCounts, useMyTeams } from './teams-api';
import { useTeamActions } from './use-team-actions';

type Pending = { action: TeamAction; team: TeamRef } | null;

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
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending>(null);

  const header = (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <PageTitle title={t('teams.title')} subtitle={t('teams.subtitle')} />
      </Box>
      <Button
        variant="contained"
        color="secondary"
        startIcon={<AddIcon />}
        onClick={() => setCreating(true)}
        data-testid="new-team"
      >
        {t('teams.newTeam')}
      </Button>
    </Stack>
  );

  return (
    <PageCarded header={header}>
      {!teams.data ? (
        teams.isError ? (
          <Alert severity="error">{t('teams.listFailed')}</Alert>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress color="secondary" aria-label="Loading" />
          </Box>
        )
      ) : (
        <TableContainer>
          <Table size="small" data-testid="teams-table" sx={{ '& td, & th': { py: 1.25 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('teams.team')}</TableCell>
                <TableCell>{t('teams.role')}</TableCell>
                <TableCell align="center">{t('teams.members')}</TableCell>
                <TableCell align="right">{t('teams.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {teams.data.map((team) => {
                const current = actions.isCurrent(team.id);
                return (
                  <TableRow key={team.id} data-team-row={team.name} hover>
                    <TableCell>
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
                        {current && (
                          <Chip
                            size="small"
                            color="secondary"
                            label={t('teams.current')}
                            data-testid="current-team"
                          />
                        )}
                      </Stack>
                    </TableCell>
                    <TableCell>{t(`teams.roles.${team.role}`)}</TableCell>
                    <TableCell align="center" data-testid="member-count">
                      <Ltr>{counts.get(team.id) ?? '…'}</Ltr>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {!current && (
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
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
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
    </PageCarded>
  );
}
