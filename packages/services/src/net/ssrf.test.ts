import { describe, expect, it } from 'vitest';
import { formatIPAddress, parseIPAddress } from './ip-address.js';
import { isBlockedAddress, isIPLiteral, SsrfBlockedError } from './ssrf.js';

describe('isBlockedAddress', () => {
  it.each([
    ['10.0.0.1', 'private 10/8'],
    ['10.255.255.255', 'private 10/8, last address'],
    ['172.16.0.1', 'private 172.16/12, first block'],
    ['172.31.255.254', 'private 172.16/12, last block'],
    ['192.168.1.1', 'private 192.168/16'],
    ['100.64.0.1', 'carrier-grade NAT 100.64/10'],
    ['100.127.255.254', 'carrier-grade NAT, last address'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback, anywhere in 127/8'],
    ['169.254.169.254', 'cloud metadata (link-local)'],
    ['169.254.0.1', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network 0/8'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast (SSDP)'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::1', 'IPv6 loopback'],
    ['[::1]', 'IPv6 loopback in brackets'],
    ['::', 'IPv6 unspecified'],
    ['0:0:0:0:0:0:0:1', 'IPv6 loopback uncompressed'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone id'],
    ['febf:ffff::1', 'IPv6 link-local, end of fe80::/10'],
    ['fc00::1', 'unique local fc00::/7'],
    ['fd12:3456:789a::1', 'unique local fd00::/8'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata address'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata address, hex form'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::127.0.0.1', 'IPv4-compatible (deprecated) loopback'],
    ['64:ff9b::7f00:1', 'NAT64 with embedded loopback'],
    ['64:ff9b::192.168.0.1', 'NAT64 with embedded private address'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:7f00:1::', '6to4 with embedded loopback'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2130706433', 'decimal loopback'],
    ['0177.0.0.1', 'octal loopback'],
    ['0x7f.0.0.1', 'hex loopback'],
    ['0x7f000001', 'single hex number loopback'],
    ['127.1', 'short loopback'],
    ['10.1', 'short private'],
    ['not-an-ip', 'a name (the guard fails closed)'],
    ['', 'empty'],
    ['1.2.3.4.5', 'too many parts'],
  ])('refuses %s (%s)', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['93.184.216.34'],
    ['172.15.255.255'],
    ['172.32.0.1'],
    ['100.63.255.255'],
    ['100.128.0.1'],
    ['169.253.255.255'],
    ['192.169.0.1'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4001:82a::200e'],
    ['::ffff:8.8.8.8'],
    ['::ffff:808:808'],
    ['64:ff9b::8.8.8.8'],
    ['2002:808:808::'],
  ])('allows the public address %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe('IP literal parsing', () => {
  it.each([
    ['2130706433', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['192.168.257', '192.168.1.1'],
    ['::ffff:127.0.0.1', '0:0:0:0:0:ffff:7f00:1'],
    ['[::1]', '0:0:0:0:0:0:0:1'],
  ])('reads %s as %s', (text, canonical) => {
    const parsed = parseIPAddress(text);
    expect(parsed && formatIPAddress(parsed)).toBe(canonical);
  });

  it.each([['example.com'], ['08.0.0.1'], ['256.0.0.1'], ['1::2::3'], ['12345::'], [':::']])(
    'does not read %s as an address',
    (text) => {
      expect(isIPLiteral(text)).toBe(false);
    },
  );
});

describe('SsrfBlockedError', () => {
  it('names the host and the address it resolved to', () => {
    const error = new SsrfBlockedError('internal.example', '10.0.0.7');
    expect(error.message).toContain('internal.example');
    expect(error.message).toContain('10.0.0.7');
    expect(error.message).toContain('ALLOW_PRIVATE_NETWORK');
    expect(error.code).toBe('SSRF_BLOCKED');
  });
});
