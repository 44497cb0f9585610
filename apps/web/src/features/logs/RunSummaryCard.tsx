import type { RunDetail } from '@flowlane/contracts';
import { Alert, Box, Card, CardContent, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { Ltr } from '../../ui';
import { Fact } from './Fact';
import { formatDuration } from './format';
import { LOGS_TEXTS, TRIGGER_LABELS } from './texts';
import { useAccent } from './use-accent';
import { useDateTime } from './use-date-time';

/** The run's facts: trigger, times, processing time, attempts, the run it retries, its error. */
export function RunSummaryCard({ run }: { run: RunDetail }) {
  const formatTime = useDateTime();
  const accent = useAccent();
  return (
    <Card data-testid="run-summary">
      <CardContent>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <Fact label={LOGS_TEXTS.trigger} testId="run-trigger">
            {TRIGGER_LABELS[run.trigger]}
          </Fact>
          <Fact label={LOGS_TEXTS.queued}>
            <bdi>{formatTime(run.queuedAt)}</bdi>
          </Fact>
          <Fact label={LOGS_TEXTS.started}>
            <bdi>{formatTime(run.startedAt)}</bdi>
          </Fact>
          <Fact label={LOGS_TEXTS.finished}>
            <bdi>{formatTime(run.finishedAt)}</bdi>
          </Fact>
          <Fact label={LOGS_TEXTS.duration} testId="run-duration">
            <Ltr>{formatDuration(run.durationMs)}</Ltr>
          </Fact>
          <Fact label={LOGS_TEXTS.processing} testId="run-processing">
            <Ltr>{formatDuration(run.processingMs)}</Ltr>
          </Fact>
          <Fact label={LOGS_TEXTS.attempts}>{run.attempts}</Fact>
          <Fact label={LOGS_TEXTS.version}>{run.workflowVersion}</Fact>
          {run.retryOf && (
            <Fact label={LOGS_TEXTS.retryOf}>
              <Link component={RouterLink} to={`/logs/flow/${run.workflowId}/${run.retryOf}`} color={accent}>
                {run.retryOf.slice(0, 8)}
              </Link>
            </Fact>
          )}
        </Box>
        {run.error && (
          <Alert
            severity={run.status === 'refused' ? 'warning' : 'error'}
            sx={{ mt: 2 }}
            data-testid="run-error"
          >
            {run.error.message}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
