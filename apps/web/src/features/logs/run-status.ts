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

/** A run still on its way: it can be cancelled and it changes live. */
export const isActiveRun = (status: RunStatus) => status === 'queued' || status === 'running';

/** A run that ended in a failure the retry can pick up from. */
export const isRetryableRun = (status: RunStatus) => status === 'failed' || status === 'timed_out';
