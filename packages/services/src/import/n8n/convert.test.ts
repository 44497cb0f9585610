import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { WorkflowGraph, type WorkflowNode } from '@flowlane/contracts';
import { validateWorkflow } from '@flowlane/engine';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { builtInServices } from '../../catalog/index.js';
import { ServiceRegistry } from '../../registry.js';
import { convertN8nWorkflow } from './convert.js';
import { N8nExportError } from './n8n-export.js';
import { APP_NODE_MAPPINGS, CORE_NODE_MAPPINGS, N8N_NODE_MAPPINGS } from './node-table.js';

const registry = new ServiceRegistry(builtInServices);
const describeService = (id: string) => registry.get(id)?.descriptor;
/** The core rows only: app rows build the connectors' steps, which the server registers (its API test). */
const convert = (input: unknown) =>
  convertN8nWorkflow(input, { describe: describeService, table: CORE_NODE_MAPPINGS });

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const fixtureFiles = readdirSync(fixtures).filter((f) => f.endsWith('.json'));
const readFixture = (file: string): unknown => JSON.parse(readFileSync(`${fixtures}${file}`, 'utf8'));

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
const step = (nodes: readonly WorkflowNode[], name: string) => {
  const found = nodes.find((n) => n.name === name);
  if (!found) throw new Error(`no step named ${name}`);
  return found;
};

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
        {
          name: 'Start',
          type: 'n8n-nodes-base.manualTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        },
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

describe("n8n app nodes on the app connectors' steps", () => {
  /** An n8n app node after a manual trigger, as n8n exports it, converted with the app rows. */
  function importApp(node: { type: string; typeVersion: number; parameters: Record<string, unknown> }) {
    const { graph, report } = convertN8nWorkflow(
      {
        nodes: [
          {
            name: 'Start',
            type: 'n8n-nodes-base.manualTrigger',
            typeVersion: 1,
            position: [0, 0],
            parameters: {},
          },
          { id: '51f7694c-0d4c-4f84-9e4f-8a8fe8db18c9', name: 'App', position: [220, 0], ...node },
        ],
        connections: { Start: { main: [[{ node: 'App', type: 'main', index: 0 }]] } },
      },
      { describe: describeService, table: N8N_NODE_MAPPINGS },
    );
    const made = step(graph.nodes, 'App');
    const notes = report.needsHand.filter((n) => n.node === 'App');
    return { made, notes, details: notes.filter((n) => n.kind !== 'authorization').map((n) => n.detail) };
  }
  /** It became our step with these params, and asks for an authorization (credentials never come along). */
  function expectStep(made: WorkflowNode, notes: { kind: string }[], serviceId: string, params: unknown) {
    expect(made.serviceId).toBe(serviceId);
    expect(made.params).toEqual(params);
    expect(notes.filter((n) => n.kind === 'authorization')).toHaveLength(1);
  }
  const listed = expect.stringContaining('"items" list');

  it('has a row, asking for an authorization, for each connector app', () => {
    expect(APP_NODE_MAPPINGS.flatMap((row) => row.types)).toEqual(
      [
        'telegram',
        'slack',
        'gmail',
        'googleSheets',
        'notion',
        'github',
        'discord',
        'jira',
        'twilio',
        'hubspot',
      ].map((name) => `n8n-nodes-base.${name}`),
    );
    expect(APP_NODE_MAPPINGS.every((row) => row.authorization === true)).toBe(true);
  });

  it('maps Gmail send (HTML by default in 2.x), search with its filters as search words, and get', () => {
    const send = importApp({
      type: 'n8n-nodes-base.gmail',
      typeVersion: 2.1,
      parameters: {
        sendTo: '={{ $json.email }}',
        subject: '=Your order {{ $json.orderId }}',
        message: '=<p>Hi {{ $json.name }}, your order has shipped.</p>',
        options: { appendAttribution: false, ccList: 'sales@example.com' },
      },
    });
    expectStep(send.made, send.notes, 'gmail.send_email', {
      to: '{{ steps.start.email }}',
      subject: 'Your order {{ steps.start.orderId }}',
      html: true,
      body: '<p>Hi {{ steps.start.name }}, your order has shipped.</p>',
      cc: 'sales@example.com',
    });
    expect(send.details).toEqual([]);

    const search = importApp({
      type: 'n8n-nodes-base.gmail',
      typeVersion: 2.1,
      parameters: {
        operation: 'getAll',
        limit: 20,
        filters: {
          q: 'has:attachment',
          sender: 'billing@example.com',
          readStatus: 'unread',
          labelIds: ['INBOX'],
        },
      },
    });
    expectStep(search.made, search.notes, 'gmail.search_messages', {
      q: 'has:attachment from:billing@example.com is:unread',
      limit: 20,
    });
    expect(search.details).toEqual([
      'Not imported: labelIds.',
      listed,
      expect.stringContaining('read each with a Gmail Get message step'),
    ]);

    const get = importApp({
      type: 'n8n-nodes-base.gmail',
      typeVersion: 2.1,
      parameters: { operation: 'get', messageId: '={{ $json.id }}', simple: false, options: {} },
    });
    expectStep(get.made, get.notes, 'gmail.get_message', { id: '{{ steps.start.id }}' });

    // 1.x: a list of recipients, plain text unless HTML is asked for, draft the default resource.
    const v1 = importApp({
      type: 'n8n-nodes-base.gmail',
      typeVersion: 1,
      parameters: {
        resource: 'message',
        subject: 'Weekly report',
        message: 'See the numbers below.',
        toList: ['ada@example.com', '={{ $json.manager }}'],
        additionalFields: { bccList: ['audit@example.com'] },
      },
    });
    expectStep(v1.made, v1.notes, 'gmail.send_email', {
      to: 'ada@example.com, {{ steps.start.manager }}',
      subject: 'Weekly report',
      html: false,
      body: 'See the numbers below.',
      bcc: 'audit@example.com',
    });
  });

  it('maps Google Sheets append, update and a one-filter read from the locators n8n 4.x keeps', () => {
    const document = {
      __rl: true,
      value: '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms',
      mode: 'list',
      cachedResultName: 'Leads',
      cachedResultUrl:
        'https://docs.google.com/spreadsheets/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit?usp=drivesdk',
    };
    const sheet = {
      __rl: true,
      value: 'gid=0',
      mode: 'list',
      cachedResultName: 'Sheet1',
      cachedResultUrl:
        'https://docs.google.com/spreadsheets/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit#gid=0',
    };
    const schema = ['Name', 'Email', 'Status'].map((id) => ({
      id,
      displayName: id,
      required: false,
      defaultMatch: false,
      display: true,
      type: 'string',
      canBeUsedToMatch: true,
    }));
    const append = importApp({
      type: 'n8n-nodes-base.googleSheets',
      typeVersion: 4.5,
      parameters: {
        operation: 'append',
        documentId: document,
        sheetName: sheet,
        columns: {
          mappingMode: 'defineBelow',
          value: { Name: '={{ $json.name }}', Email: '={{ $json.email }}' },
          matchingColumns: [],
          schema,
        },
        options: {},
      },
    });
    expectStep(append.made, append.notes, 'google-sheets.append_row', {
      spreadsheetId: '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms',
      sheet: 'Sheet1',
      row: { Name: '{{ steps.start.name }}', Email: '{{ steps.start.email }}' },
    });

    const update = importApp({
      type: 'n8n-nodes-base.googleSheets',
      typeVersion: 4.5,
      parameters: {
        operation: 'update',
        documentId: {
          __rl: true,
          value:
            'https://docs.google.com/spreadsheets/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit#gid=0',
          mode: 'url',
        },
        sheetName: sheet,
        columns: {
          mappingMode: 'defineBelow',
          value: { Email: '={{ $json.email }}', Status: 'contacted' },
          matchingColumns: ['Email'],
          schema,
        },
        options: {},
      },
    });
    expectStep(update.made, update.notes, 'google-sheets.update_row', {
      spreadsheetId: '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms',
      sheet: 'Sheet1',
      column: 'Email',
      value: '{{ steps.start.email }}',
      row: { Status: 'contacted' },
    });

    // Matching on n8n's row_number is matching on our rows' _row.
    const byRow = importApp({
      type: 'n8n-nodes-base.googleSheets',
      typeVersion: 4.5,
      parameters: {
        operation: 'update',
        documentId: document,
        sheetName: sheet,
        columns: { mappingMode: 'autoMapInputData', value: {}, matchingColumns: ['row_number'], schema },
        options: {},
      },
    });
    expect(byRow.made.params).toMatchObject({
      column: '_row',
      value: '{{ steps.start.row_number }}',
      row: '{{ steps.start }}',
    });

    const lookup = importApp({
      type: 'n8n-nodes-base.googleSheets',
      typeVersion: 4.5,
      parameters: {
        documentId: document,
        sheetName: sheet,
        filtersUI: { values: [{ lookupColumn: 'Email', lookupValue: '={{ $json.email }}' }] },
        options: {},
      },
    });
    expectStep(lookup.made, lookup.notes, 'google-sheets.lookup_rows', {
      spreadsheetId: '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms',
      sheet: 'Sheet1',
      column: 'Email',
      value: '{{ steps.start.email }}',
    });
    expect(lookup.details).toEqual([listed]);
  });

  it('maps Notion database pages (create, get, query) and appending paragraphs, ids taken out of links', () => {
    const create = importApp({
      type: 'n8n-nodes-base.notion',
      typeVersion: 2.2,
      parameters: {
        resource: 'databasePage',
        databaseId: {
          __rl: true,
          value: '0fe2f7de-558b-471e-ab07-e9d871cdf4a9',
          mode: 'list',
          cachedResultName: 'Tasks',
          cachedResultUrl: 'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9',
        },
        title: '={{ $json.subject }}',
        propertiesUi: {
          propertyValues: [
            { key: 'Status|status', statusValue: 'Not started' },
            { key: 'Due|date', date: '={{ $json.due }}' },
            { key: 'Owner|people', peopleValue: ['c2f20311-9e54-4d11-8c79-7398424ae41e'] },
          ],
        },
        blockUi: { blockValues: [{ textContent: '={{ $json.body }}' }] },
        options: {},
      },
    });
    expectStep(create.made, create.notes, 'notion.create_database_item', {
      databaseId: '0fe2f7de-558b-471e-ab07-e9d871cdf4a9',
      title: '{{ steps.start.subject }}',
      properties: {
        Status: { status: { name: 'Not started' } },
        Due: { date: { start: '{{ steps.start.due }}' } },
      },
      content: '{{ steps.start.body }}',
    });
    expect(create.details).toEqual([
      'Notion properties not imported: Owner.',
      expect.stringContaining('"Name" column'),
      expect.stringContaining('simplified'),
    ]);

    const query = importApp({
      type: 'n8n-nodes-base.notion',
      typeVersion: 2.2,
      parameters: {
        resource: 'databasePage',
        operation: 'getAll',
        databaseId: {
          __rl: true,
          value: 'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
          mode: 'url',
        },
        returnAll: true,
        filterType: 'json',
        filterJson: '{"property": "Status", "status": {"equals": "Done"}}',
        options: { sort: { sortValue: [{ key: 'Due|date', direction: 'descending' }] } },
      },
    });
    expectStep(query.made, query.notes, 'notion.query_database', {
      databaseId: '0fe2f7de558b471eab07e9d871cdf4a9',
      returnAll: true,
      filter: { property: 'Status', status: { equals: 'Done' } },
      sorts: [{ property: 'Due', direction: 'descending' }],
    });

    const get = importApp({
      type: 'n8n-nodes-base.notion',
      typeVersion: 2.2,
      parameters: {
        resource: 'databasePage',
        operation: 'get',
        pageId: {
          __rl: true,
          value: 'https://www.notion.so/Launch-plan-b4eeb113e118403ba450af65ac25f0b9',
          mode: 'url',
        },
      },
    });
    expectStep(get.made, get.notes, 'notion.get_page', { pageId: 'b4eeb113e118403ba450af65ac25f0b9' });

    const append = importApp({
      type: 'n8n-nodes-base.notion',
      typeVersion: 2.2,
      parameters: {
        resource: 'block',
        blockId: {
          __rl: true,
          value: 'https://www.notion.so/Meeting-notes-88888ccc303e4f44847f27d24bd7ad8e',
          mode: 'url',
        },
        blockUi: {
          blockValues: [
            { textContent: '={{ $json.summary }}' },
            { type: 'paragraph', textContent: 'Next steps' },
          ],
        },
      },
    });
    expectStep(append.made, append.notes, 'notion.append_text', {
      pageId: '88888ccc303e4f44847f27d24bd7ad8e',
      text: '{{ steps.start.summary }}\nNext steps',
    });
  });

  it("maps GitHub issues (create, get, comment) and a repository's issue list", () => {
    const repo = {
      owner: { __rl: true, value: 'acme', mode: 'name' },
      repository: { __rl: true, value: 'https://github.com/acme/website', mode: 'url' },
    };
    const create = importApp({
      type: 'n8n-nodes-base.github',
      typeVersion: 1.1,
      parameters: {
        ...repo,
        title: '=Bug: {{ $json.title }}',
        body: '={{ $json.description }}',
        labels: [{ label: 'bug' }, { label: 'triage' }],
        assignees: [{ assignee: 'octocat' }],
      },
    });
    expectStep(create.made, create.notes, 'github.create_issue', {
      owner: 'acme',
      repo: 'website',
      title: 'Bug: {{ steps.start.title }}',
      body: '{{ steps.start.description }}',
      labels: 'bug, triage',
      assignees: 'octocat',
    });

    const get = importApp({
      type: 'n8n-nodes-base.github',
      typeVersion: 1,
      parameters: { operation: 'get', owner: 'acme', repository: 'website', issueNumber: 42 },
    });
    expectStep(get.made, get.notes, 'github.get_issue', { owner: 'acme', repo: 'website', issue_number: 42 });

    const comment = importApp({
      type: 'n8n-nodes-base.github',
      typeVersion: 1.1,
      parameters: {
        ...repo,
        operation: 'createComment',
        issueNumber: '={{ $json.number }}',
        body: 'Thanks!',
      },
    });
    expectStep(comment.made, comment.notes, 'github.create_comment', {
      owner: 'acme',
      repo: 'website',
      issue_number: '{{ steps.start.number }}',
      body: 'Thanks!',
    });

    const issues = importApp({
      type: 'n8n-nodes-base.github',
      typeVersion: 1.1,
      parameters: {
        ...repo,
        resource: 'repository',
        operation: 'getIssues',
        limit: 10,
        getRepositoryIssuesFilters: { state: 'all', labels: 'bug', sort: 'updated' },
      },
    });
    expectStep(issues.made, issues.notes, 'github.list_issues', {
      owner: 'acme',
      repo: 'website',
      state: 'all',
      labels: 'bug',
      limit: 10,
    });
    expect(issues.details).toEqual(['Not imported: sort.', listed]);
  });

  it('maps a Discord 2.x message sent as the bot', () => {
    const { made, notes } = importApp({
      type: 'n8n-nodes-base.discord',
      typeVersion: 2,
      parameters: {
        resource: 'message',
        guildId: {
          __rl: true,
          value: '896347036838936576',
          mode: 'list',
          cachedResultName: 'Acme',
          cachedResultUrl: 'https://discord.com/channels/896347036838936576',
        },
        channelId: {
          __rl: true,
          value: 'https://discord.com/channels/896347036838936576/1100000000000000001',
          mode: 'url',
        },
        content: '=New order {{ $json.id }}',
        options: { tts: true },
      },
    });
    expectStep(made, notes, 'discord.send_message', {
      channelId: '1100000000000000001',
      content: 'New order {{ steps.start.id }}',
      tts: true,
    });
  });

  it('maps Jira issues (create, get, JQL search) and comments, asking for the project key n8n kept as an id', () => {
    const create = importApp({
      type: 'n8n-nodes-base.jira',
      typeVersion: 1,
      parameters: {
        project: { __rl: true, value: '10000', mode: 'list', cachedResultName: 'Website' },
        issueType: { __rl: true, value: '10004', mode: 'list', cachedResultName: 'Bug' },
        summary: '={{ $json.title }}',
        additionalFields: { description: '={{ $json.body }}', labels: ['customer'], priority: '2' },
      },
    });
    expectStep(create.made, create.notes, 'jira.create_issue', {
      project: '',
      issueType: 'Bug',
      summary: '{{ steps.start.title }}',
      description: '{{ steps.start.body }}',
      labels: 'customer',
    });
    expect(create.details).toEqual([
      'n8n chose the project by its id (10000, Website): enter its key.',
      'Not imported: priority.',
    ]);

    const get = importApp({
      type: 'n8n-nodes-base.jira',
      typeVersion: 1,
      parameters: { operation: 'get', issueKey: '={{ $json.key }}', additionalFields: {} },
    });
    expectStep(get.made, get.notes, 'jira.get_issue', { issueKey: '{{ steps.start.key }}' });

    const search = importApp({
      type: 'n8n-nodes-base.jira',
      typeVersion: 1,
      parameters: {
        operation: 'getAll',
        returnAll: true,
        options: { jql: 'project = WEB AND status = "To Do"' },
      },
    });
    expectStep(search.made, search.notes, 'jira.search_issues', {
      jql: 'project = WEB AND status = "To Do"',
      returnAll: true,
    });

    const comment = importApp({
      type: 'n8n-nodes-base.jira',
      typeVersion: 1,
      parameters: {
        resource: 'issueComment',
        issueKey: 'WEB-12',
        comment: '=Deployed in {{ $json.version }}',
        options: {},
      },
    });
    expectStep(comment.made, comment.notes, 'jira.add_comment', {
      issueKey: 'WEB-12',
      body: 'Deployed in {{ steps.start.version }}',
    });
  });

  it('maps a Twilio SMS, and a WhatsApp text with the numbers prefixed as n8n does', () => {
    const sms = importApp({
      type: 'n8n-nodes-base.twilio',
      typeVersion: 1,
      parameters: {
        from: '+14155238886',
        to: '={{ $json.phone }}',
        message: '=Your code is {{ $json.code }}',
        options: {},
      },
    });
    expectStep(sms.made, sms.notes, 'twilio.send_sms', {
      to: '{{ steps.start.phone }}',
      from: '+14155238886',
      body: 'Your code is {{ steps.start.code }}',
    });
    const whatsapp = importApp({
      type: 'n8n-nodes-base.twilio',
      typeVersion: 1,
      parameters: { from: '+14155238886', to: '+15005550006', toWhatsapp: true, message: 'Hello' },
    });
    expect(whatsapp.made.params).toEqual({
      to: 'whatsapp:+15005550006',
      from: 'whatsapp:+14155238886',
      body: 'Hello',
    });
  });

  it('maps HubSpot contact upsert (as a create, reported), a one-filter contact search and deal create', () => {
    const upsert = importApp({
      type: 'n8n-nodes-base.hubspot',
      typeVersion: 2.1,
      parameters: {
        authentication: 'appToken',
        email: '={{ $json.email }}',
        additionalFields: {
          firstName: '={{ $json.first }}',
          lastName: 'Lovelace',
          companyName: 'Analytical Engines',
          jobTitle: 'Engineer',
          gender: 'F',
          customPropertiesUi: { customPropertiesValues: [{ property: 'favorite_color', value: 'green' }] },
        },
        options: {},
      },
    });
    expectStep(upsert.made, upsert.notes, 'hubspot.create_contact', {
      email: '{{ steps.start.email }}',
      firstname: '{{ steps.start.first }}',
      lastname: 'Lovelace',
      company: 'Analytical Engines',
      properties: { favorite_color: 'green', jobtitle: 'Engineer' },
    });
    expect(upsert.details).toEqual(['Not imported: gender.', expect.stringContaining('use Update contact')]);

    const search = importApp({
      type: 'n8n-nodes-base.hubspot',
      typeVersion: 2.1,
      parameters: {
        authentication: 'appToken',
        operation: 'search',
        filterGroupsUi: {
          filterGroupsValues: [
            { filtersUi: { filterValues: [{ propertyName: 'email|string', value: '={{ $json.email }}' }] } },
          ],
        },
        additionalFields: { properties: ['firstname', 'email'] },
      },
    });
    expectStep(search.made, search.notes, 'hubspot.search_contacts', {
      property: 'email',
      operator: 'EQ',
      value: '{{ steps.start.email }}',
      fields: 'firstname,email',
      limit: 100,
    });

    const deal = importApp({
      type: 'n8n-nodes-base.hubspot',
      typeVersion: 2.1,
      parameters: {
        authentication: 'appToken',
        resource: 'deal',
        stage: 'appointmentscheduled',
        additionalFields: {
          dealName: '={{ $json.company }} renewal',
          amount: '1500',
          associatedVids: ['={{ $json.contactId }}'],
          dealType: 'existingbusiness',
        },
      },
    });
    expectStep(deal.made, deal.notes, 'hubspot.create_deal', {
      dealname: '{{ steps.start.company }} renewal',
      dealstage: 'appointmentscheduled',
      amount: '1500',
      contactId: '{{ steps.start.contactId }}',
      properties: { dealtype: 'existingbusiness' },
    });
  });

  it("maps n8n's own Gmail test workflow: send, search and get, and keeps the other operations as placeholders", () => {
    const { graph, report } = convertN8nWorkflow(readFixture('gmail-messages.json'), {
      describe: describeService,
      table: N8N_NODE_MAPPINGS,
    });
    const made = (name: string) => step(graph.nodes, `Gmail - Messages - ${name}`);
    const details = (name: string) =>
      report.needsHand
        .filter((n) => n.node === `Gmail - Messages - ${name}` && n.kind !== 'authorization')
        .map((n) => n.detail);
    expect(made('All (simplified)')).toMatchObject({
      serviceId: 'gmail.search_messages',
      params: { limit: 2 },
    });
    // readStatus "both" adds no search word; the dates, labels and spam folders are reported.
    expect(made('All')).toMatchObject({
      serviceId: 'gmail.search_messages',
      params: { q: 'test from:Test Sender', limit: 2 },
    });
    expect(details('All')[0]).toBe(
      'Not imported: includeSpamTrash, labelIds, receivedAfter, receivedBefore.',
    );
    expect(made('Send')).toMatchObject({
      serviceId: 'gmail.send_email',
      params: {
        to: 'test@n8n.io',
        subject: 'Test Subject',
        html: true,
        body: 'Test Message',
        cc: 'test-cc@n8n.io',
        bcc: 'test-bcc@n8n.io',
      },
    });
    expect(details('Send')).toEqual(['Attachments are not imported.', 'Not imported: senderName, replyTo.']);
    expect(made('Get').params).toEqual({ id: 'test' });
    expect(made('Get (simplified)').params).toEqual({ id: 'test' });
    const reasons = Object.fromEntries(
      report.placeholders.map((p) => [p.node, step(graph.nodes, p.node).params.reason]),
    );
    expect(reasons).toEqual({
      'Gmail - Messages - Send and Wait for Approval': 'the Gmail message "sendAndWait" operation',
      'Gmail - Messages - Add Label': 'the Gmail message "addLabels" operation',
      'Gmail - Messages - Delete': 'the Gmail message "delete" operation',
      'Gmail - Messages - Mark as Read': 'the Gmail message "markAsRead" operation',
      'Gmail - Messages - Mark as Unread': 'the Gmail message "markAsUnread" operation',
      'Gmail - Messages - Remove Label': 'the Gmail message "removeLabels" operation',
      'Gmail - Messages - Reply': 'the Gmail message "reply" operation',
      Attachment: 'no Flowlane step does what this node does yet',
    });
  });

  it.each([
    [
      'gmail',
      2.1,
      { operation: 'addLabels', messageId: '18c2', labelIds: ['INBOX'] },
      'the Gmail message "addLabels" operation',
    ],
    ['gmail', 1, {}, 'the Gmail draft operations'],
    [
      'googleSheets',
      4.5,
      { operation: 'clear', documentId: '1Bxi', sheetName: 'Sheet1' },
      'the Google Sheets sheet "clear" operation',
    ],
    [
      'googleSheets',
      2,
      { operation: 'append', sheetId: '1Bxi', range: 'A:F' },
      'the Google Sheets node before version 3 (update the node in n8n and export again)',
    ],
    ['notion', 2.2, { resource: 'page', operation: 'archive' }, 'the Notion page "archive" operation'],
    ['notion', 2.2, {}, 'the Notion page "create" operation'],
    ['github', 1.1, { operation: 'lock', issueNumber: 3 }, 'the GitHub issue "lock" operation'],
    [
      'github',
      1.1,
      { resource: 'file', operation: 'get', filePath: 'README.md' },
      'the GitHub file "get" operation',
    ],
    [
      'discord',
      1,
      { webhookUri: 'https://discord.com/api/webhooks/1/abc', text: 'Deployed' },
      "a Discord message sent through a webhook (Flowlane's Discord step posts as a bot: call the webhook URL with an HTTP Request step)",
    ],
    [
      'discord',
      2,
      { authentication: 'webhook', content: 'Deployed' },
      "a Discord message sent through a webhook (Flowlane's Discord step posts as a bot: call the webhook URL with an HTTP Request step)",
    ],
    [
      'discord',
      2,
      { resource: 'message', sendTo: 'user', content: 'Hi' },
      'a Discord direct message to a user',
    ],
    ['jira', 1, { operation: 'transitions', issueKey: 'WEB-1' }, 'the Jira issue "transitions" operation'],
    [
      'jira',
      1,
      { resource: 'issueComment', issueKey: 'WEB-1', jsonParameters: true, commentJson: '{}' },
      'a Jira comment written in Atlassian Document Format (JSON)',
    ],
    [
      'twilio',
      1,
      { resource: 'call', operation: 'make', from: '+1', to: '+2', message: 'Hi' },
      'the Twilio call "make" operation',
    ],
    ['hubspot', 2.1, { resource: 'ticket', operation: 'create' }, 'the HubSpot ticket "create" operation'],
    [
      'hubspot',
      2.1,
      {
        operation: 'search',
        filterGroupsUi: {
          filterGroupsValues: [
            { filtersUi: { filterValues: [{ propertyName: 'email|string', value: 'a@example.com' }] } },
            { filtersUi: { filterValues: [{ propertyName: 'phone|string', value: '+1' }] } },
          ],
        },
      },
      'a HubSpot contact search with several filters',
    ],
  ])('keeps n8n-nodes-base.%s %s %j as a placeholder: %s', (name, typeVersion, parameters, reason) => {
    const type = `n8n-nodes-base.${name}`;
    const { made, notes } = importApp({ type, typeVersion, parameters });
    expect(made.serviceId).toBe('n8n.placeholder');
    expect(made.params).toMatchObject({ n8nType: type, reason, n8nParameters: parameters });
    expect(notes).toEqual([{ node: 'App', stepId: 'app', kind: 'unmapped', detail: `${type}: ${reason}` }]);
  });
});
