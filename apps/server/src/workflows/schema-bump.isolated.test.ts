import { readFileSync } from 'node:fs';
import {
  DataSourcesTree,
  findPlan,
  IntegrationCopyResponse,
  StepRunResponse,
  WORKFLOW_SCHEMA_VERSION,
  WorkflowListResponse,
  WorkflowResponse,
} from '@flowlane/contracts';
import { builtInServices } from '@flowlane/services';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { workflowsRepository } from '../db/index.js';
import { integrationsRepository } from '../db/repositories/integrations.js';
import { buildWorkflow } from '../integrations/build.js';
import { findIntegrationTemplate } from '../integrations/templates.js';
import { type Client, signedInClient } from '../testing/api-client.js';
import { testCatalog } from '../testing/catalog.js';
import { edge, graphOf, node } from '../testing/graphs.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';
import { newHookId, newWorkflowDocument, prepareDocument } from './service.js';

/*
 * The first schema bump, rehearsed: the stored graph's module is replaced by one at version 2 whose chain
 * has a step from version 1 (it marks every step's params with `migrated: true`, so a test sees which
 * graphs went through it), so every part of the server — contracts' schemas, the engine's check, the repository, the routes — runs as
 * it would after a real bump, while the rows below are stored at version 1, as a server before the bump
 * wrote them. Every way the server reads a stored graph must still read them. (This file runs with a module
 * graph of its own: see the 'server-isolated' project in vitest.config.ts.)
 */
vi.mock('../../../../packages/contracts/src/workflow/graph.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('@flowlane/contracts')>();
  const { z: zod } = await import('zod');
  const { migrationChain } = await import('../../../../packages/contracts/src/workflow/migrations.js');
  const Steps = zod.array(zod.looseObject({ params: zod.record(zod.string(), zod.unknown()) }));
  const mark = (document: Record<string, unknown>) => ({
    ...document,
    nodes: Steps.parse(document.nodes).map((node) => ({
      ...node,
      params: { ...node.params, migrated: true },
    })),
  });
  const steps = [...real.WORKFLOW_MIGRATIONS, { from: 1, up: mark }];
  const chain = migrationChain('workflow', 1, steps);
  const current = 1 + steps.length;
  const WorkflowGraph = real.WorkflowGraph.extend({ schemaVersion: zod.literal(current) });
  return {
    ...real,
    WORKFLOW_SCHEMA_VERSION: current,
    WORKFLOW_MIGRATIONS: steps,
    WorkflowGraph,
    migrateWorkflowGraph: (input: unknown) => WorkflowGraph.parse(chain.upgrade(input)),
    upgradeWorkflowGraph: (input: unknown) => {
      try {
        return chain.upgrade(input);
      } catch {
        return input;
      }
    },
    emptyWorkflowGraph: () => ({ schemaVersion: current, nodes: [], edges: [] }),
  };
});

const fixture = (): { schemaVersion: number; nodes: { id: string; params: Record<string, unknown> }[] } =>
  JSON.parse(
    readFileSync(
      new URL('../../../../packages/contracts/src/workflow/fixtures/workflow-v1.json', import.meta.url),
      'utf8',
    ),
  );

/** The graph a version 1 graph becomes (what the mocked chain's step does). */
const atV2 = (graph: { nodes: { params: Record<string, unknown> }[] }) => ({
  ...graph,
  schemaVersion: 2,
  nodes: graph.nodes.map((node) => ({ ...node, params: { ...node.params, migrated: true } })),
});

const subworkflowService = builtInServices.find((s) => s.descriptor.id === 'flow.subworkflow');

describe('the mocked bump', () => {
  it('is in place: the current version is 2', () => {
    expect(WORKFLOW_SCHEMA_VERSION).toBe(2);
  });
});

