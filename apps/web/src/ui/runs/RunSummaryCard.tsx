import type { RunDetail } from '@flowlane/contracts';
import { Alert, Box, Card, CardContent, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocaleFormat } from '../../i18n/format';
import { useAccent, useDateTime } from '../../shell';
import { Ltr } from '../Ltr';
import { Fact } from './Fact';

/** The run's facts: trigger, times, processing time, attempts, the run it retries, its error. */
export function RunSummaryCard({ run }: { run: RunDetail }) {
  const { t } = useTranslation();
  const { duration } = useLocaleFormat();
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
          <Fact label={t('runs.columns.trigger')} testId="run-trigger">
            {t(`runs.trigger.${run.trigger}`)}
          </Fact>
          <Fact label={t('logs.queued')}>
            <bdi>{formatTime(run.queuedAt)}</bdi>
          </Fact>
          <Fact label={t('runs.columns.started')}>
            <bdi>{formatTime(run.startedAt)}</bdi>
          </Fact>
          <Fact label={t('logs.finished')}>
            <bdi>{formatTime(run.finishedAt)}</bdi>
          </Fact>
          <Fact label={t('runs.columns.duration')} testId="run-duration">
            <Ltr>{duration(run.durationMs)}</Ltr>
          </Fact>
          <Fact label={t('runs.columns.processing')} testId="run-processing">
            <Ltr>{duration(run.processingMs)}</Ltr>
          </Fact>
          <Fact label={t('logs.attempts')}>{run.attempts}</Fact>
          <Fact label={t('logs.version')}>{run.workflowVersion}</Fact>
          {run.retryOf && (
            <Fact label={t('logs.retryOf')}>
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
