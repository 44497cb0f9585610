import { Queue, Worker } from 'bullmq';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunRecord, runsRepository } from '../db/index.js';
import { createTestServer, type TestServer, testDatabaseKinds, testQueueModes } from '../testing/index.js';
import { jobIdOf, RedisDispatcher, RUNS_QUEUE } from './redis-dispatcher.js';
import { teamWithWorkflow } from './test-support.js';

const redis = testQueueModes().find((mode) => mode.name === 'redis');
const clusters = testDatabaseKinds().includes('postgres') && redis ? [redis] : [];

// The reconciler dispatches again a run queued a while whose queue job is gone. Here no process works
// runs (a web-only server), so the queue's jobs stay as the test leaves them.
describe.each(clusters)('the reconciler with Redis', (mode) => {
  let server: TestServer;
  let dispatcher: RedisDispatcher;
  let queue: Queue;
  let teamId: string;
  let workflowId: string;

  beforeAll(async () => {
    server = await createTestServer('postgres', { ...mode.env, ROLE: 'web' });
    ({ teamId, workflowId } = await teamWithWorkflow(server, 'reconcile'));
    dispatcher = await RedisDispatcher.create({
      url: mode.env.REDIS_URL ?? '',
      prefix: mode.env.REDIS_PREFIX ?? '',
      logger: server.ctx.logger,
      dependencies: server.ctx.dependencies,
      leaseMs: 30_000,
    });
    queue = new Queue(RUNS_QUEUE, {
      connection: { url: mode.env.REDIS_URL ?? '' },
      prefix: mode.env.REDIS_PREFIX ?? '',
    });
  });
  afterAll(async () => {
    await queue?.close();
    await dispatcher?.close();
    await server?.close();
  });

  /** A run stored queued a minute ago, never dispatched (its job lost). */
  async function lostRun(): Promise<RunRecord> {
    const [run] = await runsRepository(server.ctx.database.db).enqueueMany([
      { teamId, workflowId, workflowVersion: 1, trigger: 'manual', triggerData: null },
    ]);
    if (!run) throw new Error('no run stored');
    await server.ctx.database.db.execute(
      sql`update runs set queued_at = now() - interval '1 minute' where id = ${run.id}`,
    );
    return run;
  }

  it('dispatches again a run still queued whose job is gone', async () => {
    const run = await lostRun();
    const outcome = await server.ctx.runtime.reconcile(5_000);
    expect(outcome.redispatched).toBeGreaterThanOrEqual(1);
    expect(await queue.getJobState(jobIdOf(run))).toBe('waiting');
  });

  // Under load this is routine (a finish whose process had no free slot left the run parked): it is
  // counted and logged apart from lost jobs, which are a fault.
  it('queues again a parked run whose team has room, counted as unparked, not as a lost job', async () => {
    const run = await lostRun();
    await server.ctx.database.db.execute(
      sql`update runs set parked_at = now() - interval '1 minute' where id = ${run.id}`,
    );
    const outcome = await server.ctx.runtime.reconcile(5_000);
    expect(outcome).toEqual({ takenOver: 0, redispatched: 0, unparked: 1 });
    expect(await queue.getJobState(jobIdOf(run))).toBe('waiting');
    const metrics = await server.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/^flowlane_reconciler_unparked_total 1$/m);
  });

  it('leaves alone a run that was claimed after the list of waiting runs was read', async () => {
    const run = await lostRun();
    // The run was listed as waiting, then a job that ended meanwhile ran it: the check finds it taken.
    const again = await dispatcher.redispatch(run, async () => false);
    expect(again).toBe(false);
    expect(await queue.getJobState(jobIdOf(run))).toBe('unknown');
    // The repository's check, which the reconciler passes, tells the two apart.
    const repo = runsRepository(server.ctx.database.db);
    expect(await repo.isQueuedAt(run)).toBe(true);
    await repo.claimByIds('somebody', 30_000, [run.id]);
    expect(await repo.isQueuedAt(run)).toBe(false);
  });

  // Under a backlog the reconciler lists the queue's oldest runs, the very ones whose jobs workers are
  // taking: a job whose claim found the team full parks its run and ends between the list and the check.
  // That run has no job by design (a finish of its team claims it): it is not a lost job to send again.
  it('leaves alone a run parked after the list of waiting runs was read', async () => {
    const run = await lostRun();
    const repo = runsRepository(server.ctx.database.db);
    try {
      expect(await repo.isQueuedAt(run)).toBe(true);
      await server.ctx.database.db.execute(sql`update runs set parked_at = now() where id = ${run.id}`);
      expect(await repo.isQueuedAt(run)).toBe(false);
      const again = await dispatcher.redispatch(run, () => repo.isQueuedAt(run));
      expect(again).toBe(false);
      expect(await queue.getJobState(jobIdOf(run))).toBe('unknown');
    } finally {
      // Not left parked for the next test's reconciler to queue again.
      await server.ctx.database.db.execute(sql`delete from runs where id = ${run.id}`);
    }
  });

  it('gives each run of a burst its own job, once, however the burst is grouped', async () => {
    const runs = Array.from({ length: 700 }, (_, i) => ({ id: crypto.randomUUID(), attempts: i % 3 }));
    const waitingBefore = await queue.getWaitingCount();
    // More than one batch at once, and every run dispatched twice (a redispatch racing the first).
    await Promise.all([...runs, ...runs].map((run) => dispatcher.dispatch(run)));
    const states = await Promise.all(runs.map((run) => queue.getJobState(jobIdOf(run))));
    expect(states.filter((state) => state === 'waiting')).toHaveLength(runs.length);
    const job = await queue.getJob(jobIdOf(runs[5] ?? { id: '', attempts: 0 }));
    expect(job?.data).toEqual({ runId: runs[5]?.id });
    expect((await queue.getWaitingCount()) - waitingBefore).toBe(runs.length);
  });

  // A worker's claim parks a run whose team is full, and its job ends a moment later. A finish that
  // unparks the run in that moment dispatches it under the same job id, which BullMQ drops as a duplicate
  // of the job still active; the run then waited, jobless, for the reconciler's pass over lost jobs.
  it('gives a run unparked while the job that parked it is still ending a job of its own', async () => {
    const run = await lostRun();
    let release = () => {};
    const parkingJobEnds = new Promise<void>((resolve) => {
      release = resolve;
    });
    let taken = () => {};
    const parkingJobTaken = new Promise<void>((resolve) => {
      taken = resolve;
    });
    const worker = new Worker(
      RUNS_QUEUE,
      async (job) => {
        if (job.id !== jobIdOf(run)) return;
        taken();
        await parkingJobEnds;
      },
      { connection: { url: mode.env.REDIS_URL ?? '' }, prefix: mode.env.REDIS_PREFIX ?? '' },
    );
    try {
      await dispatcher.dispatch(run);
      await parkingJobTaken;
      // The job's claim parked the run; the team has room again (a grace's time ago).
      await server.ctx.database.db.execute(
        sql`update runs set parked_at = now() - interval '1 minute' where id = ${run.id}`,
      );
      const reconciling = server.ctx.runtime.reconcile(5_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      // The parking job ends; the worker takes no more jobs, so the run's next job stays waiting.
      const closing = worker.close();
      release();
      await closing;
      expect((await reconciling).unparked).toBe(1);
      expect(await queue.getJobState(jobIdOf(run))).toBe('waiting');
    } finally {
      release();
      await worker.close();
    }
  });
});
