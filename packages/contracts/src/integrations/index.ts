import { z } from 'zod';
import { ListSearch, Page, pageQuery } from '../lists.js';
import { RunSummary } from '../runtime/api.js';
import { WorkflowGraph } from '../workflow/graph.js';
import { RunStatus } from '../workflow/run.js';

/**
 * Integration templates (the library) and integrations.
 *
 * A template is a ready-made workflow with a settings form. Its workflow's params and data may hold
 * placeholders `[[key]]` naming a settings field:
 * - a string that is exactly `[[key]]` becomes the setting's typed value (number, boolean, JSON, text);
 * - `[[key]]` inside a longer string is replaced by the value as text (JSON for objects and lists);
 * - `{{ ... }}` stays a run-time JSONata mapping; `[[...]]` is filled once, when the integration is saved.
 * Authorizations are not placeholders: each requirement names the step params it fills with the chosen
 * authorization's id (`fills`).
 */

export const INTEGRATION_PLACEHOLDER = /\[\[\s*([A-Za-z][A-Za-z0-9_]*)\s*\]\]/g;

export const IntegrationSettingType = z.enum([
  'text',
  'textarea',
  'number',
  'boolean',
  'select',
  'email',
  'url',
  'json',
]);
export type IntegrationSettingType = z.infer<typeof IntegrationSettingType>;

export const IntegrationSettingOption = z.object({ label: z.string(), value: z.string() });
export type IntegrationSettingOption = z.infer<typeof IntegrationSettingOption>;

/** One field of a template's settings form (the same shape family as the auth templates' fields). */
export const IntegrationSettingField = z.object({
  key: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/),
  label: z.string(),
  type: IntegrationSettingType,
  required: z.boolean(),
  help: z.string().optional(),
  placeholder: z.string().optional(),
  default: z.unknown().optional(),
  options: z.array(IntegrationSettingOption).optional(),
  /** A regular expression a text value must match (identifiers such as table names). */
  pattern: z.string().optional(),
  /** What the pattern means, shown when a value does not match. */
  patternMessage: z.string().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
});
export type IntegrationSettingField = z.infer<typeof IntegrationSettingField>;

/** A step param an authorization fills: `graph.nodes[nodeId].params[param] = authorizationId`. */
export const IntegrationAuthFill = z.object({ nodeId: z.string(), param: z.string() });
export type IntegrationAuthFill = z.infer<typeof IntegrationAuthFill>;

/** An authorization a template needs: of a kind (`postgres`, `smtp`, `openai`, `bearer`, ...). */
export const IntegrationAuthRequirement = z.object({
  key: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/),
  label: z.string(),
  /** The authorization kind the steps accept (the services' `authorizationKinds`). */
  kind: z.string(),
  /** The auth library template to create one from (`/auth-library/auth-templates/{id}`). */
  authTemplateId: z.string(),
  required: z.boolean(),
  help: z.string().optional(),
  fills: z.array(IntegrationAuthFill).min(1),
});
export type IntegrationAuthRequirement = z.infer<typeof IntegrationAuthRequirement>;

export const IntegrationTriggerKind = z.enum(['webhook', 'schedule', 'mailhook', 'manual']);
export type IntegrationTriggerKind = z.infer<typeof IntegrationTriggerKind>;

/** The workflow a template builds: data fields over the workflow defaults, and the graph. */
export const IntegrationTemplateWorkflow = z.object({
  /** Merged over the default workflow data (`schedule`, `webhook`, `mailhook` are merged one level deep). */
  data: z.record(z.string(), z.unknown()),
  graph: WorkflowGraph,
});
export type IntegrationTemplateWorkflow = z.infer<typeof IntegrationTemplateWorkflow>;

export const IntegrationTemplateSummary = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  icon: z.string(),
  trigger: IntegrationTriggerKind,
  /** The step kinds it uses, for the library's cards ("db.postgres", "mail.send", ...). */
  services: z.array(z.string()),
  /** The authorization kinds it needs. */
  authorizationKinds: z.array(z.string()),
});
export type IntegrationTemplateSummary = z.infer<typeof IntegrationTemplateSummary>;

export const IntegrationTemplate = IntegrationTemplateSummary.extend({
  /** Longer help: what it does, what to prepare (a table, a queue), what a run sends. */
  instructions: z.string(),
  settings: z.array(IntegrationSettingField),
  authorizations: z.array(IntegrationAuthRequirement),
  workflow: IntegrationTemplateWorkflow,
});
export type IntegrationTemplate = z.infer<typeof IntegrationTemplate>;

