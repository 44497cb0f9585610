import { ERROR_CODES } from '@flowlane/contracts';
import type { FastifyInstance } from 'fastify';
import {
  type Dependencies,
  type DependencyName,
  RETRY_AFTER_SECONDS,
  unavailableMessage,
} from '../system/dependencies.js';

/** Paths that still answer during an outage: they say what is down. */
const ALWAYS = new Set(['/api/health', '/metrics']);

/**
 * Back-pressure while a part is known to be down: the API answers 503 at once while the database is
 * unreachable, and webhook intake also while Redis is (a run stored then could not start, nor its
 * synchronous reply come back). Without this, each request would wait for its own connection attempt
 * to fail. Runs started through the API check the same in the runtime's intake.
 */
export function installBackPressure(app: FastifyInstance, dependencies: Dependencies): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (ALWAYS.has(path)) return;
    const hook = path.startsWith('/hooks/');
    if (!hook && !path.startsWith('/api/')) return;
    const down: DependencyName[] = dependencies.down().filter((name) => name === 'database' || hook);
    if (down.length === 0) return;
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ message: unavailableMessage(down), code: ERROR_CODES.unavailable });
  });
}
