import {
  Authorization,
  AuthorizationListQuery,
  AuthorizationTestResult,
  AuthTemplate,
  AuthTemplateQuery,
  CreateAuthorizationRequest,
  findAuthTemplate,
  MessageResponse,
  OAuth2AuthorizeResponse,
  OAuth2TokenRequest,
  UpdateAuthorizationRequest,
} from '@flowlane/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authGuard } from '../accounts/index.js';
import type { RoutesContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { authorizationsOf } from './instances.js';
import { listTemplates } from './service.js';

const Params = z.object({ id: z.string().min(1).max(100) });

/**
 * The auth library (`/api/authtemplate`), authorizations (`/api/authorization`) and the OAuth2 flow
 * (`/api/oauth2/...`). Every answer carries masked secrets only.
 */
export function authorizationRoutes(ctx: RoutesContext<'logger'>): FastifyPluginAsyncZod {
  const { requireUser } = authGuard(ctx);
  const authorizations = authorizationsOf({ db: ctx.database.db, config: ctx.config, logger: ctx.logger });
  return async (app) => {
    app.get(
      '/api/authtemplate',
      {
        schema: {
          tags: ['authorizations'],
          summary: 'The auth library: authorization templates',
          querystring: AuthTemplateQuery,
          response: { 200: z.array(AuthTemplate) },
        },
      },
      async (request) => {
        await requireUser(request);
        return listTemplates(request.query);
      },
    );
    app.get(
      '/api/authtemplate/:id',
      {
        schema: {
          tags: ['authorizations'],
          summary: 'An authorization template with its form',
          params: Params,
          response: { 200: AuthTemplate },
        },
      },
      async (request) => {
        await requireUser(request);
        const template = findAuthTemplate(request.params.id);
        if (!template) throw notFound('Auth template not found');
        return template;
      },
    );

    app.get(
      '/api/authorization',
      {
        schema: {
          tags: ['authorizations'],
          summary: "The team's authorizations (secrets masked)",
          querystring: AuthorizationListQuery,
          response: { 200: z.array(Authorization) },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return authorizations.list(user.teamId, request.query);
      },
    );
    app.post(
      '/api/authorization',
      {
        schema: {
          tags: ['authorizations'],
          summary: 'Create an authorization from a template',
          body: CreateAuthorizationRequest,
          response: { 201: Authorization },
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        return reply.status(201).send(await authorizations.create(user.teamId, user.userId, request.body));
      },
    );
    app.get(
      '/api/authorization/:id',
      {
        schema: {
          tags: ['authorizations'],
          summary: 'An authorization (secrets masked)',
          params: Params,
          response: { 200: Authorization },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return authorizations.get(user.teamId, request.params.id);
      },
    );
    app.put(
      '/api/authorization/:id',
      {
        schema: {
          tags: ['authorizations'],
          summary: 'Save an authorization (the whole object; a masked secret keeps the stored one)',
          params: Params,
          body: UpdateAuthorizationRequest,
          response: { 200: Authorization },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return authorizations.update(user.teamId, request.params.id, request.body);
      },
    );
    app.delete(
      '/api/authorization/:id',
      {
        schema: {
          tags: ['authorizations'],
          summary: 'Delete an authorization',
          params: Params,
          response: { 200: MessageResponse },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        await authorizations.remove(user.teamId, request.params.id);
        return { message: 'Authorization deleted' };
      },
    );
    app.post(
      '/api/authorization/:id/test',
      {
        schema: {
          tags: ['authorizations'],
          summary: 'Test the connection (every kind)',
          params: Params,
          response: { 200: AuthorizationTestResult },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return authorizations.test(user.teamId, request.params.id);
      },
    );

    app.get(
      '/api/oauth2/authorize/:id',
      {
        schema: {
          tags: ['authorizations'],
          summary: "The provider's authorization URL (state and PKCE challenge included)",
          params: Params,
          response: { 200: OAuth2AuthorizeResponse },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return { url: await authorizations.authorizeUrl(user.teamId, request.params.id) };
      },
    );
    app.post(
      '/api/oauth2/token',
      {
        schema: {
          tags: ['authorizations'],
          summary: "The provider's callback query: exchanges the code and stores the tokens",
          body: OAuth2TokenRequest,
          response: { 200: Authorization },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return authorizations.exchange(user.teamId, request.body);
      },
    );
  };
}
