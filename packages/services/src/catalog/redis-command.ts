import { defineService, type ServiceDefinition } from '@flowlane/engine';
import { z } from 'zod';
import { RedisConnection } from '../connectors/index.js';
import { connectorContext, DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../support/config.js';
import { loadConnection } from '../support/credentials.js';
import { authorizationField, field, MAIN_OUTPUT, objectSchema, required } from '../support/descriptor.js';
import { callConnector } from '../support/errors.js';

export function createRedisCommandService(config: ServiceConfig = DEFAULT_SERVICE_CONFIG): ServiceDefinition {
  return defineService({
    descriptor: {
      id: 'db.redis',
      name: 'Redis command',
      category: 'Databases',
      icon: 'memory',
      description:
        'Sends one command to Redis (GET, SET, HSET, LPUSH, ...). Destructive admin commands are refused.',
      kind: 'action',
      actions: [{ id: 'run', name: 'Command', description: 'Send the command' }],
      inputs: [
        authorizationField(['redis'], true),
        required('command', 'Command', 'string', { placeholder: 'SET' }),
        field('args', 'Arguments', 'json', { help: 'A list, e.g. ["key", "value"]' }),
      ],
      outputSchema: objectSchema({ result: {} }),
      outputHandles: MAIN_OUTPUT,
      authorizationKinds: ['redis'],
    },
    params: z.object({
      authorization: z.string().min(1),
      command: z.string().min(1),
      args: z.array(z.union([z.string(), z.number()])).default([]),
    }),
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
