import { NO_SCHEDULE_ENTRY, type RunDetail, runEntry, type WorkflowResponse } from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOf } from '../accounts/plans.js';
import { runsRepository } from '../db/index.js';
import { type Client, signedInClient } from '../testing/api-client.js';
import { edge, graphOf, node, triggerOnly } from '../testing/graphs.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';

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
  let client: Client;
  let teamId: string;

  beforeAll(async () => {
    server = await createTestServer(kind);
    client = await signedInClient(server, 'entry');
    teamId = client.teamId;
  });
  afterAll(() => server.close());

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
    return client.finished(run.id);
  }

  it('enters at the Schedule step, not at the Webhook step beside it', async () => {
    const workflow = await client.createWorkflow(
      graphOf(
        [
          node('hook', 'trigger.webhook'),
          node('fromHook', 'data.set', { values: { via: 'hook' } }),
          node('tick', 'trigger.schedule'),
          node('fromTick', 'data.set', { values: { via: 'tick' } }),
        ],
        [edge('hook', 'fromHook'), edge('tick', 'fromTick')],
      ),
    );
    const run = await scheduledRun(workflow);
    expect(run.status).toBe('succeeded');
    expect(run.steps.map((s) => s.nodeId).sort()).toEqual(['fromTick', 'tick']);
  });

  it('fails with a clear reason when only a Webhook step could take it', async () => {
    const workflow = await client.createWorkflow(triggerOnly('trigger.webhook'));
    const run = await scheduledRun(workflow);
    expect(run.status).toBe('failed');
    expect(run.error?.message).toBe(NO_SCHEDULE_ENTRY);
  });
});
