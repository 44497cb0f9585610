import {
  RunListResponse,
  TEST_CALL_CAPTURED,
  TEST_CALL_NOT_LISTENING,
  TestCallState,
  WorkflowResponse,
} from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunEvent } from '../runs/events.js';
import { type Client, signedInClient } from '../testing/api-client.js';
import { testCatalog } from '../testing/catalog.js';
import { triggerOnly } from '../testing/graphs.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';

const graph = triggerOnly();

describe.each(testDatabaseKinds())('listening for a test call on %s', (kind) => {
  let server: TestServer;
  let client: Client;
  let other: Client;

  beforeAll(async () => {
    server = await createTestServer(kind, {}, { catalog: testCatalog() });
    client = await signedInClient(server, 'test-call');
    other = await signedInClient(server, 'test-call-other');
  });
  afterAll(() => server.close());

  /** A workflow whose webhook is off: a test call is captured before the workflow goes live. */
  async function workflow() {
    return WorkflowResponse.parse((await client.call('POST', '/api/workflow', { graph })).json());
  }
  const state = async (id: string, as = client) => as.call('GET', `/api/workflow/${id}/test-call/webhook`);
  const runs = async (id: string) =>
    RunListResponse.parse((await client.call('GET', `/api/workflow/${id}/runs`)).json()).total;

  it('answers the test URL with 404 and a way forward while nobody listens, and starts no run', async () => {
    const created = await workflow();
    expect(created.webhookTestUrl).toBe(`${server.ctx.config.publicUrl}/hooks/test/${created.hookId}`);
    const response = await server.app.inject({
      method: 'POST',
      url: `/hooks/test/${created.hookId}`,
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: TEST_CALL_NOT_LISTENING, code: 'NOT_FOUND' });
    expect(TestCallState.parse((await state(created.id)).json())).toEqual({
      kind: 'webhook',
      listening: false,
      listeningUntil: null,
      capturedAt: null,
      data: null,
    });
    expect(await runs(created.id)).toBe(0);
  });

  it('captures the next call to the test URL once, tells the listening designer, and starts no run', async () => {
    const created = await workflow();
    const listen = await client.call('POST', `/api/workflow/${created.id}/test-call/webhook/listen`);
    expect(listen.statusCode, listen.body).toBe(200);
    expect(TestCallState.parse(listen.json())).toMatchObject({ listening: true, capturedAt: null });

    const heard: RunEvent[] = [];
    const off = server.ctx.runtime.events.onWorkflow(created.id, (event) => heard.push(event));
    const call = await server.app.inject({
      method: 'POST',
      url: `/hooks/test/${created.hookId}?order=7`,
      headers: { 'x-shop': 'north' },
      payload: { total: 42 },
    });
    off();
    expect(call.statusCode).toBe(200);
    expect(call.json()).toEqual({ message: TEST_CALL_CAPTURED });
    expect(heard).toEqual([
      expect.objectContaining({ type: 'capture', workflowId: created.id, kind: 'webhook' }),
    ]);

    const captured = TestCallState.parse((await state(created.id)).json());
    expect(captured).toMatchObject({ listening: false, listeningUntil: null });
    expect(captured.capturedAt).not.toBeNull();
    expect(captured.data).toMatchObject({
      method: 'POST',
      query: { order: '7' },
      headers: { 'x-shop': 'north' },
      body: { total: 42 },
    });
    // Listening ended with the first call: a second one is not captured and does not replace it.
    const again = await server.app.inject({
      method: 'POST',
      url: `/hooks/test/${created.hookId}`,
      payload: { total: 1 },
    });
    expect(again.statusCode).toBe(404);
    expect(TestCallState.parse((await state(created.id)).json()).data).toMatchObject({ body: { total: 42 } });
    expect(await runs(created.id)).toBe(0);
  });

  it('stops listening when asked', async () => {
    const created = await workflow();
    const base = `/api/workflow/${created.id}/test-call/webhook/listen`;
    await client.call('POST', base);
    const stopped = await client.call('DELETE', base);
    expect(TestCallState.parse(stopped.json()).listening).toBe(false);
    const call = await server.app.inject({
      method: 'POST',
      url: `/hooks/test/${created.hookId}`,
      payload: {},
    });
    expect(call.statusCode).toBe(404);
  });

  it("answers 404 for another team's workflow, and refuses an unknown kind", async () => {
    const created = await workflow();
    expect((await state(created.id, other)).statusCode).toBe(404);
    const listen = await other.call('POST', `/api/workflow/${created.id}/test-call/webhook/listen`);
    expect(listen.statusCode).toBe(404);
    // The other team's attempt armed nothing.
    expect(TestCallState.parse((await state(created.id)).json()).listening).toBe(false);
    const unknown = await client.call('GET', `/api/workflow/${created.id}/test-call/sms`);
    expect(unknown.statusCode).toBe(400);
  });
});
