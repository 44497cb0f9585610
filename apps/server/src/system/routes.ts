import { Health } from '@flowlane/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RoutesContext } from '../context.js';
import { mailOutboxRepository } from '../db/index.js';
import { notFound } from '../http/errors.js';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * A request from the loopback address that no proxy forwarded. The socket's own address is read, not
 * request.ip: with TRUST_PROXY a forwarded-for header could claim anything.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return forwarded === undefined && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

export function systemRoutes(
  ctx: RoutesContext<'dependencies' | 'mailer' | 'metrics' | 'startedAt' | 'version'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and the runtime mode of each part',
          response: { 200: Health, 503: Health },
        },
      },
      async (_request, reply) => {
        const dbOk = await ctx.database.ping();
        const redisOk = !ctx.dependencies.isDown('redis');
        const ok = dbOk && redisOk;
        const body: Health = {
          status: ok ? 'ok' : 'degraded',
          version: ctx.version,
          uptimeSeconds: Math.round((Date.now() - ctx.startedAt) / 1000),
          database: { mode: ctx.database.mode, ok: dbOk },
          queue: { mode: ctx.config.redisUrl ? 'redis' : 'embedded', ok: redisOk },
          mail: { mode: ctx.mailer.mode },
          billing: { mode: ctx.config.stripe ? 'stripe' : 'sandbox' },
        };
        return reply.status(ok ? 200 : 503).send(body);
      },
    );

    // Prometheus text format. Like /api/health it carries no team data; keep it on the internal network.
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
      const text = await ctx.metrics.registry.metrics();
      return reply.type(ctx.metrics.registry.contentType).send(text);
    });

    const OutboxMail = z.object({
      id: z.string(),
      to: z.string(),
      from: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      createdAt: z.date(),
    });
    app.get(
      '/dev/mail',
      {
        schema: {
          tags: ['system'],
          summary: 'The outbox: mail that would have been sent (from this machine only)',
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
          response: { 200: z.object({ mails: z.array(OutboxMail) }) },
        },
      },
      async (request) => {
        // Reset links and activation tokens are in there: only someone on the server's own machine reads it.
        if (!fromThisMachine(request)) throw notFound();
        return { mails: await mailOutboxRepository(ctx.database.db).list(request.query.limit) };
      },
    );
  };
}
