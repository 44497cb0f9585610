import { defineStep, prop, type ServiceDefinition } from '@flowlane/engine';
import { z } from 'zod';
import { PostgresConnection } from '../connectors/index.js';
import { connectorContext, DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../support/config.js';
import { loadConnection } from '../support/credentials.js';
import { MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';
import { callConnector } from '../support/errors.js';

export function createPostgresQueryService(
  config: ServiceConfig = DEFAULT_SERVICE_CONFIG,
): ServiceDefinition {
  return defineStep({
    descriptor: {
      id: 'db.postgres',
      name: 'PostgreSQL query',
      category: 'Databases',
      icon: 'storage',
      description: 'Runs one SQL statement on a PostgreSQL database, with $1, $2 parameters.',
      kind: 'action',
      actions: [{ id: 'run', name: 'Query', description: 'Run the statement' }],
      outputSchema: objectSchema({
        rows: { type: 'array', items: { type: 'object' } },
        rowCount: { type: 'number' },
        fields: { type: 'array' },
      }),
      outputHandles: MAIN_OUTPUT,
    },
    props: {
      authorization: prop.authorization({ kinds: ['postgres'], required: true }),
      sql: prop.code({ label: 'SQL', required: true, placeholder: 'select * from orders where id = $1' }),
      params: prop.json({
        label: 'Parameters',
        help: 'A list, bound to $1, $2, ... (never spliced into the SQL)',
        schema: z.array(z.unknown()).default([]),
      }),
    },
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
