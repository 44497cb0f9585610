import { type GuardOptions, resolveAndCheck } from './guarded-lookup.js';
import { isIPLiteral } from './ssrf.js';

export interface PinnedHost {
  /** What the client should connect to: the checked IP address (or the host as given when unguarded). */
  connectHost: string;
  /** The original name, for TLS SNI and certificate checks; undefined when the host was an IP literal. */
  servername: string | undefined;
}

/**
 * For clients we cannot hand a `lookup` to (database and broker drivers): resolve the host once, check
 * every address, and connect to the checked IP. Passing the IP rather than the name means the driver never
 * resolves again, so DNS cannot answer differently between the check and the connect.
 * With the guard off the host is passed through untouched, so the driver's own resolution (and features
 * such as multiple A records) keep working.
 */
export async function pinHost(host: string, options: GuardOptions): Promise<PinnedHost> {
  const name = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const servername = isIPLiteral(name) ? undefined : name;
  if (options.allowPrivateNetwork === true) return { connectHost: name, servername };
  const [first] = await resolveAndCheck(name, options);
  // resolveAndCheck never returns an empty list; this keeps the type checker honest.
  if (first === undefined) throw new Error(`No address for ${name}`);
  return { connectHost: first.address, servername };
}
