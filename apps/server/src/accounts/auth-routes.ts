import {
  ApiError,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RefreshRequest,
  RefreshResponse,
  RegisterRequest,
  ResetPasswordRequest,
  ValidateRequest,
} from '@flowlane/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesContext } from '../context.js';
import { forgotPassword, resetPassword } from './passwords-flow.js';
import { activate, register } from './registration.js';
import { login, logout, refresh } from './sessions.js';

/** The guest calls of spec section 7: register, activate, log in, refresh, recover the password. */
export function authRoutes(ctx: RoutesContext<'logger' | 'mailer'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/register',
      {
        schema: {
          tags: ['accounts'],
          summary:
            'Register: an inactive account with its own team on the Free Trial, and a verification mail',
          body: RegisterRequest,
          response: { 201: MessageResponse, 400: ApiError, 409: ApiError, 429: ApiError, 503: ApiError },
        },
      },
      async (request, reply) => reply.status(201).send(await register(ctx, request.body, request.ip)),
    );

    app.post(
      '/api/auth/validate',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Activate an account with the token of its activation link',
          body: ValidateRequest,
          response: { 200: MessageResponse, 400: ApiError },
        },
      },
      async (request) => activate(ctx, request.body.token),
    );

    app.post(
      '/api/login',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Log in; 424 asks for the second factor (2fa_key)',
          body: LoginRequest,
          response: {
            200: LoginResponse,
            400: ApiError,
            401: ApiError,
            403: ApiError,
            424: ApiError,
            429: ApiError,
          },
        },
      },
      async (request) => login(ctx, request.body, request.ip),
    );

    app.post(
      '/api/token/refresh',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Trade a refresh token for new tokens (rotation; a reused token ends the session)',
          body: RefreshRequest,
          response: { 200: RefreshResponse, 400: ApiError, 401: ApiError },
        },
      },
      async (request) => refresh(ctx, request.body.refresh_token),
    );

    app.post(
      '/api/logout',
      {
        schema: {
          tags: ['accounts'],
          summary: 'End the session of a refresh token',
          body: RefreshRequest,
          response: { 200: MessageResponse, 400: ApiError },
        },
      },
      async (request) => {
        await logout(ctx, request.body.refresh_token);
        return { message: 'Logged out.' };
      },
    );

    app.post(
      '/api/auth/password/forgot',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Mail a password reset link (the same answer for unknown addresses)',
          body: ForgotPasswordRequest,
          response: { 200: MessageResponse, 400: ApiError, 429: ApiError },
        },
      },
      async (request) => forgotPassword(ctx, request.body.email, request.ip),
    );

    app.put(
      '/api/auth/password/reset',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Set a new password with the token of a reset link; ends every session',
          body: ResetPasswordRequest,
          response: { 200: MessageResponse, 400: ApiError },
        },
      },
      async (request) => resetPassword(ctx, request.body.resetPasswordToken, request.body.newPassword),
    );
  };
}
