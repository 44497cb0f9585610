import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from './metrics.js';

export type DependencyName = 'database' | 'redis';

/** Node's and the drivers' codes for a connection that failed, was refused, reset or timed out. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
  // PostgreSQL: the server is shutting down, starting, out of connections, or this backend was terminated.
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** node-postgres and ioredis say so in words when a connection closes under a query. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection error',
  'Connection is closed',
  'timeout exceeded when trying to connect',
  'terminating connection',
  'Client was closed and is not queryable',
  'Stream isn\u0027t writeable',
  'connect ECONNREFUSED',
  'Reached the max retries per request limit',
];

/**
 * Whether an error (or one it wraps: drizzle wraps driver errors in `cause`) says the database or Redis
 * could not be reached. Such an error is transient: the write is tried again, the request answers 503.
 */
export function isConnectionError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false;
    const code = Reflect.get(e, 'code');
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
    const message = Reflect.get(e, 'message');
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
    // A refused connect to a name with several addresses is an AggregateError of each attempt's error.
    const errors = Reflect.get(e, 'errors');
    if (Array.isArray(errors) && errors.some((inner) => isConnectionError(inner))) return true;
    e = Reflect.get(e, 'cause');
  }
  return false;
}

type State = { since: number; errors: number; probing: boolean };

/**
 * Knows whether the database and Redis answer. A connection error anywhere is reported here; it is
 * counted, and a probe checks the part at once: if the probe fails too, the outage is logged once (as
 * JSON, without a stack) and probed every second until the part answers again, which is logged once
 * more with the outage's length. While a part is down, intake answers 503 without trying it.
 */
export class Dependencies {
  private readonly probes = new Map<DependencyName, () => Promise<boolean>>();
  private readonly state = new Map<DependencyName, State>();
  private stopped = false;

  constructor(
    private readonly logger: FastifyBaseLogger,
    private readonly metrics: Metrics,
    private readonly probeEveryMs = 1000,
  ) {}

  /** How to check a part (a ping with a short timeout). Parts without a probe are never down. */
  watch(name: DependencyName, probe: () => Promise<boolean>): void {
    this.probes.set(name, probe);
  }

  isDown(name: DependencyName): boolean {
    return (this.state.get(name)?.since ?? 0) > 0;
  }

  /** Which watched parts are down now. */
  down(): DependencyName[] {
    return [...this.probes.keys()].filter((name) => this.isDown(name));
  }

  /** Reports an error of a part; true when it is a connection error (so the caller may retry). */
  failed(name: DependencyName, error: unknown): boolean {
    if (!isConnectionError(error)) return false;
    this.metrics.dependencyErrors.inc({ dependency: name });
    const state = this.state.get(name) ?? { since: 0, errors: 0, probing: false };
    state.errors += 1;
    this.state.set(name, state);
    if (!state.probing) void this.probe(name, state, error);
    return true;
  }

  stop(): void {
    this.stopped = true;
  }

  /**
   * A part answers if one of three quick tries does: a terminated connection fails the first try on a
   * pooled connection that is already dead, and that is no outage.
   */
  private async check(probe: () => Promise<boolean>): Promise<boolean> {
    for (let attempt = 0; attempt < 3; attempt++) {
      if (await probe().catch(() => false)) return true;
      await new Promise((r) => setTimeout(r, 100).unref());
    }
    return false;
  }

  private async probe(name: DependencyName, state: State, first: unknown): Promise<void> {
    const probe = this.probes.get(name);
    if (!probe) {
      state.errors = 0;
      return;
    }
    state.probing = true;
    try {
      for (;;) {
        const ok = await this.check(probe);
        if (ok || this.stopped) break;
        if (state.since === 0) {
          state.since = Date.now();
          this.logger.error(
            { dependency: name, error: messageOf(first), event: 'dependency_down' },
            `${name} is unreachable; intake answers 503 until it is back`,
          );
        }
        await new Promise((r) => setTimeout(r, this.probeEveryMs).unref());
      }
      if (state.since > 0) {
        this.logger.warn(
          {
            dependency: name,
            downMs: Date.now() - state.since,
            errors: state.errors,
            event: 'dependency_up',
          },
          `${name} is reachable again`,
        );
      }
      state.since = 0;
      state.errors = 0;
    } finally {
      state.probing = false;
    }
  }
}

function messageOf(error: unknown): string {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const cause = typeof e === 'object' ? Reflect.get(e, 'cause') : undefined;
    if (!cause) {
      const message = typeof e === 'object' ? Reflect.get(e, 'message') : undefined;
      const code = typeof e === 'object' ? Reflect.get(e, 'code') : undefined;
      return [code, message].filter((p) => typeof p === 'string' && p).join(' ') || String(e);
    }
    e = cause;
  }
  return String(error);
}

/** Seconds a client is asked to wait while a part is down (the probe checks every second). */
export const RETRY_AFTER_SECONDS = 5;

/** Thrown where work cannot be taken in while a part is down; the error handler answers 503. */
export class DependencyUnavailableError extends Error {
  constructor(readonly dependencies: DependencyName[]) {
    super(unavailableMessage(dependencies));
  }
}

/** The 503's message: which part is unreachable, and that the request can be sent again. */
export function unavailableMessage(dependencies: DependencyName[]): string {
  const names = dependencies.map((d) => (d === 'database' ? 'The database' : 'The queue (Redis)'));
  const what = names.length > 1 ? `${names.join(' and ')} are` : `${names[0] ?? 'A service'} is`;
  return `${what} unreachable right now, so nothing was stored. Please try again in ${RETRY_AFTER_SECONDS} seconds.`;
}
