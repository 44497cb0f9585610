import { type IPAddress, type IPv4, parseIPAddress } from './ip-address.js';

/**
 * Raised when an outbound connection would reach an address the SSRF guard refuses. The message names the
 * host the workflow asked for and the address it resolved to, so the user can see why.
 */
export class SsrfBlockedError extends Error {
  readonly code = 'SSRF_BLOCKED';
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    const resolved = host === address ? '' : ` (resolves to ${address})`;
    super(
      `Refused to connect to ${host}${resolved}: private, loopback, link-local and other internal addresses ` +
        'are blocked. A self-hosted server can allow them with ALLOW_PRIVATE_NETWORK=true.',
    );
    this.name = 'SsrfBlockedError';
  }
}

type V4Range = { base: number; bits: number; why: string };

function v4(dotted: string, bits: number, why: string): V4Range {
  const parsed = parseIPAddress(dotted);
  if (parsed?.kind !== 4) throw new Error(`bad range ${dotted}`);
  return { base: parsed.value, bits, why };
}

// Everything that is not a routable public unicast address. Documentation and benchmark ranges are in
// too: no real service lives there, and refusing them costs nothing.
const BLOCKED_V4: readonly V4Range[] = [
  v4('0.0.0.0', 8, 'this network / unspecified'),
  v4('10.0.0.0', 8, 'private'),
  v4('100.64.0.0', 10, 'carrier-grade NAT'),
  v4('127.0.0.0', 8, 'loopback'),
  v4('169.254.0.0', 16, 'link-local (cloud metadata)'),
  v4('172.16.0.0', 12, 'private'),
  v4('192.0.0.0', 24, 'IETF protocol assignments'),
  v4('192.0.2.0', 24, 'documentation'),
  v4('192.88.99.0', 24, '6to4 relay anycast'),
  v4('192.168.0.0', 16, 'private'),
  v4('198.18.0.0', 15, 'benchmarking'),
  v4('198.51.100.0', 24, 'documentation'),
  v4('203.0.113.0', 24, 'documentation'),
  v4('224.0.0.0', 4, 'multicast'),
  v4('240.0.0.0', 4, 'reserved, including broadcast 255.255.255.255'),
];

function inV4Range(value: number, range: V4Range): boolean {
  const size = 2 ** (32 - range.bits);
  return Math.floor(value / size) === Math.floor(range.base / size);
}

function isBlockedV4(address: IPv4): boolean {
  return BLOCKED_V4.some((range) => inV4Range(address.value, range));
}

function embeddedV4(high: number, low: number): IPv4 {
  return { kind: 4, value: high * 0x10000 + low };
}

function isBlockedV6(groups: readonly number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const firstFiveZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  // ::/96 covers ::, ::1 and the deprecated IPv4-compatible form; ::ffff:0:0/96 is IPv4-mapped, which the
  // kernel routes to the embedded IPv4 address, so judge that address instead.
  if (firstFiveZero && g5 === 0) return true;
  if (firstFiveZero && g5 === 0xffff) return isBlockedV4(embeddedV4(g6, g7));
  // ::ffff:0:a.b.c.d (IPv4-translated, RFC 2765).
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0xffff && g5 === 0) {
    return isBlockedV4(embeddedV4(g6, g7));
  }
  // NAT64 well-known prefix 64:ff9b::/96 reaches the embedded IPv4 address through a translator.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return isBlockedV4(embeddedV4(g6, g7));
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return true; // local-use NAT64 (RFC 8215)
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return true; // discard-only 100::/64
  if (g0 === 0x2001 && g1 === 0) return true; // Teredo: hides an IPv4 client address, unused today
  if (g0 === 0x2001 && g1 === 0xdb8) return true; // documentation
  if (g0 === 0x2002) return isBlockedV4(embeddedV4(g1, g2)); // 6to4 embeds the IPv4 address
  if ((g0 & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if ((g0 & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if ((g0 & 0xffc0) === 0xfec0) return true; // deprecated site-local fec0::/10
  if ((g0 & 0xff00) === 0xff00) return true; // multicast ff00::/8
  return false;
}

function isBlockedParsed(address: IPAddress): boolean {
  return address.kind === 4 ? isBlockedV4(address) : isBlockedV6(address.groups);
}

/**
 * True when the guard refuses to connect to `ip`. Accepts any literal form a resolver or URL parser might
 * accept (IPv6 with brackets or a zone id, inet_aton IPv4 such as `2130706433`). Anything that does not
 * parse as an address is refused: the guard fails closed.
 */
export function isBlockedAddress(ip: string): boolean {
  const parsed = parseIPAddress(ip.trim());
  return parsed === null ? true : isBlockedParsed(parsed);
}

/** True when `host` is written as an IP literal (in any notation) rather than a name to resolve. */
export function isIPLiteral(host: string): boolean {
  return parseIPAddress(host.trim()) !== null;
}
