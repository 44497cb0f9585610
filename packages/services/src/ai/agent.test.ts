import type { StepRecord } from '@flowlane/contracts';
import { buildGraph, createFakePorts, FakeSubworkflows, InMemoryCredentials } from '@flowlane/engine/testing';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readRequestBody, startHttpServer, type TestServer } from '../connectors/test-server.js';
import { runOnCatalog } from '../testing/run.js';
import { FAKE_MODEL_KEY, type ModelScript, type ModelWire, startFakeModel } from './testing/fake-models.js';

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function model(wire: ModelWire, script: ModelScript) {
  const server = await startFakeModel(wire, script);
  servers.push(server);
  return server;
}

/** The order lookup the HTTP Request tool calls: answers the order's status, and records each call. */
async function orderApi() {
  const calls: string[] = [];
  const server = await startHttpServer(async (req, res, url) => {
    await readRequestBody(req);
    calls.push(url.pathname);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ order: url.pathname.split('/').pop(), status: 'shipped' }));
  });
  servers.push(server);
  return { ...server, calls };
}

/** A real MCP server (the SDK's, stateless over streamable HTTP) with one tool, behind a bearer token. */
async function weatherMcp(token: string) {
  const server = await startHttpServer(async (req, res) => {
    if (req.headers.authorization !== `Bearer ${token}`) {
      res.statusCode = 401;
      return void res.end('unauthorized');
    }
    const body = JSON.parse((await readRequestBody(req)).toString() || 'null');
    const mcp = new McpServer({ name: 'weather', version: '1.0.0' });
    mcp.registerTool(
      'forecast',
      { description: 'The forecast for a city', inputSchema: { city: z.string() } },
      async ({ city }) => ({ content: [{ type: 'text', text: `Sunny in ${city}` }] }),
    );
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    res.on('close', () => void transport.close());
    await mcp.connect(transport);
    await transport.handleRequest(req, res, body);
  });
  servers.push(server);
  return server;
}

const credentialsFor = (
  wire: ModelWire,
  baseUrl: string,
  extra: { id: string; kind: string; fields: Record<string, unknown> }[] = [],
) =>
  new InMemoryCredentials([
    { id: 'model', kind: wire, fields: { baseUrl, apiKey: FAKE_MODEL_KEY } },
    ...extra,
  ]);

function agentGraph(params: Record<string, unknown>) {
  return buildGraph(
    [
      ['t', 'trigger.manual'],
      [
        'agent',
        'ai.agent',
        { authorization: 'model', model: 'fake-1', prompt: '{{ trigger.text }}', ...params },
      ],
    ],
    [['t', 'agent']],
  );
}

const subSteps = (steps: readonly StepRecord[]) =>
  steps.filter((step) => step.nodeId.startsWith('agent/')).map((step) => [step.nodeId, step.status]);

/** Calls `tool` with `input` on the first turn, then answers with what the tool returned. */
const callThenAnswer =
  (tool: string, input: Record<string, unknown>): ModelScript =>
  (turn) =>
    turn.results.length === 0
      ? { call: [{ tool: turn.tools.find((t) => t.name.startsWith(tool))?.name ?? tool, input }] }
      : { answer: `The tool said: ${JSON.stringify(turn.results[0])}` };

