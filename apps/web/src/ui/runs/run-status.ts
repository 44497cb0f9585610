import type { RunStatus } from '@flowlane/contracts';

export type StatusColor = 'default' | 'info' | 'success' | 'error' | 'warning';

export const RUN_STATUS_COLORS: Record<RunStatus, StatusColor> = {
  queued: 'default',
  running: 'info',
  succeeded: 'success',
  failed: 'error',
  cancelled: 'default',
  timed_out: 'error',
  refused: 'warning',
};

const STEP_STATUS_COLORS: Record<string, StatusColor> = {
  succeeded: 'success',
  failed: 'error',
  skipped: 'default',
  cancelled: 'default',
};

export const stepStatusColor = (status: string): StatusColor => STEP_STATUS_COLORS[status] ?? 'default';
