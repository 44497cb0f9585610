import { UserError } from '../errors.js';

export type ValidationIssueCode =
  | 'DUPLICATE_NODE'
  | 'DUPLICATE_EDGE'
  | 'UNKNOWN_SERVICE'
  | 'UNKNOWN_ACTION'
  | 'MISSING_INPUT'
  | 'MAPPING_SYNTAX'
  | 'INVALID_SETTING'
  | 'DANGLING_EDGE'
  | 'UNKNOWN_HANDLE'
  | 'TRIGGER_WITH_INPUT'
  | 'CYCLE'
  | 'LOOP_BODY_ENTERED'
  | 'LOOP_BODY_AFTER_DONE';

/** One problem with a workflow, naming the step (and param or edge) it is about. */
export interface ValidationIssue {
  code: ValidationIssueCode;
  message: string;
  nodeId?: string;
  edgeId?: string;
  param?: string;
}

/** A workflow that cannot run; `issues` lists every problem found, not only the first. */
export class WorkflowValidationError extends UserError {
  readonly issues: readonly ValidationIssue[];

  constructor(issues: readonly ValidationIssue[]) {
    const first = issues[0]?.message ?? 'invalid workflow';
    const more =
      issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
    super(`The workflow cannot run: ${first}${more}`, {
      code: 'WORKFLOW_INVALID',
      ...(issues[0]?.nodeId ? { nodeId: issues[0].nodeId } : {}),
    });
    this.issues = issues;
  }
}

/** "Step "Send invoice" (n3)": how messages name a step. */
export function stepLabel(node: { id: string; name: string }): string {
  return node.name && node.name !== node.id ? `Step "${node.name}" (${node.id})` : `Step ${node.id}`;
}
