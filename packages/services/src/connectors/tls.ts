import { z } from 'zod';

/** The port as a number in a connection's range, when given. */
export const Port = z.number().int().min(1).max(65535).optional();

/**
 * TLS settings shared by the database and broker connections: `true` for TLS with the system's CAs, or
 * an object to pin a CA (PEM) or, for a self-signed test server only, skip verification.
 */
export const TlsSetting = z.union([
  z.boolean(),
  z.object({ rejectUnauthorized: z.boolean().optional(), ca: z.string().optional() }),
]);
export type TlsSetting = z.infer<typeof TlsSetting>;

export interface NodeTlsOptions {
  servername?: string;
  rejectUnauthorized: boolean;
  ca?: string;
}

/** Node TLS options for a setting, with the original host name kept for SNI and certificate checks. */
export function tlsOptions(
  setting: TlsSetting | undefined,
  servername: string | undefined,
): NodeTlsOptions | undefined {
  if (setting === undefined || setting === false) return undefined;
  const options: NodeTlsOptions = { rejectUnauthorized: true };
  if (servername !== undefined) options.servername = servername;
  if (typeof setting === 'object') {
    if (setting.rejectUnauthorized === false) options.rejectUnauthorized = false;
    if (setting.ca !== undefined) options.ca = setting.ca;
  }
  return options;
}

/** A port from a URL (`''` when absent) or a number, with a default. */
export function portOf(value: string | number | undefined, fallback: number): number {
  const port = typeof value === 'number' ? value : Number(value);
  return value === undefined || value === '' || !Number.isInteger(port) || port <= 0 ? fallback : port;
}

/** A SQL server (PostgreSQL, MySQL): a connection string, or its address, credentials and database. */
export const SqlConnection = z.union([
  z.object({ connectionString: z.string().min(1) }),
  z.object({
    host: z.string().min(1),
    port: Port,
    user: z.string().optional(),
    password: z.string().optional(),
    database: z.string().optional(),
    ssl: TlsSetting.optional(),
  }),
]);
