import { Dataset, DatasetRowPage, RunDetail, RunQueuedResponse, WorkflowResponse } from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetsRepository, teamsRepository } from '../db/index.js';
import { type Client, signedInClient } from '../testing/api-client.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';
import { databaseDatasets } from './port.js';

const node = (id: string, serviceId: string, action: string, params: Record<string, unknown> = {}) => ({
  id,
  serviceId,
  action,
  name: id,
  position: { x: 0, y: 0 },
  params,
});

/** A workflow: a manual trigger, then one Dataset step. */
function datasetStep(action: string, params: Record<string, unknown>) {
  return {
    schemaVersion: 1,
    nodes: [node('t', 'trigger.manual', 'run'), node('d', 'data.dataset', action, params)],
    edges: [{ id: 't-d', source: 't', sourceHandle: null, target: 'd' }],
  };
}

describe.each(testDatabaseKinds())('the data.dataset step on %s', (kind) => {
  let server: TestServer;
  let owner: Client;

  beforeAll(async () => {
    server = await createTestServer(kind);
    owner = await signedInClient(server, 'dataset-steps');
  });
  afterAll(() => server.close());

  const workflow = async (graph: unknown) => {
    const created = WorkflowResponse.parse((await owner.call('POST', '/api/workflow', {})).json());
    const saved = await owner.call('PUT', `/api/workflow/${created.id}`, { data: created.data, graph });
    expect(saved.statusCode, saved.body).toBe(200);
    return created.id;
  };
  const start = async (workflowId: string, trigger: unknown) =>
    RunQueuedResponse.parse((await owner.call('POST', `/api/workflow/${workflowId}/run`, trigger)).json());
  const finished = async (runId: string): Promise<RunDetail> => {
    for (let i = 0; i < 600; i++) {
      const detail = RunDetail.parse((await owner.call('GET', `/api/run/${runId}`)).json());
      if (!['queued', 'running'].includes(detail.status)) return detail;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`run ${runId} did not finish`);
  };
  const output = (run: RunDetail) => run.steps.find((s) => s.nodeId === 'd')?.output;
  const newDataset = async (name: string, columns: { name: string; type: string }[], keyColumn?: string) => {
    const response = await owner.call('POST', '/api/dataset', {
      name,
      columns,
      ...(keyColumn ? { keyColumn } : {}),
    });
    expect(response.statusCode, response.body).toBe(201);
    return Dataset.parse(response.json());
  };

  it('finds, counts, inserts, updates and deletes rows by column name', async () => {
    const dataset = await newDataset('Stock', [
      { name: 'sku', type: 'text' },
      { name: 'qty', type: 'number' },
    ]);
    const runStep = async (action: string, params: Record<string, unknown>, trigger: unknown = {}) => {
      const run = await finished(
        (await start(await workflow(datasetStep(action, { datasetId: dataset.id, ...params })), trigger))
          .runId,
      );
      expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
      return output(run);
    };
    expect(
      await runStep(
        'insert',
        { rows: '{{ trigger.items }}' },
        {
          items: [
            { sku: 'a-1', qty: '3' },
            { sku: 'b-2', qty: 7 },
            { sku: 'a-3', qty: 1 },
          ],
        },
      ),
    ).toEqual({ inserted: 3 });
    expect(
      await runStep('find', {
        filter: [{ column: 'sku', operator: 'startsWith', value: 'a' }],
        sort: 'qty',
        direction: 'desc',
      }),
    ).toEqual({
      rows: [
        { sku: 'a-1', qty: 3 },
        { sku: 'a-3', qty: 1 },
      ],
      count: 2,
    });
    expect(
      await runStep('count', {
        filter: {
          join: 'or',
          conditions: [
            { column: 'qty', operator: 'gt', value: 5 },
            { column: 'sku', operator: 'matches', value: '3$' },
          ],
        },
      }),
    ).toEqual({ count: 2 });
    expect(await runStep('update', { filter: { sku: 'b-2' }, values: { qty: '8' } })).toEqual({ updated: 1 });
    expect(await runStep('delete', { filter: [{ column: 'qty', operator: 'lt', value: 2 }] })).toEqual({
      removed: 1,
    });
    expect(await runStep('find', { limit: 1, offset: 1 })).toEqual({
      rows: [{ sku: 'b-2', qty: 8 }],
      count: 1,
    });

    // A user's mistake fails the step with a message the run log shows.
    const bad = await finished(
      (
        await start(
          await workflow(datasetStep('insert', { datasetId: dataset.id, rows: { sku: 'x', qty: 'lots' } })),
          {},
        )
      ).runId,
    );
    expect(bad.status).toBe('failed');
    expect(bad.error?.message).toBe('qty: not a number');
    const noKey = await finished(
      (await start(await workflow(datasetStep('upsert', { datasetId: dataset.id, rows: { sku: 'x' } })), {}))
        .runId,
    );
    expect(noKey.error?.message).toContain('has no key column');
  });

  it('loses no update when 20 runs upsert the same dataset at once', async () => {
    const columns = [
      { name: 'sku', type: 'text' },
      ...Array.from({ length: 19 }, (_, i) => ({ name: `v${i}`, type: 'number' })),
    ];
    const dataset = await newDataset('Concurrent', columns, 'sku');
    const id = await workflow(datasetStep('upsert', { datasetId: dataset.id, rows: '{{ trigger.rows }}' }));
    // Run i sets its own cell of the shared row and adds a row of its own.
    const rowsOf = (i: number) => [
      i < 19 ? { sku: 'shared', [`v${i}`]: i } : { sku: 'shared' },
      { sku: `own-${i}`, v0: i },
    ];
    const queued = await Promise.all(Array.from({ length: 20 }, (_, i) => start(id, { rows: rowsOf(i) })));
    const runs = await Promise.all(queued.map((q) => finished(q.runId)));
    expect(runs.map((r) => r.status)).toEqual(Array(20).fill('succeeded'));
    const outputs = runs.map((r) => output(r) as { inserted: number; updated: number });
    expect(outputs.reduce((n, o) => n + o.inserted, 0)).toBe(21);
    expect(outputs.reduce((n, o) => n + o.updated, 0)).toBe(19);

    const page = DatasetRowPage.parse(
      (
        await owner.call(
          'GET',
          `/api/dataset/${dataset.id}/rows?pageSize=100&filter=${encodeURIComponent(JSON.stringify({ columns: [{ column: 'c0', conditions: [{ operator: 'equals', value: 'shared' }] }] }))}`,
        )
      ).json(),
    );
    expect(page.total).toBe(1);
    const shared = page.items[0]?.values ?? {};
    for (let i = 0; i < 19; i++) expect(shared[`c${i + 1}`], `v${i}`).toBe(i);
    expect(Dataset.parse((await owner.call('GET', `/api/dataset/${dataset.id}`)).json()).rowCount).toBe(21);
  });

  it('keeps every cell when 20 upserts hit the port at the same moment', async () => {
    // The runs above are limited by the plan's concurrency (10); the port itself takes any number.
    const columns = [
      { name: 'sku', type: 'text' },
      ...Array.from({ length: 19 }, (_, i) => ({ name: `v${i}`, type: 'number' })),
    ];
    const dataset = await newDataset('Port concurrent', columns, 'sku');
    const port = databaseDatasets(server.ctx.database.db)({ teamId: owner.teamId });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        port.upsert(dataset.id, [i < 19 ? { sku: 'k', [`v${i}`]: i } : { sku: 'k' }]),
      ),
    );
    expect(results.reduce((n, r) => n + r.inserted, 0)).toBe(1);
    expect(results.reduce((n, r) => n + r.updated, 0)).toBe(19);
    const [row] = await port.find({ datasetId: dataset.id, limit: 10, offset: 0 });
    expect(row).toEqual(
      Object.fromEntries([['sku', 'k'], ...Array.from({ length: 19 }, (_, i) => [`v${i}`, i])]),
    );
    expect(await datasetsRepository(server.ctx.database.db).rowCount(owner.teamId, dataset.id)).toBe(1);
  });

  it('refuses a run with a dataset step on a plan without datasets, and the run says why', async () => {
    const poor = await signedInClient(server, 'dataset-steps-poor');
    await teamsRepository(server.ctx.database.db).setPlan(poor.teamId, 'flow-starter');
    const created = WorkflowResponse.parse((await poor.call('POST', '/api/workflow', {})).json());
    await poor.call('PUT', `/api/workflow/${created.id}`, {
      data: created.data,
      graph: datasetStep('find', { datasetId: '00000000-0000-0000-0000-000000000000' }),
    });
    const queued = RunQueuedResponse.parse(
      (await poor.call('POST', `/api/workflow/${created.id}/run`, {})).json(),
    );
    expect(queued.status).toBe('refused');
    const run = RunDetail.parse((await poor.call('GET', `/api/run/${queued.runId}`)).json());
    expect(run.status).toBe('refused');
    expect(JSON.stringify(run)).toContain(
      'Your plan (Flow Starter) does not include Datasets. Upgrade your plan at /billing/pricing to use it.',
    );
    // A run already queued when the plan changed is refused by the port at its dataset step.
    const port = databaseDatasets(server.ctx.database.db)({ teamId: poor.teamId });
    await expect(port.count('anything')).rejects.toThrow('does not include Datasets');
  });
});
