import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import pino, { type ChildLoggerOptions, type Logger } from 'pino';

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

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;

/** A child with settings of its own (a level, serializers) is made at once: its level is asked at once. */
const hasSettings = (options: ChildLoggerOptions | undefined): options is ChildLoggerOptions =>
  options !== undefined && Object.keys(options).length > 0;

/**
 * A child logger made when it first writes a line: the usual request and run log nothing, and making a
 * pino child is not free (its bindings are serialised and redacted: ~5 µs, three times a webhook call).
 * A line at a level the parent does not log makes none either.
 */
class LazyChildLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  /** Whether a line at `level` would be written (asked of pino; a logger that cannot tell writes it). */
  isLevelEnabled(level: string): boolean {
    const logger = this.made ?? this.parent;
    const ask: unknown = Reflect.get(logger, 'isLevelEnabled');
    return typeof ask === 'function' ? Boolean(Reflect.apply(ask, logger, [level])) : true;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return hasSettings(options) ? this.real().child(bindings, options) : new LazyChildLogger(this, bindings);
  }

  private real(): FastifyBaseLogger {
    if (!this.made) {
      const parent = this.parent instanceof LazyChildLogger ? this.parent.real() : this.parent;
      this.made = parent.child(this.bindings);
    }
    return this.made;
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.isLevelEnabled(level)) return;
    const logger = this.real();
    Reflect.apply(logger[level], logger, args);
  }
}

/** `logger.child(bindings, options)`, made only once it writes a line (see LazyChildLogger). */
export function lazyChild(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options?: ChildLoggerOptions,
): FastifyBaseLogger {
  return hasSettings(options) ? logger.child(bindings, options) : new LazyChildLogger(logger, bindings);
}
