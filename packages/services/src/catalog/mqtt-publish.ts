import { defineStep, prop, type ServiceDefinition } from '@flowlane/engine';
import { z } from 'zod';
import { MqttConnection } from '../connectors/index.js';
import { connectorContext, DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../support/config.js';
import { loadConnection } from '../support/credentials.js';
import { MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';
import { callConnector } from '../support/errors.js';

export function createMqttPublishService(config: ServiceConfig = DEFAULT_SERVICE_CONFIG): ServiceDefinition {
  return defineStep({
    descriptor: {
      id: 'mq.mqtt',
      name: 'MQTT publish',
      category: 'Messaging',
      icon: 'sensors',
      description: 'Publishes a message to an MQTT topic.',
      kind: 'action',
      actions: [{ id: 'run', name: 'Publish', description: 'Publish the message' }],
      outputSchema: objectSchema({ messageId: { type: 'number' } }),
      outputHandles: MAIN_OUTPUT,
    },
    props: {
      authorization: prop.authorization({ kinds: ['mqtt'], required: true }),
      topic: prop.string({ label: 'Topic', required: true }),
      payload: prop.json({ label: 'Payload', help: 'Text is sent as is; anything else as JSON' }),
      qos: prop.select({
        label: 'QoS',
        options: ['0', '1', '2'],
        default: '0',
        // The form offers text; the broker wants the number.
        schema: z.coerce
          .number()
          .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]))
          .default(0),
      }),
      retain: prop.boolean({ label: 'Retain', default: false }),
    },
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
