import type { IntegrationTemplate } from '@flowlane/contracts';
import {
  auth,
  BODY_JSON,
  define,
  graph,
  methodSetting,
  setting,
  text,
  webhookData,
  webhookTrigger,
} from './kit.js';

/** Webhooks to message brokers (AMQP, NATS, MQTT). */
export const MESSAGING_TEMPLATES: readonly IntegrationTemplate[] = [
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
];
