import type { ServiceDescriptor } from '@flowlane/contracts';
import PlayArrow from '@mui/icons-material/PlayArrow';
import PushPin from '@mui/icons-material/PushPin';
import { Alert, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useOutputSchemaQuery } from '../api/queries';
import { formatDuration } from '../canvas/output-preview';
import { statusText } from '../canvas/StepNodeView';
import type { StepData } from '../model/types';
import { isFinalRun, useDecorStore } from '../store/decor-store';
import { designer, useDesignerStore } from '../store/designer-store';
import { PANEL_TEXTS } from '../texts';
import { useBusyStore } from '../toolbar/busy-store';
import { useWorkflowActions } from '../toolbar/use-workflow-actions';
import { JsonBlock } from './JsonBlock';
import { JsonField } from './JsonField';

function OutputFields({ serviceId }: { serviceId: string }) {
  const workflowId = useDesignerStore((s) => s.workflowId) ?? '';
  const { data } = useOutputSchemaQuery(workflowId, serviceId);
  if (!data) return null;
  const properties = data.properties;
  const names = properties && typeof properties === 'object' ? Object.keys(properties) : [];
  const description = typeof data.description === 'string' ? data.description : undefined;
  return (
    <Box data-testid="output-schema">
      <Typography variant="subtitle2" gutterBottom>
        {PANEL_TEXTS.outputSchema}
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

/**
 * The step's last run record, "Test step" and pinned data. The server has no single-step test run, so
 * "Test step" runs the whole workflow (saved first) and shows this step's record when it arrives.
 */
export function OutputTab({
  nodeId,
  data,
  service,
}: {
  nodeId: string;
  data: StepData;
  service: ServiceDescriptor | undefined;
}) {
  const step = useDecorStore((s) => s.stepsByNode.get(nodeId));
  const running = useDecorStore((s) => s.runId !== null && !isFinalRun(s.runStatus));
  const starting = useBusyStore((s) => s.starting || s.saving);
  const { run } = useWorkflowActions();

  return (
    <Stack spacing={2} data-testid="step-output-tab">
      <Box>
        <Button
          variant="outlined"
          startIcon={running || starting ? <CircularProgress size={16} /> : <PlayArrow />}
          disabled={running || starting}
          onClick={() => void run()}
          data-testid="test-step"
        >
          {PANEL_TEXTS.testStep}
        </Button>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
          {PANEL_TEXTS.testStepHelp}
        </Typography>
      </Box>

      <Box>
        <Typography variant="subtitle2" gutterBottom>
          {PANEL_TEXTS.lastRun}
        </Typography>
        {step ? (
          <Stack spacing={1} data-testid="step-last-run">
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Chip
                size="small"
                label={statusText(step.status)}
                color={
                  step.status === 'succeeded' ? 'success' : step.status === 'failed' ? 'error' : 'default'
                }
              />
              <Typography variant="caption" color="text.secondary">
                {formatDuration(step.durationMs)}
                {step.attempts > 1 ? ` · ${step.attempts} attempts` : ''}
              </Typography>
            </Box>
            {step.error && <Alert severity="error">{step.error.message}</Alert>}
            <Typography variant="caption">{PANEL_TEXTS.input}</Typography>
            <JsonBlock value={step.input} />
            <Typography variant="caption">{PANEL_TEXTS.outputValue}</Typography>
            <JsonBlock value={step.output} testId="step-last-output" />
            {step.status === 'succeeded' && !step.outputTruncated && step.output !== undefined && (
              <Box>
                <Button
                  size="small"
                  startIcon={<PushPin />}
                  onClick={() => designer.updateStep(nodeId, { pinnedData: step.output })}
                >
                  {PANEL_TEXTS.pinOutput}
                </Button>
              </Box>
            )}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {PANEL_TEXTS.noRun}
          </Typography>
        )}
      </Box>

      <JsonField
        targetId={`${nodeId}.$pinnedData`}
        label={PANEL_TEXTS.pinnedData}
        helperText={PANEL_TEXTS.pinnedHelp}
        value={data.pinnedData}
        onChange={(value) => designer.updateStep(nodeId, { pinnedData: value }, `${nodeId}:pinned`)}
        minRows={4}
        testId="pinned-data"
      />

      {service && <OutputFields serviceId={service.id} />}
    </Stack>
  );
}
