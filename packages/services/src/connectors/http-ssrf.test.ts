import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolver } from '../net/guarded-lookup.js';
import { SsrfBlockedError } from '../net/ssrf.js';
import { httpRequest } from './http.js';
import { readRequestBody, startHttpServer, type TestServer } from './test-server.js';

let server: TestServer;
let hits = 0;

beforeAll(async () => {
  server = await startHttpServer(async (req, res, url) => {
    hits += 1;
    await readRequestBody(req);
    const to = url.searchParams.get('to');
    if (url.pathname === '/redirect' && to) {
      res.writeHead(302, { location: to });
      return void res.end();
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ host: req.headers.host, authorization: req.headers.authorization ?? null }));
  });
});

afterAll(async () => {
  await server.close();
});

// Fake DNS: every *.test name points at loopback, as an attacker-controlled public name could.
const fakeDns: Resolver = async (hostname) => {
  if (hostname.endsWith('.test')) return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};
// The guard stays on; only `api.test` is trusted, which lets the first hop reach the test server.
const guarded = { resolve: fakeDns, allowedHosts: ['api.test'] };

describe('httpRequest through the SSRF guard', () => {
  it.each([
    ['loopback', 'http://127.0.0.1/'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/'],
    ['decimal loopback', 'http://2130706433/'],
  ])('blocks %s', async (_name, url) => {
    await expect(httpRequest({ url }, {})).rejects.toBeInstanceOf(SsrfBlockedError);
  });

  it('blocks a public-looking name that resolves to loopback (DNS rebinding)', async () => {
    const before = hits;
    const error = await httpRequest(
      { url: `http://rebound.test:${server.port}/` },
      { resolve: fakeDns },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SsrfBlockedError);
    expect(String(error)).toContain('rebound.test');
    expect(hits).toBe(before);
  });

  it('reaches an allowed host', async () => {
    const response = await httpRequest({ url: `http://api.test:${server.port}/` }, guarded);
    expect(response.body).toMatchObject({ host: `api.test:${server.port}` });
  });

  it.each([
    ['a name resolving to loopback', () => `http://internal.test:${server.port}/`],
    ['a loopback IP', () => `http://127.0.0.1:${server.port}/`],
    ['the metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv4-mapped loopback', () => `http://[::ffff:7f00:1]:${server.port}/`],
  ])('re-checks a redirect to %s and blocks it', async (_name, target) => {
    const before = hits;
    const url = `http://api.test:${server.port}/redirect?to=${encodeURIComponent(target())}`;
    await expect(httpRequest({ url }, guarded)).rejects.toBeInstanceOf(SsrfBlockedError);
    // The first hop was served; the redirect target never was.
    expect(hits).toBe(before + 1);
  });

  it('drops the Authorization header when a redirect leaves the origin', async () => {
    const trusted = { resolve: fakeDns, allowedHosts: ['api.test', 'other.test'] };
    const auth = { type: 'bearer', token: 'secret' } as const;
    const sameOrigin = await httpRequest(
      { url: `http://api.test:${server.port}/redirect?to=/echo`, auth },
      trusted,
    );
    expect(sameOrigin.body).toMatchObject({ authorization: 'Bearer secret' });
    const crossOrigin = await httpRequest(
      { url: `http://api.test:${server.port}/redirect?to=http://other.test:${server.port}/echo`, auth },
      trusted,
    );
    expect(crossOrigin.body).toMatchObject({ host: `other.test:${server.port}`, authorization: null });
  });
});
