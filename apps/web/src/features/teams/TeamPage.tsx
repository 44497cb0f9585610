import { Alert, Box, Button, Chip, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiKeysSection, BackLink, ConfirmDialog, PageFrame, QueryView } from '../../ui';
import { InviteSection } from './InviteSection';
import { McpEndpointPanel } from './McpEndpointPanel';
import { MembersTable } from './MembersTable';
import { TeamNameDialog } from './TeamNameDialog';
import { managesTeam } from './team-access';
import { useTeamDetail } from './teams-api';
import { useTeamActions } from './use-team-actions';

type Dialog = 'rename' | 'delete' | 'leave' | null;

/** /teams/{teamId}: members and roles, invitations (admins), rename, delete, leave. */
export function TeamPage() {
  const { t } = useTranslation();
  const teamId = useParams().teamId ?? '';
  const detail = useTeamDetail(teamId);
  const actions = useTeamActions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const team = detail.data;
  const manages = team !== undefined && managesTeam(team);
  const close = () => setDialog(null);

  return (
    <PageFrame
      title={team?.name ?? t('teams.title')}
      above={<BackLink to="/teams">{t('teams.allTeams')}</BackLink>}
      badges={
        team && (
          <>
            <Chip size="small" label={t(`teams.roles.${team.role}`)} color="secondary" />
            {actions.isCurrent(team.id) && (
              <Chip size="small" variant="outlined" label={t('teams.current')} sx={{ color: 'inherit' }} />
            )}
          </>
        )
      }
      actions={
        team && (
          <>
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
            {manages && (
              <Button variant="outlined" color="inherit" onClick={() => setDialog('rename')}>
                {t('teams.rename')}
              </Button>
            )}
            {manages && (
              <Button variant="outlined" color="inherit" onClick={() => setDialog('delete')}>
                {t('teams.delete')}
              </Button>
            )}
            <Button variant="outlined" color="inherit" onClick={() => setDialog('leave')}>
              {t('teams.leave')}
            </Button>
          </>
        )
      }
    >
      <QueryView query={detail} failed={t('teams.loadFailed')} notFound={t('teams.notFound')}>
        {(team) => (
          <Stack spacing={3}>
            <Box>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('teams.members')}
              </Typography>
              <MembersTable team={team} />
            </Box>
            <Divider />
            {managesTeam(team) ? (
              <InviteSection team={team} />
            ) : (
              <Alert severity="info">{t('teams.adminOnly')}</Alert>
            )}
            {managesTeam(team) && (
              <ApiKeysSection
                owner={{ kind: 'team', teamId: team.id }}
                intro={t('apiKeys.teamIntro')}
                testId="team-api-keys"
              />
            )}
            {managesTeam(team) && <McpEndpointPanel />}
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
      </QueryView>
    </PageFrame>
  );
}
