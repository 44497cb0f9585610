import type { FastifyRequest } from 'fastify';
import pino, { type Logger } from 'pino';

/** Query parameters whose values are credentials; the request log shows them as [redacted]. */
const SECRET_QUERY_PARAMS =
  /([?&](?:ticket|token|access_token|refresh_token|code|state|password|secret|key)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');
}

/**
 * The server's JSON logger. Credentials never reach a log line: the request URL's secret parameters are
 * redacted, and so are headers and fields that carry tokens, passwords or secrets, at any depth we log.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.accessToken',
        '*.refreshToken',
        '*.ticket',
        '*.secret',
        '*.clientSecret',
        '*.apiKey',
        '*.authorization',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  });
}
