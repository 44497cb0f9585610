// A run as every screen shows it: its status chip, its summary, its steps and their JSON. The workflow's
// run log and an integration's runs both build on these.
export { Fact } from './Fact';
export { JsonSection } from './JsonSection';
export { JsonTree } from './JsonTree';
export { RunStatusChip, StepStatusChip } from './RunStatusChip';
export { RunStepList } from './RunStepList';
export { RunSummaryCard } from './RunSummaryCard';
export { RUN_STATUS_COLORS, type StatusColor, stepStatusColor } from './run-status';
export { StepCard } from './StepCard';
