import {
  CreateWorkflowRequest,
  DocumentVersionError,
  MESSAGES,
  migrateWorkflowGraph,
  RunListQuery,
  RunListResponse,
  RunQueuedResponse,
  UpdateWorkflowRequest,
  WorkflowData,
  WorkflowGraph,
  WorkflowListQuery,
  WorkflowListResponse,
  WorkflowResponse,
} from '@flowlane/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authGuard } from '../accounts/index.js';
import { syncAppHooks } from '../connectors/app-webhooks.js';
import type { RoutesContext } from '../context.js';
import { parseRunCursor, runsRepository, workflowsRepository } from '../db/index.js';
import { badRequest, HttpError, notFound, unprocessable } from '../http/errors.js';
import { checkMcpToolName } from '../mcp/tools.js';
import { toRunSummary } from '../runs/views.js';
import { nextRuns } from './schedule.js';
import {
  checkAuthorizations,
  newHookId,
  newWorkflowDocument,
  pastedGraph,
  prepareDocument,
  storedDocument,
  toWorkflowResponse,
} from './service.js';

const IdParams = z.object({ id: z.uuid('Not a workflow id') });

/** The export file: a workflow document with a marker, so an import can tell it from any JSON. */
export const WorkflowExport = z.object({
  flowlane: z.literal('workflow', { error: 'This file is not a Flowlane workflow export.' }),
  schemaVersion: z.number().int(),
  data: WorkflowData,
  graph: WorkflowGraph,
});

/** An export file as an import reads it: the graph may be at an older schema version, migrated below. */
const WorkflowImport = WorkflowExport.extend({ graph: z.unknown() });

/** The import's graph at the current version; a version this server cannot read is the file's fault (422). */
function importedGraph(graph: unknown): WorkflowGraph {
  try {
    return migrateWorkflowGraph(graph);
  } catch (error) {
    if (error instanceof DocumentVersionError) throw unprocessable(error.message);
    if (error instanceof z.ZodError) {
      const issue = error.issues[0];
      throw unprocessable(
        `This workflow file is damaged: ${['graph', ...(issue?.path ?? [])].join('.')} ${issue?.message}`,
      );
    }
    throw error;
  }
}

