import {
  type IntegrationAuthRequirement,
  type IntegrationSettingField,
  IntegrationTemplate,
  type IntegrationTriggerKind,
  WORKFLOW_SCHEMA_VERSION,
  type WorkflowEdge,
  type WorkflowGraph,
  type WorkflowNode,
} from '@flowlane/contracts';
import { MAIN_HANDLE, newEdgeId } from '@flowlane/engine';

/**
 * The integration library: ready-made workflows with a settings form. `[[key]]` in a param or in the
 * workflow data is a setting, filled when the integration is saved (see `build.ts`); `{{ ... }}` stays
 * a run-time mapping. Mappings read the trigger step's output (`steps.trigger`), not the raw trigger
 * data, so a run started by hand looks like the real trigger (a webhook step wraps it as the body).
 * App steps (`<app>.<operation>`, packages/connectors) take the app's authorization; an app's polling
 * trigger runs on the workflow's schedule. Every template is validated against the server's catalogue
 * (built-in services and apps) in `templates.test.ts`.
 */

export const IDENTIFIER = '^[A-Za-z_][A-Za-z0-9_]{0,62}$';
export const IDENTIFIER_MESSAGE = 'Letters, digits and _ only, starting with a letter or _';

export type Node = [
  id: string,
  serviceId: string,
  name: string,
  params: Record<string, unknown>,
  extra?: Partial<WorkflowNode>,
];
export type Edge = [source: string, target: string, handle?: string];

export function graph(nodes: Node[], edges: Edge[]): WorkflowGraph {
  return {
    schemaVersion: WORKFLOW_SCHEMA_VERSION,
    nodes: nodes.map(
      ([id, serviceId, name, params, extra], i): WorkflowNode => ({
        id,
        serviceId,
        action: 'run',
        name,
        position: { x: i * 260, y: 0 },
        params,
        ...extra,
      }),
    ),
    edges: edges.map(
      ([source, target, handle]): WorkflowEdge => ({
        id: newEdgeId(source, handle ?? MAIN_HANDLE, target, new Set()),
        source,
        sourceHandle: handle ?? null,
        target,
      }),
    ),
  };
}

export const text = (
  key: string,
  label: string,
  required: boolean,
  extra: Partial<IntegrationSettingField> = {},
): IntegrationSettingField => ({ key, label, type: 'text', required, ...extra });
export const setting = (
  key: string,
  label: string,
  type: IntegrationSettingField['type'],
  required: boolean,
  extra: Partial<IntegrationSettingField> = {},
): IntegrationSettingField => ({ key, label, type, required, ...extra });
export const tableSetting = (fallback: string): IntegrationSettingField =>
  text('table', 'Table', true, {
    default: fallback,
    pattern: IDENTIFIER,
    patternMessage: IDENTIFIER_MESSAGE,
    help: 'Created on the first run if it does not exist.',
  });
export const emailSetting = (label = 'Send to'): IntegrationSettingField =>
  setting('email', label, 'email', true, { help: 'One address, or several separated by commas.' });

export const auth = (
  key: string,
  label: string,
  kind: string,
  fills: IntegrationAuthRequirement['fills'],
  required = true,
): IntegrationAuthRequirement => ({
  key,
  label,
  kind,
  authTemplateId: kind,
  required,
  fills,
  help: required ? undefined : 'Optional: without one, Flowlane sends the mail itself.',
});
/** An app's authorization: the kind its steps take and the auth library template that makes one. */
export const appAuth = (
  key: string,
  label: string,
  kind: 'oauth2' | 'bearer' | 'basic',
  authTemplateId: string,
  nodeIds: string[],
): IntegrationAuthRequirement => ({
  key,
  label,
  kind,
  authTemplateId,
  required: true,
  fills: nodeIds.map((nodeId) => ({ nodeId, param: 'authorization' })),
});
export const google = (nodeIds: string[]) => appAuth('google', 'Google account', 'oauth2', 'google', nodeIds);
export const microsoft = (nodeIds: string[]) =>
  appAuth('microsoft', 'Microsoft 365 account', 'oauth2', 'microsoft', nodeIds);
