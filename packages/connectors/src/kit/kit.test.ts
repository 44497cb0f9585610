import { prop } from '@flowlane/engine';
import { buildGraph, stepOf } from '@flowlane/engine/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearerOf, FakeApiServer } from '../testing/fake-server.js';
import { runApps } from '../testing/run.js';
import { defineApp, defineOperation } from './app.js';
import { retryAfterMs } from './executor.js';

/** A made-up app over a fake API, to test what the kit does for every app. */
const api = new FakeApiServer();
const ITEMS = Array.from({ length: 23 }, (_, i) => ({ id: i + 1 }));
let validToken = 'good';

const getThing = defineOperation({
  id: 'get_thing',
  name: 'Get thing',
  description: 'Gets one thing by id.',
  idempotent: true,
  props: { id: prop.string({ label: 'Id', required: true }), fields: prop.string({ label: 'Fields' }) },
  request: { method: 'GET', path: '/things/{id}', query: ['fields'] },
  outputSchema: { type: 'object' },
});
const listBy = (mode: 'cursor' | 'page' | 'linkHeader' | 'nextUrl', maxPageSize = 100) =>
  defineOperation({
    id: `list_${mode}`,
    name: `List (${mode})`,
    description: 'Lists things.',
    idempotent: true,
    props: {},
    request: { method: 'GET', path: `/${mode}` },
    pagination: {
      ...(mode === 'cursor'
        ? { mode, itemsPath: 'data', cursorPath: 'next', cursorParam: 'after', sizeParam: 'size' }
        : mode === 'page'
          ? { mode, itemsPath: 'data', pageParam: 'p', sizeParam: 'size' }
          : mode === 'nextUrl'
            ? { mode, itemsPath: 'value', nextPath: '["@odata.nextLink"]', sizeParam: 'size' }
            : { mode, sizeParam: 'size' }),
      maxPageSize,
    },
    outputSchema: { items: { type: 'object' } },
  });
const createThing = defineOperation({
  id: 'create_thing',
  name: 'Create thing',
  description: 'Creates a thing.',
  idempotent: false,
  props: { name: prop.string({ label: 'Name', required: true }) },
  request: { method: 'POST', path: '/things', body: ['name'] },
  output: (body) => ({ created: body }),
  outputSchema: { type: 'object' },
});

const testApp = defineApp({
  id: 'acme',
  name: 'Acme',
  icon: 'si:acme',
  description: 'A test app',
  baseUrl: 'https://acme.invalid/api',
  baseUrlField: 'baseUrl',
  auth: { templates: ['acme'], kinds: ['oauth2', 'bearer'] },
  errorMessage: (body) => (body as { message?: string } | null)?.message,
  operations: [
    getThing,
    listBy('cursor'),
    listBy('page'),
    listBy('linkHeader'),
    listBy('nextUrl'),
    createThing,
  ],
});

/** Paths in the token (Telegram's style): the token must never show in an error. */
const pathTokenApp = defineApp({
  ...testApp,
  id: 'pathy',
  baseUrlField: 'baseUrl',
  auth: {
    templates: ['pathy'],
    kinds: ['bearer'],
    apply: (c) => ({ pathPrefix: `/bot${String(c.fields.token)}`, secrets: [String(c.fields.token)] }),
  },
  operations: [getThing],
});

function page(request: { query: URLSearchParams }, from: number) {
  const size = Number(request.query.get('size') ?? 10);
  return { data: ITEMS.slice(from, from + size), size, from };
}

