import { z } from 'zod';

/** What is wrong with a workflow's graph; the designer and the API name problems by these codes. */
export const ValidationIssueCode = z.enum([
  'DUPLICATE_NODE',
  'DUPLICATE_EDGE',
  'UNKNOWN_SERVICE',
  'UNKNOWN_ACTION',
  'MISSING_INPUT',
  'MAPPING_SYNTAX',
  'INVALID_SETTING',
  'DANGLING_EDGE',
  'UNKNOWN_HANDLE',
  'TRIGGER_WITH_INPUT',
  'CYCLE',
  'LOOP_BODY_ENTERED',
  'LOOP_BODY_AFTER_DONE',
]);
export type ValidationIssueCode = z.infer<typeof ValidationIssueCode>;

/** One problem with a workflow, naming the step (and param or edge) it is about. */
export const ValidationIssue = z.object({
  code: ValidationIssueCode,
  message: z.string(),
  nodeId: z.string().optional(),
  edgeId: z.string().optional(),
  param: z.string().optional(),
});
export type ValidationIssue = z.infer<typeof ValidationIssue>;
