import { randomUUID } from 'node:crypto';
import { RunEvent } from '@flowlane/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config/index.js';
import type { Dependencies } from '../system/dependencies.js';
import { isOutcome, outcomeKey, type RunEvents, workflowKey } from './events.js';

/** One event, or (`events`) those published to one channel in the same turn of the event loop, in order. */
const Envelope = z.union([
  z.object({ origin: z.string(), event: z.record(z.string(), z.unknown()) }),
  z.object({ origin: z.string(), events: z.array(z.record(z.string(), z.unknown())).min(1) }),
]);

/**
 * Carries run events between processes over Redis pub/sub, so the web process that holds a synchronous
 * webhook or a live log hears what a worker process did. Each event goes to its workflow's channel, and
 * a run's reply and final status to its run's outcome channel too; a process subscribes only to those it
 * listens to (a waiting webhook subscribes to its run's outcome before the run is stored, so the reply
 * cannot come first, and hears nothing of its steps); cancellations go to every process.
 * Pub/sub loses messages while Redis is down; both listeners fall back to the runs table (the webhook
 * reads the stored reply, the log refetches).
 *
 * The events a process publishes to one channel in the same turn of the event loop go in one message: a
 * run sends about ten (its statuses and its steps' records), and a worker running many runs of a busy
 * workflow would otherwise send each as a command of its own, a write to the socket each (with 1 web + 1
 * worker under 202 load, the publishes and their writes were ~15% of the worker's CPU).
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
  // Auto-pipelining: the messages of one turn (one per channel) share a round trip.
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, enableAutoPipelining: true });
  const subscriber = new Redis(url);
  for (const client of [publisher, subscriber]) {
    client.on('error', (error) => {
      if (!dependencies.failed('redis', error)) logger.warn({ err: error }, 'redis event bridge error');
    });
  }
  await subscriber.subscribe(everyone);
  subscriber.on('message', (channel, message) => {
    let envelope: z.infer<typeof Envelope>;
    try {
      envelope = Envelope.parse(JSON.parse(message));
    } catch (error) {
      logger.warn({ err: error }, 'ignored a malformed run event');
      return;
    }
    if (envelope.origin === origin) return;
    const key = channel === everyone ? undefined : channel.slice(prefix.length + 1);
    for (const raw of 'events' in envelope ? envelope.events : [envelope.event]) {
      const parsed = RunEvent.safeParse(raw);
      if (parsed.success) events.deliver(parsed.data satisfies RunEvent, key);
      else logger.warn({ err: parsed.error }, 'ignored a malformed run event');
    }
  });
  const ignore = () => {};
  const subscriptions = new TurnSubscriptions(async (kind, channels) => {
    // A failed subscribe (Redis down) is not waited on: the webhook falls back to the stored run.
    await subscriber[kind](...channels).catch(ignore);
  });
  /** Events waiting for the end of this turn, by channel, in the order they were published. */
  const pending = new Map<string, RunEvent[]>();
  const flush = () => {
    for (const [channel, batch] of pending) {
      const message = JSON.stringify(
        batch.length === 1 ? { origin, event: batch[0] } : { origin, events: batch },
      );
      publisher.publish(channel, message).catch(ignore);
    }
    pending.clear();
  };
  const send = (channel: string, event: RunEvent) => {
    if (pending.size === 0) setImmediate(flush);
    const batch = pending.get(channel);
    if (batch) batch.push(event);
    else pending.set(channel, [event]);
  };
  events.setBridge({
    publish(event, options = {}) {
      if (event.type === 'cancel') {
        send(everyone, event);
        return;
      }
      // A run's steps go to its workflow's channel only: what waits on the run itself needs its end.
      if (event.type !== 'capture' && !options.newRun && isOutcome(event))
        send(channelOf(outcomeKey(event.runId)), event);
      send(channelOf(workflowKey(event.workflowId)), event);
    },
    listen: (key) => subscriptions.change('subscribe', channelOf(key)),
    unlisten(key) {
      void subscriptions.change('unsubscribe', channelOf(key));
    },
  });
  return {
    async close() {
      events.setBridge(undefined);
      flush();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

type SubscriptionKind = 'subscribe' | 'unsubscribe';

/**
 * The subscriptions and unsubscriptions asked for in one turn of the event loop, sent at its end as one
 * command per run of the same kind, in the order asked (Redis applies one connection's commands in order,
 * so a channel let go and listened to again in one turn ends subscribed). A web process under a burst of
 * synchronous webhooks waits on each call's run, and sent one SUBSCRIBE and one UNSUBSCRIBE per call, each a
 * command and a socket write of its own; at 50 connections a command now carries 2-3 channels (its CPU per
 * call moved within noise; Redis handles less than half the commands). The publishes above batch likewise.
 */
class TurnSubscriptions {
  /** This turn's asks: consecutive ones of the same kind share a command. */
  private pending: Array<{
    kind: SubscriptionKind;
    channels: string[];
    answered: () => void;
    sent: Promise<void>;
  }> = [];

  constructor(private readonly send: (kind: SubscriptionKind, channels: string[]) => Promise<void>) {}

  /** Resolves once Redis has answered the command that carried it (or the command failed). */
  change(kind: SubscriptionKind, channel: string): Promise<void> {
    if (this.pending.length === 0) setImmediate(() => this.flush());
    let last = this.pending[this.pending.length - 1];
    if (!last || last.kind !== kind) {
      let answered = () => {};
      const sent = new Promise<void>((resolve) => {
        answered = resolve;
      });
      last = { kind, channels: [], answered, sent };
      this.pending.push(last);
    }
    last.channels.push(channel);
    return last.sent;
  }

  private flush(): void {
    const groups = this.pending;
    this.pending = [];
    // Sent in one go, in order: the connection keeps their order.
    for (const group of groups) this.send(group.kind, group.channels).then(group.answered, group.answered);
  }
}
