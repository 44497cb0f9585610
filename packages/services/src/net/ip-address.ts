// Parsers for the textual forms of IP addresses an attacker can hand us. They are deliberately more lenient
// than `net.isIP`: the resolver (getaddrinfo) and some HTTP clients accept inet_aton forms such as
// `2130706433`, `0177.0.0.1` or `127.1`, so the guard must understand them too or they slip through.

/** An IPv4 address as an unsigned 32-bit number. */
export type IPv4 = { kind: 4; value: number };
/** An IPv6 address as eight 16-bit groups. */
export type IPv6 = { kind: 6; groups: readonly number[] };
export type IPAddress = IPv4 | IPv6;

const IPV4_PART = /^(?:0x[0-9a-f]*|0[0-7]*|[1-9][0-9]*)$/i;

function parseIPv4Part(part: string): number | null {
  if (!IPV4_PART.test(part)) return null;
  if (/^0x/i.test(part)) return part.length === 2 ? 0 : Number.parseInt(part.slice(2), 16);
  if (part.length > 1 && part.startsWith('0')) return Number.parseInt(part.slice(1), 8);
  return Number.parseInt(part, 10);
}

/**
 * Parses IPv4 the way inet_aton does: one to four parts, each decimal, octal (leading 0) or hex (0x);
 * the last part fills the remaining bytes. Returns null for anything else.
 */
export function parseIPv4(text: string): IPv4 | null {
  const parts = text.split('.');
  if (parts.length < 1 || parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    const value = parseIPv4Part(part);
    if (value === null || !Number.isFinite(value)) return null;
    numbers.push(value);
  }
  const last = numbers.pop();
  if (last === undefined) return null;
  let value = 0;
  for (const byte of numbers) {
    if (byte > 0xff) return null;
    value = value * 256 + byte;
  }
  const remainingBytes = 4 - numbers.length;
  if (last >= 256 ** remainingBytes) return null;
  value = value * 256 ** remainingBytes + last;
  return { kind: 4, value };
}

function parseGroups(text: string): number[] | null {
  if (text === '') return [];
  const groups: number[] = [];
  for (const group of text.split(':')) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    groups.push(Number.parseInt(group, 16));
  }
  return groups;
}

/** Parses IPv6 (with `::`, an embedded dotted IPv4 tail, optional brackets and zone id). */
export function parseIPv6(input: string): IPv6 | null {
  let text = input;
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  const zone = text.indexOf('%');
  if (zone !== -1) text = text.slice(0, zone);
  if (!text.includes(':')) return null;

  // A dotted IPv4 tail (::ffff:127.0.0.1) counts as the last two groups; only strict dotted quads here.
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  const lastPart = text.slice(lastColon + 1);
  if (lastPart.includes('.')) {
    if (!/^\d{1,3}(?:\.\d{1,3}){3}$/.test(lastPart)) return null;
    const bytes = lastPart.split('.').map((byte) => Number.parseInt(byte, 10));
    if (bytes.some((byte) => byte > 0xff)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    tail = [(a << 8) | b, (c << 8) | d];
    text = text.slice(0, lastColon + 1);
    // Keep the trailing ':' only when it is half of '::'.
    if (!text.endsWith('::')) text = text.slice(0, -1);
  }

  const doubleColon = text.indexOf('::');
  let groups: number[];
  if (doubleColon === -1) {
    const all = parseGroups(text);
    if (all === null) return null;
    groups = [...all, ...tail];
    if (groups.length !== 8) return null;
  } else {
    if (text.indexOf('::', doubleColon + 1) !== -1) return null;
    const head = parseGroups(text.slice(0, doubleColon));
    const rest = parseGroups(text.slice(doubleColon + 2));
    if (head === null || rest === null) return null;
    const known = head.length + rest.length + tail.length;
    if (known > 7) return null;
    groups = [...head, ...new Array<number>(8 - known).fill(0), ...rest, ...tail];
  }
  return { kind: 6, groups };
}

/** Parses any IP literal form; null when the text is not an address (e.g. a hostname). */
export function parseIPAddress(text: string): IPAddress | null {
  return parseIPv6(text) ?? parseIPv4(text);
}

/** The canonical text of an address (dotted quad, or IPv6 groups without compression). */
export function formatIPAddress(address: IPAddress): string {
  if (address.kind === 4) {
    const v = address.value;
    return [v >>> 24, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff].join('.');
  }
  return address.groups.map((group) => group.toString(16)).join(':');
}
