import type { RunStepView } from '@flowlane/contracts';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../i18n/format';
import { Ltr } from '../Ltr';
import { mirrorInRtl } from '../mirror';
import { JsonSection } from './JsonSection';
import { StepStatusChip } from './RunStatusChip';

/**
 * One step of a run: status, attempts, duration, error, and its input and output. `nested`: work logged
 * inside a step (an agent's model turn or tool call), drawn smaller, its input and output closed.
 */
/** An AI agent's model turn (`<agent>/model-3`): its number, named in the reader's language. */
function turnOf(step: RunStepView): number | undefined {
  if (step.serviceId !== 'ai.agent.model') return undefined;
  const n = Number(/\/model-(\d+)$/.exec(step.nodeId)?.[1]);
  return Number.isInteger(n) ? n : undefined;
}

export function StepCard({
  step,
  index,
  nested = false,
}: {
  step: RunStepView;
  index: number;
  nested?: boolean;
}) {
  const { t } = useTranslation();
  const { duration } = useLocaleFormat();
  return (
    <Paper
      variant="outlined"
      data-testid="run-step"
      data-node-id={step.nodeId}
      data-status={step.status}
      data-sub-step={nested ? 'true' : undefined}
      sx={nested ? { px: 2, py: 1, bgcolor: 'action.hover' } : { p: 2 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: nested ? 1 : 1.5 }}>
        {nested ? (
          <SubdirectoryArrowRightIcon fontSize="small" color="action" sx={mirrorInRtl} />
        ) : (
          <Box
            sx={{
              width: 28,
              height: 28,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.selected',
              fontWeight: 700,
              fontSize: 13,
              flexShrink: 0,
            }}
          >
            {index + 1}
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography
            variant={nested ? 'body2' : 'subtitle1'}
            component={nested ? 'h4' : 'h3'}
            sx={{ fontWeight: 600, lineHeight: 1.3 }}
          >
            {turnOf(step) === undefined ? step.name : t('logs.agentTurn', { n: turnOf(step) })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {/* An id, not a word: kept as code, left to right. */}
            <Box component="code" dir="ltr" sx={{ fontFamily: 'inherit' }}>
              {step.serviceId}
            </Box>
            {step.iteration !== null && ` · ${t('logs.iteration')} ${step.iteration + 1}`}
          </Typography>
        </Box>
        <StepStatusChip status={step.status} />
        {!nested && (
          <Typography variant="body2" color="text.secondary" data-testid="step-attempts">
            {t('logs.attempts')}: {step.attempts}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" data-testid="step-duration" sx={{ minWidth: 64 }}>
          <Ltr>{duration(step.durationMs)}</Ltr>
        </Typography>
      </Stack>
      {step.error && (
        <Alert severity="error" sx={{ mb: 1.5, overflowWrap: 'anywhere' }} data-testid="step-error">
          {step.error.message}
        </Alert>
      )}
      <Stack spacing={1}>
        <JsonSection title={t('logs.input')} value={step.input} testId="step-input" />
        <JsonSection
          title={t('logs.output')}
          value={step.output}
          truncated={step.outputTruncated}
          defaultOpen={!nested}
          testId="step-output"
        />
      </Stack>
    </Paper>
  );
}
