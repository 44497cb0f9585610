import { ERROR_CODES } from '@flowlane/contracts';
import type { FastifyInstance } from 'fastify';
import { type Dependencies, RETRY_AFTER_SECONDS, unavailableMessage } from '../system/dependencies.js';

/** Paths that still answer during an outage: they say what is down. */
const ALWAYS = new Set(['/api/health', '/metrics']);

/**
 * Back-pressure while the database is known to be down: the API and webhooks answer 503 at once, rather
 * than each waiting for its own connection attempt to fail. A Redis outage refuses nothing: the database
 * is the truth and the queue a hint, so runs are stored queued and dispatched when Redis is back (the
 * reconciler). Runs started through the API check the same in the runtime's intake.
 */
export function installBackPressure(app: FastifyInstance, dependencies: Dependencies): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (ALWAYS.has(path)) return;
    if (!path.startsWith('/hooks/') && !path.startsWith('/api/')) return;
    if (!dependencies.isDown('database')) return;
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ message: unavailableMessage(['database']), code: ERROR_CODES.unavailable });
  });
}
