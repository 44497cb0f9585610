import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOf } from '../../accounts/plans.js';
import { runsRepository } from '../../db/index.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../../testing/index.js';
import type { RunEvent } from '../events.js';
import { teamWithWorkflow } from '../test-support.js';
import { RecordingDispatcher, systemsOn } from './test-support.js';

const emptyGraph = { schemaVersion: 1, nodes: [], edges: [] };

// Intake on its own: what it stores and what it hands the queue. The systems run as a second process
// on a test server's database (its own runtime stopped), over a queue that records what it is given.
describe.each(testDatabaseKinds())('intake on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer(kind);
    await server.ctx.runtime.stop(0);
  });
  afterAll(() => server?.close());

  async function team(label: string, capabilities: { holdsBack?: boolean } = {}) {
    const { teamId, workflowId } = await teamWithWorkflow(server, label);
    const dispatcher = new RecordingDispatcher(capabilities);
    const systems = systemsOn(server, dispatcher);
    const plan = planOf((await systems.resources.allowance.planGuid(teamId)) ?? '');
    const newRun = {
      teamId,
      workflowId,
      workflowVersion: 1,
      trigger: 'manual' as const,
      triggerData: { n: 1 },
    };
    return { teamId, workflowId, dispatcher, systems, plan, newRun };
  }

  it('stores a run queued before it answers, announces it, and dispatches it', async () => {
    const { dispatcher, systems, plan, newRun } = await team('intake-queued');
    const events: RunEvent[] = [];
    systems.resources.events.onWorkflow(newRun.workflowId, (event) => events.push(event));
    const { run, refused } = await systems.intake.enqueue(newRun, plan, emptyGraph);
    expect(refused).toBe(false);
    expect(run.status).toBe('queued');
    expect(dispatcher.dispatched).toEqual([{ id: run.id, attempts: 0 }]);
    const stored = await runsRepository(server.ctx.database.db).get(newRun.teamId, run.id);
    expect(stored?.status).toBe('queued');
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'status', runId: run.id, status: 'queued' }),
    );
  });

  it('holds a run back where the queue holds back, when its team is full here', async () => {
    const { dispatcher, systems, plan, newRun } = await team('intake-held', { holdsBack: true });
    systems.resources.startingAtIntake.set(newRun.teamId, plan.concurrencyValue);
    const { run } = await systems.intake.enqueue(newRun, plan, emptyGraph);
    expect(dispatcher.heldBackRuns.map((held) => held.id)).toEqual([run.id]);
    expect(dispatcher.dispatched).toEqual([]);
  });

  it('dispatches a full team’s run where the queue does not hold back (its job parks it)', async () => {
    const { dispatcher, systems, plan, newRun } = await team('intake-full-no-hold');
    systems.resources.startingAtIntake.set(newRun.teamId, plan.concurrencyValue);
    const { run } = await systems.intake.enqueue(newRun, plan, emptyGraph);
    expect(dispatcher.dispatched.map((queued) => queued.id)).toEqual([run.id]);
  });

  it('starts a run at intake when asked to run it here and a slot is free', async () => {
    const { dispatcher, systems, plan, newRun } = await team('intake-here');
    systems.claims.startWorking();
    const { run } = await systems.intake.enqueue(newRun, plan, emptyGraph, { runHere: true });
    expect(run.status).toBe('running');
    expect(dispatcher.dispatched).toEqual([]);
    await systems.shutdown.stop(5_000);
    const stored = await runsRepository(server.ctx.database.db).get(newRun.teamId, run.id);
    expect(['succeeded', 'failed']).toContain(stored?.status);
  });

  it('cancels a queued run of the caller’s team, and leaves another team’s alone', async () => {
    const { systems, plan, newRun } = await team('intake-cancel');
    const { run } = await systems.intake.enqueue(newRun, plan, emptyGraph);
    expect(await systems.intake.cancel(randomUUID(), run.id)).toBeUndefined();
    expect((await systems.intake.cancel(newRun.teamId, run.id))?.status).toBe('cancelled');
  });

  it('answers a run by hand with its id and the queued text', async () => {
    const { systems, plan, newRun } = await team('intake-by-hand');
    const answer = await systems.intake.runByHand(
      { teamId: newRun.teamId, plan },
      { id: newRun.workflowId, version: 1, graph: emptyGraph },
      'manual',
      null,
      'Queued.',
    );
    expect(answer).toMatchObject({ status: 'queued', message: 'Queued.' });
  });
});
