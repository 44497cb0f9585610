import {
  emptyWorkflowGraph,
  IntegrationCopyResponse,
  IntegrationSavedResponse,
  type WorkflowGraph,
  WorkflowResponse,
} from '@flowlane/contracts';
import { applyOperations } from '@flowlane/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signedInClient } from '../testing/api-client.js';
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
  let client: Client;

  beforeAll(async () => {
    server = await createTestServer(kind);
    client = await signedInClient(server, 'pasted-graphs');
  });
  afterAll(() => server.close());

  const saved = (graph: WorkflowGraph) => client.createWorkflow(graph);

  async function importFile(graph: WorkflowGraph): Promise<WorkflowGraph> {
    const { data } = await saved(tidy);
    const { hookId: _w, ...webhook } = data.webhook;
    const { hookId: _m, ...mailhook } = data.mailhook;
    const file = { flowlane: 'workflow', schemaVersion: 1, data: { ...data, webhook, mailhook }, graph };
    const response = await client.call('POST', '/api/workflow/import', file);
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
    const response = await client.call('POST', `/api/workflow/${original.id}/duplicate`);
    expect(response.statusCode, response.body).toBe(201);
    const copy = WorkflowResponse.parse(response.json()).graph;
    expect(copy).toEqual(designerPaste(original.graph));
    expect(copy).toEqual(original.graph);
  });

  it("copies an integration's workflow as the designer pastes its steps into a new workflow", async () => {
    const created = await client.call('POST', '/api/integration', {
      templateId: 'webhook-forward',
      name: 'Relay',
      settings: { url: 'https://example.com/hook' },
      authorizationIds: {},
      enabled: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { integration } = IntegrationSavedResponse.parse(created.json());
    const own = WorkflowResponse.parse(
      (await client.call('GET', `/api/workflow/${integration.workflowId}`)).json(),
    );
    const copied = await client.call('POST', `/api/integration/${integration.id}/copy`);
    expect(copied.statusCode, copied.body).toBe(201);
    const { workflowId } = IntegrationCopyResponse.parse(copied.json());
    const copy = WorkflowResponse.parse(
      (await client.call('GET', `/api/workflow/${workflowId}`)).json(),
    ).graph;
    expect(copy).toEqual(designerPaste(own.graph));
    expect(copy).toEqual(own.graph);
  });
});
