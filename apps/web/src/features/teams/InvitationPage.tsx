import type { TeamRef } from '@flowlane/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { refreshSession } from '../../auth';
import { announceFailure, PageSimple, PageTitle, showMessage } from '../../shell';
import { teamsApi, useJoinedTeam } from './teams-api';
import { useTeamActions } from './use-team-actions';

type Outcome =
  | { state: 'accepting' }
  | { state: 'joined'; team: TeamRef }
  | { state: 'failed'; message: string };

/**
 * /teams/invitation/{token}: accepts the mailed invitation once (a guest signs in first and comes back
 * here); the team then shows in the switcher.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const joined = useJoinedTeam();
  const actions = useTeamActions();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'accepting' });
  // The link works once: a second POST (React's development double effect) would answer "already used".
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    setOutcome({ state: 'accepting' });
    teamsApi.accept(token).then(
      async (team) => {
        // The switcher lists the team by the time the page says it was joined (a failed refresh does not
        // undo the joining: the next load lists it).
        await Promise.allSettled([joined(team), refreshSession()]);
        setOutcome({ state: 'joined', team });
        showMessage(t('teams.joined', { name: team.name }), 'success');
      },
      (error: unknown) => {
        setOutcome({ state: 'failed', message: error instanceof Error ? error.message : '' });
        announceFailure(error);
      },
    );
  }, [token, t, joined]);

  return (
    <PageSimple header={<PageTitle title={t('teams.invitationTitle')} />}>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 } }}>
        <Paper
          sx={{ p: 4, width: '100%', maxWidth: 520 }}
          data-testid="invitation"
          data-state={outcome.state}
        >
          {outcome.state === 'accepting' && (
            <Stack sx={{ alignItems: 'center', gap: 2 }}>
              <CircularProgress color="secondary" aria-label={t('common.loading')} />
              <Typography>{t('teams.accepting')}</Typography>
            </Stack>
          )}
          {outcome.state === 'joined' && (
            <Stack sx={{ alignItems: 'center', gap: 2, textAlign: 'center' }}>
              <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
              <Typography variant="h6" component="h2">
                {t('teams.joined', { name: outcome.team.name })}
              </Typography>
              <Typography color="text.secondary">{t('teams.joinedText')}</Typography>
              <Stack direction="row" sx={{ gap: 1 }}>
                <Button
                  variant="contained"
                  color="secondary"
                  disabled={actions.switchTo.isPending}
                  onClick={() => actions.switchTo.mutate(outcome.team.id)}
                >
                  {t('teams.switchToTeam', { name: outcome.team.name })}
                </Button>
                <Button component={RouterLink} to="/teams" variant="outlined" color="inherit">
                  {t('teams.toTeams')}
                </Button>
              </Stack>
            </Stack>
          )}
          {outcome.state === 'failed' && (
            <Stack sx={{ alignItems: 'center', gap: 2, textAlign: 'center' }}>
              <ErrorIcon color="error" sx={{ fontSize: 56 }} />
              <Typography variant="h6" component="h2">
                {t('teams.acceptFailed')}
              </Typography>
              <Typography color="text.secondary" data-testid="invitation-error">
                {outcome.message}
              </Typography>
              <Button component={RouterLink} to="/teams" variant="outlined" color="inherit">
                {t('teams.toTeams')}
              </Button>
            </Stack>
          )}
        </Paper>
      </Box>
    </PageSimple>
  );
}
