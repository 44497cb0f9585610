import {
  CreateIntegrationRequest,
  Integration,
  IntegrationCopyResponse,
  IntegrationListQuery,
  IntegrationListResponse,
  IntegrationRunListQuery,
  IntegrationRunListResponse,
  IntegrationSavedResponse,
  IntegrationTemplate,
  IntegrationTemplateListQuery,
  IntegrationTemplateListResponse,
  MESSAGES,
  MessageResponse,
  type Plan,
  RunDetail,
  RunQueuedResponse,
  UpdateIntegrationRequest,
} from '@flowlane/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authGuard } from '../accounts/index.js';
import type { RoutesContext } from '../context.js';
import { runsRepository, workflowsRepository } from '../db/index.js';
import { type IntegrationWithWorkflow, integrationsRepository } from '../db/repositories/integrations.js';
import { badRequest, conflict, notFound, unprocessable } from '../http/errors.js';
import { toRunDetail, toRunSummary } from '../runs/views.js';
import { newHookId, pastedGraph, prepareDocument, storedDocument } from '../workflows/service.js';
import { verifyAuthorizations } from './authorizations.js';
import { buildWorkflow, checkAuthorizationIds, checkSettings } from './build.js';
import { findIntegrationTemplate, INTEGRATION_TEMPLATES } from './templates.js';

const IdParams = z.object({ id: z.uuid('Not an integration id') });

const summaryOf = (t: IntegrationTemplate) => ({
  id: t.id,
  name: t.name,
  category: t.category,
  description: t.description,
  icon: t.icon,
  trigger: t.trigger,
  services: t.services,
  authorizationKinds: t.authorizationKinds,
});

