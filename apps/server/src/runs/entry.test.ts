import { NO_SCHEDULE_ENTRY, RunDetail, runEntry, WorkflowResponse } from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { planOf } from '../accounts/plans.js';
import { activeAccount, bearer, login } from '../accounts/test-support.js';
import { runsRepository, usersRepository } from '../db/index.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';
import { node } from './test-support.js';

type Graph = WorkflowResponse['graph'];
const edge = (source: string, target: string) => ({
  id: `${source}-${target}`,
  source,
  sourceHandle: null,
  target,
});

describe('runEntry: where each kind of run enters the graph', () => {
  const nodes = [
    node('hook', 'trigger.webhook'),
    node('tick', 'trigger.schedule'),
    node('hand', 'trigger.manual'),
  ];
  it.each([
    ['schedule', { nodeId: 'tick' }],
    ['webhook', { nodeId: 'hook' }],
    ['manual', undefined],
    ['retry', undefined],
  ])('a %s run', (trigger, expected) => {
    expect(runEntry(nodes, trigger)).toEqual(expected);
  });
  it('sends a scheduled run to a Manual trigger when there is no Schedule step, and refuses a webhook-only graph', () => {
    expect(runEntry([node('hook', 'trigger.webhook'), node('hand', 'trigger.manual')], 'schedule')).toEqual({
      nodeId: 'hand',
    });
    expect(runEntry([node('hook', 'trigger.webhook')], 'schedule')).toEqual({ refused: NO_SCHEDULE_ENTRY });
  });
});

describe.each(testDatabaseKinds())('a scheduled run of a workflow on %s', (kind) => {
  let server: TestServer;
  let headers: Record<string, string>;
  let teamId: string;

  beforeAll(async () => {
    server = await createTestServer(kind);
    const account = await activeAccount(server, 'entry');
    const { token } = z
      .object({ token: z.string() })
      .parse((await login(server, account.email, account.password)).json());
    headers = bearer(token);
    teamId = (await usersRepository(server.ctx.database.db).findByEmail(account.email))?.defaultTeamId ?? '';
  });
  afterAll(() => server.close());

  async function saved(graph: Graph) {
    const inject = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
      server.app.inject({ method, url, headers, payload: payload as object });
    const created = WorkflowResponse.parse((await inject('POST', '/api/workflow', {})).json());
    const response = await inject('PUT', `/api/workflow/${created.id}`, { data: created.data, graph });
    return WorkflowResponse.parse(response.json());
  }

  async function scheduledRun(workflow: WorkflowResponse): Promise<RunDetail> {
    const planGuid = await runsRepository(server.ctx.database.db).teamPlanGuid(teamId);
    const { run } = await server.ctx.runtime.enqueue(
      {
        teamId,
        workflowId: workflow.id,
        workflowVersion: workflow.version,
        trigger: 'schedule',
        triggerData: { scheduledAt: new Date().toISOString(), timezone: 'UTC' },
      },
      planOf(planGuid ?? ''),
      workflow.graph,
    );
    for (let i = 0; i < 200; i++) {
      const detail = RunDetail.parse(
        (await server.app.inject({ method: 'GET', url: `/api/run/${run.id}`, headers })).json(),
      );
      if (!['queued', 'running'].includes(detail.status)) return detail;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the run did not finish');
  }

  it('enters at the Schedule step, not at the Webhook step beside it', async () => {
    const workflow = await saved({
      schemaVersion: 1,
      nodes: [
        node('hook', 'trigger.webhook'),
        node('fromHook', 'data.set', { values: { via: 'hook' } }),
        node('tick', 'trigger.schedule'),
        node('fromTick', 'data.set', { values: { via: 'tick' } }),
      ],
      edges: [edge('hook', 'fromHook'), edge('tick', 'fromTick')],
    });
    const run = await scheduledRun(workflow);
    expect(run.status).toBe('succeeded');
    expect(run.steps.map((s) => s.nodeId).sort()).toEqual(['fromTick', 'tick']);
  });

  it('fails with a clear reason when only a Webhook step could take it', async () => {
    const workflow = await saved({ schemaVersion: 1, nodes: [node('hook', 'trigger.webhook')], edges: [] });
    const run = await scheduledRun(workflow);
    expect(run.status).toBe('failed');
    expect(run.error?.message).toBe(NO_SCHEDULE_ENTRY);
  });
});
