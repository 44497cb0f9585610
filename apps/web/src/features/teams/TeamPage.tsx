import type { TeamDetail } from '@flowlane/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Chip, CircularProgress, Divider, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageCarded, PageTitle } from '../../shell';
import { ConfirmDialog } from '../../ui';
import { InviteSection } from './InviteSection';
import { MembersTable } from './MembersTable';
import { TeamNameDialog } from './TeamNameDialog';
import { useTeamDetail } from './teams-api';
import { useTeamActions } from './use-team-actions';

type Dialog = 'rename' | 'delete' | 'leave' | null;

function TeamHeader({ team, onDialog }: { team: TeamDetail | undefined; onDialog(dialog: Dialog): void }) {
  const { t } = useTranslation();
  const actions = useTeamActions();
  return (
    <Stack spacing={1}>
      <Link
        component={RouterLink}
        to="/teams"
        color="inherit"
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      >
        <ArrowBackIcon
          fontSize="small"
          sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
        />
        {t('teams.allTeams')}
      </Link>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' } }}>
        <Stack direction="row" sx={{ flex: 1, minWidth: 0, alignItems: 'center', gap: 1.5 }}>
          <Box sx={{ minWidth: 0 }}>
            <PageTitle title={team?.name ?? t('teams.title')} />
          </Box>
          {team && <Chip size="small" label={t(`teams.roles.${team.role}`)} color="secondary" />}
          {team && actions.isCurrent(team.id) && (
            <Chip size="small" variant="outlined" label={t('teams.current')} sx={{ color: 'inherit' }} />
          )}
        </Stack>
        {team && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {!actions.isCurrent(team.id) && (
              <Button
                variant="contained"
                color="secondary"
                disabled={actions.switchTo.isPending}
                onClick={() => actions.switchTo.mutate(team.id)}
              >
                {t('teams.switchTo')}
              </Button>
            )}
            {team.role === 'admin' && (
              <Button variant="outlined" color="inherit" onClick={() => onDialog('rename')}>
                {t('teams.rename')}
              </Button>
            )}
            {team.role === 'admin' && (
              <Button variant="outlined" color="inherit" onClick={() => onDialog('delete')}>
                {t('teams.delete')}
              </Button>
            )}
            <Button variant="outlined" color="inherit" onClick={() => onDialog('leave')}>
              {t('teams.leave')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

/** /teams/{teamId}: members and roles, invitations (admins), rename, delete, leave. */
export function TeamPage() {
  const { t } = useTranslation();
  const teamId = useParams().teamId ?? '';
  const detail = useTeamDetail(teamId);
  const actions = useTeamActions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const team = detail.data;
  const close = () => setDialog(null);

  return (
    <PageCarded header={<TeamHeader team={team} onDialog={setDialog} />}>
      {!team ? (
        detail.isError ? (
          <Alert severity="error">{detail.error.message || t('teams.loadFailed')}</Alert>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress color="secondary" aria-label="Loading" />
          </Box>
        )
      ) : (
        <Stack spacing={3}>
          <Box>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('teams.members')}
            </Typography>
            <MembersTable team={team} />
          </Box>
          <Divider />
          {team.role === 'admin' ? (
            <InviteSection team={team} />
          ) : (
            <Alert severity="info">{t('teams.adminOnly')}</Alert>
          )}
          <TeamNameDialog
            open={dialog === 'rename'}
            title={t('teams.renameTitle')}
            initialName={team.name}
            onCancel={close}
            onSubmit={async (name) => {
              await actions.rename.mutateAsync({ id: team.id, name });
              close();
            }}
          />
          <ConfirmDialog
            open={dialog === 'delete'}
            title={t('teams.deleteTitle', { name: team.name })}
            text={t('teams.deleteText')}
            confirmLabel={t('teams.delete')}
            cancelLabel={t('teams.cancel')}
            pending={actions.remove.isPending}
            onCancel={close}
            onConfirm={() => actions.remove.mutate(team, { onSettled: close })}
          />
          <ConfirmDialog
            open={dialog === 'leave'}
            title={t('teams.leaveTitle', { name: team.name })}
            text={t('teams.leaveText')}
            confirmLabel={t('teams.leave')}
            cancelLabel={t('teams.cancel')}
            pending={actions.leave.isPending}
            onCancel={close}
            onConfirm={() => actions.leave.mutate(team, { onSettled: close })}
          />
        </Stack>
      )}
    </PageCarded>
  );
}
