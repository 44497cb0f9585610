import type { z } from 'zod';
import { DEFAULT_CONNECT_TIMEOUT_MS } from '../net/guarded-dispatcher.js';
import type { Resolver } from '../net/guarded-lookup.js';
import { ConnectorError, toConnectorError } from './errors.js';

/** How a connector is allowed to run; the same for every connector. */
export interface ConnectorContext {
  /** Turns the SSRF guard off (the server maps ALLOW_PRIVATE_NETWORK=true to this). */
  allowPrivateNetwork?: boolean;
  /** Cancels the call (a run cancelled or timed out by the engine). */
  signal?: AbortSignal;
  /** Time to establish a connection (TCP, TLS, protocol handshake). Default 10 s. */
  connectTimeoutMs?: number;
  /** Time for the whole call, connect included. Default 60 s. */
  timeoutMs?: number;
  /** Replaces DNS for the SSRF guard; tests map fake public names to loopback with it. */
  resolve?: Resolver;
  /** Names trusted to reach internal addresses while the guard stays on for everything else. */
  allowedHosts?: readonly string[];
}

// One default for the guarded HTTP dispatcher and the drivers alike.
export { DEFAULT_CONNECT_TIMEOUT_MS };
export const DEFAULT_OPERATION_TIMEOUT_MS = 60_000;
const CLOSE_TIMEOUT_MS = 5_000;

export function guardOptions(ctx: ConnectorContext) {
  return {
    allowPrivateNetwork: ctx.allowPrivateNetwork,
    resolve: ctx.resolve,
    allowedHosts: ctx.allowedHosts,
  };
}

/** Parses a connector's input; a schema failure becomes an INVALID_INPUT error naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw new ConnectorError('INVALID_INPUT', `Invalid ${what}: ${issues}`, { cause: result.error });
}

function deadlineSignal(ctx: ConnectorContext): AbortSignal {
  const timeout = AbortSignal.timeout(ctx.timeoutMs ?? DEFAULT_OPERATION_TIMEOUT_MS);
  return ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
}

function abortReason(ctx: ConnectorContext, target: string): ConnectorError {
  if (ctx.signal?.aborted) return new ConnectorError('ABORTED', `Call to ${target} was cancelled`);
  const ms = ctx.timeoutMs ?? DEFAULT_OPERATION_TIMEOUT_MS;
  return new ConnectorError('TIMEOUT', `Call to ${target} did not finish within ${ms} ms`);
}

export interface ConnectionLifecycle<R, T> {
  /** Names the remote side in error messages, e.g. `PostgreSQL at db.example.com:5432`. */
  target: string;
  open: () => Promise<R>;
  use: (resource: R) => Promise<T>;
  /** Closes the connection; `aborted` asks for a forceful close because the call is being abandoned. */
  close: (resource: R, aborted: boolean) => Promise<void> | void;
}

/**
 * Opens a connection, uses it and always closes it, under one deadline for the whole call. The deadline
 * races the work rather than trusting each driver's timeouts, because a driver that waits forever (a broker
 * that never confirms, a blocking command) must not hold a run. A connection that finishes opening after
 * the deadline is closed as soon as it appears, so no handle leaks either way.
 */
export async function withConnection<R, T>(
  ctx: ConnectorContext,
  lifecycle: ConnectionLifecycle<R, T>,
): Promise<T> {
  const signal = deadlineSignal(ctx);
  if (signal.aborted) throw abortReason(ctx, lifecycle.target);
  let resource: { value: R } | undefined;
  let closed = false;
  const closeOnce = async () => {
    if (resource === undefined || closed) return;
    closed = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      // A close that hangs (a half-dead peer) must not hold the run either.
      const limit = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CLOSE_TIMEOUT_MS);
      });
      await Promise.race([lifecycle.close(resource.value, signal.aborted), limit]);
    } catch {
      // Closing is best effort: the call's own result or error is what the user needs to see.
    } finally {
      clearTimeout(timer);
    }
  };

  const work = (async () => {
    const value = await lifecycle.open();
    resource = { value };
    if (signal.aborted) throw abortReason(ctx, lifecycle.target);
    return lifecycle.use(value);
  })();
  // Whatever happens to the race below, a connection that opens late still gets closed.
  const settled = work.then(closeOnce, closeOnce);

  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(abortReason(ctx, lifecycle.target));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, aborted]);
  } catch (error) {
    throw toConnectorError(error, lifecycle.target);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
    aborted.catch(() => {});
    await closeOnce();
    // On success or failure of `work` this is already settled; after an abort we do not wait for it.
    if (!signal.aborted) await settled;
  }
}
