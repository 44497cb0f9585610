import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedDispatcher } from './guarded-dispatcher.js';
import type { Resolver } from './guarded-lookup.js';
import { pinHost } from './pin-host.js';
import { SsrfBlockedError } from './ssrf.js';

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((_req, res) => res.end('reached'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  port = (address satisfies AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

// A stand-in for DNS: fake public names answer with loopback, as a rebinding attacker's DNS would.
const fakeDns: Resolver = async (hostname) => {
  if (hostname === 'rebind.test' || hostname === 'trusted.test') return [{ address: '127.0.0.1', family: 4 }];
  if (hostname === 'mixed.test') {
    return [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
  }
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

async function get(url: string, options: Parameters<typeof createGuardedDispatcher>[0]) {
  const dispatcher = await createGuardedDispatcher(options);
  try {
    const response = await request(url, { dispatcher });
    return await response.body.text();
  } finally {
    await dispatcher.close();
  }
}

describe('createGuardedDispatcher', () => {
  it.each([
    ['loopback IPv4', () => `http://127.0.0.1:${port}/`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${port}/`],
    ['IPv6 loopback', () => `http://[::1]:${port}/`],
    ['decimal loopback', () => `http://2130706433:${port}/`],
    ['octal loopback', () => `http://0177.0.0.1:${port}/`],
    ['short loopback', () => `http://127.1:${port}/`],
    ['localhost', () => `http://localhost:${port}/`],
  ])('refuses %s before connecting', async (_name, url) => {
    await expect(get(url(), { allowPrivateNetwork: false })).rejects.toBeInstanceOf(SsrfBlockedError);
  });

  it('checks the address DNS answered at connect time (DNS rebinding to loopback is refused)', async () => {
    let lookups = 0;
    const countingDns: Resolver = async (hostname) => {
      lookups += 1;
      return fakeDns(hostname);
    };
    const error = await get(`http://rebind.test:${port}/`, { resolve: countingDns }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SsrfBlockedError);
    expect(error instanceof SsrfBlockedError && error.message).toContain(
      'rebind.test (resolves to 127.0.0.1)',
    );
    // One resolution, checked and used by the same socket: nothing to race.
    expect(lookups).toBe(1);
  });

  it('refuses a name when any of its addresses is internal', async () => {
    await expect(get(`http://mixed.test:${port}/`, { resolve: fakeDns })).rejects.toBeInstanceOf(
      SsrfBlockedError,
    );
  });

  it('reaches the server for an allowed host, and with allowPrivateNetwork', async () => {
    await expect(
      get(`http://trusted.test:${port}/`, { resolve: fakeDns, allowedHosts: ['trusted.test'] }),
    ).resolves.toBe('reached');
    await expect(get(`http://127.0.0.1:${port}/`, { allowPrivateNetwork: true })).resolves.toBe('reached');
  });
});

describe('pinHost', () => {
  it('returns the checked address and keeps the name for TLS', async () => {
    await expect(
      pinHost('trusted.test', { resolve: fakeDns, allowedHosts: ['trusted.test'] }),
    ).resolves.toEqual({ connectHost: '127.0.0.1', servername: 'trusted.test' });
  });

  it.each([['127.0.0.1'], ['rebind.test'], ['[::1]'], ['0177.0.0.1']])('refuses %s', async (host) => {
    await expect(pinHost(host, { resolve: fakeDns })).rejects.toBeInstanceOf(SsrfBlockedError);
  });

  it('passes the host through untouched with allowPrivateNetwork', async () => {
    await expect(pinHost('localhost', { allowPrivateNetwork: true })).resolves.toEqual({
      connectHost: 'localhost',
      servername: 'localhost',
    });
  });
});
