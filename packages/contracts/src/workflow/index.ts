export {
  CanvasView,
  CronParts,
  defaultWorkflow,
  defaultWorkflowData,
  MCP_TOOL_NAME,
  McpHttpBody,
  SchedulePeriod,
  ScheduleStartDate,
  WebhookResponseMode,
  WorkflowData,
  WorkflowDocument,
  WorkflowMailhook,
  WorkflowMcpTool,
  WorkflowSchedule,
  WorkflowWebhook,
} from './data.js';
export { NO_SCHEDULE_ENTRY, type RunEntry, runEntry } from './entry.js';
export {
  emptyWorkflowGraph,
  migrateWorkflowGraph,
  NodePosition,
  NodeSettings,
  OnError,
  RetryBackoff,
  RetrySettings,
  upgradeWorkflowGraph,
  WORKFLOW_MIGRATIONS,
  WORKFLOW_SCHEMA_VERSION,
  WorkflowEdge,
  WorkflowGraph,
  WorkflowNode,
} from './graph.js';
export { GraphOperation, OutputRef, StepMove, StepPatch } from './graph-operation.js';
export {
  DATA_SOURCES_ROOT_ID,
  DataSourceItemData,
  DataSourcesTree,
  DataSourceTreeItem,
  defaultDataSourcesTree,
  MapperFunction,
  MapperFunctionCategory,
} from './mapper.js';
export {
  DocumentVersionError,
  type MigrationChain,
  type MigrationStep,
  migrationChain,
} from './migrations.js';
export {
  ACTIVE_RUN_STATUSES,
  ErrorKind,
  FAILED_RUN_STATUSES,
  FINAL_RUN_STATUSES,
  isActiveRunStatus,
  isFinalRunStatus,
  isRetryableRunStatus,
  RUN_STATUSES,
  RunResult,
  RunStatus,
  StepError,
  StepRecord,
  StepStatus,
  WebhookAccepted,
  WebhookReply,
  WebhookRunOutput,
} from './run.js';
export {
  DynamicOutputHandles,
  OutputHandle,
  ServiceAction,
  ServiceDescriptor,
  ServiceField,
  ServiceFieldOption,
  ServiceFieldType,
  ServiceKind,
  StepOptionsRequest,
  StepOptionsResponse,
} from './service.js';
export {
  TEST_CALL_CAPTURED,
  TEST_CALL_KINDS,
  TEST_CALL_LISTEN_SECONDS,
  TEST_CALL_NOT_LISTENING,
  TestCallKind,
  TestCallState,
} from './test-call.js';
export { ValidationIssue, ValidationIssueCode } from './validation.js';
