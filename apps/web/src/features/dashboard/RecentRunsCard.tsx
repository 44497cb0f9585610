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
import { Link as RouterLink } from 'react-router';
import {
  formatDuration,
  LOGS_TEXTS,
  Ltr,
  RunStatusChip,
  TRIGGER_LABELS,
  useAccent,
  useDateTime,
} from '../logs';
import { DASHBOARD_TEXTS } from './texts';

type RecentRun = DashboardSummary['recentRuns'][number];

function RecentRunRow({ run }: { run: RecentRun }) {
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
      <TableCell>{TRIGGER_LABELS[run.trigger]}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <bdi>{formatTime(run.startedAt ?? run.queuedAt)}</bdi>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Ltr>{formatDuration(run.durationMs)}</Ltr>
      </TableCell>
    </TableRow>
  );
}

/** The team's latest runs, each opening its log. */
export function RecentRunsCard({ runs }: { runs: RecentRun[] }) {
  const accent = useAccent();
  return (
    <Card data-testid="recent-runs">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {DASHBOARD_TEXTS.recentRuns}
          </Typography>
          <Button component={RouterLink} to="/workflows" size="small" color={accent}>
            {DASHBOARD_TEXTS.viewAll}
          </Button>
        </Stack>
        {runs.length === 0 ? (
          <Stack sx={{ alignItems: 'center', py: 4, gap: 2 }} data-testid="recent-runs-empty">
            <Typography color="text.secondary">{DASHBOARD_TEXTS.noRuns}</Typography>
            <Button component={RouterLink} to="/workflows" variant="outlined" color={accent}>
              {DASHBOARD_TEXTS.goToWorkflows}
            </Button>
          </Stack>
        ) : (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{DASHBOARD_TEXTS.workflow}</TableCell>
                  <TableCell>{LOGS_TEXTS.status}</TableCell>
                  <TableCell>{LOGS_TEXTS.trigger}</TableCell>
                  <TableCell>{LOGS_TEXTS.started}</TableCell>
                  <TableCell align="right">{LOGS_TEXTS.duration}</TableCell>
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