export function integrationRoutes(ctx: RoutesContext<'runtime'>): FastifyPluginAsyncZod {
  const { requireUser, requireCapability } = authGuard(ctx);
  const repo = () => integrationsRepository(ctx.database.db);

  function templateOf(id: string): IntegrationTemplate {
    const template = findIntegrationTemplate(id);
    if (!template)
      throw unprocessable(`There is no integration template "${id}".`, { templateId: 'Unknown template' });
    return template;
  }

  async function checkProject(teamId: string, projectId: string | null | undefined) {
    if (projectId && !(await workflowsRepository(ctx.database.db).projectExists(teamId, projectId))) {
      throw unprocessable('The project does not exist.', { projectId: 'The project does not exist.' });
    }
  }

  /** Checks the input against the template's form, then builds the workflow's columns. */
  async function prepare(
    teamId: string,
    plan: Plan,
    template: IntegrationTemplate,
    input: {
      name: string;
      settings: Record<string, unknown>;
      authorizationIds: Record<string, string>;
      enabled: boolean;
      projectId: string | null;
    },
  ) {
    const settings = checkSettings(template, input.settings);
    const authorizations = checkAuthorizationIds(template, input.authorizationIds);
    const errors = { ...settings.errors, ...authorizations.errors };
    const [first] = Object.values(errors);
    if (first) throw badRequest(first, errors);
    await checkProject(teamId, input.projectId);
    await verifyAuthorizations(ctx, teamId, template, authorizations.authorizationIds);
    const document = buildWorkflow(template, {
      name: input.name,
      settings: settings.settings,
      authorizationIds: authorizations.authorizationIds,
      enabled: input.enabled,
    });
    // The integration's own workflow stays out of projects: the integration carries the project.
    const columns = prepareDocument({ ...document, projectId: null }, plan);
    return {
      fields: {
        projectId: input.projectId,
        templateId: template.id,
        name: input.name,
        settings: settings.settings,
        authorizationIds: authorizations.authorizationIds,
        enabled: input.enabled,
      },
      columns,
    };
  }

  async function toIntegration({ integration, workflow }: IntegrationWithWorkflow): Promise<Integration> {
    const template = findIntegrationTemplate(integration.templateId);
    const { data } = storedDocument(workflow);
    const last = (
      await runsRepository(ctx.database.db).listForWorkflow(integration.teamId, workflow.id, {
        page: 0,
        pageSize: 1,
      })
    ).items[0];
    return {
      id: integration.id,
      projectId: integration.projectId,
      templateId: integration.templateId,
      templateName: template?.name ?? integration.templateId,
      category: template?.category ?? '',
      icon: template?.icon ?? 'extension',
      trigger: template?.trigger ?? 'manual',
      name: integration.name,
      settings: z.record(z.string(), z.unknown()).parse(integration.settings),
      authorizationIds: z.record(z.string(), z.string()).parse(integration.authorizationIds),
      enabled: integration.enabled,
      workflowId: workflow.id,
      webhookUrl: workflow.webhookActive ? `${ctx.config.publicUrl}/hooks/${workflow.hookId}` : null,
      mailhookAddress: workflow.mailhookActive ? `${workflow.hookId}@${ctx.config.mailhookDomain}` : null,
      scheduleText: data.schedule.textExpression,
      lastRun: last ? { id: last.id, status: last.status, queuedAt: last.queuedAt.toISOString() } : null,
      createdAt: integration.createdAt.toISOString(),
      updatedAt: integration.updatedAt.toISOString(),
    };
  }

  async function load(teamId: string, id: string): Promise<IntegrationWithWorkflow> {
    const found = await repo().get(teamId, id);
    if (!found) throw notFound('Integration not found');
    return found;
  }

  return async (app) => {
    app.get(
      '/api/itemplate',
      {
        schema: {
          tags: ['integrations'],
          summary: 'The integration template library (search, category)',
          querystring: IntegrationTemplateListQuery,
          response: { 200: IntegrationTemplateListResponse },
        },
      },
      async (request) => {
        await requireUser(request);
        const search = request.query.search?.trim().toLowerCase();
        const category = request.query.category?.trim().toLowerCase();
        const items = INTEGRATION_TEMPLATES.filter(
          (t) =>
            (!category || t.category.toLowerCase() === category) &&
            (!search ||
              [t.name, t.description, t.category, ...t.services, ...t.authorizationKinds].some((text) =>
                text.toLowerCase().includes(search),
              )),
        ).map(summaryOf);
        const categories = [...new Set(INTEGRATION_TEMPLATES.map((t) => t.category))].sort();
        return { items, total: items.length, categories };
      },
    );

    app.get(
      '/api/itemplate/:id',
      {
        schema: {
          tags: ['integrations'],
          summary: 'One integration template with its settings form, authorizations and workflow',
          params: z.object({ id: z.string().max(100) }),
          response: { 200: IntegrationTemplate },
        },
      },
      async (request) => {
        await requireUser(request);
        const template = findIntegrationTemplate(request.params.id);
        if (!template) throw notFound('Integration template not found');
        return template;
      },
    );

    app.get(
      '/api/integration',
      {
        schema: {
          tags: ['integrations'],
          summary: 'List integrations (search, project filter, paging)',
          querystring: IntegrationListQuery,
          response: { 200: IntegrationListResponse },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const { items, total } = await repo().list(user.teamId, request.query);
        return {
          items: await Promise.all(items.map(toIntegration)),
          total,
          page: request.query.page,
          pageSize: request.query.pageSize,
        };
      },
    );

    app.post(
      '/api/integration',
      {
        schema: {
          tags: ['integrations'],
          summary: 'Create an integration from a template with its settings and authorizations',
          body: CreateIntegrationRequest,
          response: { 201: IntegrationSavedResponse },
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        const body = request.body;
        const template = templateOf(body.templateId);
        const { fields, columns } = await prepare(user.teamId, user.plan, template, {
          name: body.name || template.name,
          settings: body.settings,
          authorizationIds: body.authorizationIds,
          enabled: body.enabled,
          projectId: body.projectId ?? null,
        });
        const created = await repo().create(user.teamId, user.userId, fields, {
          ...columns,
          hookId: newHookId(),
        });
        return reply
          .status(201)
          .send({ message: MESSAGES.integrationSaved, integration: await toIntegration(created) });
      },
    );

    app.get(
      '/api/integration/:id',
      {
        schema: {
          tags: ['integrations'],
          summary: 'One integration',
          params: IdParams,
          response: { 200: Integration },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return toIntegration(await load(user.teamId, request.params.id));
      },
    );

    async function save(
      user: { teamId: string; userId: string; plan: Plan },
      id: string,
      patch: (current: IntegrationWithWorkflow) => {
        name: string;
        settings: Record<string, unknown>;
        authorizationIds: Record<string, string>;
        enabled: boolean;
        projectId: string | null;
      },
    ) {
      const current = await load(user.teamId, id);
      const template = templateOf(current.integration.templateId);
      const { fields, columns } = await prepare(user.teamId, user.plan, template, patch(current));
      const { templateId: _t, ...rest } = fields;
      const saved = await repo().update(user.teamId, id, user.userId, rest, columns);
      if (!saved) throw notFound('Integration not found');
      return { message: MESSAGES.integrationSaved, integration: await toIntegration(saved) };
    }

    app.put(
      '/api/integration/:id',
      {
        schema: {
          tags: ['integrations'],
          summary: 'Save an integration (the whole object); its workflow is rebuilt from the template',
          params: IdParams,
          body: UpdateIntegrationRequest,
          response: { 200: IntegrationSavedResponse },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const body = request.body;
        return save(user, request.params.id, (current) => ({
          name: body.name,
          settings: body.settings,
          authorizationIds: body.authorizationIds,
          enabled: body.enabled,
          projectId: body.projectId === undefined ? current.integration.projectId : body.projectId,
        }));
      },
    );

    for (const [action, enabled] of [
      ['enable', true],
      ['disable', false],
    ] as const) {
      app.post(
        `/api/integration/:id/${action}`,
        {
          schema: {
            tags: ['integrations'],
            summary: enabled
              ? 'Turn an integration on'
              : 'Turn an integration off (triggers and runs refused)',
            params: IdParams,
            response: { 200: IntegrationSavedResponse },
          },
        },
        async (request) => {
          const user = await requireUser(request);
          return save(user, request.params.id, (current) => ({
            name: current.integration.name,
            settings: z.record(z.string(), z.unknown()).parse(current.integration.settings),
            authorizationIds: z.record(z.string(), z.string()).parse(current.integration.authorizationIds),
            enabled,
            projectId: current.integration.projectId,
          }));
        },
      );
    }

    app.delete(
      '/api/integration/:id',
      {
        schema: {
          tags: ['integrations'],
          summary: 'Delete an integration with its workflow and run logs',
          params: IdParams,
          response: { 200: MessageResponse },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        if (!(await repo().remove(user.teamId, request.params.id))) throw notFound('Integration not found');
        return { message: MESSAGES.integrationDeleted };
      },
    );

    app.post(
      '/api/integration/:id/run',
      {
        schema: {
          tags: ['integrations'],
          summary: 'Run an integration now (answers at once with the run id)',
          params: IdParams,
          body: z.unknown().optional(),
          response: { 202: RunQueuedResponse },
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        const { integration, workflow } = await load(user.teamId, request.params.id);
        if (!integration.enabled) {
          throw conflict('This integration is disabled; enable it to run it.');
        }
        const answer = await ctx.runtime.runByHand(
          user,
          workflow,
          'integration',
          request.body ?? {},
          MESSAGES.integrationQueued,
        );
        return reply.status(202).send(answer);
      },
    );

    app.get(
      '/api/integration/:id/runs',
      {
        schema: {
          tags: ['integrations'],
          summary: "An integration's run logs, newest first (status filter, paging)",
          params: IdParams,
          querystring: IntegrationRunListQuery,
          response: { 200: IntegrationRunListResponse },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const { workflow } = await load(user.teamId, request.params.id);
        const { items, total } = await runsRepository(ctx.database.db).listForWorkflow(
          user.teamId,
          workflow.id,
          request.query,
        );
        return {
          items: items.map(toRunSummary),
          total,
          page: request.query.page,
          pageSize: request.query.pageSize,
        };
      },
    );

    app.get(
      '/api/integration/:id/runs/:runId',
      {
        schema: {
          tags: ['integrations'],
          summary: 'One run of an integration with every step',
          params: IdParams.extend({ runId: z.uuid('Not a run id') }),
          response: { 200: RunDetail },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const { workflow } = await load(user.teamId, request.params.id);
        const runs = runsRepository(ctx.database.db);
        const run = await runs.get(user.teamId, request.params.runId);
        if (!run || run.workflowId !== workflow.id) throw notFound('Run not found');
        return toRunDetail(run, await runs.steps(run.id));
      },
    );

    app.post(
      '/api/integration/:id/copy',
      {
        schema: {
          tags: ['integrations'],
          summary: "Copy an integration's workflow into a normal workflow to open in the designer",
          params: IdParams,
          response: { 201: IntegrationCopyResponse },
        },
      },
      async (request, reply) => {
        const user = await requireCapability(request, 'workflow:write');
        const { integration, workflow } = await load(user.teamId, request.params.id);
        const { data, graph } = storedDocument(workflow);
        data.title = `${integration.name} (copy)`;
        // Put together as the designer pastes steps into a new workflow (see pastedGraph).
        const columns = prepareDocument(
          { data, graph: pastedGraph(graph), projectId: integration.projectId },
          user.plan,
        );
        const copy = await workflowsRepository(ctx.database.db).create(user.teamId, user.userId, {
          ...columns,
          hookId: newHookId(),
        });
        return reply.status(201).send({ workflowId: copy.id, title: copy.title });
      },
    );
  };
}
