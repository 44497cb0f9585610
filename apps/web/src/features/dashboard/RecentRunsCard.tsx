import type { DashboardSummary } from '@flowlane/contracts';
import {
  Button,
  Card,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocaleFormat } from '../../i18n/format';
import { RunStatusChip, useAccent, useDateTime } from '../logs';

type RecentRun = DashboardSummary['recentRuns'][number];

function RecentRunRow({ run }: { run: RecentRun }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const formatTime = useDateTime();
  return (
    <TableRow hover data-testid="recent-run" data-run-id={run.id} data-status={run.status}>
      <TableCell sx={{ maxWidth: 280 }}>
        <Link
          component={RouterLink}
          to={`/logs/flow/${run.workflowId}/${run.id}`}
          color="inherit"
          underline="hover"
          sx={{
            fontWeight: 500,
            display: 'block',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {run.workflowTitle}
        </Link>
      </TableCell>
      <TableCell>
        <RunStatusChip status={run.status} />
      </TableCell>
      <TableCell>{t(`runs.trigger.${run.trigger}`)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <bdi>{formatTime(run.startedAt ?? run.queuedAt)}</bdi>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <bdi>{format.duration(run.durationMs)}</bdi>
      </TableCell>
    </TableRow>
  );
}

/** The team's latest runs, each opening its log. */
export function RecentRunsCard({ runs }: { runs: RecentRun[] }) {
  const { t } = useTranslation();
  const accent = useAccent();
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
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('runs.columns.workflow')}</TableCell>
                  <TableCell>{t('runs.columns.status')}</TableCell>
                  <TableCell>{t('runs.columns.trigger')}</TableCell>
                  <TableCell>{t('runs.columns.started')}</TableCell>
                  <TableCell align="right">{t('runs.columns.duration')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {runs.map((run) => (
                  <RecentRunRow key={run.id} run={run} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
