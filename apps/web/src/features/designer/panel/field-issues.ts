import type { WorkflowIssue } from '../model/types';

/**
 * The server's issues name their param only inside the message ("… the required input "URL" (url)",
 * "Param "url": the mapping …"), so a field's own issue is found by its key there.
 */
export function issueForField(issues: readonly WorkflowIssue[] | undefined, key: string): string | undefined {
  return issues?.find((i) => i.message.includes(`(${key})`) || i.message.includes(`Param "${key}"`))?.message;
}

/** The issues that belong to no field (unknown service, cycles, edges). */
export function stepIssues(issues: readonly WorkflowIssue[] | undefined, keys: readonly string[]) {
  return (issues ?? []).filter((i) => !keys.some((key) => issueForField([i], key)));
}
