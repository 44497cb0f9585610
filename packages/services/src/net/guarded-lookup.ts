import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { formatIPAddress, parseIPAddress } from './ip-address.js';
import { isBlockedAddress, SsrfBlockedError } from './ssrf.js';

/** Resolves a hostname to its addresses. Injected in tests to map fake public names to loopback. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface GuardOptions {
  /** Turns the guard off (ALLOW_PRIVATE_NETWORK=true on a self-hosted server, and tests). */
  allowPrivateNetwork?: boolean;
  /** Replaces DNS resolution; the guard checks whatever it returns. */
  resolve?: Resolver;
  /**
   * Hostnames (or IP literals) an operator trusts to reach internal addresses while the guard stays on for
   * everything else. Matched exactly, case-insensitively, against the name the connection asked for.
   */
  allowedHosts?: readonly string[];
}

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) reject(error);
      else resolve(addresses);
    });
  });

function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

export function isAllowedHost(host: string, options: GuardOptions): boolean {
  const wanted = stripBrackets(host).toLowerCase();
  return (options.allowedHosts ?? []).some((allowed) => stripBrackets(allowed).toLowerCase() === wanted);
}

/**
 * Resolves `host` and checks every address it resolves to. One blocked address refuses the whole name:
 * otherwise a name with a public and a private record would reach the private one on a retry.
 * IP literals in any notation are normalised (e.g. `0177.0.0.1` to `127.0.0.1`) without DNS.
 */
export async function resolveAndCheck(host: string, options: GuardOptions): Promise<LookupAddress[]> {
  const name = stripBrackets(host);
  const literal = parseIPAddress(name);
  const skipCheck = options.allowPrivateNetwork === true || isAllowedHost(name, options);
  if (literal !== null) {
    // Node understands canonical forms only, so hand it the normalised text.
    const address = isIP(name) ? name : formatIPAddress(literal);
    if (!skipCheck && isBlockedAddress(address)) throw new SsrfBlockedError(host, address);
    return [{ address, family: literal.kind }];
  }
  const addresses = await (options.resolve ?? systemResolver)(name);
  if (addresses.length === 0) {
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND', hostname: name });
  }
  if (!skipCheck) {
    const blocked = addresses.find((entry) => isBlockedAddress(entry.address));
    if (blocked) throw new SsrfBlockedError(host, blocked.address);
  }
  return addresses;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for `net.connect`/`tls.connect`. The socket connects to exactly the address this function
 * returns, so checking here leaves no window between the check and the connect (no DNS-rebinding TOCTOU).
 * Handles both call styles Node uses: `all: true` (happy eyeballs) and a single address.
 */
export function createGuardedLookup(options: GuardOptions) {
  return (hostname: string, lookupOptions: LookupOptions, callback: LookupCallback): void => {
    resolveAndCheck(hostname, options).then(
      (addresses) => {
        const family = lookupOptions.family;
        const wanted =
          family === 4 || family === 6 || family === 'IPv4' || family === 'IPv6'
            ? addresses.filter((entry) => entry.family === (family === 'IPv4' || family === 4 ? 4 : 6))
            : addresses;
        const first = wanted[0];
        if (first === undefined) {
          const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
          callback(error, []);
        } else if (lookupOptions.all === true) callback(null, wanted);
        else callback(null, first.address, first.family);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), []);
      },
    );
  };
}
