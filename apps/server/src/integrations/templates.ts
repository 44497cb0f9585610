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
 * Every template is validated against the built-in services in `templates.test.ts`.
 */

const IDENTIFIER = '^[A-Za-z_][A-Za-z0-9_]{0,62}$';
const IDENTIFIER_MESSAGE = 'Letters, digits and _ only, starting with a letter or _';

type Node = [
  id: string,
  serviceId: string,
  name: string,
  params: Record<string, unknown>,
  extra?: Partial<WorkflowNode>,
];
type Edge = [source: string, target: string, handle?: string];

function graph(nodes: Node[], edges: Edge[]): WorkflowGraph {
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

const text = (
  key: string,
  label: string,
  required: boolean,
  extra: Partial<IntegrationSettingField> = {},
): IntegrationSettingField => ({ key, label, type: 'text', required, ...extra });
const setting = (
  key: string,
  label: string,
  type: IntegrationSettingField['type'],
  required: boolean,
  extra: Partial<IntegrationSettingField> = {},
): IntegrationSettingField => ({ key, label, type, required, ...extra });
const tableSetting = (fallback: string): IntegrationSettingField =>
  text('table', 'Table', true, {
    default: fallback,
    pattern: IDENTIFIER,
    patternMessage: IDENTIFIER_MESSAGE,
    help: 'Created on the first run if it does not exist.',
  });
const emailSetting = (label = 'Send to'): IntegrationSettingField =>
  setting('email', label, 'email', true, { help: 'One address, or several separated by commas.' });

const auth = (
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
const optionalSmtp = (nodeId: string) =>
  auth('smtp', 'SMTP server', 'smtp', [{ nodeId, param: 'authorization' }], false);
const fromSetting = text('from', 'From', false, {
  help: 'The sender address; needed when you choose an SMTP server.',
});

const webhookData = (responseMode: 'async' | 'sync' = 'async') => ({
  webhook: { active: true, responseMode },
});
const mailhookData = { mailhook: { active: true } };
const everyMinutesData = {
  schedule: { active: true, period: { type: 'minute', value: '[[everyMinutes]]' } },
};
const methodSetting = setting('method', 'Accepted method', 'select', true, {
  default: 'POST',
  options: ['POST', 'PUT', 'ANY'].map((value) => ({ label: value, value })),
  help: 'Requests with another method are refused.',
});
const webhookTrigger: Node = ['trigger', 'trigger.webhook', 'Webhook', { method: '[[method]]' }];
/** The webhook body as a JSON object, text wrapped as {"text": ...}; nothing becomes {}. */
const BODY_JSON =
  '{{ $type(steps.trigger.body) = "object" ? steps.trigger.body : $exists(steps.trigger.body) ? {"text": $string(steps.trigger.body)} : {} }}';
const BODY_TEXT =
  '{{ $type(steps.trigger.body) = "string" ? steps.trigger.body : $string(steps.trigger.body) }}';
const FIELDS_TEXT =
  '{{ $type(steps.trigger.body) = "object" ? $join($each(steps.trigger.body, function($v, $k) { $k & ": " & ($type($v) = "string" ? $v : $string($v)) }), "\\n") : $string(steps.trigger.body) }}';

type Definition = Omit<IntegrationTemplate, 'services' | 'authorizationKinds' | 'trigger'> & {
  trigger?: IntegrationTriggerKind;
};

function define(template: Definition): IntegrationTemplate {
  const services = [...new Set(template.workflow.graph.nodes.map((n) => n.serviceId))];
  const trigger =
    template.trigger ??
    (services.includes('trigger.webhook')
      ? 'webhook'
      : services.includes('trigger.schedule')
        ? 'schedule'
        : services.includes('trigger.mailhook')
          ? 'mailhook'
          : 'manual');
  return IntegrationTemplate.parse({
    ...template,
    trigger,
    services,
    authorizationKinds: [...new Set(template.authorizations.map((a) => a.kind))],
  });
}

export const INTEGRATION_TEMPLATES: readonly IntegrationTemplate[] = [
  define({
    id: 'webhook-to-postgres',
    name: 'Webhook to PostgreSQL row',
    category: 'Databases',
    icon: 'storage',
    description: 'Stores every request sent to a webhook URL as a row in a PostgreSQL table.',
    instructions:
      'Send JSON to the webhook URL shown on the integration. Each request becomes a row (id, payload jsonb, received_at) in the table; the table is created on the first run.',
    settings: [tableSetting('webhook_events'), methodSetting],
    authorizations: [
      auth('database', 'PostgreSQL database', 'postgres', [
        { nodeId: 'create', param: 'authorization' },
        { nodeId: 'insert', param: 'authorization' },
      ]),
    ],
    workflow: {
      data: webhookData(),
      graph: graph(
        [
          webhookTrigger,
          [
            'create',
            'db.postgres',
            'Create the table',
            {
              sql: 'create table if not exists [[table]] (id bigserial primary key, payload jsonb not null, received_at timestamptz not null default now())',
              params: [],
            },
          ],
          [
            'insert',
            'db.postgres',
            'Insert the row',
            {
              sql: 'insert into [[table]] (payload) values ($1::jsonb) returning id, received_at',
              params: [BODY_JSON],
            },
          ],
        ],
        [
          ['trigger', 'create'],
          ['create', 'insert'],
        ],
      ),
    },
  }),
  define({
    id: 'webhook-to-mysql',
    name: 'Webhook to MySQL row',
    category: 'Databases',
    icon: 'storage',
    description: 'Stores every request sent to a webhook URL as a row in a MySQL or MariaDB table.',
    instructions:
      'Send JSON to the webhook URL. Each request becomes a row (id, payload JSON, received_at); the table is created on the first run.',
    settings: [tableSetting('webhook_events'), methodSetting],
    authorizations: [
      auth('database', 'MySQL database', 'mysql', [
        { nodeId: 'create', param: 'authorization' },
        { nodeId: 'insert', param: 'authorization' },
      ]),
    ],
    workflow: {
      data: webhookData(),
      graph: graph(
        [
          webhookTrigger,
          [
            'create',
            'db.mysql',
            'Create the table',
            {
              sql: 'create table if not exists [[table]] (id bigint auto_increment primary key, payload json not null, received_at timestamp not null default current_timestamp)',
              params: [],
            },
          ],
          [
            'insert',
            'db.mysql',
            'Insert the row',
            {
              sql: 'insert into [[table]] (payload) values (?)',
              params: [`{{ $string(${BODY_JSON.slice(3, -3)}) }}`],
            },
          ],
        ],
        [
          ['trigger', 'create'],
          ['create', 'insert'],
        ],
      ),
    },
  }),
  define({
    id: 'schedule-http-check',
    name: 'Website check with mail on failure',
    category: 'Monitoring',
    icon: 'monitor_heart',
    description: 'Calls a URL on a schedule and mails you when it does not answer with the expected status.',
    instructions:
      'Every few minutes the URL is requested (GET, 10 s timeout). When the answer is missing or has another status, a mail says what happened.',
    settings: [
      setting('url', 'URL to check', 'url', true, { placeholder: 'https://example.com/health' }),
      setting('expectedStatus', 'Expected status', 'number', true, { default: 200, min: 100, max: 599 }),
      setting('everyMinutes', 'Check every (minutes)', 'number', true, { default: 5, min: 1, max: 59 }),
      emailSetting(),
      fromSetting,
    ],
    authorizations: [optionalSmtp('alert')],
    workflow: {
      data: everyMinutesData,
      graph: graph(
        [
          ['trigger', 'trigger.schedule', 'Schedule', {}],
          [
            'check',
            'http.request',
            'Check the URL',
            {
              method: 'GET',
              url: '[[url]]',
              timeoutMs: 10000,
              responseType: 'text',
              throwOnHttpError: false,
            },
            { settings: { onError: 'continue' } },
          ],
          [
            'decide',
            'flow.if',
            'Failed?',
            {
              conditions: [
                { left: '{{ steps.check.status }}', operator: 'notEquals', right: '[[expectedStatus]]' },
              ],
            },
          ],
          [
            'alert',
            'mail.send',
            'Mail the failure',
            {
              from: '[[from]]',
              to: '[[email]]',
              subject: 'Check failed: [[url]]',
              text: 'The check of [[url]] at {{ steps.trigger.firedAt }} got {{ $exists(steps.check.status) ? "status " & $string(steps.check.status) : "no answer (" & $string(steps.check.message) & ")" }}; expected [[expectedStatus]].',
            },
          ],
        ],
        [
          ['trigger', 'check'],
          ['check', 'decide'],
          ['decide', 'alert', 'true'],
        ],
      ),
    },
  }),
  define({
    id: 'mailhook-to-http',
    name: 'Mail to webhook (HTTP POST)',
    category: 'Mail',
    icon: 'forward_to_inbox',
    description: 'Posts every mail received at the integration’s address to a URL as JSON.',
    instructions:
      'Mail the address shown on the integration. The sender, recipients, subject, text and attachment names are posted as JSON to the URL.',
    settings: [setting('url', 'Post to URL', 'url', true, { placeholder: 'https://example.com/inbox' })],
    authorizations: [],
    workflow: {
      data: mailhookData,
      graph: graph(
        [
          ['trigger', 'trigger.mailhook', 'Mailhook', {}],
          [
            'post',
            'http.request',
            'Post the mail',
            {
              method: 'POST',
              url: '[[url]]',
              bodyType: 'json',
              body: {
                from: '{{ steps.trigger.from }}',
                to: '{{ steps.trigger.to }}',
                subject: '{{ steps.trigger.subject }}',
                text: '{{ steps.trigger.text }}',
                attachments: '{{ steps.trigger.attachments.filename }}',
              },
            },
          ],
        ],
        [['trigger', 'post']],
      ),
    },
  }),
  define({
    id: 'mailhook-to-postgres',
    name: 'Mail to PostgreSQL row',
    category: 'Mail',
    icon: 'move_to_inbox',
    description: 'Stores every mail received at the integration’s address as a row in a PostgreSQL table.',
    instructions:
      'Mail the address shown on the integration. Each mail becomes a row (sender, subject, body, received_at); the table is created on the first run.',
    settings: [tableSetting('received_mail')],
    authorizations: [
      auth('database', 'PostgreSQL database', 'postgres', [
        { nodeId: 'create', param: 'authorization' },
        { nodeId: 'insert', param: 'authorization' },
      ]),
    ],
    workflow: {
      data: mailhookData,
      graph: graph(
        [
          ['trigger', 'trigger.mailhook', 'Mailhook', {}],
          [
            'create',
            'db.postgres',
            'Create the table',
            {
              sql: 'create table if not exists [[table]] (id bigserial primary key, sender text not null, subject text not null, body text not null, received_at timestamptz not null default now())',
              params: [],
            },
          ],
          [
            'insert',
            'db.postgres',
            'Insert the mail',
            {
              sql: 'insert into [[table]] (sender, subject, body) values ($1, $2, $3) returning id',
              params: [
                '{{ steps.trigger.from }}',
                '{{ steps.trigger.subject }}',
                '{{ $exists(steps.trigger.text) ? steps.trigger.text : "" }}',
              ],
            },
          ],
        ],
        [
          ['trigger', 'create'],
          ['create', 'insert'],
        ],
      ),
    },
  }),
  define({
    id: 'webhook-to-redis',
    name: 'Webhook to Redis',
    category: 'Databases',
    icon: 'memory',
    description: 'Pushes every request body onto a Redis list, or publishes it on a channel.',
    instructions:
      'Each request body is sent as JSON text with the chosen command: LPUSH/RPUSH add it to the list named by the key, PUBLISH sends it on the channel named by the key.',
    settings: [
      setting('command', 'Command', 'select', true, {
        default: 'LPUSH',
        options: ['LPUSH', 'RPUSH', 'PUBLISH'].map((value) => ({ label: value, value })),
      }),
      text('key', 'List key or channel', true, { default: 'flowlane:events' }),
      methodSetting,
    ],
    authorizations: [auth('redis', 'Redis server', 'redis', [{ nodeId: 'push', param: 'authorization' }])],
    workflow: {
      data: webhookData(),
      graph: graph(
        [
          webhookTrigger,
          ['push', 'db.redis', 'Send to Redis', { command: '[[command]]', args: ['[[key]]', BODY_TEXT] }],
        ],
        [['trigger', 'push']],
      ),
    },
  }),
  define({
    id: 'webhook-to-amqp',
    name: 'Webhook to RabbitMQ queue',
    category: 'Messaging',
    icon: 'hub',
    description: 'Publishes every request body to an AMQP (RabbitMQ) queue.',
    instructions:
      'Each request body is published as JSON to the queue (created if missing), persistent unless you turn it off.',
    settings: [
      text('queue', 'Queue', true, { default: 'flowlane.events' }),
      setting('persistent', 'Persistent messages', 'boolean', false, { default: true }),
      methodSetting,
    ],
    authorizations: [auth('broker', 'AMQP broker', 'amqp', [{ nodeId: 'publish', param: 'authorization' }])],
    workflow: {
      data: webhookData(),
      graph: graph(
        [
          webhookTrigger,
          [
            'publish',
            'mq.amqp',
            'Publish',
            { queue: '[[queue]]', payload: BODY_JSON, assertQueue: true, persistent: '[[persistent]]' },
          ],
        ],
        [['trigger', 'publish']],
      ),
    },
  }),
  define({
    id: 'webhook-to-nats',
    name: 'Webhook to NATS subject',
    category: 'Messaging',
    icon: 'send',
    description: 'Publishes every request body on a NATS subject.',
    instructions: 'Each request body is published as JSON on the subject.',
    settings: [text('subject', 'Subject', true, { default: 'flowlane.events' }), methodSetting],
    authorizations: [auth('nats', 'NATS server', 'nats', [{ nodeId: 'publish', param: 'authorization' }])],
    workflow: {
      data: webhookData(),
      graph: graph(
        [webhookTrigger, ['publish', 'mq.nats', 'Publish', { subject: '[[subject]]', payload: BODY_JSON }]],
        [['trigger', 'publish']],
      ),
    },
  }),
  define({
    id: 'webhook-to-mqtt',
    name: 'Webhook to MQTT topic',
    category: 'Messaging',
    icon: 'sensors',
    description: 'Publishes every request body on an MQTT topic.',
    instructions: 'Each request body is published as JSON on the topic with the chosen QoS.',
    settings: [
      text('topic', 'Topic', true, { default: 'flowlane/events' }),
      setting('qos', 'QoS', 'select', true, {
        default: '1',
        options: ['0', '1', '2'].map((value) => ({ label: value, value })),
      }),
      setting('retain', 'Retain', 'boolean', false, { default: false }),
      methodSetting,
    ],
    authorizations: [auth('broker', 'MQTT broker', 'mqtt', [{ nodeId: 'publish', param: 'authorization' }])],
    workflow: {
      data: webhookData(),
      graph: graph(
        [
          webhookTrigger,
          [
            'publish',
            'mq.mqtt',
            'Publish',
            { topic: '[[topic]]', payload: BODY_JSON, qos: '[[qos]]', retain: '[[retain]]' },
          ],
        ],
        [['trigger', 'publish']],
      ),
    },
  }),
  define({
    id: 'schedule-postgres-digest',
    name: 'Daily PostgreSQL digest by mail',
    category: 'Reports',
    icon: 'summarize',
    description: 'Runs a query every day and mails the rows.',
    instructions:
      'Every day at the chosen hour (in the chosen time zone) the query runs; the mail lists each row as JSON, and its subject gives the row count.',
    settings: [
      setting('sql', 'Query', 'textarea', true, {
        default: "select count(*) as total from webhook_events where received_at > now() - interval '1 day'",
      }),
      setting('hour', 'Hour of the day', 'select', true, {
        default: '8',
        options: Array.from({ length: 24 }, (_, h) => ({
          label: `${String(h).padStart(2, '0')}:00`,
          value: String(h),
        })),
      }),
      text('timezone', 'Time zone', true, {
        default: 'UTC',
        help: 'An IANA time zone such as Europe/Istanbul.',
      }),
      text('subject', 'Subject', true, { default: 'Daily digest' }),
      emailSetting(),
      fromSetting,
    ],
    authorizations: [
      auth('database', 'PostgreSQL database', 'postgres', [{ nodeId: 'query', param: 'authorization' }]),
      optionalSmtp('mail'),
    ],
    workflow: {
      data: {
        schedule: {
          active: true,
          period: { type: 'custom', value: 1 },
          schedule: { minute: '0', hour: '[[hour]]', dayOfMonth: '*', month: '*', dayOfWeek: '*' },
          startDate: { timezone: '[[timezone]]' },
        },
      },
      graph: graph(
        [
          ['trigger', 'trigger.schedule', 'Schedule', {}],
          ['query', 'db.postgres', 'Run the query', { sql: '[[sql]]', params: [] }],
          [
            'mail',
            'mail.send',
            'Mail the digest',
            {
              from: '[[from]]',
              to: '[[email]]',
              subject: '[[subject]] ({{ steps.query.rowCount }} rows)',
              text: '{{ $join(steps.query.rows.($string($)), "\\n") }}',
            },
          ],
        ],
        [
          ['trigger', 'query'],
          ['query', 'mail'],
        ],
      ),
    },
  }),
  define({
    id: 'webhook-ai-reply',
    name: 'AI chat reply to a webhook',
    category: 'AI',
    icon: 'smart_toy',
    description: 'Answers each request with a reply from an OpenAI-compatible chat model.',
    instructions:
      'POST {"message": "..."} (or plain text) to the webhook URL; the answer comes back in the same request as {"reply": "..."}.',
    settings: [
      text('model', 'Model', true, { default: 'gpt-4o-mini' }),
      setting('system', 'Instructions', 'textarea', false, {
        default: 'You are a helpful assistant. Answer briefly.',
      }),
    ],
    authorizations: [
      auth('ai', 'OpenAI-compatible API', 'openai', [{ nodeId: 'chat', param: 'authorization' }]),
    ],
    workflow: {
      data: webhookData('sync'),
      graph: graph(
        [
          ['trigger', 'trigger.webhook', 'Webhook', { method: 'POST' }],
          [
            'chat',
            'ai.chat',
            'Ask the model',
            {
              model: '[[model]]',
              system: '[[system]]',
              prompt:
                '{{ $type(steps.trigger.body) = "object" ? $string(steps.trigger.body.message) : $string(steps.trigger.body) }}',
            },
          ],
          [
            'reply',
            'flow.webhook-response',
            'Reply',
            { status: 200, body: { reply: '{{ steps.chat.content }}' } },
          ],
        ],
        [
          ['trigger', 'chat'],
          ['chat', 'reply'],
        ],
      ),
    },
  }),
  define({
    id: 'form-to-mail',
    name: 'Form or JSON webhook to mail',
    category: 'Forms',
    icon: 'contact_mail',
    description: 'Mails you every form submission or JSON request, field by field, and thanks the sender.',
    instructions:
      'Point an HTML form’s action (method POST) or any JSON client at the webhook URL. You get a mail listing each field; the sender gets your thank-you text.',
    settings: [
      emailSetting(),
      text('subject', 'Subject', true, { default: 'New form submission' }),
      text('thanks', 'Answer to the sender', true, { default: 'Thank you, we received your message.' }),
      fromSetting,
    ],
    authorizations: [optionalSmtp('mail')],
    workflow: {
      data: webhookData('sync'),
      graph: graph(
        [
          ['trigger', 'trigger.webhook', 'Webhook', { method: 'POST' }],
          [
            'mail',
            'mail.send',
            'Mail the fields',
            { from: '[[from]]', to: '[[email]]', subject: '[[subject]]', text: FIELDS_TEXT },
          ],
          ['reply', 'flow.webhook-response', 'Thank the sender', { status: 200, body: '[[thanks]]' }],
        ],
        [
          ['trigger', 'mail'],
          ['mail', 'reply'],
        ],
      ),
    },
  }),
  define({
    id: 'webhook-forward',
    name: 'Webhook relay (HTTP POST)',
    category: 'HTTP',
    icon: 'webhook',
    description: 'Forwards every request body to another URL as JSON.',
    instructions: 'Each request body is posted as JSON to the target URL; a failed post fails the run.',
    settings: [
      setting('url', 'Forward to URL', 'url', true, { placeholder: 'https://example.com/hook' }),
      methodSetting,
    ],
    authorizations: [],
    workflow: {
      data: webhookData(),
      graph: graph(
        [
          webhookTrigger,
          [
            'post',
            'http.request',
            'Forward',
            { method: 'POST', url: '[[url]]', bodyType: 'json', body: BODY_JSON },
          ],
        ],
        [['trigger', 'post']],
      ),
    },
  }),
];

export function findIntegrationTemplate(id: string): IntegrationTemplate | undefined {
  return INTEGRATION_TEMPLATES.find((t) => t.id === id);
}