beforeAll(async () => {
  api
    .route('GET', '/api/things/:id', (r) => {
      if (bearerOf(r) !== validToken) return { status: 401, body: { message: 'Bad credentials' } };
      if (r.params.id === 'missing') return { status: 404, body: { message: 'No such thing' } };
      return { body: { id: r.params.id, fields: r.query.get('fields') } };
    })
    .route('GET', '/api/cursor', (r) => {
      const from = Number(r.query.get('after') ?? 0);
      const { data, size } = page(r, from);
      return { body: { data, next: from + size < ITEMS.length ? String(from + size) : null } };
    })
    .route('GET', '/api/page', (r) => {
      const p = Number(r.query.get('p') ?? 1);
      const size = Number(r.query.get('size') ?? 10);
      return { body: page(r, (p - 1) * size) };
    })
    .route('GET', '/api/linkHeader', (r) => {
      const from = Number(r.query.get('from') ?? 0);
      const { data, size } = page(r, from);
      const next =
        from + size < ITEMS.length ? `${api.url}/api/linkHeader?size=${size}&from=${from + size}` : '';
      const headers: Record<string, string> = next ? { link: `<${next}>; rel="next"` } : {};
      return { body: data, headers };
    })
    .route('GET', '/api/nextUrl', (r) => {
      // Microsoft Graph's style: the next page's full URL in the body (its query carries the paging).
      const from = Number(r.query.get('from') ?? 0);
      const { data, size } = page(r, from);
      const next =
        from + size < ITEMS.length ? `${api.url}/api/nextUrl?size=${size}&from=${from + size}` : '';
      return { body: { value: data, ...(next ? { '@odata.nextLink': next } : {}) } };
    })
    .route('POST', '/api/things', (r) => ({ status: 201, body: r.body }))
    .route('GET', '/api/bot:token/things/:id', (r) =>
      r.params.token === 'sekret'
        ? { body: { id: r.params.id } }
        : { status: 404, body: { message: 'nope' } },
    );
  await api.start();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  validToken = 'good';
});

const credentials = (fields: Record<string, unknown> = {}, kind = 'bearer') => [
  { id: 'auth', kind, fields: { token: 'good', baseUrl: `${api.url}/api`, ...fields } },
];

async function run(
  serviceId: string,
  params: Record<string, unknown>,
  options: Parameters<typeof runApps>[1] | object = {},
) {
  const graph = buildGraph(
    [
      ['t', 'trigger.manual'],
      ['s', serviceId, { authorization: 'auth', ...params }],
    ],
    [['t', 's']],
  );
  return runApps(graph, { apps: [testApp, pathTokenApp], credentials: credentials(), ...options });
}

