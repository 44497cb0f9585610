import type { Integration, RunSummary } from '@flowlane/contracts';
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Card,
  CardContent,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../i18n/format';
import { useDateTime } from '../../shell';
import { type DataColumn, DataTable, EmptyState, Ltr, QueryView } from '../../ui';
import { JsonTree, RunStatusChip, RunStepList, RunSummaryCard } from '../../ui/runs';
import { useIntegrationRun, useIntegrationRuns } from './integrations-api';

const RUN_PAGE_SIZES = [10, 20, 50] as const;

/** The integration's run log: status, start time in the user's zone, duration; a row opens its steps. */
export function IntegrationRuns({ integration }: { integration: Integration }) {
  const { t } = useTranslation();
  const { duration } = useLocaleFormat();
  const [page, setPage] = useState({ page: 0, pageSize: 10 });
  const [openRun, setOpenRun] = useState<string | null>(null);
  const runs = useIntegrationRuns(integration.id, page.page, page.pageSize);
  const formatTime = useDateTime();
  const columns: DataColumn<RunSummary>[] = [
    {
      id: 'started',
      header: t('integrations.started'),
      cell: (run) => (
        // A button, so the keyboard opens a run too (the row's click is for the mouse).
        <Link
          component="button"
          type="button"
          color="inherit"
          underline="hover"
          onClick={() => setOpenRun(run.id)}
        >
          <bdi>{formatTime(run.startedAt ?? run.queuedAt)}</bdi>
        </Link>
      ),
    },
    { id: 'status', header: t('integrations.status'), cell: (run) => <RunStatusChip status={run.status} /> },
    {
      id: 'duration',
      header: t('integrations.duration'),
      priority: 'detail',
      align: 'right',
      cell: (run) => <Ltr>{duration(run.durationMs)}</Ltr>,
    },
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('integrations.runLog')}
        </Typography>
        <QueryView
          query={runs}
          failed={t('integrations.runsFailed')}
          isEmpty={(data) => data.total === 0}
          empty={<EmptyState testId="integration-runs-empty">{t('integrations.noRuns')}</EmptyState>}
        >
          {(data) => (
            <DataTable
              columns={columns}
              rows={data.items}
              total={data.total}
              getRowId={(run) => run.id}
              rowAttributes={(run) => ({ 'data-run-id': run.id, 'data-status': run.status })}
              onRowClick={(run) => setOpenRun(run.id)}
              state={{ sort: null, ...page }}
              onStateChange={(patch) => setPage((current) => ({ ...current, ...patch }))}
              pageSizes={RUN_PAGE_SIZES}
              stale={runs.isPlaceholderData}
              testId="integration-runs"
            />
          )}
        </QueryView>
      </CardContent>
      <RunDialog integrationId={integration.id} runId={openRun} onClose={() => setOpenRun(null)} />
    </Card>
  );
}

/** One run with its steps, in a dialog over the integration page. */
function RunDialog({
  integrationId,
  runId,
  onClose,
}: {
  integrationId: string;
  runId: string | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const run = useIntegrationRun(integrationId, runId);
  const data = run.data;
  return (
    <Dialog open={runId !== null} onClose={onClose} fullWidth maxWidth="md" data-testid="integration-run">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {t('integrations.runTitle')}
        </Box>
        {data && <RunStatusChip status={data.status} size="medium" />}
        <IconButton aria-label={t('integrations.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <QueryView query={run} failed={t('integrations.runsFailed')}>
          {(data) => (
            <Stack spacing={2} data-status={data.status} data-testid="integration-run-detail">
              <RunSummaryCard run={data} />
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('integrations.steps')}
              </Typography>
              {data.steps.length === 0 ? (
                <Typography color="text.secondary">{t('integrations.noSteps')}</Typography>
              ) : (
                <RunStepList steps={data.steps} />
              )}
              {data.output !== undefined && data.output !== null && (
                <Box>
                  <Typography variant="subtitle2">{t('integrations.output')}</Typography>
                  <JsonTree value={data.output} />
                </Box>
              )}
            </Stack>
          )}
        </QueryView>
      </DialogContent>
    </Dialog>
  );
}
