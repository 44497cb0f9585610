// The run logs (spec section 2, /logs/flow/...), and the run pieces the dashboard and workflow list share.
export {
  formatDuration,
  formatHours,
  formatHoursMinutes,
  intParam,
  usagePercent,
  usageText,
} from './format';
export { JsonTree } from './JsonTree';
export { runKeys } from './logs-api';
export { RunPage } from './RunPage';
export { RunStatusChip } from './RunStatusChip';
export { announceFailure, announceQueued } from './run-actions';
export { LOGS_TEXTS, RUN_STATUS_LABELS, TRIGGER_LABELS } from './texts';
export { useCanEditWorkflows } from './use-can-edit';
export { useClampPage } from './use-clamp-page';
export { useDateTime, useTimeZone } from './use-date-time';
export { WorkflowRunsPage } from './WorkflowRunsPage';
