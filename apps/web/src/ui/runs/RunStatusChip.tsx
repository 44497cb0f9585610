import type { RunStatus } from '@flowlane/contracts';
import { Chip, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RUN_STATUS_COLORS, stepStatusColor } from './run-status';

/** A run's status as a coloured chip; a running run shows a small spinner. */
export function RunStatusChip({ status, size = 'small' }: { status: RunStatus; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      data-testid="run-status"
      data-status={status}
      color={RUN_STATUS_COLORS[status]}
      variant={status === 'queued' || status === 'cancelled' ? 'outlined' : 'filled'}
      label={t(`runs.status.${status}`)}
      icon={status === 'running' ? <CircularProgress size={12} color="inherit" /> : undefined}
    />
  );
}

const STEP_STATUSES = ['succeeded', 'failed', 'skipped', 'cancelled'] as const;
const isStepStatus = (status: string): status is (typeof STEP_STATUSES)[number] =>
  STEP_STATUSES.some((known) => known === status);

export function StepStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      data-testid="step-status"
      data-status={status}
      color={stepStatusColor(status)}
      variant={status === 'skipped' || status === 'cancelled' ? 'outlined' : 'filled'}
      label={isStepStatus(status) ? t(`runs.stepStatus.${status}`) : status}
    />
  );
}
