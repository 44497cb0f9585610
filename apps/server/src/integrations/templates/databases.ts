import type { IntegrationTemplate } from '@flowlane/contracts';
import {
  auth,
  BODY_JSON,
  BODY_TEXT,
  define,
  emailSetting,
  fromSetting,
  graph,
  mailhookData,
  methodSetting,
  optionalSmtp,
  setting,
  tableSetting,
  text,
  webhookData,
  webhookTrigger,
} from './kit.js';

/** Webhooks, mail and schedules with SQL and Redis: rows in, digests out. */
export const DATABASE_TEMPLATES: readonly IntegrationTemplate[] = [
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
];
