import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { ApiError } from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestServer, type TestServer } from './testing/index.js';

describe('HTTP foundation', () => {
  let server: TestServer;
  const webDir = mkdtempSync(join(tmpdir(), 'flowlane-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Flowlane</title><div id="root"></div>');
  // As the web build leaves its assets: hashed files, their pre-compressed copies and source maps.
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'assets/index-abc123.js'), script);
  writeFileSync(join(webDir, 'assets/index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(webDir, 'assets/index-abc123.js.map'), '{"version":3}');

  beforeAll(async () => {
    server = await createTestServer('pglite', {}, { serveWeb: true, webDir });
    // A route with a typed body, to see how the shared error handler answers bad input.
    server.app
      .withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>()
      .post(
        '/api/test/echo',
        { schema: { body: z.object({ name: z.string().min(4), count: z.number().int() }) } },
        async (request) => request.body,
      );
    await server.app.ready();
  });
  afterAll(() => server.close());

  it('answers /api/health with the mode of each part', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: { mode: 'pglite', ok: true },
      queue: { mode: 'embedded', ok: true },
      mail: { mode: 'outbox' },
      billing: { mode: 'sandbox' },
    });
  });

  it('serves hashed assets pre-compressed and cached for ever, and never their source maps', async () => {
    const asset = await server.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.rawPayload.length).toBeLessThan(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
    const map = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(404);
  });

  it('answers malformed JSON with 400 and the error body', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "abcd", ',
    });
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json())).toMatchObject({
      message: 'The request body is not valid JSON.',
      code: 'MALFORMED_JSON',
    });
  });

  it('answers wrong types with 400 and a message per field', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'ab', count: 'three' },
    });
    expect(response.statusCode).toBe(400);
    const body = ApiError.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['count', 'name']);
  });

  it('answers a missing required field naming the field', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { count: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).fields).toHaveProperty('name');
  });

  it('answers a 2 MB body with 413 and the error body', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), count: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expect(ApiError.parse(response.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown API path with 404 JSON, not the web app', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(ApiError.parse(response.json())).toMatchObject({
      message: 'No route GET /api/no-such-thing',
      code: 'NOT_FOUND',
    });
  });

  it('serves the web app for an unknown client route', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/flow/some-workflow?tab=logs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  // The address a user types first: the build's root folder, which the static files must not answer for.
  it.each(['/', '/?next=%2Fdashboard'])(
    'serves the web app at the root (%s), not a forbidden folder',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('lists the routes in the OpenAPI document at /api/docs', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
    const document = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = z.object({ paths: z.record(z.string(), z.unknown()) }).parse(document.json()).paths;
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/health', '/dev/mail']));
  });
});
