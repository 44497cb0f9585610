import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { N8nImportResponse, WorkflowResponse } from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Client, signedInClient } from '../testing/api-client.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';

/** The real n8n exports the converter is tested on (packages/services/src/import/n8n/fixtures). */
const fixture = (file: string): unknown =>
  JSON.parse(
    readFileSync(
      fileURLToPath(
        new URL(`../../../../packages/services/src/import/n8n/fixtures/${file}`, import.meta.url),
      ),
      'utf8',
    ),
  );

/** Manual → Edit Fields (Set 3.4, with expressions) → Code, as n8n 1.x exports it. */
const greeting = {
  name: 'Greeting',
  nodes: [
    { parameters: {}, name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] },
    {
      parameters: {
        assignments: {
          assignments: [
            { id: 'a1', name: 'greeting', value: '=Hello {{ $json.name.toUpperCase() }}', type: 'string' },
            { id: 'a2', name: 'double', value: '={{ $json.n * 2 }}', type: 'number' },
            { id: 'a3', name: 'later', value: '={{ $json.list.map(x => x) }}', type: 'string' },
          ],
        },
        options: {},
      },
      name: 'Edit Fields',
      type: 'n8n-nodes-base.set',
      typeVersion: 3.4,
      position: [220, 0],
    },
    {
      parameters: {
        jsCode:
          "const out = [];\nfor (const item of $input.all()) {\n  out.push({ json: { text: item.json.greeting + '!', twice: item.json.double, from: $('Start').first().json.name } });\n}\nreturn out;",
      },
      name: 'Code',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [440, 0],
    },
  ],
  connections: {
    Start: { main: [[{ node: 'Edit Fields', type: 'main', index: 0 }]] },
    'Edit Fields': { main: [[{ node: 'Code', type: 'main', index: 0 }]] },
  },
};

