export { createGuardedDispatcher, type GuardedDispatcherOptions } from './guarded-dispatcher.js';
export {
  createGuardedLookup,
  type GuardOptions,
  isAllowedHost,
  type Resolver,
  resolveAndCheck,
  systemResolver,
} from './guarded-lookup.js';
export { formatIPAddress, type IPAddress, parseIPAddress } from './ip-address.js';
export { type PinnedHost, pinHost } from './pin-host.js';
export { isBlockedAddress, isIPLiteral, SsrfBlockedError } from './ssrf.js';
