import { defineStep, prop, type ServiceDefinition } from '@flowlane/engine';
import { z } from 'zod';
import { AmqpConnection } from '../connectors/index.js';
import { connectorContext, DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../support/config.js';
import { loadConnection } from '../support/credentials.js';
import { MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';
import { callConnector } from '../support/errors.js';

export function createAmqpPublishService(config: ServiceConfig = DEFAULT_SERVICE_CONFIG): ServiceDefinition {
  return defineStep({
    descriptor: {
      id: 'mq.amqp',
      name: 'AMQP publish',
      category: 'Messaging',
      icon: 'outbox',
      description:
        'Publishes a message to RabbitMQ (or another AMQP 0-9-1 broker) and waits for its confirmation.',
      kind: 'action',
      actions: [{ id: 'run', name: 'Publish', description: 'Publish the message' }],
      outputSchema: objectSchema({ published: { type: 'boolean' } }),
      outputHandles: MAIN_OUTPUT,
    },
    props: {
      authorization: prop.authorization({ kinds: ['amqp'], required: true }),
      queue: prop.string({
        label: 'Queue',
        help: 'Sends to this queue (the default exchange)',
        schema: z.string().min(1).optional(),
      }),
      exchange: prop.string({ label: 'Exchange' }),
      routingKey: prop.string({ label: 'Routing key' }),
      payload: prop.json({ label: 'Payload' }),
      headers: prop.keyvalue({ label: 'Headers' }),
      contentType: prop.string({ label: 'Content type' }),
      persistent: prop.boolean({ label: 'Persistent', default: true }),
      assertQueue: prop.boolean({ label: 'Create the queue if missing', default: false }),
      mandatory: prop.boolean({ label: 'Fail when no queue gets it', default: false }),
    },
    execute: async (ctx) => {
      const { authorization, payload, ...message } = ctx.params;
      const connection = await loadConnection(ctx, authorization, ['amqp'], AmqpConnection);
      const result = await callConnector(ctx.node.id, () =>
        config.connectors.amqpPublish(
          { connection, payload, ...message },
          connectorContext(config, ctx.signal),
        ),
      );
      return { output: result };
    },
  });
}
