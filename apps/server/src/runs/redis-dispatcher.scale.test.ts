import { randomBytes } from 'node:crypto';
import { testQueueModes } from '../testing/index.js';
import { dispatcherContract } from './dispatcher.contract.js';
import { RedisDispatcher } from './redis-dispatcher.js';

const redis = testQueueModes().find((mode) => mode.name === 'redis');

// BullMQ against what every queue promises, on the Redis of REDIS_URL (a scale test: run where it is
// set), each dispatcher under a prefix of its own.
dispatcherContract('BullMQ on Redis', async ({ logger, dependencies }) =>
  RedisDispatcher.create({
    url: redis?.env.REDIS_URL ?? '',
    prefix: `test_${randomBytes(5).toString('hex')}`,
    logger,
    dependencies,
    leaseMs: 30_000,
  }),
);
