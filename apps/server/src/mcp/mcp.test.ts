import { CreatedApiKey, RunDetail } from '@flowlane/contracts';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client as ApiClient, signedInClient } from '../testing/api-client.js';
import { testCatalog } from '../testing/catalog.js';
import { chain, node } from '../testing/graphs.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';
import { MCP_MESSAGES } from './tools.js';

const citySchema = {
  type: 'object',
  properties: { city: { type: 'string', description: 'The city to greet' } },
  required: ['city'],
};

describe.each(testDatabaseKinds())('the MCP endpoint on %s', (kind) => {
  let server: TestServer;
  let base: string;

  beforeAll(async () => {
    server = await createTestServer(kind, { WEBHOOK_SYNC_TIMEOUT_MS: '20000' }, { catalog: testCatalog() });
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  async function keyOf(api: ApiClient, scopes: string[]) {
    const created = await api.call('POST', '/api/api-key', { name: 'MCP', scopes, expiresInDays: 30 });
    expect(created.statusCode, created.body).toBe(201);
    return CreatedApiKey.parse(created.json()).key;
  }

  /** A real MCP client (the official SDK's) connected to the endpoint with this key. */
  async function mcpClient(key: string) {
    const client = new Client({ name: 'flowlane-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL('/api/mcp', base), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    });
    await client.connect(transport);
    return client;
  }

  const tool = (name: string, description: string, inputSchema: object = citySchema) => ({
    mcp: { enabled: true, name, description, inputSchema },
  });

  it("lists a team's MCP tools (not another team's) and a call answers with the workflow's reply", async () => {
    const alice = await signedInClient(server, 'mcp-alice');
    const bob = await signedInClient(server, 'mcp-bob');
    const greet = await alice.createWorkflow(
      chain(node('t', 'test.trigger'), node('r', 'test.respond', { status: 200, body: '{{ trigger }}' })),
      tool('greet', 'Greets a city'),
    );
    // Not a tool: marked but switched off, and a plain workflow.
    await alice.createWorkflow(chain(node('t', 'test.trigger')), {
      mcp: { enabled: false, name: 'hidden', description: '', inputSchema: { type: 'object' } },
    });
    await alice.createWorkflow(chain(node('t', 'test.trigger')));
    await bob.createWorkflow(chain(node('t', 'test.trigger')), tool('bobs_tool', 'Bob only'));

    const client = await mcpClient(await keyOf(alice, ['mcp']));
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => [t.name, t.description, t.inputSchema])).toEqual([
        ['greet', 'Greets a city', citySchema],
      ]);

      const result = await client.callTool({ name: 'greet', arguments: { city: 'Ankara' } });
      expect(result.isError).toBe(false);
      expect(result.structuredContent).toEqual({ city: 'Ankara' });
      expect(result.content).toEqual([{ type: 'text', text: JSON.stringify({ city: 'Ankara' }) }]);

      // Another team's tool cannot be called either.
      const other = await client.callTool({ name: 'bobs_tool', arguments: {} });
      expect(other.isError).toBe(true);
      expect(other.content).toEqual([{ type: 'text', text: MCP_MESSAGES.unknownTool('bobs_tool') }]);

      const missing = await client.callTool({ name: 'greet', arguments: {} });
      expect(missing.isError).toBe(true);
      expect(missing.content).toEqual([{ type: 'text', text: MCP_MESSAGES.missingArguments(['city']) }]);
    } finally {
      await client.close();
    }

    // The call was a run like any other: in the workflow's run log, started by 'mcp', with the arguments.
    const runs = await alice.call('GET', `/api/workflow/${greet.id}/runs`);
    const items = (runs.json() as { items: { id: string; trigger: string }[] }).items;
    expect(items.map((r) => r.trigger)).toEqual(['mcp']);
    const detail = RunDetail.parse((await alice.call('GET', `/api/run/${items[0]?.id}`)).json());
    expect(detail).toMatchObject({ status: 'succeeded', triggerData: { city: 'Ankara' } });

    const bobClient = await mcpClient(await keyOf(bob, ['mcp']));
    try {
      expect((await bobClient.listTools()).tools.map((t) => t.name)).toEqual(['bobs_tool']);
    } finally {
      await bobClient.close();
    }
  });

  it('refuses a tool name another workflow of the team serves, and lets another team take it', async () => {
    const dave = await signedInClient(server, 'mcp-dave');
    const first = await dave.createWorkflow(chain(node('t', 'test.trigger')), {
      title: 'Weekly report',
      ...tool('report', 'The weekly report'),
    });
    const taken = await dave.saveWorkflow(chain(node('t', 'test.trigger')), tool('report', 'Another report'));
    expect(taken.saved.statusCode).toBe(409);
    expect(taken.saved.json()).toMatchObject({ message: MCP_MESSAGES.nameTaken('report', 'Weekly report') });
    // The holder itself saves again under its name; a switched-off tool holds no name.
    await dave.createWorkflow(chain(node('t', 'test.trigger')), {
      mcp: { enabled: false, name: 'report', description: '', inputSchema: { type: 'object' } },
    });
    const again = await dave.call('PUT', `/api/workflow/${first.id}`, {
      data: first.data,
      graph: first.graph,
    });
    expect(again.statusCode, again.body).toBe(200);
    const erin = await signedInClient(server, 'mcp-erin');
    await erin.createWorkflow(chain(node('t', 'test.trigger')), tool('report', 'Erin’s report'));
  });

  it("answers a failed run as a tool error with the run's message", async () => {
    const carol = await signedInClient(server, 'mcp-carol');
    await carol.createWorkflow(
      chain(node('t', 'test.trigger'), node('f', 'test.fail', { message: 'the API said no', kind: 'user' })),
      tool('fails', 'Always fails', { type: 'object' }),
    );
    const client = await mcpClient(await keyOf(carol, ['mcp']));
    try {
      const result = await client.callTool({ name: 'fails', arguments: {} });
      expect(result.isError).toBe(true);
      expect(result.content).toEqual([
        { type: 'text', text: MCP_MESSAGES.failed('failed', 'the API said no') },
      ]);
    } finally {
      await client.close();
    }
  });

  it('answers GET and DELETE with 405 (a stateless endpoint: POST only)', async () => {
    const erin = await signedInClient(server, 'mcp-erin');
    const key = await keyOf(erin, ['mcp']);
    for (const method of ['GET', 'DELETE']) {
      const answer = await fetch(new URL('/api/mcp', base), {
        method,
        headers: { authorization: `Bearer ${key}`, accept: 'text/event-stream' },
      });
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('POST');
    }
  });

  it('refuses a key without the mcp scope', async () => {
    const dave = await signedInClient(server, 'mcp-dave');
    const key = await keyOf(dave, ['read', 'write', 'run']);
    await expect(mcpClient(key)).rejects.toThrow(/lacks the \\"mcp\\" scope/);
    const raw = await fetch(new URL('/api/mcp', base), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(raw.status).toBe(403);
    expect(((await raw.json()) as { message: string }).message).toMatch(/mcp/);
  });
});
