import { defineService, type ServiceDefinition } from '@flowlane/engine';
import { z } from 'zod';
import { MysqlConnection } from '../connectors/index.js';
import { connectorContext, DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../support/config.js';
import { loadConnection } from '../support/credentials.js';
import { authorizationField, field, MAIN_OUTPUT, objectSchema, required } from '../support/descriptor.js';
import { callConnector } from '../support/errors.js';

const Param = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export function createMysqlQueryService(config: ServiceConfig = DEFAULT_SERVICE_CONFIG): ServiceDefinition {
  return defineService({
    descriptor: {
      id: 'db.mysql',
      name: 'MySQL query',
      category: 'Databases',
      icon: 'storage',
      description: 'Runs one SQL statement on a MySQL database, with ? parameters.',
      kind: 'action',
      actions: [{ id: 'run', name: 'Query', description: 'Run the statement' }],
      inputs: [
        authorizationField(['mysql'], true),
        required('sql', 'SQL', 'code', { placeholder: 'select * from orders where id = ?' }),
        field('params', 'Parameters', 'json', { help: 'A list, bound to the ? placeholders in order' }),
      ],
      outputSchema: objectSchema({
        rows: { type: 'array', items: { type: 'object' } },
        rowCount: { type: 'number' },
        affectedRows: { type: 'number' },
        insertId: { type: 'number' },
      }),
      outputHandles: MAIN_OUTPUT,
      authorizationKinds: ['mysql'],
    },
    params: z.object({
      authorization: z.string().min(1),
      sql: z.string().min(1),
      params: z.array(Param).default([]),
    }),
    execute: async (ctx) => {
      const { authorization, sql, params } = ctx.params;
      const connection = await loadConnection(ctx, authorization, ['mysql'], MysqlConnection);
      const result = await callConnector(ctx.node.id, () =>
        config.connectors.mysqlQuery({ connection, sql, params }, connectorContext(config, ctx.signal)),
      );
      return { output: result };
    },
  });
}
