import { defineService, type ServiceDefinition } from '@flowlane/engine';
import { z } from 'zod';
import { MqttConnection } from '../connectors/index.js';
import { connectorContext, DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../support/config.js';
import { loadConnection } from '../support/credentials.js';
import {
  authorizationField,
  field,
  MAIN_OUTPUT,
  objectSchema,
  options,
  required,
} from '../support/descriptor.js';
import { callConnector } from '../support/errors.js';

export function createMqttPublishService(config: ServiceConfig = DEFAULT_SERVICE_CONFIG): ServiceDefinition {
  return defineService({
    descriptor: {
      id: 'mq.mqtt',
      name: 'MQTT publish',
      category: 'Messaging',
      icon: 'sensors',
      description: 'Publishes a message to an MQTT topic.',
      kind: 'action',
      actions: [{ id: 'run', name: 'Publish', description: 'Publish the message' }],
      inputs: [
        authorizationField(['mqtt'], true),
        required('topic', 'Topic', 'string'),
        field('payload', 'Payload', 'json', { help: 'Text is sent as is; anything else as JSON' }),
        field('qos', 'QoS', 'select', { options: options('0', '1', '2'), default: '0' }),
        field('retain', 'Retain', 'boolean', { default: false }),
      ],
      outputSchema: objectSchema({ messageId: { type: 'number' } }),
      outputHandles: MAIN_OUTPUT,
      authorizationKinds: ['mqtt'],
    },
    params: z.object({
      authorization: z.string().min(1),
      topic: z.string().min(1),
      payload: z.unknown().optional(),
      qos: z.coerce
        .number()
        .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]))
        .default(0),
      retain: z.boolean().default(false),
    }),
    execute: async (ctx) => {
      const { authorization, topic, payload, qos, retain } = ctx.params;
      const connection = await loadConnection(ctx, authorization, ['mqtt'], MqttConnection);
      const result = await callConnector(ctx.node.id, () =>
        config.connectors.mqttPublish(
          { connection, topic, payload, qos, retain },
          connectorContext(config, ctx.signal),
        ),
      );
      return { output: result };
    },
  });
}
