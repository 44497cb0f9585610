import { defineService, type ServiceDefinition } from '@flowlane/engine';
import { z } from 'zod';
import { AmqpConnection } from '../connectors/index.js';
import { connectorContext, DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../support/config.js';
import { loadConnection } from '../support/credentials.js';
import { authorizationField, field, MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';
import { callConnector } from '../support/errors.js';

export function createAmqpPublishService(config: ServiceConfig = DEFAULT_SERVICE_CONFIG): ServiceDefinition {
  return defineService({
    descriptor: {
      id: 'mq.amqp',
      name: 'AMQP publish',
      category: 'Messaging',
      icon: 'outbox',
      description:
        'Publishes a message to RabbitMQ (or another AMQP 0-9-1 broker) and waits for its confirmation.',
      kind: 'action',
      actions: [{ id: 'run', name: 'Publish', description: 'Publish the message' }],
      inputs: [
        authorizationField(['amqp'], true),
        field('queue', 'Queue', 'string', { help: 'Sends to this queue (the default exchange)' }),
        field('exchange', 'Exchange', 'string'),
        field('routingKey', 'Routing key', 'string'),
        field('payload', 'Payload', 'json'),
        field('headers', 'Headers', 'keyvalue'),
        field('contentType', 'Content type', 'string'),
        field('persistent', 'Persistent', 'boolean', { default: true }),
        field('assertQueue', 'Create the queue if missing', 'boolean', { default: false }),
        field('mandatory', 'Fail when no queue gets it', 'boolean', { default: false }),
      ],
      outputSchema: objectSchema({ published: { type: 'boolean' } }),
      outputHandles: MAIN_OUTPUT,
      authorizationKinds: ['amqp'],
    },
    params: z.object({
      authorization: z.string().min(1),
      queue: z.string().min(1).optional(),
      exchange: z.string().optional(),
      routingKey: z.string().optional(),
      payload: z.unknown().optional(),
      headers: z.record(z.string(), z.unknown()).optional(),
      contentType: z.string().optional(),
      persistent: z.boolean().default(true),
      assertQueue: z.boolean().default(false),
      mandatory: z.boolean().default(false),
    }),
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
