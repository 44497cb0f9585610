import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runsRepository, workflowsRepository } from '../../db/index.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../../testing/index.js';
import { manualRuns, teamWithWorkflow } from '../test-support.js';
import { RecordingDispatcher, systemsOn } from './test-support.js';

// Execution on its own: the graphs it keeps, and a claimed run taken to its end. The systems run as a
// second process on a test server's database (its own runtime stopped).
describe.each(testDatabaseKinds())('execution on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer(kind);
    await server.ctx.runtime.stop(0);
  });
  afterAll(() => server?.close());

  const repo = () => runsRepository(server.ctx.database.db);

  it('reads a version once for the calls that ask for it together (a burst of webhooks after a start)', async () => {
    const { workflowId } = await teamWithWorkflow(server, 'execution-graph');
    const { execution } = systemsOn(server, new RecordingDispatcher());
    const graphs = await Promise.all(Array.from({ length: 20 }, () => execution.versionGraph(workflowId, 1)));
    // One read answers them all with the same graph; twenty reads would each parse a graph of their own.
    expect(new Set(graphs).size).toBe(1);
    const stored = await workflowsRepository(server.ctx.database.db).versionForRun(workflowId, 1);
    expect(graphs[0]).toEqual(stored?.graph);
    expect(await execution.versionGraph(workflowId, 1)).toBe(graphs[0]);
    expect(await execution.versionGraph(workflowId, 2)).toBeUndefined();
  });

  it('runs a claimed run to one final state, with its ledger row, and announces it', async () => {
    const { teamId, workflowId } = await teamWithWorkflow(server, 'execution-run');
    await repo().enqueueMany(manualRuns(teamId, workflowId, 1));
    const systems = systemsOn(server, new RecordingDispatcher());
    const [claimed] = await repo().claimNext(systems.resources.owner, 30_000, 1);
    if (!claimed) throw new Error('no run claimed');
    const statuses: string[] = [];
    systems.resources.events.onOutcome(claimed.id, (event) => {
      if (event.type === 'status') statuses.push(event.status);
    });
    await systems.execution.execute(claimed, { ownSlot: false });
    const ended = await repo().get(teamId, claimed.id);
    expect(['succeeded', 'failed']).toContain(ended?.status);
    expect(ended?.finishedAt).not.toBeNull();
    expect(statuses).toEqual([ended?.status]);
    expect(systems.resources.active.size).toBe(0);
  });

  it('fails a run whose workflow version is gone, saying so', async () => {
    const { teamId, workflowId } = await teamWithWorkflow(server, 'execution-gone');
    const [run] = await repo().enqueueMany(manualRuns(teamId, workflowId, 1));
    if (!run) throw new Error('no run stored');
    const systems = systemsOn(server, new RecordingDispatcher());
    const [claimed] = await repo().claimByIds(systems.resources.owner, 30_000, [run.id]);
    if (!claimed) throw new Error('no run claimed');
    await systems.execution.execute({ ...claimed, workflowVersion: 99 }, { ownSlot: false });
    const ended = await repo().get(teamId, run.id);
    expect(ended?.status).toBe('failed');
    expect(ended?.error).toMatchObject({ message: 'The workflow of this run no longer exists.' });
  });
});
