import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, login } from '../accounts/test-support.js';
import { createTestServer, type TestServer } from '../testing/index.js';

/** Strings a careless or hostile client sends: NUL, lone surrogates, RTL marks, emoji, huge ones. */
const oddString = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom('\u0000', '\ud800', '\udfff', 'a\u202eb', '😀', '', ' ', '%00', '../../etc', '{{ $ }}'),
  fc.string({ minLength: 10_000, maxLength: 20_000 }),
);
const oddValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    oddString,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(oddString, fc.constantFrom('name', 'title', 'id', 'data', 'graph')),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value;
/** A body as it arrives: JSON of any value, deep nesting, or bytes that are not JSON at all. */
const body = fc.oneof(
  oddValue.map((value) => JSON.stringify(value) ?? 'null'),
  fc.integer({ min: 50, max: 5_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.string({ unit: 'binary' }),
);

/**
 * Every POST, PUT and PATCH route and the webhook endpoint, with random bodies of wrong types, huge and
 * odd strings and deep nesting, as a signed-in user: no answer may be a 5xx.
 */
describe('fuzzing every write route', () => {
  let server: TestServer;
  let headers: Record<string, string>;
  let routes: Array<{ method: 'POST' | 'PUT' | 'PATCH'; url: string }>;

  beforeAll(async () => {
    server = await createTestServer('pglite');
    const account = await activeAccount(server, 'fuzz');
    const { token } = z
      .object({ token: z.string() })
      .parse((await login(server, account.email, account.password)).json());
    headers = bearer(token);
    // Real ids of the caller's own resources, so the fuzzed bodies reach the handlers, not only the 404s.
    const created = (url: string, payload: unknown) =>
      server.app
        .inject({ method: 'POST', url, headers, payload: payload as object })
        .then((response) => z.object({ id: z.string() }).parse(response.json()).id);
    const owned: Record<string, string> = {
      workflow: await created('/api/workflow', {}),
      project: await created('/api/project', { name: 'Fuzz project' }),
      team: await created('/api/team', { name: 'Fuzz team' }),
    };
    const idFor = (path: string) => owned[path.split('/')[2] ?? ''] ?? crypto.randomUUID();
    const spec = z
      .object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) })
      .parse(server.app.swagger());
    routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .map((m) => m.toUpperCase())
        .filter((m): m is 'POST' | 'PUT' | 'PATCH' => m === 'POST' || m === 'PUT' || m === 'PATCH')
        // The first path parameter is the caller's own resource where one exists; others nobody owns.
        .map((method) => ({
          method,
          url: path.replace(/\{[^}]+\}/, idFor(path)).replace(/\{[^}]+\}/g, crypto.randomUUID()),
        })),
    );
    routes.push({ method: 'POST', url: '/hooks/fuzzhook0123456789' });
  }, 120_000);
  afterAll(() => server.close());

  it('answers every random body with a status under 500', async () => {
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        body,
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        async (route, payload, contentType) => {
          const response = await server.app.inject({
            method: route.method,
            url: route.url,
            headers: { ...headers, 'content-type': contentType },
            payload,
          });
          if (response.statusCode >= 500) failures.push(`${route.method} ${route.url}: ${response.body}`);
          return response.statusCode < 500;
        },
      ),
      { numRuns: 600, seed: 15_2026 },
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
