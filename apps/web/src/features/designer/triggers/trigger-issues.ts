import { runEntry, type WorkflowData } from '@flowlane/contracts';

/** A trigger setting that contradicts the graph, found on the canvas before saving. */
export type TriggerIssue =
  /** A Webhook Response step exists, but the webhook answers 202 at once: its reply is never sent. */
  | { code: 'replyIgnored'; nodeId: string }
  /** The schedule is on, but no step can take a scheduled run (runEntry refuses it): every tick fails. */
  | { code: 'noScheduleEntry'; nodeId?: string };

type NodeLike = { id: string; data: { serviceId: string } };

const WEBHOOK_RESPONSE = 'flow.webhook-response';

/**
 * The designer's trigger warnings, from the workflow data and the canvas as they are. The schedule rule
 * is `runEntry`, the one the scheduler's runs enter by, so the warning and the failed run always agree.
 */
export function triggerIssues(nodes: readonly NodeLike[], data: WorkflowData | null): TriggerIssue[] {
  if (!data) return [];
  const issues: TriggerIssue[] = [];
  const response = nodes.find((n) => n.data.serviceId === WEBHOOK_RESPONSE);
  if (response && data.webhook.responseMode === 'async') {
    issues.push({ code: 'replyIgnored', nodeId: response.id });
  }
  if (data.schedule.active) {
    const entry = runEntry(
      nodes.map((n) => ({ id: n.id, serviceId: n.data.serviceId })),
      'schedule',
    );
    if (entry && 'refused' in entry) {
      const trigger = nodes.find((n) => n.data.serviceId.startsWith('trigger.'));
      issues.push(trigger ? { code: 'noScheduleEntry', nodeId: trigger.id } : { code: 'noScheduleEntry' });
    }
  }
  return issues;
}
