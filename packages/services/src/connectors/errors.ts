import { SsrfBlockedError } from '../net/ssrf.js';

/**
 * What went wrong, in words a workflow author can act on. `INVALID_INPUT` and `REFUSED_COMMAND` are the
 * user's mistake; the rest are operational failures of the remote side or the network.
 */
export type ConnectorErrorCode =
  | 'INVALID_INPUT'
  | 'TIMEOUT'
  | 'ABORTED'
  | 'DNS_FAILURE'
  | 'CONNECTION_REFUSED'
  | 'CONNECTION_RESET'
  | 'TLS_FAILURE'
  | 'AUTH_FAILED'
  | 'TOO_LARGE'
  | 'TOO_MANY_REDIRECTS'
  | 'HTTP_STATUS'
  | 'BAD_RESPONSE'
  | 'REFUSED_COMMAND'
  | 'REMOTE_ERROR';

export class ConnectorError extends Error {
  constructor(
    readonly code: ConnectorErrorCode,
    message: string,
    readonly details: { status?: number; body?: unknown; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ConnectorError';
  }
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  // nodemailer wraps socket errors as ESOCKET and keeps the socket's own code here.
  if ('originalCode' in error && typeof error.originalCode === 'string') return error.originalCode;
  return 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const TLS_CODES = new Set([
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'ERR_SSL_WRONG_VERSION_NUMBER',
]);

/**
 * Turns a driver or socket error into a ConnectorError with a message that names `target`. The SSRF
 * guard's own error passes through unchanged so callers can tell "blocked" from "broken".
 */
export function toConnectorError(error: unknown, target: string): Error {
  if (error instanceof ConnectorError || error instanceof SsrfBlockedError) return error;
  const cause = error;
  if (error instanceof Error && error.cause instanceof SsrfBlockedError) return error.cause;
  const code = errorCode(error);
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return new ConnectorError('DNS_FAILURE', `Could not resolve the host of ${target}`, { cause });
    case 'ECONNREFUSED':
    case 'CONNECTION_REFUSED': // NATS
      return new ConnectorError('CONNECTION_REFUSED', `Connection refused by ${target}`, { cause });
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
      return new ConnectorError('CONNECTION_RESET', `Connection to ${target} was closed unexpectedly`, {
        cause,
      });
    case 'ETIMEDOUT':
    case 'CONNECTION_TIMEOUT': // NATS
    case 'TIMEOUT': // NATS, when the server never sends its INFO
    case 'UND_ERR_CONNECT_TIMEOUT':
      return new ConnectorError('TIMEOUT', `Timed out connecting to ${target}`, { cause });
    case '57014': // PostgreSQL query_canceled, raised by statement_timeout
      return new ConnectorError('TIMEOUT', `${target} cancelled the statement: ${messageOf(error)}`, {
        cause,
      });
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
      return new ConnectorError('TIMEOUT', `Timed out waiting for ${target} to answer`, { cause });
    case '28P01': // PostgreSQL invalid_password
    case '28000': // PostgreSQL invalid_authorization_specification
    case 'AUTHORIZATION_VIOLATION': // NATS
    case 'EAUTH': // nodemailer
    case 'ER_ACCESS_DENIED_ERROR':
    case 'ER_DBACCESS_DENIED_ERROR':
    case 'ER_ACCESS_DENIED_NO_PASSWORD_ERROR':
      return new ConnectorError('AUTH_FAILED', `${target} refused the credentials: ${messageOf(error)}`, {
        cause,
      });
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return new ConnectorError('CONNECTION_REFUSED', `No route to ${target}`, { cause });
  }
  // Drivers that report a connect timeout in words only: pg, mqtt.js, amqplib.
  if (/timeout expired|connack timeout|connect ETIMEDOUT|connection timeout/i.test(messageOf(error))) {
    return new ConnectorError('TIMEOUT', `Timed out connecting to ${target}`, { cause });
  }
  if (/^(WRONGPASS|NOAUTH)\b/.test(messageOf(error))) {
    return new ConnectorError('AUTH_FAILED', `${target} refused the credentials: ${messageOf(error)}`, {
      cause,
    });
  }
  if (code !== undefined && TLS_CODES.has(code)) {
    return new ConnectorError('TLS_FAILURE', `TLS handshake with ${target} failed: ${messageOf(error)}`, {
      cause,
    });
  }
  return new ConnectorError('REMOTE_ERROR', `${target}: ${messageOf(error)}`, { cause });
}
