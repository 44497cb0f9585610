import { defineService, type ServiceDefinition } from '@flowlane/engine';
import { z } from 'zod';
import { PostgresConnection } from '../connectors/index.js';
import { connectorContext, DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../support/config.js';
import { loadConnection } from '../support/credentials.js';
import { authorizationField, field, MAIN_OUTPUT, objectSchema, required } from '../support/descriptor.js';
import { callConnector } from '../support/errors.js';

export function createPostgresQueryService(
  config: ServiceConfig = DEFAULT_SERVICE_CONFIG,
): ServiceDefinition {
  return defineService({
    descriptor: {
      id: 'db.postgres',
      name: 'PostgreSQL query',
      category: 'Databases',
      icon: 'storage',
      description: 'Runs one SQL statement on a PostgreSQL database, with $1, $2 parameters.',
      kind: 'action',
      actions: [{ id: 'run', name: 'Query', description: 'Run the statement' }],
      inputs: [
        authorizationField(['postgres'], true),
        required('sql', 'SQL', 'code', { placeholder: 'select * from orders where id = $1' }),
        field('params', 'Parameters', 'json', {
          help: 'A list, bound to $1, $2, ... (never spliced into the SQL)',
        }),
      ],
      outputSchema: objectSchema({
        rows: { type: 'array', items: { type: 'object' } },
        rowCount: { type: 'number' },
        fields: { type: 'array' },
      }),
      outputHandles: MAIN_OUTPUT,
      authorizationKinds: ['postgres'],
    },
    params: z.object({
      authorization: z.string().min(1),
      sql: z.string().min(1),
      params: z.array(z.unknown()).default([]),
    }),
    execute: async (ctx) => {
      const { authorization, sql, params } = ctx.params;
      const connection = await loadConnection(ctx, authorization, ['postgres'], PostgresConnection);
      const result = await callConnector(ctx.node.id, () =>
        config.connectors.postgresQuery({ connection, sql, params }, connectorContext(config, ctx.signal)),
      );
      return { output: result };
    },
  });
}
