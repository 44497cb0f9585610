import type { MsgHdrs, NatsConnection as NatsClient } from 'nats';
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
import { describeMessage, MessagePayload, payloadBytes } from './payload.js';
import { portOf } from './tls.js';

export const NatsConnection = z.object({
  /** `nats://host:4222`, `tls://host:4222`, `host:4222` or `host`; one or several. */
  servers: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  user: z.string().optional(),
  pass: z.string().optional(),
  token: z.string().optional(),
  tls: z.boolean().optional(),
});
export type NatsConnection = z.infer<typeof NatsConnection>;

export const NatsPublishInput = z.object({
  connection: NatsConnection,
  subject: z.string().min(1),
  payload: MessagePayload,
  headers: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional(),
  /** Request mode: wait this long for one reply and return it. */
  request: z.object({ timeoutMs: z.number().int().min(1).max(600_000).optional() }).optional(),
});
export type NatsPublishInput = z.infer<typeof NatsPublishInput>;

export interface NatsReply {
  subject: string;
  /** The reply body as text. */
  text: string;
  /** The reply body parsed as JSON, when it is JSON. */
  json?: unknown;
  headers?: Record<string, string[]>;
}

export interface NatsPublishResult {
  published: true;
  reply?: NatsReply;
}

interface NatsServer {
  host: string;
  port: number;
  tls: boolean;
}

function parseServer(text: string): NatsServer {
  let url: URL;
  try {
    url = new URL(text.includes('://') ? text : `nats://${text}`);
  } catch {
    throw new ConnectorError('INVALID_INPUT', `The NATS server "${text}" is not host:port or a nats:// URL`);
  }
  if (!['nats:', 'tls:'].includes(url.protocol)) {
    throw new ConnectorError(
      'INVALID_INPUT',
      `NATS over ${url.protocol} is not supported; use nats:// or tls://`,
    );
  }
  return { host: url.hostname, port: portOf(url.port, 4222), tls: url.protocol === 'tls:' };
}

function serversOf(connection: NatsConnection): NatsServer[] {
  return (Array.isArray(connection.servers) ? connection.servers : [connection.servers]).map(parseServer);
}

export function natsTarget(connection: NatsConnection): string {
  const [first] = serversOf(connection);
  return first ? `NATS server at ${first.host}:${first.port}` : 'NATS';
}

function hostPort(host: string, port: number): string {
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

/**
 * Connects once to guard-checked addresses. Reconnects are off and cluster gossip is ignored: a NATS
 * server announces its peers' addresses, and following those would reach hosts the guard never checked.
 */
export async function openNats(connection: NatsConnection, ctx: ConnectorContext): Promise<NatsClient> {
  const servers = serversOf(connection);
  const pinned = await Promise.all(servers.map((server) => pinHost(server.host, guardOptions(ctx))));
  const useTls = connection.tls === true || servers.some((server) => server.tls);
  const servername = pinned.find((entry) => entry.servername !== undefined)?.servername;
  // Loaded on first use, not at start-up: a large library that many installs never touch.
  const { connect } = await import('nats');
  return connect({
    servers: pinned.map((entry, index) => hostPort(entry.connectHost, servers[index]?.port ?? 4222)),
    user: connection.user,
    pass: connection.pass,
    token: connection.token,
    // nats.js passes extra keys of `tls` on to tls.connect; `servername` keeps SNI and the certificate
    // check on the name while the socket goes to the pinned address. Only the first name is used.
    tls: useTls ? { handshakeFirst: false, ...(servername ? { servername } : {}) } : undefined,
    timeout: ctx.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    reconnect: false,
    maxReconnectAttempts: 0,
    ignoreClusterUpdates: true,
    noRandomize: true,
  });
}

async function toHeaders(
  values: Record<string, string | string[]> | undefined,
): Promise<MsgHdrs | undefined> {
  if (values === undefined || Object.keys(values).length === 0) return undefined;
  const { headers: createHeaders } = await import('nats');
  const result = createHeaders();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, item);
  }
  return result;
}

function fromHeaders(values: MsgHdrs | undefined): Record<string, string[]> | undefined {
  if (values === undefined) return undefined;
  const result: Record<string, string[]> = {};
  for (const name of values.keys()) result[name] = values.values(name);
  return result;
}

function requestError(error: unknown, subject: string, timeoutMs: number): unknown {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === '503')
    return new ConnectorError('REMOTE_ERROR', `No one is listening on NATS subject "${subject}"`);
  if (code === 'TIMEOUT') {
    return new ConnectorError('TIMEOUT', `No reply on NATS subject "${subject}" within ${timeoutMs} ms`);
  }
  return error;
}

/**
 * Publishes one message, flushed to the server before returning; or, with `request`, sends it as a
 * request and returns the first reply.
 */
export async function natsPublish(
  input: NatsPublishInput,
  ctx: ConnectorContext = {},
): Promise<NatsPublishResult> {
  const { connection, subject, payload, headers, request } = parseInput(
    NatsPublishInput,
    input,
    'NATS publish',
  );
  return withConnection<NatsClient, NatsPublishResult>(ctx, {
    target: natsTarget(connection),
    open: () => openNats(connection, ctx),
    use: async (nc) => {
      const data = payloadBytes(payload);
      const hdrs = await toHeaders(headers);
      if (request === undefined) {
        nc.publish(subject, data, { headers: hdrs });
        // publish() only buffers; flush() returns once the server has the message.
        await nc.flush();
        return { published: true };
      }
      const timeout = request.timeoutMs ?? 5_000;
      const reply = await nc.request(subject, data, { timeout, headers: hdrs }).catch((error: unknown) => {
        throw requestError(error, subject, timeout);
      });
      return {
        published: true,
        reply: {
          subject: reply.subject,
          ...describeMessage(reply.data),
          headers: fromHeaders(reply.headers),
        },
      };
    },
    close: (nc) => nc.close(),
  });
}
