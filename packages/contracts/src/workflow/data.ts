import { z } from 'zod';
import { emptyWorkflowGraph, WorkflowGraph } from './graph.js';

/**
 * The schedule form's period. The spec fixes only daily_value's default; the others are ours:
 * every minute, which matches the default cron expression '* * * * *'.
 */
export const SchedulePeriod = z.object({
  type: z.enum(['minute', 'hour', 'day', 'week', 'month', 'custom']),
  value: z.number().int().min(1),
  daily_value: z.string(),
  /** Not read by the scheduler (kept because the spec's period has it); see minute_value. */
  hourly_value: z.number().int().min(0).max(59),
  /** The minute past the hour an hourly schedule runs at (0–59). */
  minute_value: z.number().int().min(0).max(59),
});
export type SchedulePeriod = z.infer<typeof SchedulePeriod>;

/** The five cron parts the schedule form edits one by one. */
export const CronParts = z.object({
  minute: z.string(),
  hour: z.string(),
  dayOfMonth: z.string(),
  month: z.string(),
  dayOfWeek: z.string(),
});
export type CronParts = z.infer<typeof CronParts>;

export const ScheduleStartDate = z.object({
  /** ISO instant, or null before the user picks one. */
  utc: z.string().nullable(),
  /** The same instant as the user saw it ('YYYY-MM-DD HH:mm' in `timezone`). */
  user: z.string().nullable(),
  timezone: z.string(),
});
export type ScheduleStartDate = z.infer<typeof ScheduleStartDate>;

export const WorkflowSchedule = z.object({
  active: z.boolean(),
  period: SchedulePeriod,
  schedule: CronParts,
  startDate: ScheduleStartDate,
  cronExpression: z.string(),
  textExpression: z.string(),
});
export type WorkflowSchedule = z.infer<typeof WorkflowSchedule>;

export const WebhookResponseMode = z.enum(['async', 'sync']);
export type WebhookResponseMode = z.infer<typeof WebhookResponseMode>;

export const WorkflowWebhook = z.object({
  active: z.boolean(),
  hookId: z.string().optional(),
  /** 'async' answers 202 with the run id; 'sync' waits for a Webhook Response step. */
  responseMode: WebhookResponseMode.default('async'),
});
export type WorkflowWebhook = z.infer<typeof WorkflowWebhook>;

export const WorkflowMailhook = z.object({
  active: z.boolean(),
  hookId: z.string().optional(),
});
export type WorkflowMailhook = z.infer<typeof WorkflowMailhook>;

/** An MCP tool's name as clients call it (the MCP spec's tool-name characters). */
export const MCP_TOOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A workflow served as an MCP tool at the team's MCP endpoint (issue 52): its name, description and the
 * JSON Schema of its arguments (an object schema; the arguments become the run's trigger data).
 */
export const WorkflowMcpTool = z.object({
  enabled: z.boolean(),
  name: z.string().regex(MCP_TOOL_NAME, 'Use 1 to 64 letters, digits, "_" or "-" for an MCP tool name.'),
  description: z.string().max(2000),
  inputSchema: z
    .record(z.string(), z.unknown())
    .refine((schema) => schema.type === 'object', 'An MCP tool input schema must be of type "object".'),
});
export type WorkflowMcpTool = z.infer<typeof WorkflowMcpTool>;

/** A POST to the MCP endpoint: one JSON-RPC message or a batch (the MCP SDK checks the messages). */
export const McpHttpBody = z.union([
  z.record(z.string(), z.unknown()),
  z.array(z.record(z.string(), z.unknown())),
]);

export const CanvasView = z.object({
  zoom: z.number(),
  minZoom: z.number(),
  maxZoom: z.number(),
  pan: z.object({ x: z.number(), y: z.number() }),
  zooming: z.boolean(),
  panning: z.boolean(),
  boxSelection: z.boolean(),
  renderer: z.enum(['canvas', 'svg']),
});
export type CanvasView = z.infer<typeof CanvasView>;

export const WorkflowData = z.object({
  title: z.string(),
  description: z.string(),
  categories: z.array(z.string()),
  enabled: z.boolean(),
  schedule: WorkflowSchedule,
  webhook: WorkflowWebhook,
  mailhook: WorkflowMailhook,
  /** Served as an MCP tool (issue 52); absent on workflows that never were. */
  mcp: WorkflowMcpTool.optional(),
  view: CanvasView,
});
export type WorkflowData = z.infer<typeof WorkflowData>;

/** A workflow as the designer loads and saves it: its data and its graph. */
export const WorkflowDocument = z.object({
  data: WorkflowData,
  graph: WorkflowGraph,
});
export type WorkflowDocument = z.infer<typeof WorkflowDocument>;

/** The spec's defaults for a new workflow (section 3, "Workflow defaults"), letter for letter. */
export function defaultWorkflowData(): WorkflowData {
  return {
    title: '*Untitled',
    description: '*Untitled Workflow',
    categories: [],
    enabled: true,
    schedule: {
      active: false,
      period: {
        type: 'minute',
        value: 1,
        daily_value: '2020-01-01 00:00',
        hourly_value: 0,
        minute_value: 0,
      },
      schedule: { minute: '*', hour: '*', dayOfMonth: '*', month: '*', dayOfWeek: '*' },
      startDate: { utc: null, user: null, timezone: 'UTC' },
      cronExpression: '* * * * *',
      textExpression: 'Schedule is disabled',
    },
    webhook: { active: false, responseMode: 'async' },
    mailhook: { active: false },
    view: {
      zoom: 1,
      minZoom: 0,
      maxZoom: 2,
      pan: { x: 200, y: 200 },
      zooming: true,
      panning: true,
      boxSelection: true,
      renderer: 'canvas',
    },
  };
}

/** The payload of `POST api/workflow`: the default data and an empty graph. */
export function defaultWorkflow(): WorkflowDocument {
  return { data: defaultWorkflowData(), graph: emptyWorkflowGraph() };
}
