import { defineStep, prop, type ServiceDefinition } from '@flowlane/engine';
import { z } from 'zod';
import { NatsConnection } from '../connectors/index.js';
import { connectorContext, DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../support/config.js';
import { loadConnection } from '../support/credentials.js';
import { MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';
import { callConnector } from '../support/errors.js';

export function createNatsPublishService(config: ServiceConfig = DEFAULT_SERVICE_CONFIG): ServiceDefinition {
  return defineStep({
    descriptor: {
      id: 'mq.nats',
      name: 'NATS publish',
      category: 'Messaging',
      icon: 'hub',
      description: 'Publishes a message on a NATS subject, or sends a request and waits for the reply.',
      kind: 'action',
      actions: [{ id: 'run', name: 'Publish', description: 'Publish the message' }],
      outputSchema: objectSchema({
        reply: objectSchema({ subject: { type: 'string' }, text: { type: 'string' }, json: {} }),
      }),
      outputHandles: MAIN_OUTPUT,
    },
    props: {
      authorization: prop.authorization({ kinds: ['nats'], required: true }),
      subject: prop.string({ label: 'Subject', required: true }),
      payload: prop.json({ label: 'Payload' }),
      headers: prop.keyvalue({
        label: 'Headers',
        schema: z
          .record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String))
          .optional(),
      }),
      waitForReply: prop.boolean({ label: 'Wait for a reply', default: false }),
      replyTimeoutMs: prop.number({
        label: 'Reply timeout (ms)',
        default: 5000,
        int: true,
        min: 1,
        max: 600_000,
      }),
    },
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