describe('the connector kit', () => {
  it('fills the path from the params, sends the listed query params and the auth, at the base URL from the authorization', async () => {
    const result = await run('acme.get_thing', { id: 'a b', fields: 'name' });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(stepOf(result, 's').output).toEqual({ id: 'a b', fields: 'name' });
    expect(api.requests[0]?.path).toBe('/api/things/a%20b');
    expect(api.requests[0]?.headers.authorization).toBe('Bearer good');
  });

  it('sends a JSON body of the listed props and maps the output', async () => {
    const result = await run('acme.create_thing', { name: 'x' });
    expect(stepOf(result, 's').output).toEqual({ created: { name: 'x' } });
    expect(api.requests[0]?.headers['content-type']).toContain('application/json');
  });

  it.each(['cursor', 'page', 'linkHeader', 'nextUrl'])(
    '%s pagination: returns all pages, or stops at the limit',
    async (mode) => {
      const all = await run(`acme.list_${mode}`, { returnAll: true });
      expect(all.status, JSON.stringify(all.error)).toBe('succeeded');
      expect(stepOf(all, 's').output).toEqual({ items: ITEMS, count: 23, more: false });
      expect(api.requests).toHaveLength(1); // a page of 100 holds them all
      api.requests.length = 0;

      const limited = await run(`acme.list_${mode}`, { limit: 5 });
      expect(stepOf(limited, 's').output).toEqual({ items: ITEMS.slice(0, 5), count: 5, more: true });
      expect(api.requests).toHaveLength(1);
      expect(api.requests[0]?.query.get('size')).toBe('5');
    },
  );

  it.each(['cursor', 'page', 'linkHeader', 'nextUrl'] as const)(
    '%s pagination walks pages of the most the app serves',
    async (mode) => {
      const small = defineApp({ ...testApp, operations: [listBy(mode, 10)] });
      const all = await run(`acme.list_${mode}`, { returnAll: true }, { apps: [small] });
      expect(stepOf(all, 's').output).toEqual({ items: ITEMS, count: 23, more: false });
      expect(api.requests.map((r) => r.query.get('size'))).toEqual(['10', '10', '10']);
      // A next page's URL on the app's origin is sent with the authorization too.
      expect(api.requests.map(bearerOf)).toEqual(['good', 'good', 'good']);
      api.requests.length = 0;
      const twelve = await run(`acme.list_${mode}`, { limit: 12 }, { apps: [small] });
      expect(stepOf(twelve, 's').output).toEqual({ items: ITEMS.slice(0, 12), count: 12, more: true });
      expect(api.requests).toHaveLength(2);
    },
  );

  it('waits out a 429 for its Retry-After, then sends again', async () => {
    api.rateLimitNext(2, '7');
    const result = await run('acme.get_thing', { id: '1' });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(result.waits).toEqual([7000, 7000]);
    expect(api.requests).toHaveLength(3);
  });

  it('fails with the app answer when the Retry-After is longer than the run may wait', async () => {
    api.rateLimitNext(1, '3600');
    const result = await run('acme.get_thing', { id: '1' });
    expect(result.status).toBe('failed');
    expect(result.error?.message).toMatch(/answered 429 \(rate limited\)/);
    expect(result.waits).toEqual([]);
  });

  it('gives up after the retries allowed', async () => {
    api.rateLimitNext(10, '1');
    const result = await run('acme.get_thing', { id: '1' }, { config: { maxRateLimitRetries: 2 } });
    expect(result.status).toBe('failed');
    expect(api.requests).toHaveLength(3);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs(undefined)).toBe(1000);
  });

  it('refreshes a refused OAuth2 token once and sends again', async () => {
    validToken = 'fresh';
    const { createFakePorts, InMemoryCredentials } = await import('@flowlane/engine/testing');
    const store = new InMemoryCredentials([
      { id: 'auth', kind: 'oauth2', fields: { accessToken: 'stale', baseUrl: `${api.url}/api` } },
    ]);
    store.onRefresh = (c) => ({ ...c, fields: { ...c.fields, accessToken: 'fresh' } });
    const result = await run(
      'acme.get_thing',
      { id: '1' },
      { ports: createFakePorts({ credentials: store }) },
    );
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(store.refreshed).toEqual(['auth']);
    expect(api.requests.map(bearerOf)).toEqual(['stale', 'fresh']);
  });

  it('does not refresh twice, nor a bearer token', async () => {
    validToken = 'never';
    const bearer = await run('acme.get_thing', { id: '1' });
    expect(bearer.status).toBe('failed');
    expect(bearer.error?.message).toContain('Bad credentials');
    expect(api.requests).toHaveLength(1);
  });

  it('names the app, the status and the app message in a failure', async () => {
    const result = await run('acme.get_thing', { id: 'missing' });
    expect(result.status).toBe('failed');
    expect(result.error?.message).toBe('Acme GET /api/things/missing answered 404: No such thing');
  });

  it('keeps a token that sits in the path out of error messages', async () => {
    const result = await run(
      'pathy.get_thing',
      { id: 'missing' },
      {
        apps: [pathTokenApp],
        credentials: [
          { id: 'auth', kind: 'bearer', fields: { token: 'wrong-secret', baseUrl: `${api.url}/api` } },
        ],
      },
    );
    expect(result.status).toBe('failed');
    expect(api.requests[0]?.path).toBe('/api/botwrong-secret/things/missing');
    expect(JSON.stringify(result.error)).not.toContain('wrong-secret');
  });

  it('refuses an authorization of another kind', async () => {
    const result = await run(
      'acme.get_thing',
      { id: '1' },
      {
        credentials: [{ id: 'auth', kind: 'postgres', fields: {} }],
      },
    );
    expect(result.status).toBe('failed');
    expect(result.error?.message).toContain('Acme needs oauth2 or bearer');
  });

  it('Custom API call: any path under the base URL with the authorization', async () => {
    const result = await run('acme.custom_api_call', {
      method: 'POST',
      path: '/things',
      body: { name: 'raw' },
      headers: { 'X-Extra': 1 },
    });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(stepOf(result, 's').output).toMatchObject({ status: 201, body: { name: 'raw' } });
    expect(api.requests[0]?.headers['x-extra']).toBe('1');
  });

  it('Custom API call refuses a full URL (the authorization would leave for another host)', async () => {
    const result = await run('acme.custom_api_call', { path: 'https://evil.example/steal' });
    expect(result.status).toBe('failed');
    expect(api.requests).toHaveLength(0);
  });
});
