import { isFinalRunStatus, type StepTestSource } from '@flowlane/contracts';
import PlayArrow from '@mui/icons-material/PlayArrow';
import PushPin from '@mui/icons-material/PushPin';
import { Alert, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../i18n/format';
import { StepCard } from '../../../ui/runs';
import { useOutputSchemaQuery } from '../api/queries';
import { statusText } from '../canvas/StepNodeView';
import type { StepTabProps } from '../model/types';
import { useDecorStore } from '../store/decor-store';
import { designer, useDesignerStore } from '../store/designer-store';
import { useBusyStore } from '../toolbar/busy-store';
import { useWorkflowActions } from '../toolbar/use-workflow-actions';
import { JsonBlock } from './JsonBlock';
import { JsonField } from './JsonField';

function OutputFields({ serviceId }: { serviceId: string }) {
  const { t } = useTranslation();
  const workflowId = useDesignerStore((s) => s.workflowId) ?? '';
  const { data } = useOutputSchemaQuery(workflowId, serviceId);
  if (!data) return null;
  const properties = data.properties;
  const names = properties && typeof properties === 'object' ? Object.keys(properties) : [];
  const description = typeof data.description === 'string' ? data.description : undefined;
  return (
    <Box data-testid="output-schema">
      <Typography variant="subtitle2" gutterBottom>
        {t('designer.panel.outputSchema')}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {description}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {names.map((name) => (
          <Chip key={name} size="small" label={name} sx={{ fontFamily: 'monospace' }} />
        ))}
      </Box>
    </Box>
  );
}

/** Where the test's upstream data came from, and which steps had none. */
function TestSources({ sources }: { sources: Readonly<Record<string, StepTestSource>> }) {
  const { t } = useTranslation();
  const names = useDesignerStore((s) => s.nodes);
  const nameOf = (id: string) => names.find((n) => n.id === id)?.data.name ?? id;
  const entries = Object.entries(sources);
  const missing = entries.filter(([, source]) => source === 'missing').map(([id]) => nameOf(id));
  if (entries.length === 0) return null;
  return (
    <Box data-testid="step-test-sources">
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {t('designer.panel.testSources')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {entries.map(([id, source]) => (
          <Chip
            key={id}
            size="small"
            variant="outlined"
            color={source === 'missing' ? 'warning' : 'default'}
            label={`${nameOf(id)}: ${t(`designer.panel.sourceLabels.${source}`)}`}
          />
        ))}
      </Box>
      {missing.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('designer.panel.testMissing', { steps: missing.join(', ') })}
        </Alert>
      )}
    </Box>
  );
}

/**
 * "Test step" (POST /api/workflow/:id/step/:stepId/run: this step only, on the pinned data or last outputs
 * of the steps before it), the step's last record (from a test or the followed run) and its pinned data.
 */
export function OutputTab({ nodeId, data, service }: StepTabProps) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const step = useDecorStore((s) => s.stepsByNode.get(nodeId));
  const records = useDecorStore((s) => s.stepsByNode);
  // Work logged inside the step in the followed run (an agent's model turns and tool calls).
  const subSteps = useMemo(
    () =>
      [...records.values()]
        .filter((record) => record.nodeId.startsWith(`${nodeId}/`))
        .sort((a, b) => a.seq - b.seq),
    [records, nodeId],
  );
  const test = useDecorStore((s) => s.testsByNode.get(nodeId));
  const testing = useDecorStore((s) => s.testing.has(nodeId));
  const running = useDecorStore((s) => s.runId !== null && !isFinalRunStatus(s.runStatus));
  const saving = useBusyStore((s) => s.starting || s.saving);
  const { testStep } = useWorkflowActions();
  const isTest = test !== undefined && test.record === step;
  const pinned = data.pinnedData !== undefined;
  const samePinned =
    pinned && step !== undefined && JSON.stringify(data.pinnedData) === JSON.stringify(step.output);

  return (
    <Stack spacing={2} data-testid="step-output-tab">
      <Box>
        <Button
          variant="outlined"
          startIcon={testing || saving ? <CircularProgress size={16} /> : <PlayArrow />}
          disabled={testing || saving || running}
          onClick={() => void testStep(nodeId)}
          data-testid="test-step"
        >
          {t('designer.panel.testStep')}
        </Button>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
          {t('designer.panel.testStepHelp')}
        </Typography>
      </Box>

      <Box>
        <Typography variant="subtitle2" gutterBottom>
          {isTest ? t('designer.panel.testResult') : t('designer.panel.lastRun')}
        </Typography>
        {step ? (
          <Stack spacing={1} data-testid="step-last-run" data-source={isTest ? 'test' : 'run'}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Chip
                size="small"
                label={statusText(step.status)}
                data-testid="step-result-status"
                color={
                  step.status === 'succeeded' ? 'success' : step.status === 'failed' ? 'error' : 'default'
                }
              />
              <Typography variant="caption" color="text.secondary">
                {format.duration(step.durationMs)}
                {step.attempts > 1 ? ` · ${t('designer.panel.attempts', { n: step.attempts })}` : ''}
              </Typography>
            </Box>
            {isTest && <TestSources sources={test.result.sources} />}
            {step.error && (
              <Alert severity="error" data-testid="step-result-error">
                {step.error.message}
              </Alert>
            )}
            <Typography variant="caption">{t('designer.panel.input')}</Typography>
            <JsonBlock value={step.input} />
            <Typography variant="caption">{t('designer.panel.outputValue')}</Typography>
            <JsonBlock value={step.output} testId="step-last-output" />
            {!isTest && subSteps.length > 0 && (
              <Stack spacing={1} data-testid="step-sub-steps">
                <Typography variant="caption">{t('designer.panel.subSteps')}</Typography>
                {subSteps.map((sub) => (
                  <StepCard key={sub.seq} step={sub} index={0} nested />
                ))}
              </Stack>
            )}
            {step.status === 'succeeded' && !step.outputTruncated && step.output !== undefined && (
              <Box>
                <Button
                  size="small"
                  startIcon={<PushPin />}
                  disabled={samePinned}
                  data-testid="pin-output"
                  onClick={() => designer.updateStep(nodeId, { pinnedData: step.output })}
                >
                  {samePinned ? t('designer.panel.pinned') : t('designer.panel.pinOutput')}
                </Button>
              </Box>
            )}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('designer.panel.noRun')}
          </Typography>
        )}
      </Box>

      <JsonField
        targetId={`${nodeId}.$pinnedData`}
        label={t('designer.panel.pinnedData')}
        helperText={t('designer.panel.pinnedHelp')}
        value={data.pinnedData}
        onChange={(value) => designer.updateStep(nodeId, { pinnedData: value }, `${nodeId}:pinned`)}
        minRows={4}
        testId="pinned-data"
      />

      {service && <OutputFields serviceId={service.id} />}
    </Stack>
  );
}
