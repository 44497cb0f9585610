import type { Dispatcher } from 'undici';
import { createGuardedDispatcher } from '../net/guarded-dispatcher.js';
import type { ConnectorContext } from './context.js';

export interface HttpContext
  extends Pick<
    ConnectorContext,
    'allowPrivateNetwork' | 'signal' | 'resolve' | 'allowedHosts' | 'connectTimeoutMs'
  > {
  /** A dispatcher to use instead of the shared guarded one (it is then the caller's to guard and close). */
  dispatcher?: Dispatcher;
}

// One Agent per guard configuration, shared by every call, so keep-alive connections are reused
// (creating an Agent per request would pay TCP and TLS set-up every time). Idle sockets are unref'd by
// undici, so the shared Agents never keep the process alive.
const shared = new Map<string, Promise<Dispatcher>>();

export async function dispatcherFor(
  ctx: HttpContext,
): Promise<{ dispatcher: Dispatcher; dispose: () => Promise<void> }> {
  if (ctx.dispatcher) return { dispatcher: ctx.dispatcher, dispose: async () => {} };
  const options = {
    allowPrivateNetwork: ctx.allowPrivateNetwork === true,
    allowedHosts: ctx.allowedHosts,
    connectTimeoutMs: ctx.connectTimeoutMs,
  };
  if (ctx.resolve) {
    // A custom resolver is a test seam or a one-off; do not let it leak into the shared pool.
    const dispatcher = await createGuardedDispatcher({ ...options, resolve: ctx.resolve });
    return { dispatcher, dispose: () => dispatcher.close() };
  }
  const key = JSON.stringify(options);
  let dispatcher = shared.get(key);
  if (dispatcher === undefined) {
    dispatcher = createGuardedDispatcher(options);
    shared.set(key, dispatcher);
  }
  return { dispatcher: await dispatcher, dispose: async () => {} };
}
