import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runsRepository } from '../../db/index.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../../testing/index.js';
import { manualRuns, teamWithWorkflow } from '../test-support.js';
import { RecordingDispatcher, systemsOn } from './test-support.js';

// Claims and leases on their own: the work source the queue takes runs from, and the reconciler. The
// systems run as a second process on a test server's database (its own runtime stopped).
describe.each(testDatabaseKinds())('claims and leases on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer(kind);
    await server.ctx.runtime.stop(0);
  });
  afterAll(() => server?.close());

  const repo = () => runsRepository(server.ctx.database.db);

  it('gives the queue a work source that claims the oldest queued runs, each once', async () => {
    const { teamId, workflowId } = await teamWithWorkflow(server, 'claims-source');
    const queued = await repo().enqueueMany(manualRuns(teamId, workflowId, 3));
    const dispatcher = new RecordingDispatcher();
    const systems = systemsOn(server, dispatcher);
    systems.claims.startWorking();
    const source = dispatcher.source;
    if (!source) throw new Error('the queue was given no work source');
    const works = await source.claim(10);
    expect(works).toHaveLength(queued.length);
    expect(await source.claim(10)).toHaveLength(0);
    await Promise.all(works.map((work) => work()));
    for (const run of queued) expect((await repo().get(teamId, run.id))?.attempts).toBe(1);
    await systems.shutdown.stop(5_000);
  });

  it('claims by id once: a job of a run taken already ends without running it, and none after a stop', async () => {
    const { teamId, workflowId } = await teamWithWorkflow(server, 'claims-by-id');
    const [run] = await repo().enqueueMany(manualRuns(teamId, workflowId, 1));
    if (!run) throw new Error('no run stored');
    const dispatcher = new RecordingDispatcher();
    const systems = systemsOn(server, dispatcher);
    systems.claims.startWorking();
    const source = dispatcher.source;
    if (!source) throw new Error('the queue was given no work source');
    expect(await Promise.all([source.runById(run.id), source.runById(run.id)])).toEqual(['done', 'done']);
    expect((await repo().get(teamId, run.id))?.attempts).toBe(1);
    await systems.shutdown.stop(5_000);
    expect(await source.runById(run.id)).toBe('stopping');
  });

  it('reconciles: a run whose lease ran out goes back to the queue and is dispatched as its next attempt', async () => {
    const { teamId, workflowId } = await teamWithWorkflow(server, 'claims-reconcile');
    const [run] = await repo().enqueueMany(manualRuns(teamId, workflowId, 1));
    if (!run) throw new Error('no run stored');
    await repo().claimByIds('dead-process', 30_000, [run.id]);
    await server.ctx.database.db.execute(
      sql`update runs set lease_until = now() - interval '1 second' where id = ${run.id}`,
    );
    const dispatcher = new RecordingDispatcher();
    const systems = systemsOn(server, dispatcher);
    const outcome = await systems.claims.reconcile(5_000);
    expect(outcome.takenOver).toBe(1);
    expect(dispatcher.dispatched).toContainEqual({ id: run.id, attempts: 1 });
    expect((await repo().get(teamId, run.id))?.status).toBe('queued');
    // Once: a second pass finds nothing to take over.
    expect((await systems.claims.reconcile(5_000)).takenOver).toBe(0);
  });
});
