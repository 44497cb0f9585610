// The run pieces the dashboard, workflow list and other pages share. The log pages themselves (/logs/flow/...)
// are imported by the routes directly: through this barrel, every page importing a helper would load their chart.
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
export { RunStatusChip } from './RunStatusChip';
export { announceFailure, announceQueued } from './run-actions';
export { useAccent } from './use-accent';
export { useCanEditWorkflows } from './use-can-edit';
export { useAccountTimeZone, useDateTime, useTimeZone } from './use-date-time';
