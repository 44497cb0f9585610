import {
  DataSourcesTree,
  datasetStepOutputSchema,
  MapperFunction,
  ServiceDescriptor,
} from '@flowlane/contracts';
import {
  buildDataSourcesTree,
  type DataSource,
  getParentNodes,
  indexGraph,
  mapperFunctions,
} from '@flowlane/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authGuard } from '../accounts/index.js';
import type { RoutesContext } from '../context.js';
import { datasetOfStep } from '../datasets/step-schema.js';
import { runsRepository, workflowsRepository } from '../db/index.js';
import { notFound } from '../http/errors.js';
import { storedGraph } from './service.js';

/** The designer's libraries: services, mapper functions, output schemas and the mapper's data sources. */
export function libraryRoutes(ctx: RoutesContext<'catalog' | 'runtime'>): FastifyPluginAsyncZod {
  const { requireUser } = authGuard(ctx);
  const services = () => ctx.runtime.services;

  return async (app) => {
    app.get(
      '/api/service-library/services',
      {
        schema: {
          tags: ['library'],
          summary: 'The service catalogue (step kinds) with their input and output schemas',
          response: { 200: z.array(ServiceDescriptor) },
        },
      },
      async (request) => {
        await requireUser(request);
        return ctx.catalog.descriptors();
      },
    );

    app.get(
      '/api/mapper-library/functions',
      {
        schema: {
          tags: ['library'],
          summary: 'Mapper functions usable in {{ }} mappings, with signature, description and example',
          response: { 200: z.array(MapperFunction) },
        },
      },
      async (request) => {
        await requireUser(request);
        return [...mapperFunctions];
      },
    );

    const Params = z.object({ workflowId: z.uuid(), serviceId: z.string().min(1).max(200) });

    app.get(
      '/api/workflow/:workflowId/actionoutput/:serviceId',
      {
        schema: {
          tags: ['library'],
          summary: "A service's output schema",
          params: Params,
          response: { 200: z.record(z.string(), z.unknown()) },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        if (!(await workflowsRepository(ctx.database.db).get(user.teamId, request.params.workflowId))) {
          throw notFound('Workflow not found');
        }
        const service = services().get(request.params.serviceId);
        if (!service) throw notFound(`Unknown service "${request.params.serviceId}"`);
        return service.descriptor.outputSchema;
      },
    );

    app.get(
      '/api/workflow/:workflowId/output/:serviceId',
      {
        schema: {
          tags: ['library'],
          summary:
            'The data sources a step can map from: the trigger and the steps before it, from the last run or the output schemas',
          params: Params,
          response: { 200: DataSourcesTree },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const row = await workflowsRepository(ctx.database.db).get(user.teamId, request.params.workflowId);
        if (!row) throw notFound('Workflow not found');
        const graph = storedGraph(row);
        // {serviceId} names the step being edited: its data sources are the steps before it.
        const stepId = request.params.serviceId;
        const index = indexGraph(graph);
        const before = graph.nodes.some((n) => n.id === stepId)
          ? new Set(getParentNodes(index, stepId, Number.POSITIVE_INFINITY))
          : new Set(graph.nodes.map((n) => n.id));
        const runs = runsRepository(ctx.database.db);
        const [lastRun] = (await runs.listForWorkflow(user.teamId, row.id, { page: 0, pageSize: 1 })).items;
        const samples = new Map<string, unknown>();
        if (lastRun) {
          for (const step of await runs.steps(lastRun.id)) {
            if (step.status === 'succeeded' && !step.outputTruncated) samples.set(step.nodeId, step.output);
          }
        }
        const sources: DataSource[] = [];
        for (const node of graph.nodes) {
          if (!before.has(node.id)) continue;
          const service = services().get(node.serviceId);
          const isTrigger = service?.descriptor.kind === 'trigger';
          // A dataset step's output follows its dataset's columns; they name the tree's fields better than
          // the last run did (a find that found nothing, a column added since).
          const dataset =
            node.serviceId === 'data.dataset'
              ? await datasetOfStep(ctx.database.db, user.teamId, node.params.datasetId)
              : undefined;
          if (dataset) {
            sources.push({
              id: node.id,
              title: node.name,
              schema: datasetStepOutputSchema(dataset.columns, node.action),
            });
            continue;
          }
          const sample = isTrigger ? (lastRun?.triggerData ?? samples.get(node.id)) : samples.get(node.id);
          sources.push({
            id: isTrigger ? 'trigger' : node.id,
            title: node.name,
            ...(sample !== undefined ? { sample } : {}),
            ...(service ? { schema: service.descriptor.outputSchema } : {}),
          });
        }
        return buildDataSourcesTree(sources);
      },
    );
  };
}
