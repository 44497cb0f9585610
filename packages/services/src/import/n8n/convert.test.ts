import { readdirSync } from 'node:fs';
import { WorkflowGraph } from '@flowlane/contracts';
import { validateWorkflow } from '@flowlane/engine';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { convertN8nWorkflow } from './convert.js';
import { N8nExportError } from './n8n-export.js';
import { CORE_NODE_MAPPINGS } from './node-table.js';
import { describeService, fixtures, manualTrigger, readFixture, registry, step } from './testing.js';

/** The core rows only: app rows build the connectors' steps, which the server registers (its API test). */
const convert = (input: unknown) =>
  convertN8nWorkflow(input, { describe: describeService, table: CORE_NODE_MAPPINGS });

const fixtureFiles = readdirSync(fixtures).filter((f) => f.endsWith('.json'));

const N8nNodes = z.array(z.looseObject({ name: z.string(), type: z.string() }));
const N8nLinks = z.record(z.string(), z.record(z.string(), z.array(z.array(z.unknown()).nullable())));
/** The nodes and main connections of a fixture (an export, or a template answer around one). */
function n8nParts(input: unknown): { nodes: z.infer<typeof N8nNodes>; links: number } {
  let current: unknown = input;
  while (current && typeof current === 'object' && !('nodes' in current) && 'workflow' in current)
    current = Reflect.get(current, 'workflow');
  const nodes = N8nNodes.parse(Reflect.get(Object(current), 'nodes'));
  const connections = N8nLinks.parse(Reflect.get(Object(current), 'connections') ?? {});
  const links = Object.values(connections)
    .flatMap((byType) => byType.main ?? [])
    .reduce((sum, targets) => sum + (targets?.length ?? 0), 0);
  return { nodes, links };
}

const coreTypes = new Set(CORE_NODE_MAPPINGS.flatMap((row) => row.types));

describe('n8n import of real exports', () => {
  it('has at least ten of them', () => {
    expect(fixtureFiles.length).toBeGreaterThanOrEqual(10);
  });

  it.each(fixtureFiles)('%s becomes a valid graph, its core nodes mapped, the rest reported', (file) => {
    const input = readFixture(file);
    const { nodes, links } = n8nParts(input);
    const { graph, report } = convert(input);

    expect(WorkflowGraph.parse(graph)).toEqual(graph);
    // What validation may still ask for is what the report asks for: an authorization, a sub-workflow.
    const issues = validateWorkflow(graph, registry);
    for (const issue of issues) {
      expect(issue.code, issue.message).toBe('MISSING_INPUT');
      expect(['authorization', 'workflowId']).toContain(issue.param);
      expect(report.needsHand.some((n) => n.stepId === issue.nodeId)).toBe(true);
    }

    const steps = nodes.filter((n) => n.type !== 'n8n-nodes-base.stickyNote');
    expect(graph.nodes).toHaveLength(steps.length);
    for (const node of steps) {
      const made = step(graph.nodes, node.name);
      const unmapped = report.needsHand.find((n) => n.node === node.name && n.kind === 'unmapped');
      if (made.serviceId === 'n8n.placeholder') {
        expect(unmapped, node.name).toBeDefined();
        expect(report.placeholders.map((p) => p.node)).toContain(node.name);
      } else {
        expect(coreTypes.has(node.type), node.type).toBe(true);
        expect(report.mapped.map((m) => m.node)).toContain(node.name);
      }
      // A node of a core type is a placeholder only for a mode we lack, and then the report says which.
      if (coreTypes.has(node.type) && made.serviceId === 'n8n.placeholder')
        expect(unmapped?.detail).toMatch(/: (a |an |the |Code in )/);
    }

    // Each main connection is an edge, or the report says why not.
    const dropped = report.needsHand.filter((n) => n.kind === 'connection').length;
    expect(graph.edges.length + dropped).toBe(links);

    // Every mapped step's params parse as its step's (authorizations aside, never imported).
    for (const made of graph.nodes) {
      const service = registry.get(made.serviceId);
      if (!service || !('params' in service) || !(service.params instanceof z.ZodType)) continue;
      const filled = {
        ...made.params,
        authorization: made.params.authorization || 'auth-1',
        workflowId: made.params.workflowId || 'wf-1',
      };
      expect(service.params.safeParse(filled).error, made.name).toBeUndefined();
    }
  });

  it('maps the Code test workflow to Code steps whose n8n code runs as it did in n8n', async () => {
    const { graph } = convert(readFixture('code-workflow.json'));
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    const run = (name: string, json: unknown): Promise<unknown> => {
      const code = z.string().parse(step(graph.nodes, name).params.code);
      return new AsyncFunction('input', code)({ json, nodes: {} });
    };
    const sample = await run('Sample Data', {});
    expect(sample).toEqual([{ value: 1 }, { value: 2 }]);
    // n8n's pinned outputs for these nodes: { sum: 3 }, and each item with myNewField.
    expect(await run('Run Once for All Items', sample)).toEqual({ sum: 3 });
    expect(await run('Run Once for All Items (Legacy Syntax)', sample)).toEqual({ sum: 3 });
    expect(await run('Run Once for Each Item', sample)).toEqual([
      { value: 1, myNewField: 1 },
      { value: 2, myNewField: 2 },
    ]);
    expect(await run('Run Once for Each Item  (Legacy Syntax)', sample)).toEqual([
      { value: 1, myNewField: 1 },
      { value: 2, myNewField: 2 },
    ]);
    expect(step(graph.nodes, 'Run Once for All Items').params.input).toEqual({
      json: '{{ steps.sample_data.result }}',
      nodes: {},
    });
  });

  it('keeps an app node as a placeholder with its parameters, and says it needs a hand', () => {
    const { graph, report } = convert(readFixture('template-shopify-promote.json'));
    const telegram = step(graph.nodes, 'Telegram');
    expect(telegram.serviceId).toBe('n8n.placeholder');
    expect(telegram.params).toMatchObject({
      n8nType: 'n8n-nodes-base.telegram',
      n8nTypeVersion: 1,
      n8nParameters: { chatId: '123456', additionalFields: {} },
    });
    expect(report.placeholders.map((p) => p.type).sort()).toEqual([
      'n8n-nodes-base.shopifyTrigger',
      'n8n-nodes-base.telegram',
      'n8n-nodes-base.twitter',
    ]);
    expect(report.workflowName).toBe('Promote new Shopify products');
  });
});

