import { defineStep, prop, type ServiceDefinition } from '@flowlane/engine';
import { z } from 'zod';
import { RedisConnection } from '../connectors/index.js';
import { connectorContext, DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../support/config.js';
import { loadConnection } from '../support/credentials.js';
import { MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';
import { callConnector } from '../support/errors.js';

export function createRedisCommandService(config: ServiceConfig = DEFAULT_SERVICE_CONFIG): ServiceDefinition {
  return defineStep({
    descriptor: {
      id: 'db.redis',
      name: 'Redis command',
      category: 'Databases',
      icon: 'memory',
      description:
        'Sends one command to Redis (GET, SET, HSET, LPUSH, ...). Destructive admin commands are refused.',
      kind: 'action',
      actions: [{ id: 'run', name: 'Command', description: 'Send the command' }],
      outputSchema: objectSchema({ result: {} }),
      outputHandles: MAIN_OUTPUT,
    },
    props: {
      authorization: prop.authorization({ kinds: ['redis'], required: true }),
      command: prop.string({ label: 'Command', required: true, placeholder: 'SET' }),
      args: prop.json({
        label: 'Arguments',
        help: 'A list, e.g. ["key", "value"]',
        schema: z.array(z.union([z.string(), z.number()])).default([]),
      }),
    },
    execute: async (ctx) => {
      const { authorization, command, args } = ctx.params;
      const connection = await loadConnection(ctx, authorization, ['redis'], RedisConnection);
      const result = await callConnector(ctx.node.id, () =>
        config.connectors.redisCommand({ connection, command, args }, connectorContext(config, ctx.signal)),
      );
      return { output: result };
    },
  });
}
