import type { WorkflowNode } from './graph.js';

/** The trigger step each kind of run enters at, by service id. */
const ENTRY_SERVICE = {
  schedule: 'trigger.schedule',
  webhook: 'trigger.webhook',
  mailhook: 'trigger.mailhook',
} as const;
const MANUAL_TRIGGER = 'trigger.manual';

export type RunEntry =
  /** Start at this trigger step; the other triggers' branches do not run. */
  | { nodeId: string }
  /** No step can take this run: fail it with the reason. */
  | { refused: string }
  /** Start at the first trigger (manual runs, retries, tests, or graphs of other trigger kinds). */
  | undefined;

export const NO_SCHEDULE_ENTRY =
  'The schedule is on, but the workflow has no Schedule step to start at. Add a Schedule step, or turn the schedule off in the workflow settings.';

/**
 * Where a run of `trigger` kind enters the graph. A scheduled run enters at the Schedule step, or at a
 * Manual trigger (which takes no input); never at a Webhook or Mailhook step, which would fail on a tick.
 */
export function runEntry(
  nodes: readonly Pick<WorkflowNode, 'id' | 'serviceId'>[],
  trigger: string,
): RunEntry {
  if (trigger !== 'schedule' && trigger !== 'webhook' && trigger !== 'mailhook') return undefined;
  const own = nodes.find((n) => n.serviceId === ENTRY_SERVICE[trigger]);
  if (own) return { nodeId: own.id };
  if (trigger !== 'schedule') return undefined;
  const manual = nodes.find((n) => n.serviceId === MANUAL_TRIGGER);
  if (manual) return { nodeId: manual.id };
  const startsOnlyByRequest = nodes.some(
    (n) => n.serviceId === ENTRY_SERVICE.webhook || n.serviceId === ENTRY_SERVICE.mailhook,
  );
  return startsOnlyByRequest ? { refused: NO_SCHEDULE_ENTRY } : undefined;
}