describe('n8n connections', () => {
  it('wires Switch outputs by index to its cases, skipping outputs that lead nowhere', () => {
    const { graph } = convert(readFixture('switch-multiple-outputs.json'));
    const handles = graph.edges
      .filter((e) => e.source === 'switch')
      .map((e) => `${e.sourceHandle}->${e.target}`)
      .sort();
    expect(handles).toEqual(['output_0->only_item_1', 'output_1->only_item_2', 'output_2->only_item_3']);
    expect(step(graph.nodes, 'Switch').params.cases).toEqual([
      { handle: 'output_0', label: 'Item1', when: '{{ (steps.when_clicking_execute_workflow.code = 1) }}' },
      { handle: 'output_1', label: 'Item2', when: '{{ (steps.when_clicking_execute_workflow.code = 2) }}' },
      { handle: 'output_2', label: 'Item3', when: '{{ (steps.when_clicking_execute_workflow.code = 3) }}' },
    ]);
    const nulls = convert(readFixture('switch-null-connection.json')).graph;
    expect(nulls.edges.filter((e) => e.source === 'switch').map((e) => e.sourceHandle)).toEqual(['output_2']);
  });

  it('wires an n8n error output to the error edge, and Switch 1 rules by their output numbers', () => {
    const http = convert(readFixture('http-error-output.json')).graph;
    expect(step(http.nodes, 'HTTP Request').settings).toEqual({ onError: 'errorEdge' });
    expect(
      http.edges.filter((e) => e.source === 'http_request').map((e) => [e.sourceHandle, e.target]),
    ).toEqual([
      [null, 'success_path'],
      ['error', 'error_path'],
    ]);
    const rules = convert(readFixture('switch-v1-rules.json')).graph;
    expect(step(rules.nodes, 'Switch').params).toEqual({
      value: '{{ steps.item_lists.data }}',
      cases: [
        { handle: 'output_0', label: '0', operator: 'equals', value: 0 },
        { handle: 'output_1', label: '1', operator: 'equals', value: 1 },
        { handle: 'output_2', label: '2', operator: 'equals', value: 2 },
      ],
    });
    expect(rules.edges.filter((e) => e.source === 'switch').map((e) => [e.sourceHandle, e.target])).toEqual([
      ['output_0', 'output_0'],
      ['output_1', 'output_1'],
      ['output_2', 'output_2'],
      ['default', 'output_3'],
    ]);
  });

  it('wires IF true and false, and a Merge from both branches', () => {
    const { graph, report } = convert({
      name: 'branches',
      nodes: [
        manualTrigger,
        {
          name: 'Big?',
          type: 'n8n-nodes-base.if',
          typeVersion: 2,
          position: [200, 0],
          parameters: {
            conditions: {
              conditions: [
                {
                  leftValue: '={{ $json.n }}',
                  rightValue: 10,
                  operator: { type: 'number', operation: 'gt' },
                },
              ],
              combinator: 'and',
            },
          },
        },
        { name: 'Yes', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [400, -100], parameters: {} },
        { name: 'No', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [400, 100], parameters: {} },
        { name: 'Join', type: 'n8n-nodes-base.merge', typeVersion: 3, position: [600, 0], parameters: {} },
      ],
      connections: {
        Start: { main: [[{ node: 'Big?', type: 'main', index: 0 }]] },
        'Big?': {
          main: [[{ node: 'Yes', type: 'main', index: 0 }], [{ node: 'No', type: 'main', index: 0 }]],
        },
        Yes: { main: [[{ node: 'Join', type: 'main', index: 0 }]] },
        No: { main: [[{ node: 'Join', type: 'main', index: 1 }]] },
      },
    });
    expect(graph.edges.map((e) => [e.source, e.sourceHandle, e.target])).toEqual([
      ['start', null, 'big'],
      ['big', 'true', 'yes'],
      ['big', 'false', 'no'],
      ['yes', null, 'join'],
      ['no', null, 'join'],
    ]);
    expect(step(graph.nodes, 'Big?').params).toEqual({
      conditions: [{ left: '{{ steps.start.n }}', operator: 'greaterThan', right: 10 }],
      combine: 'all',
    });
    // IF passes its input on: after it, $json is still the trigger's data.
    expect(step(graph.nodes, 'Yes').params).toEqual({ mode: 'json', json: '{{ steps.start }}' });
    expect(step(graph.nodes, 'Join').serviceId).toBe('flow.merge');
    // Positions scaled from the top-left node, so the designer's first view shows them.
    expect(step(graph.nodes, 'Start').position).toEqual({ x: 0, y: 150 });
    expect(step(graph.nodes, 'Yes').position).toEqual({ x: 600, y: 0 });
    expect(report.needsHand).toEqual([]);
    expect(validateWorkflow(graph, registry)).toEqual([]);
  });

  it('drops a connection that would close a loop, and reports it', () => {
    const { graph, report } = convert({
      nodes: [
        { name: 'Start', type: 'n8n-nodes-base.manualTrigger', parameters: {} },
        { name: 'A', type: 'n8n-nodes-base.noOp', parameters: {} },
        { name: 'B', type: 'n8n-nodes-base.noOp', parameters: {} },
      ],
      connections: {
        Start: { main: [[{ node: 'A', type: 'main', index: 0 }]] },
        A: { main: [[{ node: 'B', type: 'main', index: 0 }]] },
        B: { main: [[{ node: 'A', type: 'main', index: 0 }]] },
      },
    });
    expect(graph.edges.map((e) => `${e.source}->${e.target}`)).toEqual(['start->a', 'a->b']);
    expect(report.needsHand).toEqual([
      expect.objectContaining({ node: 'B', kind: 'connection', detail: expect.stringContaining('loop') }),
    ]);
    expect(validateWorkflow(graph, registry)).toEqual([]);
  });
});

