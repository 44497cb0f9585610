import { N8nImportResponse } from '@flowlane/contracts';
import { n8nImport } from '@flowlane/services';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authGuard } from '../accounts/index.js';
import type { RoutesContext } from '../context.js';
import { workflowsRepository } from '../db/index.js';
import { unprocessable } from '../http/errors.js';
import {
  newHookId,
  newWorkflowDocument,
  pastedGraph,
  prepareDocument,
  toWorkflowResponse,
} from './service.js';

/**
 * `POST /api/workflow/import/n8n`: an n8n workflow export (pasted or uploaded, sent as the body) becomes a
 * new workflow. The conversion is the pure `n8nImport` of packages/services; here it is stored as every
 * import is (the designer's paste into an empty graph), with its webhook and schedule off until the
 * person turns them on, and the report of what needs a hand is returned beside it.
 */
export function n8nImportRoutes(ctx: RoutesContext<'runtime'>): FastifyPluginAsyncZod {
  const { requireCapability } = authGuard(ctx);
  const repo = () => workflowsRepository(ctx.database.db);
  const describe = (serviceId: string) => ctx.runtime.services.get(serviceId)?.descriptor;

  return async (app) => {
    app.post(
      '/api/workflow/import/n8n',
      {
        schema: {
          tags: ['workflows'],
          summary: 'Import an n8n workflow export as a new workflow, with a report of what needs a hand',
          body: z.unknown(),
          querystring: z.object({ projectId: z.uuid().optional() }),
          response: { 201: N8nImportResponse },
        },
      },
      async (request, reply) => {
        const user = await requireCapability(request, 'workflow:write');
        let conversion: n8nImport.N8nConversion;
        try {
          conversion = n8nImport.convertN8nWorkflow(request.body, { describe });
        } catch (error) {
          if (error instanceof n8nImport.N8nExportError) throw unprocessable(error.message);
          throw error;
        }
        const projectId = request.query.projectId ?? null;
        if (projectId && !(await repo().projectExists(user.teamId, projectId))) {
          throw unprocessable('The project does not exist.', { projectId: 'The project does not exist.' });
        }
        const { data } = newWorkflowDocument({
          data: {
            title: conversion.title,
            description: 'Imported from n8n',
            webhook: { active: false, responseMode: conversion.webhookReplies ? 'sync' : 'async' },
          },
        });
        const graph = pastedGraph(conversion.graph);
        const columns = prepareDocument({ data, graph, projectId }, user.plan);
        const row = await repo().create(user.teamId, user.userId, { ...columns, hookId: newHookId() });
        return reply.status(201).send({
          workflow: toWorkflowResponse(row, ctx.config, ctx.runtime.services),
          report: conversion.report,
        });
      },
    );
  };
}
