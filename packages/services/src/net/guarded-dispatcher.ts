import type { Agent, buildConnector } from 'undici';
import { createGuardedLookup, type GuardOptions, resolveAndCheck } from './guarded-lookup.js';
import { isIPLiteral } from './ssrf.js';

export interface GuardedDispatcherOptions extends GuardOptions {
  /** TCP + TLS connect timeout; a dead host fails with UND_ERR_CONNECT_TIMEOUT after this. */
  connectTimeoutMs?: number;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

/**
 * An undici Agent whose every new connection is checked by the SSRF guard. Names are checked inside the
 * socket's `lookup`, so the address checked is the address connected to; IP literals never reach `lookup`
 * (Node skips it for them), so they are checked before the connector runs. Redirects are new requests on
 * the same Agent, so every hop is checked the same way. undici (~1 MB of code) loads with the first
 * outbound request, not at every server start.
 */
export async function createGuardedDispatcher(options: GuardedDispatcherOptions = {}): Promise<Agent> {
  const { Agent, buildConnector } = await import('undici');
  const timeout = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  if (options.allowPrivateNetwork === true) return new Agent({ connect: { timeout } });

  const connectWithLookup = buildConnector({ timeout, lookup: createGuardedLookup(options) });
  const connector: buildConnector.connector = (connectOptions, callback) => {
    if (!isIPLiteral(connectOptions.hostname)) {
      connectWithLookup(connectOptions, callback);
      return;
    }
    resolveAndCheck(connectOptions.hostname, options).then(
      () => connectWithLookup(connectOptions, callback),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  };
  return new Agent({ connect: connector });
}