export function workflowRoutes(ctx: RoutesContext<'catalog' | 'logger' | 'runtime'>): FastifyPluginAsyncZod {
  const { requireUser, requireCapability } = authGuard(ctx);
  const repo = () => workflowsRepository(ctx.database.db);
  const respond = (row: Parameters<typeof toWorkflowResponse>[0]) =>
    toWorkflowResponse(row, ctx.config, ctx.runtime.services);

  async function checkProject(teamId: string, projectId: string | null | undefined) {
    if (projectId && !(await repo().projectExists(teamId, projectId))) {
      throw unprocessable('The project does not exist.', { projectId: 'The project does not exist.' });
    }
  }

  type Saved = NonNullable<Awaited<ReturnType<ReturnType<typeof repo>['update']>>>;

  /**
   * Brings the app hooks in line with a saved workflow. An app that refuses to register its hook leaves
   * the workflow saved but turned off (its triggers could not fire): on a save, a 422 says so; a new
   * workflow (a duplicate, an import) is answered turned off.
   */
  async function syncHooks(
    user: { teamId: string; userId: string; plan: Parameters<typeof prepareDocument>[1] },
    before: Saved | undefined,
    row: Saved,
  ): Promise<Saved> {
    try {
      await syncAppHooks(ctx, before, row);
      return row;
    } catch (error) {
      if (!(error instanceof HttpError) || !row.enabled) throw error;
      const { data, graph } = storedDocument(row);
      data.enabled = false;
      const columns = prepareDocument({ data, graph, projectId: row.projectId }, user.plan);
      const off = await repo().update(user.teamId, row.id, user.userId, columns);
      if (!before) return off ?? row;
      throw unprocessable(`${error.message} The workflow is saved and turned off; turn it on to try again.`);
    }
  }

  return async (app) => {
    app.post(
      '/api/workflow',
      {
        schema: {
          tags: ['workflows'],
          summary: 'Create a workflow (missing parts take the defaults)',
          body: CreateWorkflowRequest.optional(),
          response: { 201: WorkflowResponse },
        },
      },
      async (request, reply) => {
        const user = await requireCapability(request, 'workflow:write');
        await checkProject(user.teamId, request.body?.projectId);
        const document = newWorkflowDocument(request.body ?? {});
        await checkAuthorizations(ctx.database.db, user.teamId, document.graph);
        const columns = prepareDocument(
          { ...document, projectId: request.body?.projectId ?? null },
          user.plan,
        );
        const row = await repo().create(user.teamId, user.userId, { ...columns, hookId: newHookId() });
        return reply.status(201).send(respond(await syncHooks(user, undefined, row)));
      },
    );

    app.get(
      '/api/workflow',
      {
        schema: {
          tags: ['workflows'],
          summary: 'List workflows (search, project filter, sort, paging)',
          querystring: WorkflowListQuery,
          response: { 200: WorkflowListResponse },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const { items, total } = await repo().list(user.teamId, request.query);
        const lastRuns = await runsRepository(ctx.database.db).lastRunsOf(
          user.teamId,
          items.map((w) => w.id),
        );
        return {
          items: items.map((row) => {
            const { data } = storedDocument(row);
            const last = lastRuns.get(row.id);
            const next =
              row.scheduleCron && row.enabled
                ? nextRuns(row.scheduleCron, row.scheduleTimezone ?? 'UTC', 1)[0]
                : undefined;
            return {
              id: row.id,
              title: row.title,
              description: data.description,
              projectId: row.projectId,
              enabled: row.enabled,
              triggers: [
                'manual' as const,
                ...(row.scheduleCron ? ['schedule' as const] : []),
                ...(row.webhookActive ? ['webhook' as const] : []),
                ...(row.mailhookActive ? ['mailhook' as const] : []),
              ],
              scheduleText: data.schedule.textExpression,
              nextRunAt: next ? next.toISOString() : null,
              lastRun: last
                ? { id: last.id, status: last.status, queuedAt: last.queuedAt.toISOString() }
                : null,
              updatedAt: row.updatedAt.toISOString(),
              createdAt: row.createdAt.toISOString(),
            };
          }),
          total,
          page: request.query.page,
          pageSize: request.query.pageSize,
        };
      },
    );

    app.get(
      '/api/workflow/:id',
      {
        schema: {
          tags: ['workflows'],
          summary: 'Load a workflow',
          params: IdParams,
          response: { 200: WorkflowResponse },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const row = await repo().get(user.teamId, request.params.id);
        if (!row) throw notFound('Workflow not found');
        return respond(row);
      },
    );

    app.put(
      '/api/workflow/:id',
      {
        schema: {
          tags: ['workflows'],
          summary: 'Save a workflow (the whole object) as a new version',
          params: IdParams,
          body: UpdateWorkflowRequest,
          response: { 200: WorkflowResponse },
        },
      },
      async (request) => {
        const user = await requireCapability(request, 'workflow:write');
        const current = await repo().get(user.teamId, request.params.id);
        if (!current) throw notFound('Workflow not found');
        const projectId = request.body.projectId === undefined ? current.projectId : request.body.projectId;
        await checkProject(user.teamId, projectId);
        await checkAuthorizations(ctx.database.db, user.teamId, request.body.graph);
        await checkMcpToolName(ctx, user.teamId, current.id, request.body.data);
        const columns = prepareDocument(
          { data: request.body.data, graph: request.body.graph, projectId },
          user.plan,
        );
        const row = await repo().update(user.teamId, request.params.id, user.userId, columns);
        if (!row) throw notFound('Workflow not found');
        return respond(await syncHooks(user, current, row));
      },
    );

    app.patch(
      '/api/workflow/:id/enabled',
      {
        schema: {
          tags: ['workflows'],
          summary: 'Turn a workflow on or off',
          params: IdParams,
          body: z.object({ enabled: z.boolean() }),
          response: { 200: WorkflowResponse },
        },
      },
      async (request) => {
        const user = await requireCapability(request, 'workflow:write');
        const current = await repo().get(user.teamId, request.params.id);
        if (!current) throw notFound('Workflow not found');
        const { data, graph } = storedDocument(current);
        data.enabled = request.body.enabled;
        const columns = prepareDocument({ data, graph, projectId: current.projectId }, user.plan);
        const row = await repo().update(user.teamId, current.id, user.userId, columns);
        if (!row) throw notFound('Workflow not found');
        return respond(await syncHooks(user, current, row));
      },
    );

    app.delete(
      '/api/workflow/:id',
      { schema: { tags: ['workflows'], summary: 'Delete a workflow and its runs', params: IdParams } },
      async (request, reply) => {
        const user = await requireCapability(request, 'workflow:write');
        const current = await repo().get(user.teamId, request.params.id);
        // The app hooks go first (their state is the workflow's, deleted with it); an app that cannot be
        // reached does not keep a workflow from being deleted.
        if (current)
          await syncAppHooks(ctx, current, undefined).catch((error: unknown) =>
            ctx.logger.warn({ err: error, workflowId: current.id }, 'could not remove an app webhook'),
          );
        if (!(await repo().remove(user.teamId, request.params.id))) throw notFound('Workflow not found');
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/workflow/:id/duplicate',
      {
        schema: {
          tags: ['workflows'],
          summary: 'Copy a workflow (the copy gets its own webhook)',
          params: IdParams,
          response: { 201: WorkflowResponse },
        },
      },
      async (request, reply) => {
        const user = await requireCapability(request, 'workflow:write');
        const source = await repo().get(user.teamId, request.params.id);
        if (!source) throw notFound('Workflow not found');
        const { data, graph } = storedDocument(source);
        data.title = `${data.title} (copy)`;
        const columns = prepareDocument(
          { data, graph: pastedGraph(graph), projectId: source.projectId },
          user.plan,
        );
        const row = await repo().create(user.teamId, user.userId, { ...columns, hookId: newHookId() });
        return reply.status(201).send(respond(await syncHooks(user, undefined, row)));
      },
    );

    app.get(
      '/api/workflow/:id/export',
      {
        schema: {
          tags: ['workflows'],
          summary: 'Export as JSON',
          params: IdParams,
          response: { 200: WorkflowExport },
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        const row = await repo().get(user.teamId, request.params.id);
        if (!row) throw notFound('Workflow not found');
        const { data, graph } = storedDocument(row);
        const { hookId: _w, ...webhook } = data.webhook;
        const { hookId: _m, ...mailhook } = data.mailhook;
        const filename = `${data.title.replace(/[^\w.-]+/g, '_') || 'workflow'}.json`;
        reply.header('content-disposition', `attachment; filename="${filename}"`);
        return {
          flowlane: 'workflow' as const,
          // The graph's, not the row's: a row stored before a schema bump is exported migrated.
          schemaVersion: graph.schemaVersion,
          data: { ...data, webhook, mailhook },
          graph,
        };
      },
    );

    app.post(
      '/api/workflow/import',
      {
        schema: {
          tags: ['workflows'],
          summary: 'Import a workflow from an export file',
          body: z.unknown(),
          querystring: z.object({ projectId: z.uuid().optional() }),
          response: { 201: WorkflowResponse },
        },
      },
      async (request, reply) => {
        const user = await requireCapability(request, 'workflow:write');
        const parsed = WorkflowImport.safeParse(request.body);
        if (!parsed.success) {
          const marker = z.object({ flowlane: z.literal('workflow') }).safeParse(request.body);
          throw unprocessable(
            marker.success
              ? `This workflow file is damaged: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`
              : 'This file is not a Flowlane workflow export.',
          );
        }
        // Put together as the designer pastes steps into a new workflow (see pastedGraph).
        const graph = pastedGraph(importedGraph(parsed.data.graph));
        await checkProject(user.teamId, request.query.projectId);
        await checkAuthorizations(ctx.database.db, user.teamId, graph);
        const columns = prepareDocument(
          { data: parsed.data.data, graph, projectId: request.query.projectId ?? null },
          user.plan,
        );
        const row = await repo().create(user.teamId, user.userId, { ...columns, hookId: newHookId() });
        return reply.status(201).send(respond(await syncHooks(user, undefined, row)));
      },
    );

    app.get(
      '/api/workflow/:id/versions',
      {
        schema: {
          tags: ['workflows'],
          summary: 'Saved versions, newest first',
          params: IdParams,
          response: {
            200: z.object({ versions: z.array(z.object({ version: z.number(), createdAt: z.string() })) }),
          },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        if (!(await repo().get(user.teamId, request.params.id))) throw notFound('Workflow not found');
        const versions = await repo().versions(user.teamId, request.params.id);
        return {
          versions: versions.map((v) => ({ version: v.version, createdAt: v.createdAt.toISOString() })),
        };
      },
    );

    app.post(
      '/api/workflow/:id/versions/:version/restore',
      {
        schema: {
          tags: ['workflows'],
          summary: 'Restore a saved version (saved again as the newest)',
          params: IdParams.extend({ version: z.coerce.number().int().min(1) }),
          response: { 200: WorkflowResponse },
        },
      },
      async (request) => {
        const user = await requireCapability(request, 'workflow:write');
        const current = await repo().get(user.teamId, request.params.id);
        const old = await repo().getVersion(user.teamId, request.params.id, request.params.version);
        if (!current || !old) throw notFound('Workflow version not found');
        const columns = prepareDocument({ ...storedDocument(old), projectId: current.projectId }, user.plan);
        const row = await repo().update(user.teamId, current.id, user.userId, columns);
        if (!row) throw notFound('Workflow not found');
        return respond(await syncHooks(user, current, row));
      },
    );

    app.post(
      '/api/workflow/:id/run',
      {
        schema: {
          tags: ['runs'],
          summary: 'Run a workflow now (answers at once with the run id)',
          params: IdParams,
          body: z.unknown().optional(),
          response: { 202: RunQueuedResponse },
        },
      },
      async (request, reply) => {
        const user = await requireCapability(request, 'workflow:run');
        const row = await repo().get(user.teamId, request.params.id);
        if (!row) throw notFound('Workflow not found');
        const answer = await ctx.runtime.runByHand(
          user,
          row,
          'manual',
          request.body ?? {},
          MESSAGES.workflowQueued,
        );
        return reply.status(202).send(answer);
      },
    );

    app.get(
      '/api/workflow/:id/runs',
      {
        schema: {
          tags: ['runs'],
          summary: "A workflow's runs, newest first",
          params: IdParams,
          querystring: RunListQuery,
          response: { 200: RunListResponse },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const { cursor, ...query } = request.query;
        const after = cursor === undefined ? undefined : parseRunCursor(cursor);
        if (cursor !== undefined && !after) throw badRequest('Invalid cursor', { cursor: 'Invalid cursor' });
        if (!(await repo().get(user.teamId, request.params.id))) throw notFound('Workflow not found');
        const { items, ...counted } = await runsRepository(ctx.database.db).listForWorkflow(
          user.teamId,
          request.params.id,
          { ...query, ...(after ? { cursor: after } : {}) },
        );
        return {
          items: items.map(toRunSummary),
          ...counted,
          page: request.query.page,
          pageSize: request.query.pageSize,
        };
      },
    );
  };
}