describe('the AI Agent step', () => {
  it('calls an HTTP Request tool over OpenAI chat completions and logs each turn and call', async () => {
    const api = await orderApi();
    const openai = await model(
      'openai',
      callThenAnswer('http_request', { url: `${api.origin}/orders/42`, method: 'GET' }),
    );
    const result = await runOnCatalog(
      agentGraph({
        system: 'You look up orders.',
        tools: [
          { kind: 'step', serviceId: 'http.request', name: 'http_request', description: 'Fetch a URL' },
        ],
      }),
      {
        trigger: { text: 'Where is order 42?' },
        ports: createFakePorts({ credentials: credentialsFor('openai', openai.baseUrl) }),
        config: { network: { allowPrivateNetwork: true } },
      },
    );
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(api.calls).toEqual(['/orders/42']);
    const output = z
      .object({
        text: z.string(),
        turns: z.number(),
        toolCalls: z.number(),
        usage: z.object({ totalTokens: z.number() }),
      })
      .parse(result.output);
    expect(output.text).toContain('"status":"shipped"');
    expect(output).toMatchObject({ turns: 2, toolCalls: 1, usage: { totalTokens: 54 } });
    // The run log: the model's first turn, the tool call, the model's answer, then the agent step itself.
    expect(subSteps(result.steps)).toEqual([
      ['agent/model-1', 'succeeded'],
      ['agent/tool-1', 'succeeded'],
      ['agent/model-2', 'succeeded'],
    ]);
    const call = result.steps.find((s) => s.nodeId === 'agent/tool-1');
    expect(call).toMatchObject({ serviceId: 'http.request', input: { url: `${api.origin}/orders/42` } });
    const turn = result.steps.find((s) => s.nodeId === 'agent/model-1');
    expect(turn?.output).toMatchObject({
      toolCalls: [{ tool: 'http_request' }],
      usage: { inputTokens: 20, outputTokens: 7 },
    });
    // The model was offered the tool with the step's own schema and the system prompt.
    const first = z
      .object({
        messages: z.array(z.object({ role: z.string() })),
        tools: z.array(
          z.object({
            function: z.object({
              name: z.string(),
              parameters: z.object({ properties: z.record(z.string(), z.unknown()) }),
            }),
          }),
        ),
      })
      .parse(openai.requests[0]);
    expect(first.messages[0]?.role).toBe('system');
    expect(first.tools[0]?.function.name).toBe('http_request');
    expect(Object.keys(first.tools[0]?.function.parameters.properties ?? {})).toContain('url');
  });

  it('calls another workflow as a tool over Anthropic messages', async () => {
    const anthropic = await model(
      'anthropic',
      callThenAnswer('lookup_customer', { email: 'ada@example.test' }),
    );
    const subworkflow = new FakeSubworkflows((request) => ({
      status: 'succeeded',
      steps: [],
      processingMs: 3,
      output: { name: 'Ada', plan: 'pro', asked: request.trigger },
    }));
    const result = await runOnCatalog(
      agentGraph({
        tools: [
          {
            kind: 'workflow',
            workflowId: 'wf-customers',
            name: 'lookup_customer',
            description: 'Finds a customer by e-mail',
            inputSchema: { type: 'object', properties: { email: { type: 'string' } }, required: ['email'] },
          },
        ],
      }),
      {
        trigger: { text: 'Which plan is ada@example.test on?' },
        ports: createFakePorts({ credentials: credentialsFor('anthropic', anthropic.baseUrl), subworkflow }),
        config: { network: { allowPrivateNetwork: true } },
      },
    );
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(subworkflow.requests.map((r) => [r.workflowId, r.trigger])).toEqual([
      ['wf-customers', { email: 'ada@example.test' }],
    ]);
    expect(z.object({ text: z.string() }).parse(result.output).text).toContain('"plan":"pro"');
    expect(subSteps(result.steps)).toEqual([
      ['agent/model-1', 'succeeded'],
      ['agent/tool-1', 'succeeded'],
      ['agent/model-2', 'succeeded'],
    ]);
  });

  it("uses an external MCP server's tools over Gemini, with the server's token", async () => {
    const mcp = await weatherMcp('mcp-secret');
    const gemini = await model('gemini', callThenAnswer('forecast', { city: 'Oslo' }));
    const result = await runOnCatalog(agentGraph({ tools: [{ kind: 'mcp', authorization: 'weather' }] }), {
      trigger: { text: 'Weather in Oslo?' },
      ports: createFakePorts({
        credentials: credentialsFor('gemini', gemini.baseUrl, [
          { id: 'weather', kind: 'mcp', fields: { url: `${mcp.origin}/mcp`, token: 'mcp-secret' } },
        ]),
      }),
      config: { network: { allowPrivateNetwork: true } },
    });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(z.object({ text: z.string() }).parse(result.output).text).toContain('Sunny in Oslo');
    expect(result.steps.find((s) => s.nodeId === 'agent/tool-1')).toMatchObject({
      serviceId: 'mcp.tool',
      status: 'succeeded',
      input: { city: 'Oslo' },
    });
  });

  it('refuses a tool that needs approval, tells the model, and goes on', async () => {
    const api = await orderApi();
    const openai = await model('openai', callThenAnswer('http_request', { url: `${api.origin}/orders/7` }));
    const result = await runOnCatalog(
      agentGraph({
        tools: [{ kind: 'step', serviceId: 'http.request', name: 'http_request', needsApproval: true }],
      }),
      {
        trigger: { text: 'Cancel order 7' },
        ports: createFakePorts({ credentials: credentialsFor('openai', openai.baseUrl) }),
        config: { network: { allowPrivateNetwork: true } },
      },
    );
    expect(result.status).toBe('succeeded');
    expect(api.calls).toEqual([]);
    const refused = result.steps.find((s) => s.nodeId === 'agent/tool-1');
    expect(refused?.status).toBe('failed');
    expect(refused?.error?.message).toMatch(/needs a person’s approval/);
    expect(z.object({ text: z.string() }).parse(result.output).text).toMatch(/needs a person’s approval/);
  });

  it('stops at its turn limit when the model keeps calling tools', async () => {
    const api = await orderApi();
    const openai = await model('openai', (turn) => ({
      call: [
        { tool: turn.tools[0]?.name ?? '', input: { url: `${api.origin}/orders/${turn.results.length}` } },
      ],
    }));
    const result = await runOnCatalog(
      agentGraph({ maxTurns: 3, tools: [{ kind: 'step', serviceId: 'http.request' }] }),
      {
        trigger: { text: 'Loop' },
        ports: createFakePorts({ credentials: credentialsFor('openai', openai.baseUrl) }),
        config: { network: { allowPrivateNetwork: true } },
      },
    );
    expect(result.status).toBe('succeeded');
    expect(openai.requests).toHaveLength(3);
    expect(result.output).toMatchObject({ turns: 3, toolCalls: 3, finishReason: 'tool-calls' });
  });

  it('remembers a conversation between runs by its key', async () => {
    const openai = await model('openai', (turn) => ({ answer: `I have seen ${turn.texts.length} messages` }));
    const ports = createFakePorts({ credentials: credentialsFor('openai', openai.baseUrl) });
    const graph = agentGraph({ conversation: '{{ trigger.chat }}', rememberTurns: 1 });
    const say = (chat: string, text: string) =>
      runOnCatalog(graph, {
        trigger: { chat, text },
        ports,
        config: { network: { allowPrivateNetwork: true } },
      });
    expect((await say('c1', 'Hello')).output).toMatchObject({ text: 'I have seen 1 messages' });
    expect((await say('c1', 'Again')).output).toMatchObject({ text: 'I have seen 3 messages' });
    // One turn remembered: the first is forgotten once the second is kept.
    expect((await say('c1', 'Third')).output).toMatchObject({ text: 'I have seen 3 messages' });
    // Another conversation starts empty.
    expect((await say('c2', 'Hi')).output).toMatchObject({ text: 'I have seen 1 messages' });
    const last = z
      .object({ messages: z.array(z.object({ content: z.unknown() })) })
      .parse(openai.requests[2]);
    expect(last.messages.map((m) => m.content)).toEqual(['Again', 'I have seen 3 messages', 'Third']);
  });

  it('answers with an object of the output schema', async () => {
    const openai = await model('openai', (turn) => ({
      answer: JSON.stringify(turn.jsonSchema ? { sentiment: 'positive', score: 0.9 } : 'no schema asked'),
    }));
    const result = await runOnCatalog(
      agentGraph({
        outputSchema: {
          type: 'object',
          properties: { sentiment: { type: 'string' }, score: { type: 'number' } },
          required: ['sentiment', 'score'],
          additionalProperties: false,
        },
      }),
      {
        trigger: { text: 'I love it' },
        ports: createFakePorts({ credentials: credentialsFor('openai', openai.baseUrl) }),
        config: { network: { allowPrivateNetwork: true } },
      },
    );
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(result.output).toMatchObject({ output: { sentiment: 'positive', score: 0.9 } });
  });

  it("fails with the provider's own message when the key is refused", async () => {
    const anthropic = await model('anthropic', () => ({ answer: 'never' }));
    const credentials = new InMemoryCredentials([
      { id: 'model', kind: 'anthropic', fields: { baseUrl: anthropic.baseUrl, apiKey: 'wrong' } },
    ]);
    const result = await runOnCatalog(agentGraph({}), {
      trigger: { text: 'Hi' },
      ports: createFakePorts({ credentials }),
      config: { network: { allowPrivateNetwork: true } },
    });
    expect(result.status).toBe('failed');
    expect(result.error?.message).toMatch(/^The model API answered 401: .*invalid x-api-key/);
    expect(result.error?.kind).toBe('user');
  });

  it('does not reach a model on a private address unless private networks are allowed', async () => {
    const openai = await model('openai', () => ({ answer: 'never' }));
    const result = await runOnCatalog(agentGraph({}), {
      trigger: { text: 'Hi' },
      ports: createFakePorts({ credentials: credentialsFor('openai', openai.baseUrl) }),
      config: { network: { allowPrivateNetwork: false } },
    });
    expect(result.status).toBe('failed');
    expect(openai.requests).toEqual([]);
    expect(result.error?.message).toMatch(/private|blocked|not allowed/i);
  });
});
