import type { Redis } from 'ioredis';
import { z } from 'zod';
import { pinHost } from '../net/pin-host.js';
import {
  type ConnectorContext,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_OPERATION_TIMEOUT_MS,
  guardOptions,
  parseInput,
  withConnection,
} from './context.js';
import { ConnectorError } from './errors.js';
import { Port, portOf, TlsSetting, tlsOptions } from './tls.js';

export const RedisConnection = z.union([
  z.object({ url: z.string().min(1) }),
  z.object({
    host: z.string().min(1),
    port: Port,
    username: z.string().optional(),
    password: z.string().optional(),
    db: z.number().int().min(0).optional(),
    tls: TlsSetting.optional(),
  }),
]);
export type RedisConnection = z.infer<typeof RedisConnection>;

export const RedisCommandInput = z.object({
  connection: RedisConnection,
  /** The command, e.g. `GET`; a two-word form such as `CLIENT LIST` is split into command and argument. */
  command: z.string().min(1),
  args: z.array(z.union([z.string(), z.number(), z.instanceof(Uint8Array)])).optional(),
});
export type RedisCommandInput = z.infer<typeof RedisCommandInput>;

export interface RedisCommandResult {
  result: unknown;
}

/**
 * Commands a workflow may not send, and why. With ALLOW_PRIVATE_NETWORK on, a self-hosted server's own
 * Redis (its BullMQ queue) is reachable from a workflow, and command names can come from mapped webhook
 * data, so anything that can destroy data wholesale, take over the server or hang the step is refused.
 * A rule without `subcommands` refuses the command outright; with them, only those subcommands.
 */
const REFUSED_COMMANDS: Record<string, { why: string; subcommands?: readonly string[] }> = {
  FLUSHALL: { why: 'deletes every key in every database' },
  FLUSHDB: { why: 'deletes every key in the database' },
  SWAPDB: { why: 'swaps whole databases under other clients' },
  CONFIG: { why: 'CONFIG SET dir/dbfilename is the classic way to write files on the server' },
  SHUTDOWN: { why: 'stops the server' },
  DEBUG: { why: 'can crash or stall the server' },
  MODULE: { why: 'loads native code into the server' },
  SCRIPT: { why: 'kills or flushes scripts other clients rely on', subcommands: ['KILL', 'FLUSH'] },
  FUNCTION: {
    why: 'loads, deletes or kills server-side functions',
    subcommands: ['LOAD', 'DELETE', 'FLUSH', 'KILL', 'RESTORE'],
  },
  EVAL: { why: 'runs Lua on the server, whose sandbox has had escapes (CVE-2022-0543, CVE-2025-49844)' },
  EVALSHA: { why: 'runs Lua on the server' },
  EVAL_RO: { why: 'runs Lua on the server' },
  EVALSHA_RO: { why: 'runs Lua on the server' },
  FCALL: { why: 'runs server-side functions' },
  FCALL_RO: { why: 'runs server-side functions' },
  SLAVEOF: { why: 'turns the server into a replica of another host, discarding its data' },
  REPLICAOF: { why: 'turns the server into a replica of another host, discarding its data' },
  MIGRATE: { why: 'sends keys to another host, a way around the SSRF guard' },
  SYNC: { why: 'replication protocol; streams the whole dataset' },
  PSYNC: { why: 'replication protocol; streams the whole dataset' },
  FAILOVER: { why: 'changes the replication topology' },
  CLUSTER: { why: 'changes the cluster topology' },
  ACL: { why: 'creates users and changes permissions' },
  SAVE: { why: 'blocks the server while it writes the dataset' },
  BGSAVE: { why: 'forks the server to write the dataset' },
  BGREWRITEAOF: { why: 'forks the server to rewrite the log' },
  CLIENT: {
    why: 'kills or pauses other clients',
    subcommands: ['KILL', 'PAUSE', 'UNPAUSE', 'NO-EVICT', 'NO-TOUCH'],
  },
  MONITOR: { why: 'streams every command forever; a step could never finish' },
  SUBSCRIBE: { why: 'waits for messages forever; a step could never finish' },
  PSUBSCRIBE: { why: 'waits for messages forever; a step could never finish' },
  SSUBSCRIBE: { why: 'waits for messages forever; a step could never finish' },
};

