import { defineStep, prop, type ServiceDefinition } from '@flowlane/engine';
import { z } from 'zod';
import { MysqlConnection } from '../connectors/index.js';
import { connectorContext, DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../support/config.js';
import { loadConnection } from '../support/credentials.js';
import { MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';
import { callConnector } from '../support/errors.js';

const Param = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export function createMysqlQueryService(config: ServiceConfig = DEFAULT_SERVICE_CONFIG): ServiceDefinition {
  return defineStep({
    descriptor: {
      id: 'db.mysql',
      name: 'MySQL query',
      category: 'Databases',
      icon: 'storage',
      description: 'Runs one SQL statement on a MySQL database, with ? parameters.',
      kind: 'action',
      actions: [{ id: 'run', name: 'Query', description: 'Run the statement' }],
      outputSchema: objectSchema({
        rows: { type: 'array', items: { type: 'object' } },
        rowCount: { type: 'number' },
        affectedRows: { type: 'number' },
        insertId: { type: 'number' },
      }),
      outputHandles: MAIN_OUTPUT,
    },
    props: {
      authorization: prop.authorization({ kinds: ['mysql'], required: true }),
      sql: prop.code({ label: 'SQL', required: true, placeholder: 'select * from orders where id = ?' }),
      params: prop.json({
        label: 'Parameters',
        help: 'A list, bound to the ? placeholders in order',
        schema: z.array(Param).default([]),
      }),
    },
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
