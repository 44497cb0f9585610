import type { RunStatus } from '@flowlane/contracts';
import { Chip, CircularProgress } from '@mui/material';
import { RUN_STATUS_COLORS, stepStatusColor } from './run-status';
import { RUN_STATUS_LABELS, STEP_STATUS_LABELS } from './texts';

/** A run's status as a coloured chip; a running run shows a small spinner. */
export function RunStatusChip({ status, size = 'small' }: { status: RunStatus; size?: 'small' | 'medium' }) {
  return (
    <Chip
      size={size}
      data-testid="run-status"
      data-status={status}
      color={RUN_STATUS_COLORS[status]}
      variant={status === 'queued' || status === 'cancelled' ? 'outlined' : 'filled'}
      label={RUN_STATUS_LABELS[status]}
      icon={status === 'running' ? <CircularProgress size={12} color="inherit" /> : undefined}
    />
  );
}

export function StepStatusChip({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      data-testid="step-status"
      data-status={status}
      color={stepStatusColor(status)}
      variant={status === 'skipped' || status === 'cancelled' ? 'outlined' : 'filled'}
      label={STEP_STATUS_LABELS[status] ?? status}
    />
  );
}
