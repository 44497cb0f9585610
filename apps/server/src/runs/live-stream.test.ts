import { LiveTicket, type RunEvent } from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signedInClient } from '../testing/api-client.js';
import { createTestServer, type TestServer } from '../testing/index.js';

/** GET /api/workflow/:id/live sends the live events of its team's workflow, and nothing else. */
describe('the live log stream', () => {
  let server: TestServer;
  let client: Client;
  let base: string;

  beforeAll(async () => {
    server = await createTestServer('pglite');
    client = await signedInClient(server, 'live-stream');
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => server.close());

  /** Opens the stream and gives back the named SSE messages it carries until `until` is seen. */
  async function stream(workflowId: string, publish: () => void, until: string): Promise<string[]> {
    const { ticket } = LiveTicket.parse(
      (await client.call('POST', `/api/workflow/${workflowId}/live/ticket`)).json(),
    );
    const controller = new AbortController();
    const response = await fetch(`${base}/api/workflow/${workflowId}/live?ticket=${ticket}`, {
      signal: controller.signal,
    });
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    if (!reader) throw new Error('no stream');
    let text = '';
    while (!text.includes(': connected')) text += (await reader.read()).value ?? '';
    publish();
    while (!text.includes(until)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    controller.abort();
    return text
      .split('\n\n')
      .filter((message) => message.startsWith('event: '))
      .map((message) => message.split('\n')[0]?.slice('event: '.length) ?? '');
  }

  it("sends status, step, progress and capture events of the team's workflow, not replies, cancels or other teams'", async () => {
    const { id: workflowId } = await client.saveWorkflow({ schemaVersion: 1, nodes: [], edges: [] });
    const own = { runId: 'r1', workflowId, teamId: client.teamId };
    const events: RunEvent[] = [
      { type: 'status', ...own, status: 'running' },
      { type: 'reply', ...own, reply: { status: 200, headers: {}, body: 'hi' } },
      { type: 'cancel', ...own },
      { type: 'status', ...own, teamId: 'another team', status: 'failed' },
      { type: 'step', ...own, nodeId: 'ocr', status: 'running' },
      { type: 'progress', ...own, nodeId: 'ocr', done: 1, total: 3, detail: 'page 1 of 3' },
      { type: 'capture', workflowId, teamId: client.teamId, kind: 'webhook', capturedAt: 'now' },
      { type: 'status', ...own, status: 'succeeded' },
    ];
    const sent = await stream(
      workflowId,
      () => {
        for (const event of events) server.ctx.runtime.events.publish(event);
      },
      '"succeeded"',
    );
    expect(sent).toEqual(['status', 'step', 'progress', 'capture', 'status']);
  });
});
