import {
  emptyWorkflowGraph,
  IntegrationCopyResponse,
  IntegrationSavedResponse,
  type WorkflowGraph,
  WorkflowResponse,
} from '@flowlane/contracts';
import { applyOperations } from '@flowlane/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, login } from '../accounts/test-support.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';

/** What the designer gives when every step of `graph` is pasted into a new, empty workflow. */
const designerPaste = (graph: Pick<WorkflowGraph, 'nodes' | 'edges'>): WorkflowGraph =>
  applyOperations(emptyWorkflowGraph(), [
    {
      type: 'pasteSteps',
      nodes: graph.nodes,
      edges: graph.edges,
      at: {
        x: Math.min(...graph.nodes.map((n) => n.position.x)),
        y: Math.min(...graph.nodes.map((n) => n.position.y)),
      },
    },
  ]);

const step = (id: string, name: string, x: number, params: Record<string, unknown> = {}) => ({
  id,
  serviceId: 'data.set',
  action: 'run',
  name,
  position: { x, y: 40 },
  params,
});

/** A graph as the designer saves it: unique ids and names, edges between its steps. */
const tidy: WorkflowGraph = {
  schemaVersion: 1,
  nodes: [
    { ...step('hook', 'Webhook', 100), serviceId: 'trigger.webhook' },
    step('set', 'Set', 420, { value: '{{ steps.hook.body }}' }),
  ],
  edges: [{ id: 'e1', source: 'hook', sourceHandle: null, target: 'set' }],
};

/** A file the designer could not have made: two steps named alike, an edge to a step that is not there. */
const untidy: WorkflowGraph = {
  schemaVersion: 1,
  nodes: [step('a', 'Same', 0), step('b', 'Same', 320)],
  edges: [
    { id: 'a-main-b', source: 'a', sourceHandle: null, target: 'b' },
    { id: 'b-main-gone', source: 'b', sourceHandle: null, target: 'gone' },
  ],
};

describe.each(testDatabaseKinds())('graphs the server puts together, on %s', (kind) => {
  let server: TestServer;
  let headers: Record<string, string>;

  beforeAll(async () => {
    server = await createTestServer(kind);
    const account = await activeAccount(server, 'pasted-graphs');
    const token = z
      .object({ token: z.string() })
      .parse((await login(server, account.email, account.password)).json()).token;
    headers = bearer(token);
  });
  afterAll(() => server.close());

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  async function saved(graph: WorkflowGraph): Promise<WorkflowResponse> {
    const created = WorkflowResponse.parse((await api('POST', '/api/workflow', {})).json());
    const response = await api('PUT', `/api/workflow/${created.id}`, { data: created.data, graph });
    expect(response.statusCode, response.body).toBe(200);
    return WorkflowResponse.parse(response.json());
  }

  async function importFile(graph: WorkflowGraph): Promise<WorkflowGraph> {
    const { data } = await saved(tidy);
    const { hookId: _w, ...webhook } = data.webhook;
    const { hookId: _m, ...mailhook } = data.mailhook;
    const file = { flowlane: 'workflow', schemaVersion: 1, data: { ...data, webhook, mailhook }, graph };
    const response = await api('POST', '/api/workflow/import', file);
    expect(response.statusCode, response.body).toBe(201);
    return WorkflowResponse.parse(response.json()).graph;
  }

  it('imports a file as the designer pastes its steps into a new workflow', async () => {
    expect(await importFile(tidy)).toEqual(designerPaste(tidy));
    expect(await importFile(tidy)).toEqual(tidy);
    const imported = await importFile(untidy);
    expect(imported).toEqual(designerPaste(untidy));
    expect(imported.nodes.map((n) => n.name)).toEqual(['Same', 'Same 2']);
    expect(imported.edges.map((e) => e.id)).toEqual(['a-main-b']);
  });

  it('duplicates a workflow as the designer pastes its steps into a new workflow', async () => {
    const original = await saved(tidy);
    const response = await api('POST', `/api/workflow/${original.id}/duplicate`);
    expect(response.statusCode, response.body).toBe(201);
    const copy = WorkflowResponse.parse(response.json()).graph;
    expect(copy).toEqual(designerPaste(original.graph));
    expect(copy).toEqual(original.graph);
  });

  it("copies an integration's workflow as the designer pastes its steps into a new workflow", async () => {
    const created = await api('POST', '/api/integration', {
      templateId: 'webhook-forward',
      name: 'Relay',
      settings: { url: 'https://example.com/hook' },
      authorizationIds: {},
      enabled: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { integration } = IntegrationSavedResponse.parse(created.json());
    const own = WorkflowResponse.parse((await api('GET', `/api/workflow/${integration.workflowId}`)).json());
    const copied = await api('POST', `/api/integration/${integration.id}/copy`);
    expect(copied.statusCode, copied.body).toBe(201);
    const { workflowId } = IntegrationCopyResponse.parse(copied.json());
    const copy = WorkflowResponse.parse((await api('GET', `/api/workflow/${workflowId}`)).json()).graph;
    expect(copy).toEqual(designerPaste(own.graph));
    expect(copy).toEqual(own.graph);
  });
});
