import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

import { z } from 'zod';
import type { Config } from '../config/index.js';
import type { Dependencies } from '../system/dependencies.js';
import { isOutcome, outcomeKey, type RunEvent, type RunEvents, workflowKey } from './events.js';

const Envelope = z.object({ origin: z.string(), event: z.record(z.string(), z.unknown()) });

const RunEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('status'),
    runId: z.string(),
    workflowId: z.string(),
    teamId: z.string(),
    status: z.string(),
  }),
  z.object({
    type: z.literal('step'),
    runId: z.string(),
    workflowId: z.string(),
    teamId: z.string(),
    nodeId: z.string(),
    status: z.string(),
  }),
  z.object({
    type: z.literal('capture'),
    workflowId: z.string(),
    teamId: z.string(),
    kind: z.enum(['webhook', 'mailhook']),
    capturedAt: z.string(),
  }),
  z.object({ type: z.literal('cancel'), runId: z.string(), workflowId: z.string(), teamId: z.string() }),
  z.object({
    type: z.literal('progress'),
    runId: z.string(),
    workflowId: z.string(),
    teamId: z.string(),
    nodeId: z.string(),
    done: z.number(),
    total: z.number(),
    detail: z.string(),
  }),
  z.object({
    type: z.literal('reply'),
    runId: z.string(),
    workflowId: z.string(),
    teamId: z.string(),
    reply: z.object({ status: z.number(), headers: z.record(z.string(), z.string()), body: z.unknown() }),
  }),
]);

/**
 * Carries run events between processes over Redis pub/sub, so the web process that holds a synchronous
 * webhook or a live log hears what a worker process did. Each event goes to its workflow's channel, and
 * a run's reply and final status to its run's outcome channel too; a process subscribes only to those it
 * listens to (a waiting webhook subscribes to its run's outcome before the run is stored, so the reply
 * cannot come first, and hears nothing of its steps); cancellations go to every process.
 * Pub/sub loses messages while Redis is down; both listeners fall back to the runs table (the webhook
 * reads the stored reply, the log refetches).
 */
export async function bridgeRunEvents(
  events: RunEvents,
  config: Config,
  logger: FastifyBaseLogger,
  dependencies: Dependencies,
): Promise<{ close(): Promise<void> }> {
  const url = config.redisUrl;
  if (!url) throw new Error('bridgeRunEvents needs REDIS_URL');
  const { Redis } = await import('ioredis');
  const prefix = `${config.redisPrefix}:run-events`;
  const everyone = `${prefix}:all`;
  const channelOf = (key: string) => `${prefix}:${key}`;
  const origin = randomUUID();
  // Auto-pipelining: the two publishes of an event (and those of concurrent runs) share round trips.
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, enableAutoPipelining: true });
  const subscriber = new Redis(url);
  for (const client of [publisher, subscriber]) {
    client.on('error', (error) => {
      if (!dependencies.failed('redis', error)) logger.warn({ err: error }, 'redis event bridge error');
    });
  }
  await subscriber.subscribe(everyone);
  subscriber.on('message', (channel, message) => {
    try {
      const envelope = Envelope.parse(JSON.parse(message));
      if (envelope.origin === origin) return;
      const event = RunEventSchema.parse(envelope.event) satisfies RunEvent;
      events.deliver(event, channel === everyone ? undefined : channel.slice(prefix.length + 1));
    } catch (error) {
      logger.warn({ err: error }, 'ignored a malformed run event');
    }
  });
  const ignore = () => {};
  events.setBridge({
    publish(event, options = {}) {
      const message = JSON.stringify({ origin, event });
      if (event.type === 'cancel') {
        publisher.publish(everyone, message).catch(ignore);
        return;
      }
      // A run's steps go to its workflow's channel only: what waits on the run itself needs its end.
      if (event.type !== 'capture' && !options.newRun && isOutcome(event))
        publisher.publish(channelOf(outcomeKey(event.runId)), message).catch(ignore);
      publisher.publish(channelOf(workflowKey(event.workflowId)), message).catch(ignore);
    },
    async listen(key) {
      // A failed subscribe (Redis down) is not waited on: the webhook falls back to the stored run.
      await subscriber.subscribe(channelOf(key)).catch(ignore);
    },
    unlisten(key) {
      subscriber.unsubscribe(channelOf(key)).catch(ignore);
    },
  });
  return {
    async close() {
      events.setBridge(undefined);
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
