import {
  RunDetail,
  RunListResponse,
  RunQueuedResponse,
  StepRunResponse,
  WorkflowResponse,
} from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, login } from '../accounts/test-support.js';
import { tables } from '../db/index.js';
import { testCatalog } from '../testing/catalog.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';

type Graph = WorkflowResponse['graph'];
type GraphNode = Graph['nodes'][number];
const node = (id: string, serviceId: string, params: Record<string, unknown> = {}, x = 0): GraphNode => ({
  id,
  serviceId,
  action: 'run',
  name: id,
  position: { x, y: 0 },
  params,
});
const edge = (source: string, target: string) => ({
  id: `${source}-${target}`,
  source,
  sourceHandle: null,
  target,
});

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
  return { schemaVersion: 1, nodes, edges: [edge('t', 'a'), edge('a', 'b'), edge('b', 'c')] };
}

describe.each(testDatabaseKinds())('single-step test runs on %s', (kind) => {
  let server: TestServer;
  let headers: Record<string, string>;
  let otherHeaders: Record<string, string>;

  const signIn = async (label: string) => {
    const account = await activeAccount(server, label);
    const { token } = z
      .object({ token: z.string() })
      .parse((await login(server, account.email, account.password)).json());
    return bearer(token);
  };

  beforeAll(async () => {
    server = await createTestServer(kind, {}, { catalog: testCatalog() });
    headers = await signIn('step-run');
    otherHeaders = await signIn('step-run-other');
  });
  afterAll(() => server.close());

  const api = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    as: Record<string, string> = headers,
  ) =>
    server.app.inject({
      method,
      url,
      headers: payload === undefined ? as : { ...as, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  async function createWorkflow(graph: Graph) {
    const created = WorkflowResponse.parse((await api('POST', '/api/workflow', {})).json());
    const saved = await api('PUT', `/api/workflow/${created.id}`, { data: created.data, graph });
    expect(saved.statusCode, saved.body).toBe(200);
    return WorkflowResponse.parse(saved.json());
  }

  async function testStep(workflowId: string, stepId: string, body?: unknown) {
    const response = await api('POST', `/api/workflow/${workflowId}/step/${stepId}/run`, body ?? {});
    expect(response.statusCode, response.body).toBe(200);
    return StepRunResponse.parse(response.json());
  }

  async function finished(runId: string): Promise<RunDetail> {
    for (let i = 0; i < 200; i++) {
      const detail = RunDetail.parse((await api('GET', `/api/run/${runId}`)).json());
      if (!['queued', 'running'].includes(detail.status)) return detail;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`run ${runId} did not finish`);
  }

  it('runs only the step, on the pinned data of the steps before it, and records a test run', async () => {
    const workflow = await createWorkflow(chain({ t: { n: 4 }, a: { value: 7 } }));
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
    const runs = RunListResponse.parse((await api('GET', `/api/workflow/${workflow.id}/runs`)).json());
    expect(runs.items.map((r) => [r.id, r.trigger, r.status])).toEqual([[result.runId, 'test', 'succeeded']]);
    const detail = RunDetail.parse((await api('GET', `/api/run/${result.runId}`)).json());
    expect(detail.steps.map((s) => s.nodeId)).toEqual(['b']);
    // The answer's time is the recorded step's.
    expect(result.durationMs).toBe(detail.steps[0]?.durationMs);
    // Metered: the ledger holds the run once.
    const ledger = await server.ctx.database.db.select().from(tables.usageLedger);
    expect(ledger.filter((row) => row.runId === result.runId)).toHaveLength(1);
  });

  it("falls back to the last run's outputs and trigger data for steps without pinned data", async () => {
    const workflow = await createWorkflow(chain());
    const before = await testStep(workflow.id, 'b');
    expect(before.sources).toEqual({ a: 'missing', t: 'missing' });

    const queued = RunQueuedResponse.parse(
      (await api('POST', `/api/workflow/${workflow.id}/run`, { n: 2 })).json(),
    );
    expect((await finished(queued.runId)).status).toBe('succeeded');

    const result = await testStep(workflow.id, 'b');
    expect(result.sources).toEqual({ a: 'lastRun', t: 'lastRun' });
    expect(result.output).toEqual({ sum: 30, n: 2 });

    // The test run recorded only b, yet c still finds a and b: each step's newest output is used.
    const downstream = await testStep(workflow.id, 'c');
    expect(downstream.sources).toMatchObject({ b: 'lastRun', a: 'lastRun' });
    expect(downstream.output).toEqual({ after: 30 });
  });

  it('prefers pinned data over the last run, and the body over both', async () => {
    const plain = await createWorkflow(chain());
    const queued = RunQueuedResponse.parse(
      (await api('POST', `/api/workflow/${plain.id}/run`, { n: 1 })).json(),
    );
    await finished(queued.runId);
    const pinned = WorkflowResponse.parse(
      (
        await api('PUT', `/api/workflow/${plain.id}`, {
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
    const graph: Graph = {
      schemaVersion: 1,
      nodes: [
        { ...node('t', 'test.trigger'), pinnedData: { id: 3 } },
        node('f', 'test.fail', { message: '{{ "refused order " & trigger.id }}', kind: 'user' }, 200),
      ],
      edges: [edge('t', 'f')],
    };
    const workflow = await createWorkflow(graph);
    const result = await testStep(workflow.id, 'f');
    expect(result.status).toBe('failed');
    expect(result.error).toMatchObject({ kind: 'user', message: 'refused order 3', nodeId: 'f' });
    expect(result.input).toMatchObject({ message: 'refused order 3' });
    expect(result.output).toBeNull();
    const detail = RunDetail.parse((await api('GET', `/api/run/${result.runId}`)).json());
    expect(detail).toMatchObject({ status: 'failed', trigger: 'test' });
  });

  it('answers 404 for another team, an unknown step and an unknown workflow; refuses a Loop', async () => {
    const workflow = await createWorkflow(chain({ a: { value: 1 } }));
    const foreign = await api('POST', `/api/workflow/${workflow.id}/step/b/run`, {}, otherHeaders);
    expect(foreign.statusCode).toBe(404);
    const runs = RunListResponse.parse((await api('GET', `/api/workflow/${workflow.id}/runs`)).json());
    expect(runs.total).toBe(0);

    expect((await api('POST', `/api/workflow/${workflow.id}/step/nope/run`, {})).statusCode).toBe(404);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await api('POST', `/api/workflow/${missing}/step/b/run`, {})).statusCode).toBe(404);

    const looped = await createWorkflow({
      schemaVersion: 1,
      nodes: [node('t', 'test.trigger'), node('loop', 'test.loop', { items: [1] }), node('x', 'test.set')],
      edges: [
        edge('t', 'loop'),
        { id: 'loop-x', source: 'loop', sourceHandle: 'loop', target: 'x' },
        edge('x', 'loop'),
      ],
    });
    const loop = await api('POST', `/api/workflow/${looped.id}/step/loop/run`, {});
    expect(loop.statusCode).toBe(422);
  });
});