export const slackBot = (nodeIds: string[]) => appAuth('slack', 'Slack bot', 'bearer', 'slack-bot', nodeIds);
export const optionalSmtp = (nodeId: string) =>
  auth('smtp', 'SMTP server', 'smtp', [{ nodeId, param: 'authorization' }], false);
export const fromSetting = text('from', 'From', false, {
  help: 'The sender address; needed when you choose an SMTP server.',
});

export const webhookData = (responseMode: 'async' | 'sync' = 'async') => ({
  webhook: { active: true, responseMode },
});
export const mailhookData = { mailhook: { active: true } };
export const everyMinutesData = {
  schedule: { active: true, period: { type: 'minute', value: '[[everyMinutes]]' } },
};
/** How often an app's polling trigger looks for new items (`[[everyMinutes]]` of everyMinutesData). */
export const pollSetting = setting('everyMinutes', 'Check every (minutes)', 'number', true, {
  default: 5,
  min: 1,
  max: 59,
  help: 'Each check hands on only the items that are new since the last one.',
});
/** Every day at `[[hour]]` in `[[timezone]]`. */
export const dailyData = {
  schedule: {
    active: true,
    period: { type: 'custom', value: 1 },
    schedule: { minute: '0', hour: '[[hour]]', dayOfMonth: '*', month: '*', dayOfWeek: '*' },
    startDate: { timezone: '[[timezone]]' },
  },
};
export const hourSetting = setting('hour', 'Hour of the day', 'select', true, {
  default: '8',
  options: Array.from({ length: 24 }, (_, h) => ({
    label: `${String(h).padStart(2, '0')}:00`,
    value: String(h),
  })),
});
export const timezoneSetting = text('timezone', 'Time zone', true, {
  default: 'UTC',
  help: 'An IANA time zone such as Europe/Istanbul.',
});
export const methodSetting = setting('method', 'Accepted method', 'select', true, {
  default: 'POST',
  options: ['POST', 'PUT', 'ANY'].map((value) => ({ label: value, value })),
  help: 'Requests with another method are refused.',
});
export const webhookTrigger: Node = ['trigger', 'trigger.webhook', 'Webhook', { method: '[[method]]' }];
/** The webhook body as a JSON object, text wrapped as {"text": ...}; nothing becomes {}. */
export const BODY_JSON =
  '{{ $type(steps.trigger.body) = "object" ? steps.trigger.body : $exists(steps.trigger.body) ? {"text": $string(steps.trigger.body)} : {} }}';
export const BODY_TEXT =
  '{{ $type(steps.trigger.body) = "string" ? steps.trigger.body : $string(steps.trigger.body) }}';
export const FIELDS_TEXT =
  '{{ $type(steps.trigger.body) = "object" ? $join($each(steps.trigger.body, function($v, $k) { $k & ": " & ($type($v) = "string" ? $v : $string($v)) }), "\\n") : $string(steps.trigger.body) }}';

export type Definition = Omit<IntegrationTemplate, 'services' | 'authorizationKinds' | 'trigger'> & {
  trigger?: IntegrationTriggerKind;
};

export function define(template: Definition): IntegrationTemplate {
  const services = [...new Set(template.workflow.graph.nodes.map((n) => n.serviceId))];
  const trigger =
    template.trigger ??
    (services.includes('trigger.webhook')
      ? 'webhook'
      : services.includes('trigger.schedule')
        ? 'schedule'
        : services.includes('trigger.mailhook')
          ? 'mailhook'
          : // An app's polling trigger runs on the workflow's schedule.
            'schedule' in template.workflow.data
            ? 'schedule'
            : 'manual');
  return IntegrationTemplate.parse({
    ...template,
    trigger,
    services,
    authorizationKinds: [...new Set(template.authorizations.map((a) => a.kind))],
  });
}
