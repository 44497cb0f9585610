import type { Integration } from '@flowlane/contracts';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr, TablePaging } from '../../ui';
import { formatDuration, JsonTree, RunStatusChip, useDateTime } from '../logs';
import { RunSummaryCard } from '../logs/RunSummaryCard';
import { StepCard } from '../logs/StepCard';
import { useIntegrationRun, useIntegrationRuns } from './integrations-api';

const RUN_PAGE_SIZES = [10, 20, 50] as const;

/** The integration's run log: status, start time in the user's zone, duration; a row opens its steps. */
export function IntegrationRuns({ integration }: { integration: Integration }) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ page: 0, pageSize: 10 });
  const [openRun, setOpenRun] = useState<string | null>(null);
  const runs = useIntegrationRuns(integration.id, page.page, page.pageSize);
  const formatTime = useDateTime();
  const data = runs.data;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('integrations.runLog')}
        </Typography>
        {runs.isError ? (
          <Alert severity="error">{t('integrations.runsFailed')}</Alert>
        ) : !data || data.total === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3 }} data-testid="integration-runs-empty">
            {data ? t('integrations.noRuns') : '…'}
          </Typography>
        ) : (
          <>
            <TableContainer>
              <Table size="small" data-testid="integration-runs">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('integrations.started')}</TableCell>
                    <TableCell>{t('integrations.status')}</TableCell>
                    <TableCell align="right">{t('integrations.duration')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.items.map((run) => (
                    <TableRow
                      key={run.id}
                      hover
                      data-run-id={run.id}
                      data-status={run.status}
                      sx={{ cursor: 'pointer' }}
                      tabIndex={0}
                      onClick={() => setOpenRun(run.id)}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') setOpenRun(run.id);
                      }}
                    >
                      <TableCell>
                        <bdi>{formatTime(run.startedAt ?? run.queuedAt)}</bdi>
                      </TableCell>
                      <TableCell>
                        <RunStatusChip status={run.status} />
                      </TableCell>
                      <TableCell align="right">
                        <Ltr>{formatDuration(run.durationMs)}</Ltr>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePaging
              total={data.total}
              page={page.page}
              pageSize={page.pageSize}
              pageSizes={RUN_PAGE_SIZES}
              onChange={(patch) => setPage((current) => ({ ...current, ...patch }))}
            />
          </>
        )}
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
        {run.isError ? (
          <Alert severity="error">{t('integrations.runsFailed')}</Alert>
        ) : !data ? (
          <Typography color="text.secondary">…</Typography>
        ) : (
          <Stack spacing={2} data-status={data.status} data-testid="integration-run-detail">
            <RunSummaryCard run={data} />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('integrations.steps')}
            </Typography>
            {data.steps.length === 0 ? (
              <Typography color="text.secondary">{t('integrations.noSteps')}</Typography>
            ) : (
              data.steps.map((step, index) => <StepCard key={step.seq} step={step} index={index} />)
            )}
            {data.output !== undefined && data.output !== null && (
              <Box>
                <Typography variant="subtitle2">{t('integrations.output')}</Typography>
                <JsonTree value={data.output} />
              </Box>
            )}
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
