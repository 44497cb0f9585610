import type { RunSummary } from '@flowlane/contracts';
import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Ltr } from '../../ui';
import { formatDuration } from './format';
import { RunStatusChip } from './RunStatusChip';
import { LOGS_TEXTS, TRIGGER_LABELS } from './texts';
import { useDateTime } from './use-date-time';

/** A workflow's runs; a row opens its run. */
export function RunsTable({ workflowId, runs }: { workflowId: string; runs: RunSummary[] }) {
  const formatTime = useDateTime();
  const navigate = useNavigate();
  const href = (run: RunSummary) => `/logs/flow/${workflowId}/${run.id}`;
  return (
    <TableContainer>
      <Table size="small" data-testid="runs-table">
        <TableHead>
          <TableRow>
            <TableCell>{LOGS_TEXTS.started}</TableCell>
            <TableCell>{LOGS_TEXTS.status}</TableCell>
            <TableCell>{LOGS_TEXTS.trigger}</TableCell>
            <TableCell align="right">{LOGS_TEXTS.duration}</TableCell>
            <TableCell align="right">{LOGS_TEXTS.processing}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {runs.map((run) => (
            <TableRow
              key={run.id}
              hover
              data-testid="run-row"
              data-run-id={run.id}
              data-status={run.status}
              onClick={() => void navigate(href(run))}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link
                  component={RouterLink}
                  to={href(run)}
                  color="inherit"
                  underline="hover"
                  onClick={(event) => event.stopPropagation()}
                >
                  <bdi>{formatTime(run.startedAt ?? run.queuedAt)}</bdi>
                </Link>
                {!run.startedAt && (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                    ({LOGS_TEXTS.queued.toLowerCase()})
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <RunStatusChip status={run.status} />
              </TableCell>
              <TableCell>{TRIGGER_LABELS[run.trigger]}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Ltr>{formatDuration(run.durationMs)}</Ltr>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Ltr>{formatDuration(run.processingMs)}</Ltr>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
