import { RunDetail, RunListResponse, StepRunResponse, WorkflowResponse } from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '../db/index.js';
import { type Client, signedInClient } from '../testing/api-client.js';
import { testCatalog } from '../testing/catalog.js';
import { edge, type Graph, graphOf, node } from '../testing/graphs.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';

/** trigger → a → b → c: b maps from a and from the trigger, c from b. */
function chain(pinned: Partial<Record<'t' | 'a' | 'b', unknown>> = {}): Graph {
  const nodes = [
    node('t', 'test.trigger'),
    node('a', 'test.set', { value: '{{ trigger.n + 1 }}' }, 200),
    node('b', 'test.set', { sum: '{{ steps.a.value * 10 }}', n: '{{ trigger.n }}' }, 400),
    node('c', 'test.set', { after: '{{ steps.b.sum }}' }, 600),
  ];
  for (const n of nodes) {
    const data = pinned[n.id as 't' | 'a' | 'b'];
    if (data !== undefined) n.pinnedData = data;
  }
  return graphOf(nodes, [edge('t', 'a'), edge('a', 'b'), edge('b', 'c')]);
}

describe.each(testDatabaseKinds())('single-step test runs on %s', (kind) => {
  let server: TestServer;
  let client: Client;
  let other: Client;

  beforeAll(async () => {
    server = await createTestServer(kind, {}, { catalog: testCatalog() });
    client = await signedInClient(server, 'step-run');
    other = await signedInClient(server, 'step-run-other');
  });
  afterAll(() => server.close());

  async function testStep(workflowId: string, stepId: string, body?: unknown) {
    const response = await client.call('POST', `/api/workflow/${workflowId}/step/${stepId}/run`, body ?? {});
    expect(response.statusCode, response.body).toBe(200);
    return StepRunResponse.parse(response.json());
  }

  it('runs only the step, on the pinned data of the steps before it, and records a test run', async () => {
    const workflow = await client.createWorkflow(chain({ t: { n: 4 }, a: { value: 7 } }));
    const result = await testStep(workflow.id, 'b');
    expect(result).toMatchObject({
      stepId: 'b',
      status: 'succeeded',
      input: { sum: 70, n: 4 },
      output: { sum: 70, n: 4 },
      error: null,
      sources: { a: 'pinned', t: 'pinned' },
    });

    // Recorded as a run with trigger "test", with that one step, visible in the workflow's logs.
    const runs = RunListResponse.parse(
      (await client.call('GET', `/api/workflow/${workflow.id}/runs`)).json(),
    );
    expect(runs.items.map((r) => [r.id, r.trigger, r.status])).toEqual([[result.runId, 'test', 'succeeded']]);
    const detail = RunDetail.parse((await client.call('GET', `/api/run/${result.runId}`)).json());
    expect(detail.steps.map((s) => s.nodeId)).toEqual(['b']);
    // The answer's time is the recorded step's.
    expect(result.durationMs).toBe(detail.steps[0]?.durationMs);
    // Metered: the ledger holds the run once.
    const ledger = await server.ctx.database.db.select().from(tables.usageLedger);
    expect(ledger.filter((row) => row.runId === result.runId)).toHaveLength(1);
  });

  it("falls back to the last run's outputs and trigger data for steps without pinned data", async () => {
    const workflow = await client.createWorkflow(chain());
    const before = await testStep(workflow.id, 'b');
    expect(before.sources).toEqual({ a: 'missing', t: 'missing' });

    expect((await client.finished(await client.run(workflow.id, { n: 2 }))).status).toBe('succeeded');

    const result = await testStep(workflow.id, 'b');
    expect(result.sources).toEqual({ a: 'lastRun', t: 'lastRun' });
    expect(result.output).toEqual({ sum: 30, n: 2 });

    // The test run recorded only b, yet c still finds a and b: each step's newest output is used.
    const downstream = await testStep(workflow.id, 'c');
    expect(downstream.sources).toMatchObject({ b: 'lastRun', a: 'lastRun' });
    expect(downstream.output).toEqual({ after: 30 });
  });

  it('prefers pinned data over the last run, and the body over both', async () => {
    const plain = await client.createWorkflow(chain());
    await client.finished(await client.run(plain.id, { n: 1 }));
    const pinned = WorkflowResponse.parse(
      (
        await client.call('PUT', `/api/workflow/${plain.id}`, {
          data: plain.data,
          graph: chain({ a: { value: 100 } }),
        })
      ).json(),
    );
    const withPin = await testStep(pinned.id, 'b');
    expect(withPin.sources).toEqual({ a: 'pinned', t: 'lastRun' });
    expect(withPin.output).toEqual({ sum: 1000, n: 1 });

    const overridden = await testStep(pinned.id, 'b', { steps: { a: { value: 5 } }, trigger: { n: 9 } });
    expect(overridden.sources.a).toBe('override');
    expect(overridden.output).toEqual({ sum: 50, n: 9 });
  });

  it('reports a failing step with its error and input, as a failed test run', async () => {
    const graph: Graph = graphOf(
      [
        { ...node('t', 'test.trigger'), pinnedData: { id: 3 } },
        node('f', 'test.fail', { message: '{{ "refused order " & trigger.id }}', kind: 'user' }, 200),
      ],
      [edge('t', 'f')],
    );
    const workflow = await client.createWorkflow(graph);
    const result = await testStep(workflow.id, 'f');
    expect(result.status).toBe('failed');
    expect(result.error).toMatchObject({ kind: 'user', message: 'refused order 3', nodeId: 'f' });
    expect(result.input).toMatchObject({ message: 'refused order 3' });
    expect(result.output).toBeNull();
    const detail = RunDetail.parse((await client.call('GET', `/api/run/${result.runId}`)).json());
    expect(detail).toMatchObject({ status: 'failed', trigger: 'test' });
  });

  it('answers 404 for another team, an unknown step and an unknown workflow; refuses a Loop', async () => {
    const workflow = await client.createWorkflow(chain({ a: { value: 1 } }));
    const foreign = await other.call('POST', `/api/workflow/${workflow.id}/step/b/run`, {});
    expect(foreign.statusCode).toBe(404);
    const runs = RunListResponse.parse(
      (await client.call('GET', `/api/workflow/${workflow.id}/runs`)).json(),
    );
    expect(runs.total).toBe(0);

    expect((await client.call('POST', `/api/workflow/${workflow.id}/step/nope/run`, {})).statusCode).toBe(
      404,
    );
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await client.call('POST', `/api/workflow/${missing}/step/b/run`, {})).statusCode).toBe(404);

    const looped = await client.createWorkflow(
      graphOf(
        [node('t', 'test.trigger'), node('loop', 'test.loop', { items: [1] }), node('x', 'test.set')],
        [
          edge('t', 'loop'),
          { id: 'loop-x', source: 'loop', sourceHandle: 'loop', target: 'x' },
          edge('x', 'loop'),
        ],
      ),
    );
    const loop = await client.call('POST', `/api/workflow/${looped.id}/step/loop/run`, {});
    expect(loop.statusCode).toBe(422);
  });
});
