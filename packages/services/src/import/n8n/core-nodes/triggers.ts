import type { NodeMapping } from '../mapping-types.js';
import { list, record, text } from '../table-helpers.js';

// ---- triggers

export const manualTrigger: NodeMapping = {
  types: ['n8n-nodes-base.manualTrigger', 'n8n-nodes-base.start', 'n8n-nodes-base.executeWorkflowTrigger'],
  serviceId: 'trigger.manual',
  data: '',
  build: (ctx) => {
    if (ctx.node.type === 'n8n-nodes-base.executeWorkflowTrigger')
      ctx.needsHand(
        'trigger',
        'Started by another workflow in n8n: here it runs by hand or from a Sub-workflow step.',
      );
    return { serviceId: 'trigger.manual', params: {} };
  },
};

export const webhookTrigger: NodeMapping = {
  types: ['n8n-nodes-base.webhook'],
  serviceId: 'trigger.webhook',
  data: '',
  build: (ctx) => {
    const method = text(ctx.params.httpMethod) ?? 'GET';
    const known = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
    const responseMode = text(ctx.params.responseMode);
    if (responseMode === 'responseNode') ctx.replyFromStep();
    if (responseMode === 'lastNode')
      ctx.needsHand(
        'trigger',
        "n8n answered with the last node's data: add a Webhook Response step at the end for that.",
      );
    ctx.needsHand(
      'trigger',
      `The webhook gets a Flowlane URL (n8n's path "${text(ctx.params.path) ?? ''}" is not kept); turn it on in the workflow's settings.`,
    );
    return { serviceId: 'trigger.webhook', params: { method: known.includes(method) ? method : 'ANY' } };
  },
};

/** An n8n schedule rule in cron words, when it has a simple one. */
function scheduleCron(params: Record<string, unknown>): string | undefined {
  const interval = record(list(record(params.rule).interval)[0]);
  const field = text(interval.field) ?? 'days';
  const n = (key: string, fallback: number) =>
    typeof interval[key] === 'number' ? Number(interval[key]) : fallback;
  switch (field) {
    case 'cronExpression':
      return text(interval.expression);
    case 'minutes':
      return `*/${n('minutesInterval', 5)} * * * *`;
    case 'hours':
      return `${n('triggerAtMinute', 0)} */${n('hoursInterval', 1)} * * *`;
    case 'days':
      return `${n('triggerAtMinute', 0)} ${n('triggerAtHour', 0)} */${n('daysInterval', 1)} * *`;
    default:
      return undefined;
  }
}

export const scheduleTrigger: NodeMapping = {
  types: ['n8n-nodes-base.scheduleTrigger', 'n8n-nodes-base.cron', 'n8n-nodes-base.interval'],
  serviceId: 'trigger.schedule',
  data: '',
  build: (ctx) => {
    const cron = ctx.node.type === 'n8n-nodes-base.scheduleTrigger' ? scheduleCron(ctx.params) : undefined;
    ctx.needsHand(
      'trigger',
      cron
        ? `Set the workflow's schedule (n8n ran it on cron "${cron}") and turn it on.`
        : "Set the workflow's schedule as n8n's was, and turn it on.",
    );
    return { serviceId: 'trigger.schedule', params: {} };
  },
};
