import type { Client as PgClient, QueryConfig } from 'pg';
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
import { portOf, SqlConnection, type TlsSetting, tlsOptions } from './tls.js';

export const PostgresConnection = SqlConnection;
export type PostgresConnection = z.infer<typeof PostgresConnection>;

export const PostgresQueryInput = z.object({
  connection: PostgresConnection,
  sql: z.string().min(1),
  params: z.array(z.unknown()).optional(),
});
export type PostgresQueryInput = z.infer<typeof PostgresQueryInput>;

export interface PostgresQueryResult {
  rows: Record<string, unknown>[];
  rowCount: number;
  fields: { name: string; dataTypeID: number }[];
}

interface PostgresSettings {
  host: string;
  port: number;
  user?: string;
  password?: string;
  database?: string;
  ssl?: TlsSetting;
}

// libpq's sslmode words: `require` encrypts without checking the certificate, the verify modes check it.
function sslFromMode(mode: string | null): TlsSetting | undefined {
  if (mode === 'require' || mode === 'no-verify') return { rejectUnauthorized: false };
  if (mode === 'verify-ca' || mode === 'verify-full' || mode === 'true') return true;
  return undefined;
}

/** `postgres://user:pass@host:port/db?sslmode=require` to settings; only the URL form is understood. */
export function parsePostgresUrl(connectionString: string): PostgresSettings {
  let url: URL;
  try {
    url = new URL(connectionString);
  } catch {
    throw new ConnectorError('INVALID_INPUT', 'The PostgreSQL connection string is not a postgres:// URL');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConnectorError('INVALID_INPUT', `The PostgreSQL connection string starts with ${url.protocol}`);
  }
  if (url.hostname === '')
    throw new ConnectorError('INVALID_INPUT', 'The PostgreSQL connection string has no host');
  const database = decodeURIComponent(url.pathname.slice(1));
  return {
    host: url.hostname,
    port: portOf(url.port, 5432),
    user: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    database: database || undefined,
    ssl: sslFromMode(url.searchParams.get('sslmode') ?? url.searchParams.get('ssl')),
  };
}

function settingsOf(connection: PostgresConnection): PostgresSettings {
  if ('connectionString' in connection) return parsePostgresUrl(connection.connectionString);
  return { ...connection, port: connection.port ?? 5432 };
}

/** Opens a client on a guard-checked address; the caller ends it. */
export async function openPostgres(connection: PostgresConnection, ctx: ConnectorContext): Promise<PgClient> {
  const settings = settingsOf(connection);
  const { connectHost, servername } = await pinHost(settings.host, guardOptions(ctx));
  const timeout = ctx.timeoutMs ?? DEFAULT_OPERATION_TIMEOUT_MS;
  // Loaded on first use, not at start-up: a large library that many installs never touch.
  const { Client } = await import('pg');
  const client = new Client({
    host: connectHost,
    port: settings.port,
    user: settings.user,
    password: settings.password,
    database: settings.database,
    ssl: tlsOptions(settings.ssl, servername) ?? false,
    connectionTimeoutMillis: ctx.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    // The server cancels a runaway statement too, not only the client giving up on it.
    statement_timeout: timeout,
    query_timeout: timeout,
    application_name: 'flowlane',
  });
  // Without a listener, an error on the socket after the query (server restart) would crash the process.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return client;
}

export function postgresTarget(connection: PostgresConnection): string {
  try {
    const { host, port } = settingsOf(connection);
    return `PostgreSQL at ${host}:${port}`;
  } catch {
    return 'PostgreSQL';
  }
}

/**
 * Runs one SQL statement with `$1, $2...` parameters. The statement always goes through the extended
 * protocol, so parameters are never spliced into the text and a second statement after `;` is refused.
 */
export async function postgresQuery(
  input: PostgresQueryInput,
  ctx: ConnectorContext = {},
): Promise<PostgresQueryResult> {
  const { connection, sql, params } = parseInput(PostgresQueryInput, input, 'PostgreSQL query');
  return withConnection(ctx, {
    target: postgresTarget(connection),
    open: () => openPostgres(connection, ctx),
    use: async (client) => {
      // `queryMode` is a pg option its type definitions do not list yet.
      const query: QueryConfig & { queryMode: 'extended' } = {
        text: sql,
        values: params ?? [],
        queryMode: 'extended',
      };
      const result = await client.query<Record<string, unknown>>(query);
      return {
        rows: result.rows,
        rowCount: result.rowCount ?? result.rows.length,
        fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
      };
    },
    close: (client) => client.end(),
  });
}
