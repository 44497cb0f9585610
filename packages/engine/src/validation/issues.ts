import type { ValidationIssue } from '@flowlane/contracts';
import { UserError } from '../errors.js';

// The issue schema and its code enum live in contracts: the API returns them and the designer reads them.
export type { ValidationIssue, ValidationIssueCode } from '@flowlane/contracts';

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
