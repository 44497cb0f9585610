import { z } from 'zod';
import { PlanFeature } from '../billing/plans.js';

export const ServiceFieldType = z.enum([
  'string',
  'text',
  'number',
  'boolean',
  'select',
  'json',
  'code',
  'keyvalue',
  'authorization',
  /** A dataset of the team, picked from a list (its columns feed the mapper). */
  'dataset',
  /** A JSONata expression the engine evaluates later (a loop's break condition), not when the step starts. */
  'expression',
  /** An AI agent's tools (steps, workflows, MCP servers), chosen in the panel's tools picker. */
  'tools',
]);
export type ServiceFieldType = z.infer<typeof ServiceFieldType>;

export const ServiceFieldOption = z.object({ label: z.string(), value: z.string() });
export type ServiceFieldOption = z.infer<typeof ServiceFieldOption>;

export const ServiceField = z.object({
  key: z.string().min(1),
  label: z.string(),
  type: ServiceFieldType,
  required: z.boolean(),
  help: z.string().optional(),
  options: z.array(ServiceFieldOption).optional(),
  default: z.unknown().optional(),
  placeholder: z.string().optional(),
  /** Shown only for these actions; absent means every action. */
  actions: z.array(z.string()).optional(),
  /**
   * Shown only while the select field `key` holds one of `values` (its default when unset); a mapped
   * value is not known before the run, so the field stays shown. Absent: always shown.
   */
  visibleWhen: z.object({ key: z.string(), values: z.array(z.string()) }).optional(),
  /**
   * Choices loaded from the account the step's authorization reaches (Slack channels, a spreadsheet's
   * tabs): the loader's id (`POST /api/step-options`), and the fields whose values it needs besides the
   * authorization. The field still takes any value or mapping.
   */
  optionsFrom: z.object({ loader: z.string(), dependsOn: z.array(z.string()).optional() }).optional(),
});
export type ServiceField = z.infer<typeof ServiceField>;

/** POST /api/step-options: a loader's choices for a step's field, with the step's authorization. */
export const StepOptionsRequest = z.object({
  loader: z.string().min(1),
  authorization: z.string().min(1),
  /** The step's other params the loader depends on (a spreadsheet id for its tabs). */
  params: z.record(z.string(), z.unknown()).default({}),
});
export type StepOptionsRequest = z.infer<typeof StepOptionsRequest>;

export const StepOptionsResponse = z.object({ options: z.array(ServiceFieldOption) });
export type StepOptionsResponse = z.infer<typeof StepOptionsResponse>;

export const ServiceAction = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: z.string(),
});
export type ServiceAction = z.infer<typeof ServiceAction>;

export const ServiceKind = z.enum(['trigger', 'action', 'flow']);
export type ServiceKind = z.infer<typeof ServiceKind>;

/** A labelled output of a step that edges leave from (`edge.sourceHandle`). */
export const OutputHandle = z.object({ id: z.string().min(1), label: z.string() });
export type OutputHandle = z.infer<typeof OutputHandle>;

/** Handles named by a param, as Switch's cases: each item of `params[param]` gives the handle `item[idKey]`. */
export const DynamicOutputHandles = z.object({
  param: z.string(),
  idKey: z.string(),
  labelKey: z.string().optional(),
});
export type DynamicOutputHandles = z.infer<typeof DynamicOutputHandles>;

/** The serializable description of a service that `GET /api/service-library/services` serves. */
export const ServiceDescriptor = z.object({
  id: z.string().min(1),
  name: z.string(),
  category: z.string(),
  icon: z.string(),
  description: z.string(),
  kind: ServiceKind,
  actions: z.array(ServiceAction).min(1),
  inputs: z.array(ServiceField),
  /** JSON Schema of the step's output; the mapper's data-sources tree falls back to it. */
  outputSchema: z.record(z.string(), z.unknown()),
  /** Fixed labelled outputs. The default output (sourceHandle null) is listed as 'main'. */
  outputHandles: z.array(OutputHandle),
  dynamicOutputHandles: DynamicOutputHandles.optional(),
  planFeature: PlanFeature.optional(),
  /** Authorization kinds an 'authorization' input accepts ('postgresql', 'smtp', 'openai', ...). */
  authorizationKinds: z.array(z.string()).optional(),
  /** An app connector's step: the app's id ('slack'); the palette groups by it (category is its name). */
  app: z.string().optional(),
  /** Auth library templates whose authorizations the step accepts (an app's, narrower than the kinds). */
  authorizationTemplates: z.array(z.string()).optional(),
  /** Safe to repeat: running it twice with the same params changes nothing more (an AI tool's hint). */
  idempotent: z.boolean().optional(),
});
export type ServiceDescriptor = z.infer<typeof ServiceDescriptor>;