describe.each(testDatabaseKinds())('n8n import on %s', (kind) => {
  let server: TestServer;
  let client: Client;

  beforeAll(async () => {
    server = await createTestServer(kind);
    client = await signedInClient(server, 'n8n-import');
  });
  afterAll(() => server.close());

  const importN8n = async (body: unknown) => {
    const response = await client.call('POST', '/api/workflow/import/n8n', body);
    expect(response.statusCode, response.body).toBe(201);
    return N8nImportResponse.parse(response.json());
  };

  it('imports a real n8n export and runs it as n8n did (its pinned outputs)', async () => {
    const { workflow, report } = await importN8n(fixture('code-workflow.json'));
    expect(workflow.data.title).toBe('Imported from n8n');
    expect(workflow.graph.nodes).toHaveLength(6);
    expect(workflow.issues).toEqual([]);
    expect(report.mapped).toHaveLength(6);
    expect(report.needsHand).toEqual([]);
    // The stored workflow is the one answered.
    const stored = WorkflowResponse.parse((await client.call('GET', `/api/workflow/${workflow.id}`)).json());
    expect(stored.graph).toEqual(workflow.graph);

    const run = await client.finished(await client.run(workflow.id));
    expect(run.status).toBe('succeeded');
    const output = (nodeId: string) => run.steps.find((s) => s.nodeId === nodeId)?.output;
    expect(output('run_once_for_all_items')).toMatchObject({ result: { sum: 3 } });
    expect(output('run_once_for_all_items_legacy_syntax')).toMatchObject({ result: { sum: 3 } });
    expect(output('run_once_for_each_item')).toMatchObject({
      result: [
        { value: 1, myNewField: 1 },
        { value: 2, myNewField: 2 },
      ],
    });
  });

  it("runs n8n's Set test workflow to the outputs n8n pinned for it", async () => {
    const input = fixture('set-v1.json');
    const pinned = z
      .object({ pinData: z.record(z.string(), z.array(z.object({ json: z.unknown() }))) })
      .parse(input).pinData;
    const { workflow } = await importN8n(input);
    const run = await client.finished(await client.run(workflow.id));
    expect(run.status).toBe('succeeded');
    const output = (name: string) => run.steps.find((s) => s.name === name)?.output;
    for (const name of ['Set', 'Set Keep Only Set', 'Set Disable Dot Notation'])
      expect(output(name), name).toEqual(pinned[name]?.[0]?.json);
  });

  it('runs Manual → Set → Code with translated expressions, and reports the one it could not translate', async () => {
    const { workflow, report } = await importN8n(greeting);
    expect(workflow.data.title).toBe('Greeting');
    expect(report.needsHand).toEqual([
      expect.objectContaining({
        node: 'Edit Fields',
        kind: 'expression',
        detail: expect.stringContaining('.map()'),
      }),
    ]);
    const set = workflow.graph.nodes.find((n) => n.name === 'Edit Fields');
    expect(set?.params.values).toMatchObject({
      greeting: 'Hello {{ $uppercase(steps.start.name) }}',
      double: '{{ steps.start.n * 2 }}',
    });

    // The untranslated field fails the run with the n8n expression in the message...
    const failed = await client.finished(await client.run(workflow.id, { name: 'ada', n: 21, list: [] }));
    expect(failed.status).toBe('failed');
    expect(JSON.stringify(failed.steps.find((s) => s.nodeId === 'edit_fields')?.error)).toContain(
      '$json.list.map(x => x)',
    );

    // ...and once the person drops it, the workflow runs through.
    const values = {
      greeting: 'Hello {{ $uppercase(steps.start.name) }}',
      double: '{{ steps.start.n * 2 }}',
    };
    const graph = {
      ...workflow.graph,
      nodes: workflow.graph.nodes.map((n) =>
        n.id === 'edit_fields' ? { ...n, params: { ...n.params, values } } : n,
      ),
    };
    const saved = await client.call('PUT', `/api/workflow/${workflow.id}`, { data: workflow.data, graph });
    expect(saved.statusCode, saved.body).toBe(200);
    const run = await client.finished(await client.run(workflow.id, { name: 'ada', n: 21 }));
    expect(run.status).toBe('succeeded');
    expect(run.steps.find((s) => s.nodeId === 'code')?.output).toMatchObject({
      result: { text: 'Hello ADA!', twice: 42, from: 'ada' },
    });
  });

  it("maps an app node onto its connector's step, and keeps the others as placeholders that fail the run", async () => {
    const { workflow, report } = await importN8n(fixture('template-shopify-promote.json'));
    expect(workflow.data.title).toBe('Promote new Shopify products');
    expect(report.placeholders.map((p) => p.node).sort()).toEqual(['Twitter', 'product created']);
    const telegram = workflow.graph.nodes.find((n) => n.name === 'Telegram');
    expect(telegram).toMatchObject({
      serviceId: 'telegram.send_message',
      params: {
        chatId: '123456',
        text: 'Hey there, my design is now on a new product!\nVisit my {{ steps.product_created.vendor }} shop to get this cool{{ steps.product_created.title }} (and check out more {{ steps.product_created.product_type }})',
      },
    });
    // The connector's step is known to the server: only its authorization is missing.
    expect(workflow.issues.filter((i) => i.nodeId === telegram?.id).map((i) => i.code)).toEqual([
      'MISSING_INPUT',
    ]);
    expect(report.needsHand).toContainEqual(
      expect.objectContaining({ node: 'Telegram', kind: 'authorization' }),
    );

    // A placeholder fails the run that reaches it, naming the n8n node (n8n's Wait for a webhook call).
    const waiting = await importN8n(fixture('wait-for-webhook.json'));
    const run = await client.finished(await client.run(waiting.workflow.id));
    expect(run.status).toBe('failed');
    expect(JSON.stringify(run.steps.map((s) => s.error))).toContain('is an n8n node (n8n-nodes-base.wait)');
  });

  it('answers a Respond to Webhook workflow with a webhook that waits for the reply, still off', async () => {
    const { workflow } = await importN8n({
      nodes: [
        {
          name: 'Hook',
          type: 'n8n-nodes-base.webhook',
          typeVersion: 2,
          parameters: { path: 'p', responseMode: 'responseNode' },
        },
        {
          name: 'Reply',
          type: 'n8n-nodes-base.respondToWebhook',
          typeVersion: 1.1,
          parameters: { respondWith: 'text', responseBody: 'ok' },
        },
      ],
      connections: { Hook: { main: [[{ node: 'Reply', type: 'main', index: 0 }]] } },
    });
    expect(workflow.data.webhook).toMatchObject({ active: false, responseMode: 'sync' });
  });

  it.each([
    [{ hello: 'world' }, 'This is not an n8n workflow export: it has no "nodes" list.'],
    [{ nodes: 'no' }, 'This n8n export is damaged: nodes Invalid input: expected array, received string'],
    [[1, 2], 'This is not an n8n workflow export: it has no "nodes" list.'],
  ])('refuses %j with 422 and a message', async (body, message) => {
    const response = await client.call('POST', '/api/workflow/import/n8n', body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message });
  });

  it('refuses a project of another team', async () => {
    const response = await client.call(
      'POST',
      '/api/workflow/import/n8n?projectId=00000000-0000-4000-8000-000000000000',
      greeting,
    );
    expect(response.statusCode).toBe(422);
  });
});
