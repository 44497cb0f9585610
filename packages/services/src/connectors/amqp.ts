import type { ChannelModel, ConfirmChannel, Options } from 'amqplib';
import { z } from 'zod';
import { pinHost } from '../net/pin-host.js';
import {
  type ConnectorContext,
  DEFAULT_CONNECT_TIMEOUT_MS,
  guardOptions,
  parseInput,
  withConnection,
} from './context.js';
import { ConnectorError } from './errors.js';
import { isJsonPayload, MessagePayload, payloadBytes } from './payload.js';
import { Port, portOf, TlsSetting, tlsOptions } from './tls.js';

export const AmqpConnection = z.union([
  z.object({ url: z.string().min(1), tls: TlsSetting.optional() }),
  z.object({
    host: z.string().min(1),
    port: Port,
    username: z.string().optional(),
    password: z.string().optional(),
    vhost: z.string().optional(),
    tls: TlsSetting.optional(),
  }),
]);
export type AmqpConnection = z.infer<typeof AmqpConnection>;

export const AmqpPublishInput = z
  .object({
    connection: AmqpConnection,
    /** The exchange; empty or absent means the default exchange, which routes by queue name. */
    exchange: z.string().optional(),
    routingKey: z.string().optional(),
    /** Shorthand for the default exchange with this queue as the routing key. */
    queue: z.string().min(1).optional(),
    payload: MessagePayload,
    headers: z.record(z.string(), z.unknown()).optional(),
    persistent: z.boolean().optional(),
    contentType: z.string().optional(),
    /** Declare the queue first (durable unless told otherwise), so the first message is not lost. */
    assertQueue: z.union([z.boolean(), z.object({ durable: z.boolean().optional() })]).optional(),
    /** Fail when no queue receives the message, instead of the broker silently dropping it. */
    mandatory: z.boolean().optional(),
  })
  .refine((input) => input.queue !== undefined || input.routingKey !== undefined, {
    message: 'give a queue or a routing key',
    path: ['routingKey'],
  });
export type AmqpPublishInput = z.infer<typeof AmqpPublishInput>;

export interface AmqpPublishResult {
  published: true;
}

interface AmqpSettings {
  protocol: 'amqp' | 'amqps';
  host: string;
  port: number;
  username?: string;
  password?: string;
  vhost: string;
  tls?: TlsSetting;
}

function settingsOf(connection: AmqpConnection): AmqpSettings {
  if (!('url' in connection)) {
    return {
      protocol: connection.tls ? 'amqps' : 'amqp',
      host: connection.host,
      port: connection.port ?? (connection.tls ? 5671 : 5672),
      username: connection.username,
      password: connection.password,
      vhost: connection.vhost ?? '/',
      tls: connection.tls,
    };
  }
  let url: URL;
  try {
    url = new URL(connection.url);
  } catch {
    throw new ConnectorError('INVALID_INPUT', 'The AMQP URL is not an amqp:// URL');
  }
  if (url.protocol !== 'amqp:' && url.protocol !== 'amqps:') {
    throw new ConnectorError('INVALID_INPUT', `The AMQP URL starts with ${url.protocol}`);
  }
  const secure = url.protocol === 'amqps:';
  return {
    protocol: secure ? 'amqps' : 'amqp',
    host: url.hostname,
    port: portOf(url.port, secure ? 5671 : 5672),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    // The AMQP URI spec: the path minus its slash is the vhost; no path means the default vhost "/".
    vhost: url.pathname.length > 1 ? decodeURIComponent(url.pathname.slice(1)) : '/',
    tls: secure ? (connection.tls ?? true) : connection.tls,
  };
}

export function amqpTarget(connection: AmqpConnection): string {
  const { host, port } = settingsOf(connection);
  return `AMQP broker at ${host}:${port}`;
}

/** Opens a connection to a guard-checked address; the caller closes it. */
export async function openAmqp(connection: AmqpConnection, ctx: ConnectorContext): Promise<ChannelModel> {
  const settings = settingsOf(connection);
  const { connectHost, servername } = await pinHost(settings.host, guardOptions(ctx));
  // Loaded on first use, not at start-up: a large library that many installs never touch.
  const { connect } = await import('amqplib');
  const model = await connect(
    {
      protocol: settings.protocol,
      hostname: connectHost,
      port: settings.port,
      username: settings.username,
      password: settings.password,
      vhost: settings.vhost,
    },
    { ...tlsOptions(settings.tls, servername), timeout: ctx.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS },
  );
  // Broker-side closes arrive as 'error' events; the awaited calls report them, so swallow the event.
  model.on('error', () => {});
  return model;
}

function publish(
  channel: ConfirmChannel,
  exchange: string,
  routingKey: string,
  content: Buffer,
  options: Options.Publish,
  closedBecause: () => unknown,
) {
  return new Promise<void>((resolve, reject) => {
    channel.publish(exchange, routingKey, content, options, (error: unknown) => {
      if (!error) return resolve();
      // A channel closed by the broker (a missing exchange, say) fails pending confirms too; its reason,
      // which may arrive just after, says far more than "nacked".
      setImmediate(() => {
        const reason = closedBecause();
        reject(reason ?? new ConnectorError('REMOTE_ERROR', 'The AMQP broker refused (nacked) the message'));
      });
    });
  });
}

/**
 * Publishes one message on a confirm channel and resolves only once the broker has confirmed it, so
 * `published: true` means the broker took responsibility for the message.
 */
export async function amqpPublish(
  input: AmqpPublishInput,
  ctx: ConnectorContext = {},
): Promise<AmqpPublishResult> {
  const parsed = parseInput(AmqpPublishInput, input, 'AMQP publish');
  const exchange = parsed.queue !== undefined ? '' : (parsed.exchange ?? '');
  const routingKey = parsed.queue ?? parsed.routingKey ?? '';
  return withConnection(ctx, {
    target: amqpTarget(parsed.connection),
    open: () => openAmqp(parsed.connection, ctx),
    use: async (model) => {
      const channel = await model.createConfirmChannel();
      let channelError: unknown;
      channel.on('error', (error: unknown) => {
        channelError = error;
      });
      let returned = false;
      channel.on('return', () => {
        returned = true;
      });
      if (parsed.assertQueue) {
        const durable = typeof parsed.assertQueue === 'object' ? (parsed.assertQueue.durable ?? true) : true;
        await channel.assertQueue(routingKey, { durable });
      }
      await publish(
        channel,
        exchange,
        routingKey,
        payloadBytes(parsed.payload),
        {
          headers: parsed.headers,
          persistent: parsed.persistent ?? true,
          contentType: parsed.contentType ?? (isJsonPayload(parsed.payload) ? 'application/json' : undefined),
          mandatory: parsed.mandatory ?? false,
        },
        () => channelError,
      );
      // The broker sends basic.return before the confirm, so by now an unroutable message is known.
      if (returned) {
        throw new ConnectorError(
          'REMOTE_ERROR',
          `No queue is bound to receive "${routingKey}" on "${exchange || '(default)'}"`,
        );
      }
      return { published: true as const };
    },
    close: (model) => model.close(),
  });
}
