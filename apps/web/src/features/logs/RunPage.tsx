import type { LiveProgressEvent } from '@flowlane/contracts';
import { isActiveRunStatus, type RunDetail } from '@flowlane/contracts';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCanEditWorkflows } from '../../auth';
import { useLocaleFormat } from '../../i18n/format';
import { PageSimple, PageTitle } from '../../shell';
import { QueryView } from '../../ui';
import { JsonSection, RunStatusChip, RunStepList, RunSummaryCard } from '../../ui/runs';
import { LiveIndicator } from './LiveIndicator';
import { LogsBreadcrumbs } from './LogsBreadcrumbs';
import { useRun, useWorkflow } from './logs-api';
import { RunActions } from './RunActions';
import { useLiveLog } from './use-live-log';

/** While the live stream is down, an unfinished run is polled instead. */
const FALLBACK_POLL_MS = 3000;

function RunSteps({ run }: { run: RunDetail }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} data-testid="run-steps">
      <Typography variant="h6" component="h2">
        {t('logs.steps')}
      </Typography>
      {run.steps.length === 0 ? (
        <Typography color="text.secondary">{t('logs.noSteps')}</Typography>
      ) : (
        <RunStepList steps={run.steps} />
      )}
    </Stack>
  );
}

/** How far a long step (PDF OCR) has got, from its live progress events; shown while the run runs. */
function StepProgress({ progress, stepName }: { progress: LiveProgressEvent; stepName: string }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const label =
    progress.done === 0
      ? t('pdfs.runOpening', { step: stepName })
      : t('pdfs.runProgress', {
          step: stepName,
          page: format.number(progress.done),
          count: format.number(progress.total),
        });
  return (
    <Box data-testid="run-step-progress">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <LinearProgress
        color="secondary"
        variant="determinate"
        value={progress.total > 0 ? (progress.done / progress.total) * 100 : 0}
        aria-label={label}
      />
    </Box>
  );
}

/** /logs/flow/:workflowId/:runtimeId: one run with every step, live while it runs. */
export function RunPage() {
  const { t } = useTranslation();
  const { workflowId = '', runtimeId = '' } = useParams();
  const [progress, setProgress] = useState<LiveProgressEvent | null>(null);
  const live = useLiveLog(workflowId, runtimeId, setProgress);
  const workflow = useWorkflow(workflowId);
  const canEdit = useCanEditWorkflows();
  const run = useRun(runtimeId, (current) =>
    live !== 'live' && current && isActiveRunStatus(current.status) ? FALLBACK_POLL_MS : false,
  );
  const data = run.data;
  const header = (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <LogsBreadcrumbs
          workflowId={workflowId}
          workflowTitle={workflow.data?.data.title}
          runId={runtimeId}
        />
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <PageTitle title={t('logs.runTitle')} />
          {data && <RunStatusChip status={data.status} size="medium" />}
          {data && isActiveRunStatus(data.status) && <LiveIndicator state={live} />}
        </Stack>
      </Box>
      {data && <RunActions run={data} canEdit={canEdit} />}
    </Stack>
  );
  return (
    <PageSimple header={header}>
      <QueryView query={run} failed={t('logs.loadFailed')} notFound={t('logs.notFound')}>
        {(data) => (
          <Stack spacing={3} data-testid="run-page" data-run-id={data.id} data-status={data.status}>
            <RunSummaryCard run={data} />
            {progress && isActiveRunStatus(data.status) && (
              <StepProgress
                progress={progress}
                stepName={
                  workflow.data?.graph.nodes.find((node) => node.id === progress.nodeId)?.name ??
                  progress.nodeId
                }
              />
            )}
            <RunSteps run={data} />
            <JsonSection title={t('logs.triggerData')} value={data.triggerData} testId="run-trigger-data" />
            {data.output !== undefined && data.output !== null && (
              <JsonSection title={t('logs.runOutput')} value={data.output} testId="run-output" />
            )}
          </Stack>
        )}
      </QueryView>
    </PageSimple>
  );
}
