import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Client, signedInClient } from '../testing/api-client.js';
import { edge, graphWith, node, triggerOnly } from '../testing/graphs.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';

/** Issue 15's observations, each reproduced through the real server (built-in catalogue, real sandbox). */
describe.each(testDatabaseKinds())('hostile input on %s', (kind) => {
  let server: TestServer;
  let client: Client;

  beforeAll(async () => {
    server = await createTestServer(kind);
    client = await signedInClient(server, 'hostile');
  });
  afterAll(() => server.close());

  it('fails a code step whose output holds a NUL, and the server goes on (item 0: it used to exit)', async () => {
    const workflow = await client.createWorkflow({
      schemaVersion: 1,
      nodes: [
        node('t', 'trigger.manual'),
        node('c', 'code.javascript', { code: 'return "a\\u0000b"' }, 200),
        node('d', 'flow.delay', { amount: 1, unit: 'seconds' }, 400),
      ],
      edges: [edge('t', 'c'), edge('c', 'd')],
    });
    const run = await client.finished(await client.run(workflow.id));
    expect(run.status).toBe('failed');
    const step = run.steps.find((s) => s.nodeId === 'c');
    expect(step?.status).toBe('failed');
    expect(step?.error?.message).toContain('NUL character (U+0000)');
    expect((await client.call('GET', '/api/health')).statusCode).toBe(200);
  });

  it.each([
    ['a team name', 'POST', '/api/team', { name: 'Team\u0000X' }, 'name'],
    ['a project name', 'POST', '/api/project', { name: 'Proj\u0000ect' }, 'name'],
    ['a lone surrogate in a project', 'POST', '/api/project', { name: 'Proj\ud800ect' }, 'name'],
  ] as const)('answers 400 naming the field for %s (item 5)', async (_what, method, url, payload, field) => {
    const response = await client.call(method, url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'UNSTORABLE_TEXT',
      fields: { [field]: expect.any(String) },
    });
  });

  it('answers 400 for a NUL in a workflow title and in manual-run data (item 5)', async () => {
    const workflow = await client.createWorkflow(triggerOnly('trigger.manual'));
    const title = await client.call('PUT', `/api/workflow/${workflow.id}`, {
      data: { ...workflow.data, title: 'Bad\u0000title' },
      graph: workflow.graph,
    });
    expect(title.statusCode).toBe(400);
    expect(title.json().fields).toHaveProperty(['data.title']);
    const run = await client.call('POST', `/api/workflow/${workflow.id}/run`, { note: 'x\u0000y' });
    expect(run.statusCode).toBe(400);
    expect(run.json().message).toContain('note contains a NUL character');
  });

  it('answers 400 to webhook bodies that cannot be stored: NUL in JSON and text, lone surrogates, deep nesting (items 5, 6)', async () => {
    const workflow = await client.createWorkflow(triggerOnly('trigger.webhook'), {
      webhook: { active: true, responseMode: 'async' },
    });
    const hook = (payload: string, contentType: string) =>
      server.app.inject({
        method: 'POST',
        url: `/hooks/${workflow.hookId}`,
        headers: { 'content-type': contentType },
        payload,
      });
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    for (const [payload, type, words] of [
      ['{"a":"x\\u0000y"}', 'application/json', 'a contains a NUL character'],
      ['{"a":"x\\ud800y"}', 'application/json', 'unpaired UTF-16 surrogate'],
      ['line\u0000two', 'text/plain', 'body contains a NUL character'],
      [deep, 'application/json', 'nested more than 100 levels'],
    ] as const) {
      const response = await hook(payload, type);
      expect(response.statusCode, `${type} ${payload.slice(0, 20)}`).toBe(400);
      expect(response.json().message).toContain(words);
    }
    expect((await hook('{"a":"fine ✓ 😀"}', 'application/json')).statusCode).toBe(202);
  });

  it('serves webhook replies sandboxed, and fails a reply step whose header holds CR/LF (items 7, 10)', async () => {
    const reply = (headers: Record<string, string>, body: string) =>
      client.createWorkflow(
        {
          schemaVersion: 1,
          nodes: [
            node('t', 'trigger.webhook'),
            node('r', 'flow.webhook-response', { status: 200, headers, body }, 200),
          ],
          edges: [edge('t', 'r')],
        },
        { webhook: { active: true, responseMode: 'sync' } },
      );
    const html = await reply({ 'content-type': 'text/html' }, '<script>alert(localStorage.length)</script>');
    const page = await server.app.inject({ method: 'GET', url: `/hooks/${html.hookId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toMatch(
      /^sandbox(?![^;]*allow-same-origin)(?![^;]*allow-scripts)/,
    );
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    const injected = await reply({ 'x-note': 'a\r\nset-cookie: stolen=1' }, 'hi');
    const answer = await server.app.inject({ method: 'GET', url: `/hooks/${injected.hookId}` });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toContain('line break');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('opens the live log with a single-use ticket, never with the access token in the URL (item 8)', async () => {
    const workflow = await client.createWorkflow(triggerOnly('trigger.manual'));
    const token = client.headers.authorization?.replace('Bearer ', '') ?? '';
    const byToken = await server.app.inject({
      method: 'GET',
      url: `/api/workflow/${workflow.id}/live?access_token=${token}`,
    });
    expect(byToken.statusCode).toBe(401);
    const other = await client.createWorkflow(triggerOnly('trigger.manual'));
    const { ticket } = z
      .object({ ticket: z.string() })
      .parse((await client.call('POST', `/api/workflow/${workflow.id}/live/ticket`)).json());
    const elsewhere = await server.app.inject({
      method: 'GET',
      url: `/api/workflow/${other.id}/live?ticket=${ticket}`,
    });
    expect(elsewhere.statusCode).toBe(401);

    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const open = async () => {
      const controller = new AbortController();
      const response = await fetch(
        `http://127.0.0.1:${port}/api/workflow/${workflow.id}/live?ticket=${ticket}`,
        {
          signal: controller.signal,
        },
      );
      controller.abort();
      return response.status;
    };
    expect(await open()).toBe(200);
    expect(await open()).toBe(401);
  });

  it("refuses to cancel another team's running run, and cancels its own (item 11)", async () => {
    const stranger = await signedInClient(server, 'stranger');
    const slow = await client.createWorkflow(
      graphWith(node('d', 'flow.delay', { amount: 1, unit: 'seconds' }, 200)),
    );
    const running = async () => {
      const runId = await client.run(slow.id);
      for (let i = 0; i < 100; i++) {
        if ((await client.runDetail(runId)).status === 'running') return runId;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error('the run did not start');
    };
    const theirs = await running();
    const refused = await stranger.call('POST', `/api/run/${theirs}/cancel`);
    expect(refused.statusCode).toBe(404);
    expect((await client.finished(theirs)).status).toBe('succeeded');

    const ours = await running();
    expect((await client.call('POST', `/api/run/${ours}/cancel`)).statusCode).toBe(200);
    expect((await client.finished(ours)).status).toBe('cancelled');
  });

  it('keeps the outbox to the machine itself (item 12)', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(200);
    const remote = await server.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    const proxied = await server.app.inject({
      method: 'GET',
      url: '/dev/mail',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('sends security headers on the API (item 9)', async () => {
    const answers = [
      await client.call('GET', '/api/health'),
      await client.call('GET', '/api/no-such-route'),
      await server.app.inject({ method: 'GET', url: '/api/user' }), // no token
      await server.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 401, 400]);
    for (const response of answers) {
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'self';script-src 'self' https://js.stripe.com;style-src 'self' 'unsafe-inline';" +
          "img-src 'self' data: blob: https://*.stripe.com;font-src 'self' data:;" +
          "connect-src 'self' https://api.stripe.com;frame-src https://js.stripe.com https://hooks.stripe.com;" +
          "worker-src 'self' blob:;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
      );
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      // Plain-HTTP embedded installs stay reachable: no HSTS.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