/** GET /api/itemplate?search=&category= */
export const IntegrationTemplateListQuery = z.object({
  search: ListSearch,
  category: z.string().max(100).optional(),
});
export type IntegrationTemplateListQuery = z.infer<typeof IntegrationTemplateListQuery>;

export const IntegrationTemplateListResponse = z.object({
  items: z.array(IntegrationTemplateSummary),
  total: z.number().int(),
  /** Every category of the library (not only the filtered ones), sorted. */
  categories: z.array(z.string()),
});
export type IntegrationTemplateListResponse = z.infer<typeof IntegrationTemplateListResponse>;

export const IntegrationSettings = z.record(z.string(), z.unknown());
export type IntegrationSettings = z.infer<typeof IntegrationSettings>;

/** Requirement key → the chosen authorization's id. */
export const IntegrationAuthorizationIds = z.record(z.string(), z.string());
export type IntegrationAuthorizationIds = z.infer<typeof IntegrationAuthorizationIds>;

/** An integration as the API returns it. */
export const Integration = z.object({
  id: z.string(),
  projectId: z.string().nullable(),
  templateId: z.string(),
  templateName: z.string(),
  category: z.string(),
  icon: z.string(),
  trigger: IntegrationTriggerKind,
  name: z.string(),
  settings: IntegrationSettings,
  authorizationIds: IntegrationAuthorizationIds,
  enabled: z.boolean(),
  /** The workflow it runs (hidden from the workflow list; `POST .../copy` gives an editable copy). */
  workflowId: z.string(),
  /** Where to send requests or mail, for webhook and mailhook templates; null otherwise. */
  webhookUrl: z.string().nullable(),
  mailhookAddress: z.string().nullable(),
  scheduleText: z.string(),
  lastRun: z.object({ id: z.string(), status: RunStatus, queuedAt: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Integration = z.infer<typeof Integration>;

/** GET /api/integration?projectId=&search=&page=&pageSize= */
export const IntegrationListQuery = z.object({
  search: ListSearch,
  projectId: z.uuid().optional(),
  ...pageQuery(),
});
export type IntegrationListQuery = z.infer<typeof IntegrationListQuery>;

export const IntegrationListResponse = Page(Integration);
export type IntegrationListResponse = z.infer<typeof IntegrationListResponse>;

/** POST /api/integration: an instance of a template. A missing name takes the template's. */
export const CreateIntegrationRequest = z.object({
  templateId: z.string().min(1),
  name: z.string().trim().max(200).optional(),
  projectId: z.uuid().nullable().optional(),
  settings: IntegrationSettings.default({}),
  authorizationIds: IntegrationAuthorizationIds.default({}),
  enabled: z.boolean().default(true),
});
export type CreateIntegrationRequest = z.input<typeof CreateIntegrationRequest>;

/** PUT /api/integration/{id}: the whole object; its workflow is rebuilt from the template. */
export const UpdateIntegrationRequest = z.object({
  name: z.string().trim().min(1, 'An integration needs a name').max(200),
  projectId: z.uuid().nullable().optional(),
  settings: IntegrationSettings,
  authorizationIds: IntegrationAuthorizationIds,
  enabled: z.boolean(),
});
export type UpdateIntegrationRequest = z.input<typeof UpdateIntegrationRequest>;

/** POST/PUT/GET answers that carry a message for the message bar ("Integration Saved"). */
export const IntegrationSavedResponse = z.object({ message: z.string(), integration: Integration });
export type IntegrationSavedResponse = z.infer<typeof IntegrationSavedResponse>;

/** GET /api/integration/{id}/runs?status=&page=&pageSize= */
export const IntegrationRunListQuery = z.object({
  status: RunStatus.optional(),
  ...pageQuery(),
});
export type IntegrationRunListQuery = z.infer<typeof IntegrationRunListQuery>;

export const IntegrationRunListResponse = Page(RunSummary);
export type IntegrationRunListResponse = z.infer<typeof IntegrationRunListResponse>;

/** POST /api/integration/{id}/copy: a normal workflow the caller opens in the designer. */
export const IntegrationCopyResponse = z.object({ workflowId: z.string(), title: z.string() });
export type IntegrationCopyResponse = z.infer<typeof IntegrationCopyResponse>;
