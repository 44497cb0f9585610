import { Queue } from 'bullmq';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamsRepository } from '../db/index.js';
import { rowsOf } from '../db/repositories/rows.js';
import { type Client, signedInClient } from '../testing/api-client.js';
import { createTestServer, type TestServer, testDatabaseKinds, testQueueModes } from '../testing/index.js';
import { RUNS_QUEUE } from './redis-dispatcher.js';
import { chain, node } from './test-support.js';

const redis = testQueueModes().find((mode) => mode.name === 'redis');
const clusters = testDatabaseKinds().includes('postgres') && redis ? [redis] : [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Redis mode, a team at its concurrency: a run that waits for a slot waits in the runs table, without a
 * job that comes back every moment to find the team still full (with more job slots than a team may use,
 * as with several workers, those returns took the database's and Redis's time from the runs that could
 * go). The finish of one of the team's runs claims it.
 */
describe.each(clusters)('a run waiting for its team with Redis', (mode) => {
  let server: TestServer;
  let queue: Queue;
  let client: Client;

  beforeAll(async () => {
    server = await createTestServer('postgres', mode.env);
    queue = new Queue(RUNS_QUEUE, {
      connection: { url: mode.env.REDIS_URL ?? '' },
      prefix: mode.env.REDIS_PREFIX ?? '',
    });
    client = await signedInClient(server, 'parking');
    // Flow Free: one run at a time.
    await teamsRepository(server.ctx.database.db).setPlan(client.teamId, 'flow-free');
  });
  afterAll(async () => {
    await queue?.close();
    await server?.close();
  });

  const status = (runId: string) => client.runDetail(runId);

  /** A counter of /metrics, summed over its labels. */
  async function counter(name: string): Promise<number> {
    const metrics = await server.app.inject({ method: 'GET', url: '/metrics' });
    return metrics.body
      .split('\n')
      .filter((line) => line.startsWith(`${name} `) || line.startsWith(`${name}{`))
      .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
  }

  /** A workflow of this account: a manual trigger, then a delay of `seconds`. */
  async function delayingWorkflow(seconds: number): Promise<string> {
    const graph = chain(
      node('t', 'trigger.manual'),
      node('d', 'flow.delay', { amount: seconds, unit: 'seconds' }),
    );
    return (await client.createWorkflow(graph)).id;
  }

  /** Starts `count` runs of the workflow by hand, all at once; their ids. */
  function runsByHand(workflowId: string, count: number): Promise<string[]> {
    return Promise.all(Array.from({ length: count }, () => client.run(workflowId)));
  }

  it('waits without a job coming back, and starts when the run before it ends', async () => {
    const workflowId = await delayingWorkflow(1.5);
    const runByHand = () => client.run(workflowId);

    const first = await runByHand();
    for (let i = 0; i < 100 && (await status(first)).status !== 'running'; i++) await sleep(20);
    const waiting = [await runByHand(), await runByHand()];
    // Their jobs reach the worker, which finds the team full.
    await sleep(400);
    expect((await status(first)).status).toBe('running');
    expect((await Promise.all(waiting.map(status))).map((run) => run.status)).toEqual(['queued', 'queued']);
    const jobs = await queue.getJobCounts('waiting', 'delayed', 'prioritized', 'active');
    // Only the running run's job is with the worker; the waiting runs have none.
    expect(jobs).toEqual({ waiting: 0, delayed: 0, prioritized: 0, active: 1 });
    // Claim statements: each claim, batched or not, is timed once.
    const before = await counter('flowlane_run_claim_seconds_count');
    await sleep(600);
    expect(await counter('flowlane_run_claim_seconds_count')).toBe(before);

    const runs = await Promise.all([first, ...waiting].map(client.finished));
    expect(runs.map((run) => run.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    const spans = runs.map(
      (run) => [Date.parse(run.startedAt ?? ''), Date.parse(run.finishedAt ?? '')] as const,
    );
    // One at a time, in the order they came.
    for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBeGreaterThanOrEqual(spans[i - 1]![1]);
  });

  // The runs a finish claims run in the worker's own slots (8), not in its job slots. When the runs
  // finishing are such runs, the slots they give back are the ones the runs claimed take: the finish of
  // five of them used to claim only the three slots free before it (5 + 3 = 8), so the team ran three
  // runs while two waited, parked, for the next finish or the reconciler.
  it('gives every slot a finish frees to a parked run of its team', async () => {
    await teamsRepository(server.ctx.database.db).setPlan(client.teamId, 'flow-business'); // five at a time
    const workflowId = await delayingWorkflow(0.4);
    const redispatched = await counter('flowlane_reconciler_redispatches_total');
    const unparked = await counter('flowlane_reconciler_unparked_total');
    const ids = await runsByHand(workflowId, 15);
    const runs = await Promise.all(ids.map(client.finished));
    expect(runs.map((run) => run.status)).toEqual(ids.map(() => 'succeeded'));
    const spans = runs.map((run) => ({
      start: Date.parse(run.startedAt ?? ''),
      end: Date.parse(run.finishedAt ?? ''),
    }));
    // A finish and the claim it makes are one transaction: the runs it claims start as it ends. So at
    // each finish, while runs still wait, the team runs five.
    for (const { end: at } of spans) {
      const waiting = spans.filter((run) => run.start > at).length;
      const running = spans.filter((run) => run.start <= at && at < run.end).length;
      expect({ at, running: waiting > 0 ? running : 5 }).toEqual({ at, running: 5 });
    }
    // No run waited for the reconciler.
    expect((await counter('flowlane_reconciler_redispatches_total')) - redispatched).toBe(0);
    expect((await counter('flowlane_reconciler_unparked_total')) - unparked).toBe(0);
  });

  // Two processes work the same queue: a run parked by one is claimed by whichever finishes a run of its
  // team, and the team's concurrency holds across both.
  it('keeps a team within its concurrency across two workers, and runs every run once', async () => {
    await teamsRepository(server.ctx.database.db).setPlan(client.teamId, 'flow-starter'); // two at a time
    const other = await createTestServer('postgres', {
      ...mode.env,
      DATABASE_URL: server.ctx.config.databaseUrl ?? '',
      ROLE: 'worker',
    });
    try {
      const ids = await runsByHand(await delayingWorkflow(0.25), 12);
      const runs = await Promise.all(ids.map(client.finished));
      expect(runs.every((run) => run.status === 'succeeded')).toBe(true);
      const spans = runs.map(
        (run) => [Date.parse(run.startedAt ?? ''), Date.parse(run.finishedAt ?? '')] as const,
      );
      // At each run's start, the runs of the team already going (itself included).
      const mostAtOnce = Math.max(
        ...spans.map(([start]) => spans.filter(([s, f]) => s <= start && start < f).length),
      );
      expect(mostAtOnce).toBeLessThanOrEqual(2);
      const ledger = await server.ctx.database.db.execute(
        sql`select count(*)::int as n, count(distinct run_id)::int as runs from usage_ledger where run_id = any(${`{${ids.join(',')}}`}::uuid[])`,
      );
      expect(rowsOf(ledger)[0]).toEqual({ n: 12, runs: 12 });
    } finally {
      await other.close();
    }
  });
});
