import { z } from 'zod';
import { ListSearch, Page, pageQuery } from '../lists.js';
import { RunStatus, StepError, ValidationIssue, WorkflowData, WorkflowGraph } from '../workflow/index.js';

/** A workflow as the API returns it: its document plus what the server derives and owns. */
export const WorkflowResponse = z.object({
  id: z.string(),
  projectId: z.string().nullable(),
  version: z.number().int(),
  data: WorkflowData,
  graph: WorkflowGraph,
  hookId: z.string(),
  webhookUrl: z.string(),
  /** "Listen for a test call" captures the next call to this URL as the Webhook step's test data. */
  webhookTestUrl: z.string(),
  mailhookAddress: z.string(),
  /** Problems the designer should show (unknown service, missing input, ...); saving still works. */
  issues: z.array(ValidationIssue.pick({ nodeId: true, code: true, message: true })),
  nextRuns: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkflowResponse = z.infer<typeof WorkflowResponse>;

/** POST api/workflow: the default workflow, or parts of one (missing parts take the spec's defaults). */
export const CreateWorkflowRequest = z.object({
  data: WorkflowData.partial().optional(),
  graph: WorkflowGraph.optional(),
  projectId: z.string().uuid().nullable().optional(),
});
export type CreateWorkflowRequest = z.infer<typeof CreateWorkflowRequest>;

/** PUT /api/workflow/{id}: the whole object. */
export const UpdateWorkflowRequest = z.object({
  data: WorkflowData,
  graph: WorkflowGraph,
  projectId: z.string().uuid().nullable().optional(),
});
export type UpdateWorkflowRequest = z.infer<typeof UpdateWorkflowRequest>;

export const WorkflowListItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  projectId: z.string().nullable(),
  enabled: z.boolean(),
  triggers: z.array(z.enum(['manual', 'schedule', 'webhook', 'mailhook'])),
  scheduleText: z.string(),
  nextRunAt: z.string().nullable(),
  lastRun: z.object({ id: z.string(), status: RunStatus, queuedAt: z.string() }).nullable(),
  updatedAt: z.string(),
  createdAt: z.string(),
});
export type WorkflowListItem = z.infer<typeof WorkflowListItem>;

/** GET /api/workflow?search=&projectId=&sort=&page=&pageSize= */
export const WorkflowListQuery = z.object({
  search: ListSearch,
  projectId: z.uuid().optional(),
  sort: z.enum(['updated', 'title', 'created']).default('updated'),
  ...pageQuery(),
});
export type WorkflowListQuery = z.infer<typeof WorkflowListQuery>;

export const WorkflowListResponse = Page(WorkflowListItem);
export type WorkflowListResponse = z.infer<typeof WorkflowListResponse>;

/** What started a run (stored in runs.trigger, whose type the server's schema takes from here). */
export const RUN_TRIGGER_KINDS = [
  'manual',
  'webhook',
  'schedule',
  'mailhook',
  'retry',
  'integration',
  'test',
  'mcp',
] as const;
export const RunTriggerKind = z.enum(RUN_TRIGGER_KINDS);
export type RunTriggerKind = z.infer<typeof RunTriggerKind>;

export const RunSummary = z.object({
  id: z.string(),
  workflowId: z.string(),
  workflowVersion: z.number().int(),
  status: RunStatus,
  trigger: RunTriggerKind,
  attempts: z.number().int(),
  queuedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().nullable(),
  processingMs: z.number(),
  error: StepError.nullable(),
  retryOf: z.string().nullable(),
});
export type RunSummary = z.infer<typeof RunSummary>;

export const RunStepView = z.object({
  seq: z.number().int(),
  nodeId: z.string(),
  name: z.string(),
  serviceId: z.string(),
  status: z.string(),
  iteration: z.number().int().nullable(),
  input: z.unknown(),
  output: z.unknown(),
  outputTruncated: z.boolean(),
  startedAt: z.string(),
  durationMs: z.number(),
  attempts: z.number().int(),
  error: StepError.nullable(),
});
export type RunStepView = z.infer<typeof RunStepView>;

export const RunDetail = RunSummary.extend({
  triggerData: z.unknown(),
  output: z.unknown(),
  steps: z.array(RunStepView),
});
export type RunDetail = z.infer<typeof RunDetail>;

/** Run lists count up to this many runs; past it they answer "more than RUN_COUNT_CAP" (totalCapped). */
export const RUN_COUNT_CAP = 10_000;

/** Where a page of runs ended (`nextCursor`); opaque to clients, made by the server. */
export const RunCursor = z
  .string()
  .regex(/^\d{1,20}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Invalid cursor');

/**
 * A workflow's runs, newest first: by page number (offset), or after `cursor` (the `nextCursor` of the
 * page before), which stays as fast however deep the page.
 */
export const RunListQuery = z.object({
  status: RunStatus.optional(),
  ...pageQuery(),
  cursor: RunCursor.optional(),
});
export type RunListQuery = z.infer<typeof RunListQuery>;

/**
 * `total` counts up to RUN_COUNT_CAP; `totalCapped` says there are more than that. `nextCursor` leads to
 * the next page (null on the last one).
 */
export const RunListResponse = Page(RunSummary).extend({
  totalCapped: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type RunListResponse = z.infer<typeof RunListResponse>;

export const RunQueuedResponse = z.object({ runId: z.string(), status: RunStatus, message: z.string() });
export type RunQueuedResponse = z.infer<typeof RunQueuedResponse>;

export const DashboardSummary = z.object({
  plan: z.object({
    guid: z.string(),
    name: z.string(),
    processingSeconds: z.number(),
    concurrency: z.number(),
  }),
  period: z.object({ start: z.string(), end: z.string() }),
  usedMs: z.number(),
  allowanceMs: z.number(),
  usageByDay: z.array(z.object({ day: z.string(), ms: z.number() })),
  runsToday: z.number().int(),
  failuresToday: z.number().int(),
  runningNow: z.number().int(),
  recentRuns: z.array(RunSummary.extend({ workflowTitle: z.string() })),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

/** POST /api/workflow/{id}/live/ticket: opens the live log once, within a minute (EventSource has no headers). */
export const LiveTicket = z.object({ ticket: z.string() });
export type LiveTicket = z.infer<typeof LiveTicket>;

/** GET /api/workflow/{id}/live: a ticket in the query, or the usual Authorization header. */
export const LiveStreamQuery = z.object({ ticket: z.string().max(2048).optional() });
export type LiveStreamQuery = z.infer<typeof LiveStreamQuery>;
