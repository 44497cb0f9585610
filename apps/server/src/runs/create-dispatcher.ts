import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/index.js';
import type { Dependencies } from '../system/dependencies.js';
import type { Dispatcher } from './dispatcher.js';
import { EmbeddedDispatcher } from './embedded-dispatcher.js';

/** The in-process queue by default; BullMQ on Redis when REDIS_URL is set. */
export async function createDispatcher(
  config: Config,
  logger: FastifyBaseLogger,
  dependencies: Dependencies,
): Promise<Dispatcher> {
  if (config.redisUrl) {
    const { RedisDispatcher } = await import('./redis-dispatcher.js');
    return RedisDispatcher.create({
      url: config.redisUrl,
      prefix: config.redisPrefix,
      logger,
      dependencies,
      leaseMs: config.runLeaseMs,
      concurrency: config.workerConcurrency,
    });
  }
  return new EmbeddedDispatcher(logger, dependencies);
}
