import {
  ApiError,
  ChangePasswordRequest,
  MessageResponse,
  TeamRef,
  TwoFactorCodeRequest,
  TwoFactorSetupResponse,
  UpdateUserRequest,
  User,
} from '@flowlane/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RoutesContext } from '../context.js';
import { authGuard } from './guard.js';
import { changePassword } from './passwords-flow.js';
import { deleteUser, getUser, updateUser } from './profile.js';
import { bearer } from './route-schemas.js';
import { listTeams, switchTeam } from './team-switch.js';
import { disableTwoFactor, enableTwoFactor, setUpTwoFactor } from './two-factor.js';

/** The signed-in user's own account: profile, password, second factor, deletion, current team. */
export function userRoutes(ctx: RoutesContext<'mailer'>): FastifyPluginAsyncZod {
  const { requireUser } = authGuard(ctx);
  return async (app) => {
    app.get(
      '/api/user',
      {
        schema: {
          tags: ['accounts'],
          summary: 'The signed-in user',
          security: bearer,
          response: { 200: User, 401: ApiError },
        },
      },
      async (request) => getUser(ctx, await requireUser(request)),
    );

    app.put(
      '/api/user',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Save profile data, settings and shortcuts; authenticatorActive may only be turned off',
          security: bearer,
          body: UpdateUserRequest,
          response: { 200: User, 400: ApiError, 401: ApiError },
        },
      },
      async (request) => updateUser(ctx, await requireUser(request), request.body),
    );

    app.delete(
      '/api/user',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Delete the account (soft delete: the data stays, sign-in stops)',
          security: bearer,
          response: { 200: MessageResponse, 401: ApiError, 403: ApiError },
        },
      },
      async (request) => deleteUser(ctx, await requireUser(request)),
    );

    app.post(
      '/api/user/password',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Change the password; ends every other session',
          security: bearer,
          body: ChangePasswordRequest,
          response: { 200: MessageResponse, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
        },
      },
      async (request) => changePassword(ctx, await requireUser(request), request.body),
    );

    app.post(
      '/api/user/2fa/setup',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Start setting up an authenticator: a new secret and its otpauth URL',
          security: bearer,
          response: { 200: TwoFactorSetupResponse, 401: ApiError, 403: ApiError, 409: ApiError },
        },
      },
      async (request) => setUpTwoFactor(ctx, await requireUser(request)),
    );

    app.post(
      '/api/user/2fa/enable',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Turn two-factor authentication on with a code from the new authenticator',
          security: bearer,
          body: TwoFactorCodeRequest,
          response: { 200: User, 400: ApiError, 401: ApiError, 409: ApiError, 429: ApiError },
        },
      },
      async (request) => enableTwoFactor(ctx, await requireUser(request), request.body.code),
    );

    app.post(
      '/api/user/2fa/disable',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Turn two-factor authentication off with a current code',
          security: bearer,
          body: TwoFactorCodeRequest,
          response: { 200: User, 400: ApiError, 401: ApiError, 429: ApiError },
        },
      },
      async (request) => disableTwoFactor(ctx, await requireUser(request), request.body.code),
    );

    app.post(
      '/api/v2/user/switch/:teamId',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Make another team of the user the current one',
          security: bearer,
          params: z.object({ teamId: z.string().max(100) }),
          response: { 200: User, 401: ApiError, 404: ApiError },
        },
      },
      async (request) => switchTeam(ctx, await requireUser(request), request.params.teamId),
    );

    app.get(
      '/api/team',
      {
        schema: {
          tags: ['teams'],
          summary: "The user's teams with the user's role in each",
          security: bearer,
          response: { 200: z.array(TeamRef), 401: ApiError },
        },
      },
      async (request) => listTeams(ctx, await requireUser(request)),
    );
  };
}
