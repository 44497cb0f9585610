import fastifySwagger from '@fastify/swagger';
import { MESSAGES } from '@flowlane/contracts';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestServer, type TestServer } from '../testing/index.js';
import { openApiOptions, operationIdFor, routePattern, sampleOf, stringMatching } from './openapi.js';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function operationsOf(document: Json): { method: string; path: string; operation: Json }[] {
  const found: { method: string; path: string; operation: Json }[] = [];
  for (const [path, item] of Object.entries(isRecord(document.paths) ? document.paths : {})) {
    if (!isRecord(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (METHODS.includes(method) && isRecord(operation)) found.push({ method, path, operation });
    }
  }
  return found;
}

describe("the API's OpenAPI document", () => {
  let server: TestServer;
  let document: Json;

  beforeAll(async () => {
    server = await createTestServer('pglite');
    const answer = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(answer.statusCode).toBe(200);
    document = z.record(z.string(), z.unknown()).parse(answer.json());
  });
  afterAll(() => server.close());

  it("has no error under Redocly's recommended rules (its only warning: no licence is declared)", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: '/openapi.json',
      config,
    });
    const listed = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`,
    );
    expect(listed.filter((line) => line.startsWith('error'))).toEqual([]);
    expect(listed).toEqual([expect.stringMatching(/^warn info-license:/)]);
  });

  it('gives every operation an operationId, a summary, its 4xx answers, examples and its security', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(100);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(typeof operation.operationId, where).toBe('string');
      expect(typeof operation.summary, where).toBe('string');
      const responses = isRecord(operation.responses) ? operation.responses : {};
      expect(
        Object.keys(responses).some((status) => /^4\d\d$/.test(status)),
        where,
      ).toBe(true);
      expect(Array.isArray(operation.security), where).toBe(true);
      const bodies = [operation.requestBody, ...Object.values(responses)];
      for (const body of bodies) {
        if (!isRecord(body) || !isRecord(body.content)) continue;
        const json = body.content['application/json'];
        if (isRecord(json)) expect('example' in json, `${where} example`).toBe(true);
      }
      const security = Array.isArray(operation.security) ? operation.security : [];
      if (security.length > 0) expect(responses['401'], `${where} 401`).toBeDefined();
    }
    expect(document.components).toMatchObject({
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      },
    });
  });

  it('keeps the paths as the routes declare them and leaves the internal ones out', () => {
    for (const { method, path } of operationsOf(document)) {
      expect(
        server.app.hasRoute({ method: method.toUpperCase() as 'GET', url: routePattern(path) }),
        path,
      ).toBe(true);
    }
    const paths = Object.keys(isRecord(document.paths) ? document.paths : {});
    expect(paths).toContain('/api/workflow/{id}/run');
    expect(paths.filter((p) => p.startsWith('/stripe-sandbox'))).toEqual([]);
  });

  it('declares the security each operation has: public ones answer without a caller, the rest ask for one', async () => {
    const wrong: string[] = [];
    const asked: boolean[] = [];
    for (const { method, path, operation } of operationsOf(document)) {
      if (['head', 'options', 'trace'].includes(method) || path.startsWith('/hooks/')) continue;
      const parameters = Array.isArray(operation.parameters) ? operation.parameters.filter(isRecord) : [];
      let url = path;
      const query = new URLSearchParams();
      for (const parameter of parameters) {
        const value = String(parameter.example);
        if (parameter.in === 'path')
          url = url.replace(`{${String(parameter.name)}}`, encodeURIComponent(value));
        if (parameter.in === 'query' && parameter.required === true) query.set(String(parameter.name), value);
      }
      const body =
        isRecord(operation.requestBody) && isRecord(operation.requestBody.content)
          ? operation.requestBody.content['application/json']
          : undefined;
      const answer = await server.app.inject({
        method: method.toUpperCase() as 'GET',
        url: query.size > 0 ? `${url}?${query}` : url,
        ...(isRecord(body)
          ? { payload: JSON.stringify(body.example), headers: { 'content-type': 'application/json' } }
          : {}),
      });
      const secured = Array.isArray(operation.security) && operation.security.length > 0;
      const noSession = answer.statusCode === 401 && answer.json().message === MESSAGES.noSession;
      // A route validates its input before it resolves its caller: a refinement the schema cannot state
      // (a dataset column id) answers 400 first, which says nothing either way.
      if (secured && answer.statusCode < 400) wrong.push(`${method} ${path} answered ${answer.statusCode}`);
      if (!secured && noSession) wrong.push(`${method} ${path} asked for a session`);
      if (secured) asked.push(noSession);
    }
    expect(wrong).toEqual([]);
    expect(asked.filter(Boolean).length).toBeGreaterThan(asked.length * 0.9);
  });
});

describe('the OpenAPI clean-up', () => {
  it('derives readable, distinct operationIds from the method and path', () => {
    expect(operationIdFor('get', '/api/workflow')).toBe('getWorkflow');
    expect(operationIdFor('get', '/api/workflow/{id}')).toBe('getWorkflowById');
    expect(operationIdFor('post', '/api/workflow/{id}/test-call/{kind}/listen')).toBe(
      'postWorkflowByIdTestCallByKindListen',
    );
    expect(operationIdFor('post', '/api/user/2fa/setup')).toBe('postUser2faSetup');
  });

  it.each([
    ['^\\d{6}$', '111111'],
    ['^[A-Z]{2}$', 'AA'],
    ['^\\d{1,20}_[0-9a-f]{8}-[0-9a-f]{4}$', '1_00000000-0000'],
    ['^a(b|c)$', undefined],
  ])('writes a string matching %s', (pattern, expected) => {
    expect(stringMatching(pattern)).toBe(expected);
  });

  it('samples a value that fits the schema', () => {
    const schema = z.toJSONSchema(
      z.object({
        id: z.uuid(),
        count: z.number().int().positive(),
        when: z.iso.datetime(),
        tags: z.array(z.string().min(3)).min(2),
        mode: z.enum(['a', 'b']),
        note: z.string().nullable(),
      }),
      { target: 'openapi-3.0' },
    );
    const sample = sampleOf(schema);
    expect(sample).toMatchObject({ count: 1, mode: 'a', tags: [expect.any(String), expect.any(String)] });
    expect(
      z.object({ id: z.uuid(), count: z.number().positive(), when: z.iso.datetime() }).safeParse(sample)
        .success,
    ).toBe(true);
  });

  it('adds to the payloads but changes none of them', async () => {
    const Body = z.object({ fields: z.record(z.string(), z.union([z.string(), z.number()]).nullable()) });
    const build = async (clean: boolean) => {
      const app = Fastify().withTypeProvider<ZodTypeProvider>();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      const options = openApiOptions({ version: '1', keyRequirement: () => 'write' });
      await app.register(fastifySwagger, clean ? options : { ...options, transformObject: undefined });
      app.post(
        '/api/thing/:id',
        {
          schema: {
            summary: 'A thing',
            params: z.object({ id: z.uuid() }),
            body: Body,
            response: { 200: Body },
          },
        },
        async (request) => request.body,
      );
      app.post('/stripe-sandbox/v1/customers', async () => ({}));
      await app.ready();
      const made: unknown = app.swagger();
      await app.close();
      return z.record(z.string(), z.unknown()).parse(made);
    };
    const raw = await build(false);
    const clean = await build(true);
    const rawOperation = operationsOf(raw).find((o) => o.path === '/api/thing/{id}')?.operation;
    const cleanOperation = operationsOf(clean).find((o) => o.path === '/api/thing/{id}')?.operation;
    expect(cleanOperation).toMatchObject({
      operationId: 'postThingById',
      security: [{ bearer: [] }, { apiKey: [] }],
      'x-api-key-scope': 'write',
      responses: { 400: {}, 401: {}, 403: {}, 404: {} },
    });
    // The same payload schemas, but for OpenAPI 3.0's place for `nullable` (on each typed branch).
    const strip = (value: unknown): unknown =>
      JSON.parse(
        JSON.stringify(value)
          .replaceAll('"nullable":true', '"n":1')
          .replaceAll(',"n":1', '')
          .replaceAll('"n":1,', ''),
      );
    const schemaAt = (operation: Json | undefined) => {
      const body = isRecord(operation?.requestBody) ? operation.requestBody : {};
      return strip(
        isRecord(body.content) ? (body.content['application/json'] as Json | undefined)?.schema : undefined,
      );
    };
    expect(schemaAt(cleanOperation)).toEqual(schemaAt(rawOperation));
    expect(Object.keys(isRecord(raw.paths) ? raw.paths : {})).toContain('/stripe-sandbox/v1/customers');
    expect(Object.keys(isRecord(clean.paths) ? clean.paths : {})).toEqual(['/api/thing/{id}']);
  });
});
