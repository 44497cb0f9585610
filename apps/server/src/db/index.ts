export { type Database, type DatabaseOptions, type Db, openDatabase, startDatabase } from './client.js';
export { PgliteThread, pgliteDirOf } from './pglite-thread.js';
export {
  API_KEY_USE_RETENTION_MS,
  type ApiKeyKindValue,
  type ApiKeyPrincipal,
  type ApiKeyRecord,
  apiKeysRepository,
  type NewApiKey,
} from './repositories/api-keys.js';
export { authThrottleRepository } from './repositories/auth-throttle.js';
export {
  billingRepository,
  type InvoiceRecord,
  type InvoiceSortColumn,
  type InvoiceUpsert,
  type PlanState,
} from './repositories/billing.js';
export type { TypedCondition, TypedFilter } from './repositories/dataset-filter.js';
export {
  type DatasetImportRecord,
  type DatasetRecord,
  type DatasetsRepository,
  DuplicateKeyError,
  datasetsRepository,
  type RowOrder,
  type StoredRow,
} from './repositories/datasets.js';
export { type FileInfo, type FileRecord, filesRepository, type NewFile } from './repositories/files.js';
export { mailOutboxRepository, type NewOutboxMail, type OutboxMail } from './repositories/mail-outbox.js';
export { maintenanceRepository } from './repositories/maintenance.js';
export {
  type PdfDocumentListItem,
  type PdfDocumentRecord,
  type PdfPageRecord,
  pdfDocumentsRepository,
} from './repositories/pdf-documents.js';
export { type ProjectRecord, projectsRepository } from './repositories/projects.js';
export {
  type BusyTeams,
  type DispatchableRun,
  type FinishedRun,
  type NewRun,
  type NewRunStep,
  parseRunCursor,
  type RunCursor,
  type RunFinish,
  type RunRecord,
  type RunStartedHere,
  type RunStatusValue,
  type RunStepRecord,
  type RunTrigger,
  runsRepository,
} from './repositories/runs.js';
export { type EarlierOutput, type FinishedStepRun, stepRunsRepository } from './repositories/step-runs.js';
export {
  type SandboxEventRow,
  type SandboxStore,
  sandboxStore,
  stripeSandboxRepository,
} from './repositories/stripe-sandbox.js';
export { type SubscriptionRecord, subscriptionsRepository } from './repositories/subscriptions.js';
export {
  type TeamInvitationRecord,
  type TeamMember,
  teamAdminRepository,
} from './repositories/team-admin.js';
export {
  type MembershipRole,
  type TeamMembership,
  type TeamRecord,
  teamsRepository,
} from './repositories/teams.js';
export {
  type OneTimeTokenKind,
  type OneTimeTokenRecord,
  oneTimeTokensRepository,
  type RefreshTokenRecord,
  type RevokeReason,
  type SessionRecord,
  sessionsRepository,
} from './repositories/tokens.js';
export {
  type TestCallKindValue,
  type TestCallRecord,
  triggerTestCallsRepository,
} from './repositories/trigger-test-calls.js';
export {
  type NewAccount,
  normalizeEmail,
  type ProfilePatch,
  type SessionPrincipal,
  type UserRecord,
  usersRepository,
} from './repositories/users.js';
export { workflowKvRepository } from './repositories/workflow-kv.js';
export {
  HOOK_TARGETS_CHANNEL,
  type HookTarget,
  type WorkflowColumns,
  type WorkflowListQuery,
  type WorkflowRecord,
  type WorkflowVersionRecord,
  workflowsRepository,
} from './repositories/workflows.js';
export * as tables from './schema/index.js';
