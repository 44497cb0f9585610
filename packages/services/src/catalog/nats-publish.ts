import { defineService, type ServiceDefinition } from '@flowlane/engine';
import { z } from 'zod';
import { NatsConnection } from '../connectors/index.js';
import { connectorContext, DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../support/config.js';
import { loadConnection } from '../support/credentials.js';
import { authorizationField, field, MAIN_OUTPUT, objectSchema, required } from '../support/descriptor.js';
import { callConnector } from '../support/errors.js';

export function createNatsPublishService(config: ServiceConfig = DEFAULT_SERVICE_CONFIG): ServiceDefinition {
  return defineService({
    descriptor: {
      id: 'mq.nats',
      name: 'NATS publish',
      category: 'Messaging',
      icon: 'hub',
      description: 'Publishes a message on a NATS subject, or sends a request and waits for the reply.',
      kind: 'action',
      actions: [{ id: 'run', name: 'Publish', description: 'Publish the message' }],
      inputs: [
        authorizationField(['nats'], true),
        required('subject', 'Subject', 'string'),
        field('payload', 'Payload', 'json'),
        field('headers', 'Headers', 'keyvalue'),
        field('waitForReply', 'Wait for a reply', 'boolean', { default: false }),
        field('replyTimeoutMs', 'Reply timeout (ms)', 'number', { default: 5000 }),
      ],
      outputSchema: objectSchema({
        reply: objectSchema({ subject: { type: 'string' }, text: { type: 'string' }, json: {} }),
      }),
      outputHandles: MAIN_OUTPUT,
      authorizationKinds: ['nats'],
    },
    params: z.object({
      authorization: z.string().min(1),
      subject: z.string().min(1),
      payload: z.unknown().optional(),
      headers: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String))
        .optional(),
      waitForReply: z.boolean().default(false),
      replyTimeoutMs: z.coerce.number().int().min(1).max(600_000).default(5000),
    }),
    execute: async (ctx) => {
      const { authorization, subject, payload, headers, waitForReply, replyTimeoutMs } = ctx.params;
      const connection = await loadConnection(ctx, authorization, ['nats'], NatsConnection);
      const result = await callConnector(ctx.node.id, () =>
        config.connectors.natsPublish(
          {
            connection,
            subject,
            payload,
            ...(headers ? { headers } : {}),
            ...(waitForReply ? { request: { timeoutMs: replyTimeoutMs } } : {}),
          },
          connectorContext(config, ctx.signal),
        ),
      );
      return { output: result };
    },
  });
}
