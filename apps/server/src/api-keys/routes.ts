import {
  ApiError,
  ApiKey,
  ApiKeyList,
  ApiKeyUseList,
  CreateApiKeyRequest,
  CreatedApiKey,
} from '@flowlane/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authGuard } from '../accounts/guard.js';
import { RateLimitedError } from '../accounts/throttle.js';
import type { AppContext } from '../context.js';
import { apiKeyService, personalKeys, teamKeys } from './service.js';

const KeyParams = z.object({ id: z.uuid('Not an API key id') });
const TeamParams = z.object({ teamId: z.uuid('Not a team id') });
const TeamKeyParams = TeamParams.extend({ id: z.uuid('Not an API key id') });

const tags = ['api-keys'];
/** Key management needs a signed-in person: a key cannot list, make or revoke keys (scopes.ts). */
const session = [{ bearer: [] }];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

/**
 * `/api/api-key` (the caller's personal keys in its current team, My Account) and
 * `/api/team/{teamId}/api-key` (a team's keys, its admins). A key is shown once, in the creation's answer.
 */
export function apiKeyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { requireUser } = authGuard(ctx);
  const service = apiKeyService(ctx);

  return async (app) => {
    app.get(
      '/api/api-key',
      {
        schema: {
          tags,
          summary: 'My personal API keys in the current team',
          security: session,
          response: { 200: ApiKeyList, ...errors },
        },
      },
      async (request) => ({ items: await service.list(personalKeys(await requireUser(request))) }),
    );

    app.post(
      '/api/api-key',
      {
        schema: {
          tags,
          summary: 'Create a personal API key for the current team (the key is shown once)',
          security: session,
          body: CreateApiKeyRequest,
          response: { 201: CreatedApiKey, ...errors },
        },
      },
      async (request, reply) => {
        const caller = await requireUser(request);
        return reply.status(201).send(await service.create(personalKeys(caller), caller, request.body));
      },
    );

    app.delete(
      '/api/api-key/:id',
      {
        schema: {
          tags,
          summary: 'Revoke one of my personal API keys',
          security: session,
          params: KeyParams,
          response: { 200: ApiKey, ...errors },
        },
      },
      async (request) => service.revoke(personalKeys(await requireUser(request)), request.params.id),
    );

    app.get(
      '/api/api-key/:id/uses',
      {
        schema: {
          tags,
          summary: 'The latest uses of one of my personal API keys',
          security: session,
          params: KeyParams,
          response: { 200: ApiKeyUseList, ...errors },
        },
      },
      async (request) => service.uses(personalKeys(await requireUser(request)), request.params.id),
    );

    app.get(
      '/api/team/:teamId/api-key',
      {
        schema: {
          tags,
          summary: "A team's API keys (team admins)",
          security: session,
          params: TeamParams,
          response: { 200: ApiKeyList, ...errors },
        },
      },
      async (request) => {
        const owner = await teamKeys(ctx, await requireUser(request), request.params.teamId);
        return { items: await service.list(owner) };
      },
    );

    app.post(
      '/api/team/:teamId/api-key',
      {
        schema: {
          tags,
          summary: 'Create a team API key (team admins; the key is shown once)',
          security: session,
          params: TeamParams,
          body: CreateApiKeyRequest,
          response: { 201: CreatedApiKey, ...errors },
        },
      },
      async (request, reply) => {
        const caller = await requireUser(request);
        const owner = await teamKeys(ctx, caller, request.params.teamId);
        return reply.status(201).send(await service.create(owner, caller, request.body));
      },
    );

    app.delete(
      '/api/team/:teamId/api-key/:id',
      {
        schema: {
          tags,
          summary: 'Revoke a team API key (team admins)',
          security: session,
          params: TeamKeyParams,
          response: { 200: ApiKey, ...errors },
        },
      },
      async (request) => {
        const owner = await teamKeys(ctx, await requireUser(request), request.params.teamId);
        return service.revoke(owner, request.params.id);
      },
    );

    app.get(
      '/api/team/:teamId/api-key/:id/uses',
      {
        schema: {
          tags,
          summary: 'The latest uses of a team API key (team admins)',
          security: session,
          params: TeamKeyParams,
          response: { 200: ApiKeyUseList, ...errors },
        },
      },
      async (request) => {
        const owner = await teamKeys(ctx, await requireUser(request), request.params.teamId);
        return service.uses(owner, request.params.id);
      },
    );
  };
}

/**
 * Wires API keys into an app: their routes, and the Retry-After header of a 429 for bad keys on any
 * route (the guard refuses them wherever a caller is resolved, so the hook is the root app's).
 */
export async function installApiKeys(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
  await app.register(apiKeyRoutes(ctx));
}
