import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesContext } from '../context.js';
import { authRoutes } from './auth-routes.js';
import { RateLimitedError } from './throttle.js';
import { userRoutes } from './user-routes.js';

/** Every accounts route. Registered once in app.ts. */
export function accountsRoutes(ctx: RoutesContext<'logger' | 'mailer'>): FastifyPluginAsyncZod {
  return async (app) => {
    // onError runs before the shared error handler: the place to add the header a 429 should carry.
    app.addHook('onError', async (_request, reply, error) => {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    });
    await app.register(authRoutes(ctx));
    await app.register(userRoutes(ctx));
  };
}
