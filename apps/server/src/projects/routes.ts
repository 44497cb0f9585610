import { Project, ProjectInput, ProjectPatch } from '@flowlane/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authGuard } from '../accounts/index.js';
import type { RoutesContext } from '../context.js';
import { type ProjectRecord, projectsRepository } from '../db/index.js';
import { notFound } from '../http/errors.js';

const Params = z.object({ id: z.uuid('Not a project id') });

const view = (row: ProjectRecord, workflowCount = 0): Project => ({
  id: row.id,
  name: row.name,
  description: row.description,
  workflowCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Projects group a team's workflows (and later integrations, datasets, authorizations). */
export function projectRoutes(ctx: RoutesContext): FastifyPluginAsyncZod {
  const { requireUser } = authGuard(ctx);
  const repo = () => projectsRepository(ctx.database.db);
  return async (app) => {
    app.get(
      '/api/project',
      {
        schema: {
          tags: ['projects'],
          summary: "The team's projects",
          querystring: z.object({ search: z.string().max(100).optional() }),
          response: { 200: z.array(Project) },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return (await repo().list(user.teamId, request.query.search)).map((p) => view(p, p.workflowCount));
      },
    );
    app.post(
      '/api/project',
      {
        schema: {
          tags: ['projects'],
          summary: 'Create a project',
          body: ProjectInput,
          response: { 201: Project },
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        return reply.status(201).send(view(await repo().create(user.teamId, request.body)));
      },
    );
    app.get(
      '/api/project/:id',
      { schema: { tags: ['projects'], summary: 'A project', params: Params, response: { 200: Project } } },
      async (request) => {
        const user = await requireUser(request);
        const found = (await repo().list(user.teamId)).find((p) => p.id === request.params.id);
        if (!found) throw notFound('Project not found');
        return view(found, found.workflowCount);
      },
    );
    app.put(
      '/api/project/:id',
      {
        schema: {
          tags: ['projects'],
          summary: 'Rename or describe a project',
          params: Params,
          body: ProjectPatch,
          response: { 200: Project },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const row = await repo().update(user.teamId, request.params.id, request.body);
        if (!row) throw notFound('Project not found');
        return view(row);
      },
    );
    app.delete(
      '/api/project/:id',
      { schema: { tags: ['projects'], summary: 'Delete a project (its workflows stay)', params: Params } },
      async (request, reply) => {
        const user = await requireUser(request);
        if (!(await repo().remove(user.teamId, request.params.id))) throw notFound('Project not found');
        return reply.status(204).send();
      },
    );
  };
}
