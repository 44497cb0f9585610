import { connect as netConnect } from 'node:net';
import type { Connection as MysqlClient } from 'mysql2/promise';
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
import { portOf, SqlConnection, type TlsSetting, tlsOptions } from './tls.js';

export const MysqlConnection = SqlConnection;
export type MysqlConnection = z.infer<typeof MysqlConnection>;

/**
 * Scalars only. mysql2 expands an object parameter into `key = value` pairs, so a webhook sending
 * `{"password": {"password": 1}}` where a string was expected could rewrite a WHERE clause.
 */
const MysqlParam = z.union([z.string(), z.number(), z.boolean(), z.null(), z.instanceof(Uint8Array)]);

export const MysqlQueryInput = z.object({
  connection: MysqlConnection,
  sql: z.string().min(1),
  params: z.array(MysqlParam).optional(),
});
export type MysqlQueryInput = z.infer<typeof MysqlQueryInput>;

export interface MysqlQueryResult {
  rows: Record<string, unknown>[];
  /** Rows returned by a SELECT, or rows changed by an INSERT/UPDATE/DELETE. */
  rowCount: number;
  affectedRows?: number;
  insertId?: number;
  fields?: string[];
}

interface MysqlSettings {
  host: string;
  port: number;
  user?: string;
  password?: string;
  database?: string;
  ssl?: TlsSetting;
}

function settingsOf(connection: MysqlConnection): MysqlSettings {
  if (!('connectionString' in connection)) return { ...connection, port: connection.port ?? 3306 };
  let url: URL;
  try {
    url = new URL(connection.connectionString);
  } catch {
    throw new ConnectorError('INVALID_INPUT', 'The MySQL connection string is not a mysql:// URL');
  }
  if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') {
    throw new ConnectorError('INVALID_INPUT', `The MySQL connection string starts with ${url.protocol}`);
  }
  const ssl = url.searchParams.get('ssl');
  return {
    host: url.hostname,
    port: portOf(url.port, 3306),
    user: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    database: decodeURIComponent(url.pathname.slice(1)) || undefined,
    ssl: ssl === 'true' ? true : undefined,
  };
}

export function mysqlTarget(connection: MysqlConnection): string {
  try {
    const { host, port } = settingsOf(connection);
    return `MySQL at ${host}:${port}`;
  } catch {
    return 'MySQL';
  }
}

/** Opens a connection to a guard-checked address; the caller ends it. */
export async function openMysql(connection: MysqlConnection, ctx: ConnectorContext): Promise<MysqlClient> {
  const settings = settingsOf(connection);
  const { connectHost } = await pinHost(settings.host, guardOptions(ctx));
  const tls = tlsOptions(settings.ssl, undefined);
  // Loaded on first use, not at start-up: a large library that many installs never touch.
  const { createConnection } = await import('mysql2/promise');
  const conn = await createConnection({
    // `host` stays the name so mysql2 uses it for TLS SNI and identity checks, while the socket itself
    // goes to the address the guard checked.
    host: settings.host,
    port: settings.port,
    stream: () => netConnect({ host: connectHost, port: settings.port }).setNoDelay(true),
    user: settings.user,
    password: settings.password,
    database: settings.database,
    ssl: tls
      ? { rejectUnauthorized: tls.rejectUnauthorized, ca: tls.ca, verifyIdentity: tls.rejectUnauthorized }
      : undefined,
    connectTimeout: ctx.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    supportBigNumbers: true,
    multipleStatements: false,
  });
  // Errors after the call (server gone) would otherwise be an unhandled 'error' event.
  conn.on('error', () => {});
  return conn;
}

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

function fromResult(result: unknown, fields: unknown): MysqlQueryResult {
  if (Array.isArray(result)) {
    const rows = result.filter(
      (row): row is Record<string, unknown> => typeof row === 'object' && row !== null && !Array.isArray(row),
    );
    const names = Array.isArray(fields)
      ? fields.flatMap((field: unknown) =>
          typeof field === 'object' && field !== null && 'name' in field && typeof field.name === 'string'
            ? [field.name]
            : [],
        )
      : undefined;
    return { rows: rows.map((row) => ({ ...row })), rowCount: rows.length, fields: names };
  }
  if (typeof result === 'object' && result !== null && 'affectedRows' in result) {
    const affectedRows = typeof result.affectedRows === 'number' ? result.affectedRows : 0;
    const insertId =
      'insertId' in result && typeof result.insertId === 'number' ? result.insertId : undefined;
    return { rows: [], rowCount: affectedRows, affectedRows, insertId };
  }
  return { rows: [], rowCount: 0 };
}

/**
 * Runs one statement with `?` parameters as a server-side prepared statement, so values never become SQL
 * text. A statement the prepared protocol does not support is sent as plain text only when it has no
 * parameters.
 */
export async function mysqlQuery(
  input: MysqlQueryInput,
  ctx: ConnectorContext = {},
): Promise<MysqlQueryResult> {
  const { connection, sql, params } = parseInput(MysqlQueryInput, input, 'MySQL query');
  return withConnection(ctx, {
    target: mysqlTarget(connection),
    open: () => openMysql(connection, ctx),
    use: async (conn) => {
      const values = (params ?? []).map((value) =>
        value instanceof Uint8Array ? Buffer.from(value) : value,
      );
      try {
        const [result, fields] = await conn.execute(sql, values);
        return fromResult(result, fields);
      } catch (error) {
        if (errorCode(error) !== 'ER_UNSUPPORTED_PS' || values.length > 0) throw error;
        const [result, fields] = await conn.query(sql);
        return fromResult(result, fields);
      }
    },
    close: (conn, aborted) => (aborted ? conn.destroy() : conn.end()),
  });
}
