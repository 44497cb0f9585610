import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authGuard } from '../accounts/index.js';
import type { RoutesContext } from '../context.js';
import { filesRepository } from '../db/index.js';
import { notFound } from '../http/errors.js';
import { attachmentDisposition } from './service.js';

const Params = z.object({ id: z.uuid('Not a file id') });

/** Downloads of the team's stored files (mail attachments, step outputs). */
export function fileRoutes(ctx: RoutesContext): FastifyPluginAsyncZod {
  const { requireUser } = authGuard(ctx);
  return async (app) => {
    app.get(
      '/api/file/:id',
      {
        schema: {
          tags: ['files'],
          summary: 'Download a stored file',
          params: Params,
          produces: ['application/octet-stream'],
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        const file = await filesRepository(ctx.database.db).get(user.teamId, request.params.id);
        if (!file) throw notFound('File not found.');
        // Always a download, never rendered: a mailed text/html or SVG must not run in our origin.
        return reply
          .header('content-type', file.contentType || 'application/octet-stream')
          .header('content-disposition', attachmentDisposition(file.name))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('etag', `"${file.sha256}"`)
          .send(file.data);
      },
    );
  };
}