describe('n8n nodes with credentials and settings', () => {
  it('maps Postgres with its query values, asks for an authorization, and keeps retries', () => {
    const { graph, report } = convert({
      nodes: [
        {
          name: 'Hook',
          type: 'n8n-nodes-base.webhook',
          typeVersion: 2,
          parameters: { httpMethod: 'POST', path: 'x', responseMode: 'responseNode' },
        },
        {
          name: 'Insert',
          type: 'n8n-nodes-base.postgres',
          typeVersion: 2.5,
          retryOnFail: true,
          maxTries: 4,
          waitBetweenTries: 2000,
          parameters: {
            operation: 'executeQuery',
            query: 'insert into t (a, b) values ($1, $2)',
            options: { queryReplacement: '={{ $json.body.a }}, {{ $json.body.b }}' },
          },
          credentials: { postgres: { id: '1', name: 'Prod DB' } },
        },
        {
          name: 'Reply',
          type: 'n8n-nodes-base.respondToWebhook',
          typeVersion: 1.1,
          parameters: {
            respondWith: 'json',
            responseBody: '={{ { ok: true, rows: $json.length } }}',
            options: { responseCode: 201 },
          },
        },
      ],
      connections: {
        Hook: { main: [[{ node: 'Insert', type: 'main', index: 0 }]] },
        Insert: { main: [[{ node: 'Reply', type: 'main', index: 0 }]] },
      },
    });
    const insert = step(graph.nodes, 'Insert');
    expect(insert).toMatchObject({
      serviceId: 'db.postgres',
      params: {
        sql: 'insert into t (a, b) values ($1, $2)',
        params: ['{{ steps.hook.body.a }}', '{{ steps.hook.body.b }}'],
      },
      settings: { retry: { count: 3, backoffMs: 2000, backoff: 'fixed' } },
    });
    expect(step(graph.nodes, 'Hook').params).toEqual({ method: 'POST' });
    expect(step(graph.nodes, 'Reply').params).toEqual({
      status: 201,
      body: '{{ { "ok": true, "rows": ($type(steps.insert.rows) = "string" ? $length(steps.insert.rows) : $count(steps.insert.rows)) } }}',
    });
    expect(report.needsHand.filter((n) => n.kind === 'authorization')).toEqual([
      {
        node: 'Insert',
        stepId: 'insert',
        kind: 'authorization',
        detail: 'Choose an authorization (n8n used postgres).',
      },
    ]);
    expect(convert({ nodes: [], connections: {} }).webhookReplies).toBe(false);
  });

  it('refuses what is not an n8n export with a message that says so', () => {
    expect(() => convert({ hello: 'world' })).toThrow(N8nExportError);
    expect(() => convert({ nodes: [{ name: 'x' }] })).toThrow(/damaged: nodes\.0\.type/);
  });
});