describe.each(testDatabaseKinds())('after a schema bump, graphs stored at version 1 on %s', (kind) => {
  let server: TestServer;
  let client: Client;
  let teamId: string;
  let userId: string;

  beforeAll(async () => {
    if (!subworkflowService) throw new Error('the Sub-workflow service is missing');
    server = await createTestServer(kind, {}, { catalog: testCatalog([subworkflowService]) });
    client = await signedInClient(server, 'schema-bump');
    teamId = client.teamId;
    userId = client.userId;
  });
  afterAll(() => server.close());

  /** The workflow's columns as a save makes them, with the graph as it was stored before the bump. */
  function columnsAtV1(title: string, graph: unknown) {
    const plan = findPlan('free-trial');
    if (!plan) throw new Error('plan missing');
    const columns = prepareDocument({ ...newWorkflowDocument({ data: { title } }), projectId: null }, plan);
    return { ...columns, graph, schemaVersion: 1 };
  }

  const storeAtV1 = (title: string, graph: unknown) =>
    workflowsRepository(server.ctx.database.db).create(teamId, userId, {
      ...columnsAtV1(title, graph),
      hookId: newHookId(),
    });

  it('runs a workflow whose Sub-workflow step runs another, both stored at version 1', async () => {
    const child = await storeAtV1(
      'Child',
      graphOf(
        [node('t', 'test.trigger'), node('double', 'test.set', { doubled: '{{ trigger.n * 2 }}' }, 320)],
        [edge('t', 'double')],
      ),
    );
    const parent = await storeAtV1(
      'Parent',
      graphOf(
        [
          node('t', 'test.trigger'),
          node('sub', 'flow.subworkflow', { workflowId: child.id, input: { n: 21 } }, 320),
        ],
        [edge('t', 'sub')],
      ),
    );
    const run = await client.finished(await client.run(parent.id));
    expect(run.steps.find((s) => s.nodeId === 'sub')?.error ?? null).toBeNull();
    expect(run.status).toBe('succeeded');
    // The child ran its migrated graph: its Set step outputs its params, the chain's mark among them.
    expect(run.steps.find((s) => s.nodeId === 'sub')?.output).toEqual({ doubled: 42, migrated: true });
  });

  it('loads, lists, exports, duplicates, enables and restores the fixture, at the current version', async () => {
    const stored = await storeAtV1('Fixture', fixture());
    const current = atV2(fixture());

    const loaded = await client.call('GET', `/api/workflow/${stored.id}`);
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(WorkflowResponse.parse(loaded.json()).graph).toEqual(current);

    const listed = await client.call('GET', '/api/workflow?pageSize=100');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(WorkflowListResponse.parse(listed.json()).items.map((w) => w.id)).toContain(stored.id);

    const exported = await client.call('GET', `/api/workflow/${stored.id}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json()).toMatchObject({ schemaVersion: 2, graph: current });

    const copy = await client.call('POST', `/api/workflow/${stored.id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(WorkflowResponse.parse(copy.json()).graph).toEqual(current);

    const enabled = await client.call('PATCH', `/api/workflow/${stored.id}/enabled`, { enabled: false });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(WorkflowResponse.parse(enabled.json()).graph).toEqual(current);

    const restored = await client.call('POST', `/api/workflow/${stored.id}/versions/1/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(WorkflowResponse.parse(restored.json()).graph).toEqual(current);
  });

  it('imports an export file written before the bump', async () => {
    const data = newWorkflowDocument({ data: { title: 'Old file' } }).data;
    const { hookId: _w, ...webhook } = data.webhook;
    const { hookId: _m, ...mailhook } = data.mailhook;
    const file = {
      flowlane: 'workflow',
      schemaVersion: 1,
      data: { ...data, webhook, mailhook },
      graph: fixture(),
    };
    const imported = await client.call('POST', '/api/workflow/import', file);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(WorkflowResponse.parse(imported.json()).graph).toEqual(atV2(fixture()));
  });

  it('builds the data sources of a step and tests a step', async () => {
    const stored = await storeAtV1(
      'Tested',
      graphOf(
        [node('t', 'test.trigger'), node('s', 'test.set', { value: '{{ trigger.n }}' }, 320)],
        [edge('t', 's')],
      ),
    );
    const tree = await client.call('GET', `/api/workflow/${stored.id}/output/s`);
    expect(tree.statusCode, tree.body).toBe(200);
    const items = DataSourcesTree.parse(tree.json()).items;
    expect(Object.values(items).map((item) => item.data.path)).toContain('trigger');

    const tested = await client.call('POST', `/api/workflow/${stored.id}/step/s/run`, { trigger: { n: 7 } });
    expect(tested.statusCode, tested.body).toBe(200);
    const result = StepRunResponse.parse(tested.json());
    expect(result.status).toBe('succeeded');
    expect(result.output).toEqual({ value: 7, migrated: true });
  });

  it('shows an integration whose workflow was stored before the bump, and copies it', async () => {
    const template = findIntegrationTemplate('webhook-forward');
    if (!template) throw new Error('template missing');
    const { integration } = await integrationsRepository(server.ctx.database.db).create(
      teamId,
      userId,
      {
        projectId: null,
        templateId: template.id,
        name: 'Forward',
        settings: {},
        authorizationIds: {},
        enabled: true,
      },
      { ...columnsAtV1('Forward', fixture()), hookId: newHookId() },
    );
    const shown = await client.call('GET', `/api/integration/${integration.id}`);
    expect(shown.statusCode, shown.body).toBe(200);
    const copied = await client.call('POST', `/api/integration/${integration.id}/copy`);
    expect(copied.statusCode, copied.body).toBe(201);
    const copy = await client.call(
      'GET',
      `/api/workflow/${IntegrationCopyResponse.parse(copied.json()).workflowId}`,
    );
    expect(WorkflowResponse.parse(copy.json()).graph).toEqual(atV2(fixture()));
  });

  it('builds an integration from a template written before the bump', () => {
    const template = findIntegrationTemplate('webhook-forward');
    if (!template) throw new Error('template missing');
    const graph1 = { ...template.workflow.graph, schemaVersion: 1 as const };
    const { graph } = buildWorkflow(
      { ...template, workflow: { ...template.workflow, graph: graph1 } },
      {
        name: 'Forward',
        settings: { url: 'https://example.com/hook', method: 'POST' },
        authorizationIds: {},
        enabled: true,
      },
    );
    expect(graph.schemaVersion).toBe(2);
    expect(graph.nodes.map((n) => [n.id, n.params.migrated])).toEqual([
      ['trigger', true],
      ['post', true],
    ]);
  });
});
