import type { DashboardSummary } from '@flowlane/contracts';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import { Alert, Box, CircularProgress, Grid, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth';
import { PageSimple, PageTitle } from '../../shell';
import { useAccountTimeZone } from '../logs';
import { useDashboard } from './dashboard-api';
import { PlanCard } from './PlanCard';
import { RecentRunsCard } from './RecentRunsCard';
import { StatCard } from './StatCard';
import { SystemStatus } from './SystemStatus';
import { DASHBOARD_TEXTS } from './texts';
import { UsageCard } from './UsageCard';

function Figures({ summary }: { summary: DashboardSummary }) {
  const timeZone = useAccountTimeZone();
  const card = { xs: 12, sm: 6, lg: 3 } as const;
  return (
    <Grid container spacing={3}>
      <Grid size={card}>
        <StatCard
          testId="stat-runs-today"
          label={DASHBOARD_TEXTS.runsToday}
          value={summary.runsToday}
          caption={DASHBOARD_TEXTS.sinceMidnight(timeZone)}
          icon={<PlayCircleOutlinedIcon />}
          tone="info"
        />
      </Grid>
      <Grid size={card}>
        <StatCard
          testId="stat-failures-today"
          label={DASHBOARD_TEXTS.failuresToday}
          value={summary.failuresToday}
          caption={DASHBOARD_TEXTS.failedOrTimedOut}
          icon={<ErrorOutlinedIcon />}
          tone={summary.failuresToday > 0 ? 'error' : 'success'}
        />
      </Grid>
      <Grid size={card}>
        <StatCard
          testId="stat-running-now"
          label={DASHBOARD_TEXTS.runningNow}
          value={`${summary.runningNow} / ${summary.plan.concurrency}`}
          caption={DASHBOARD_TEXTS.concurrencyOf(summary.plan.concurrency)}
          icon={<SyncIcon />}
          tone="secondary"
        />
      </Grid>
      <Grid size={card}>
        <PlanCard summary={summary} />
      </Grid>
      <Grid size={12}>
        <UsageCard summary={summary} />
      </Grid>
      <Grid size={12}>
        <RecentRunsCard runs={summary.recentRuns} />
      </Grid>
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
          <Alert severity="error">{DASHBOARD_TEXTS.loadFailed}</Alert>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress color="secondary" aria-label="Loading" />
          </Box>
        )}
        <SystemStatus />
      </Stack>
    </PageSimple>
  );
}
