import { z } from 'zod';
import { WorkflowResponse } from '../runtime/api.js';

/** Why an imported step needs a person's hand (the web words each kind). */
export const N8nImportIssueKind = z.enum([
  'unmapped',
  'authorization',
  'expression',
  'parameter',
  'connection',
  'trigger',
]);
export type N8nImportIssueKind = z.infer<typeof N8nImportIssueKind>;

/** An n8n node and the step it became. */
export const N8nImportStep = z.object({
  node: z.string(),
  type: z.string(),
  stepId: z.string(),
  serviceId: z.string(),
});
export type N8nImportStep = z.infer<typeof N8nImportStep>;

export const N8nImportIssue = z.object({
  node: z.string(),
  stepId: z.string().nullable(),
  kind: N8nImportIssueKind,
  /** What to do, in English with the n8n names and expressions it is about. */
  detail: z.string(),
});
export type N8nImportIssue = z.infer<typeof N8nImportIssue>;

/** What an n8n import did: the steps mapped, the placeholders left, and what needs a hand. */
export const N8nImportReport = z.object({
  workflowName: z.string(),
  mapped: z.array(N8nImportStep),
  placeholders: z.array(N8nImportStep),
  needsHand: z.array(N8nImportIssue),
  /** Sticky notes and other canvas decoration, left out. */
  skipped: z.number().int().min(0),
});
export type N8nImportReport = z.infer<typeof N8nImportReport>;

/** `POST /api/workflow/import/n8n`: the new workflow and the import's report. */
export const N8nImportResponse = z.object({ workflow: WorkflowResponse, report: N8nImportReport });
export type N8nImportResponse = z.infer<typeof N8nImportResponse>;