/** Undefined when allowed, else the reason. Exported for the service definition's validation. */
export function refusedRedisCommand(command: string, firstArg?: string): string | undefined {
  const name = command.toUpperCase();
  const rule = REFUSED_COMMANDS[name];
  if (rule === undefined) return undefined;
  if (rule.subcommands === undefined) return `${name} is not allowed: it ${rule.why}`;
  const sub = firstArg?.toUpperCase();
  return sub !== undefined && rule.subcommands.includes(sub)
    ? `${name} ${sub} is not allowed: it ${rule.why}`
    : undefined;
}

interface RedisSettings {
  host: string;
  port: number;
  username?: string;
  password?: string;
  db?: number;
  tls?: TlsSetting;
}

function settingsOf(connection: RedisConnection): RedisSettings {
  if (!('url' in connection)) return { ...connection, port: connection.port ?? 6379 };
  let url: URL;
  try {
    url = new URL(connection.url);
  } catch {
    throw new ConnectorError('INVALID_INPUT', 'The Redis URL is not a redis:// URL');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new ConnectorError('INVALID_INPUT', `The Redis URL starts with ${url.protocol}`);
  }
  const db = Number(url.pathname.slice(1) || '0');
  return {
    host: url.hostname,
    port: portOf(url.port, 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: Number.isInteger(db) ? db : 0,
    tls: url.protocol === 'rediss:' ? true : undefined,
  };
}

export function redisTarget(connection: RedisConnection): string {
  const { host, port } = settingsOf(connection);
  return `Redis at ${host}:${port}`;
}

/** Opens a connection to a guard-checked address that never retries or queues; the caller ends it. */
export async function openRedis(connection: RedisConnection, ctx: ConnectorContext): Promise<Redis> {
  const settings = settingsOf(connection);
  const { connectHost, servername } = await pinHost(settings.host, guardOptions(ctx));
  // Loaded on first use, not at start-up: a large library that many installs never touch.
  const { Redis } = await import('ioredis');
  const client = new Redis({
    host: connectHost,
    port: settings.port,
    username: settings.username,
    password: settings.password,
    db: settings.db,
    tls: tlsOptions(settings.tls, servername),
    lazyConnect: true,
    connectTimeout: ctx.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    commandTimeout: ctx.timeoutMs ?? DEFAULT_OPERATION_TIMEOUT_MS,
    // ioredis retries and queues forever by default; a step must fail instead.
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    enableReadyCheck: false,
  });
  // Without a listener ioredis logs socket errors as unhandled. Keep the last one: when the connection
  // fails, connect() only says "Connection is closed", and the socket error (ECONNREFUSED...) is the news.
  let socketError: unknown;
  client.on('error', (error: unknown) => {
    socketError = error;
  });
  try {
    await client.connect();
  } catch (error) {
    // After a failed connect the client has already ended; disconnect() then would arm ioredis's 2 s
    // disconnect timer and keep the process alive for nothing.
    if (client.status !== 'end') client.disconnect();
    throw socketError ?? error;
  }
  return client;
}

/** Sends one command through ioredis `call`, after refusing the dangerous ones (see REFUSED_COMMANDS). */
export async function redisCommand(
  input: RedisCommandInput,
  ctx: ConnectorContext = {},
): Promise<RedisCommandResult> {
  const parsed = parseInput(RedisCommandInput, input, 'Redis command');
  const [command = '', ...inline] = parsed.command.trim().split(/\s+/);
  const args = [...inline, ...(parsed.args ?? [])].map((arg) =>
    arg instanceof Uint8Array ? Buffer.from(arg) : String(arg),
  );
  const first = args[0];
  const refusal = refusedRedisCommand(command, typeof first === 'string' ? first : undefined);
  if (refusal) throw new ConnectorError('REFUSED_COMMAND', refusal);
  return withConnection(ctx, {
    target: redisTarget(parsed.connection),
    open: () => openRedis(parsed.connection, ctx),
    use: async (client) => ({ result: await client.call(command, ...args) }),
    close: async (client, aborted) => {
      if (aborted) client.disconnect();
      else await client.quit();
    },
  });
}
