// The run logs (spec section 2, /logs/flow/...), and the run pieces the dashboard and workflow list share.
export {
  DURATION_UNIT_MS,
  type DurationUnit,
  dayIn,
  daysBetween,
  durationTick,
  durationUnit,
  formatDuration,
  formatHours,
  formatHoursMinutes,
  usagePercent,
  usageText,
} from './format';
export { JsonTree } from './JsonTree';
export { runKeys } from './logs-api';
export { RunPage } from './RunPage';
export { RunStatusChip } from './RunStatusChip';
export { announceFailure, announceQueued } from './run-actions';
export { useAccent } from './use-accent';
export { useCanEditWorkflows } from './use-can-edit';
export { useAccountTimeZone, useDateTime, useTimeZone } from './use-date-time';
export { WorkflowRunsPage } from './WorkflowRunsPage';
