import type { DashboardSummary } from '@flowlane/contracts';
import { Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocaleFormat } from '../../i18n/format';
import { useAccent, useDateTime } from '../../shell';
import { type DataColumn, DataTable, WHOLE_LIST } from '../../ui';
import { RunStatusChip } from '../../ui/runs';

type RecentRun = DashboardSummary['recentRuns'][number];

/** The columns of the recent runs: a phone keeps the workflow and the status, the rest open under a row. */
function useColumns(): DataColumn<RecentRun>[] {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const formatTime = useDateTime();
  return [
    {
      id: 'workflow',
      header: t('runs.columns.workflow'),
      sx: { maxWidth: 280 },
      cell: (run) => (
        <Link
          component={RouterLink}
          to={`/logs/flow/${run.workflowId}/${run.id}`}
          color="inherit"
          underline="hover"
          // Cut at the title's own end in either direction; `left` is flipped to the page's start.
          dir="auto"
          sx={{
            fontWeight: 500,
            display: 'block',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            textAlign: 'left',
          }}
        >
          {run.workflowTitle}
        </Link>
      ),
    },
    { id: 'status', header: t('runs.columns.status'), cell: (run) => <RunStatusChip status={run.status} /> },
    {
      id: 'trigger',
      header: t('runs.columns.trigger'),
      priority: 'detail',
      cell: (run) => t(`runs.trigger.${run.trigger}`),
    },
    {
      id: 'started',
      header: t('runs.columns.started'),
      priority: 'detail',
      sx: { whiteSpace: 'nowrap' },
      cell: (run) => <bdi>{formatTime(run.startedAt ?? run.queuedAt)}</bdi>,
    },
    {
      id: 'duration',
      header: t('runs.columns.duration'),
      priority: 'detail',
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (run) => <bdi>{format.duration(run.durationMs)}</bdi>,
    },
  ];
}

/** The team's latest runs, each opening its log. */
export function RecentRunsCard({ runs }: { runs: RecentRun[] }) {
  const { t } = useTranslation();
  const accent = useAccent();
  const columns = useColumns();
  return (
    <Card data-testid="recent-runs">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('dashboard.recentRuns')}
          </Typography>
          <Button component={RouterLink} to="/workflows" size="small" color={accent}>
            {t('dashboard.viewAll')}
          </Button>
        </Stack>
        {runs.length === 0 ? (
          <Stack sx={{ alignItems: 'center', py: 4, gap: 2 }} data-testid="recent-runs-empty">
            <Typography color="text.secondary">{t('dashboard.noRuns')}</Typography>
            <Button component={RouterLink} to="/workflows" variant="outlined" color={accent}>
              {t('dashboard.goToWorkflows')}
            </Button>
          </Stack>
        ) : (
          <DataTable
            columns={columns}
            rows={runs}
            total={runs.length}
            getRowId={(run) => run.id}
            rowLabel={(run) => run.workflowTitle}
            rowAttributes={(run) => ({
              'data-testid': 'recent-run',
              'data-run-id': run.id,
              'data-status': run.status,
            })}
            {...WHOLE_LIST}
            testId="recent-runs-table"
          />
        )}
      </CardContent>
    </Card>
  );
}
