import type { DashboardSummary } from '@flowlane/contracts';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import { Alert, Box, CircularProgress, Grid, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDashboard } from '../../api/dashboard';
import { useSession } from '../../auth';
import { useLocaleFormat } from '../../i18n/format';
import { PageSimple, PageTitle, useAccountTimeZone } from '../../shell';
import { useWorkflowTotal } from './dashboard-api';
import { FirstWorkflowCard } from './FirstWorkflowCard';
import { PlanCard } from './PlanCard';
import { RecentRunsCard } from './RecentRunsCard';
import { StatCard } from './StatCard';
import { SystemStatus } from './SystemStatus';
import { UsageCard } from './UsageCard';

function Figures({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const timeZone = useAccountTimeZone();
  const workflows = useWorkflowTotal();
  // A new account (no workflow, nothing run) gets a way to start instead of empty figures.
  const fresh = workflows.data === 0 && summary.recentRuns.length === 0 && summary.usedMs === 0;
  const card = { xs: 12, sm: 6, lg: 3 } as const;
  return (
    <Grid container spacing={3}>
      <Grid size={card}>
        <StatCard
          testId="stat-runs-today"
          label={t('dashboard.runsToday')}
          value={format.number(summary.runsToday)}
          caption={t('dashboard.sinceMidnight', { zone: timeZone })}
          icon={<PlayCircleOutlinedIcon />}
          tone="info"
        />
      </Grid>
      <Grid size={card}>
        <StatCard
          testId="stat-failures-today"
          label={t('dashboard.failuresToday')}
          value={format.number(summary.failuresToday)}
          caption={t('dashboard.failedOrTimedOut')}
          icon={<ErrorOutlinedIcon />}
          tone={summary.failuresToday > 0 ? 'error' : 'success'}
        />
      </Grid>
      <Grid size={card}>
        <StatCard
          testId="stat-running-now"
          label={t('dashboard.runningNow')}
          value={`${format.number(summary.runningNow)} / ${format.number(summary.plan.concurrency)}`}
          caption={t('dashboard.concurrencyOf', { n: format.number(summary.plan.concurrency) })}
          icon={<SyncIcon />}
          tone="secondary"
        />
      </Grid>
      <Grid size={card}>
        <PlanCard summary={summary} />
      </Grid>
      {fresh && (
        <Grid size={12}>
          <FirstWorkflowCard />
        </Grid>
      )}
      <Grid size={12}>
        <UsageCard summary={summary} chart={!fresh} />
      </Grid>
      {!fresh && (
        <Grid size={12}>
          <RecentRunsCard runs={summary.recentRuns} />
        </Grid>
      )}
    </Grid>
  );
}

/** /dashboard: the landing page after login. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const dashboard = useDashboard();
  return (
    <PageSimple header={<PageTitle title={t('nav.dashboard')} subtitle={user?.data.displayName} />}>
      <Stack spacing={3} data-testid="dashboard">
        {dashboard.data ? (
          <Figures summary={dashboard.data} />
        ) : dashboard.isError ? (
          <Alert severity="error">{t('dashboard.loadFailed')}</Alert>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress color="secondary" aria-label={t('common.loading')} />
          </Box>
        )}
        <SystemStatus />
      </Stack>
    </PageSimple>
  );
}
