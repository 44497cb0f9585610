import { RUN_COUNT_CAP, RunListResponse, WorkflowResponse } from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '../db/index.js';
import { type Client, signedInClient } from '../testing/api-client.js';
import { testCatalog } from '../testing/catalog.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';

/** A workflow's run log at scale: paging by cursor and a count that stops at its cap (issue 17). */
describe.each(testDatabaseKinds())('the run log on %s', (kind) => {
  let server: TestServer;
  let client: Client;
  let teamId: string;

  beforeAll(async () => {
    server = await createTestServer(kind, {}, { catalog: testCatalog() });
    client = await signedInClient(server, 'run-list');
    teamId = client.teamId;
  });
  afterAll(() => server.close());

  const get = (url: string) => client.call('GET', url);
  const list = async (url: string) => {
    const answer = await get(url);
    expect(answer.statusCode, answer.body).toBe(200);
    return RunListResponse.parse(answer.json());
  };

  async function workflowWithRuns(
    count: number,
    queuedAt: (i: number) => Date,
    status: (i: number) => 'succeeded' | 'failed' = () => 'succeeded',
  ): Promise<string> {
    const created = await client.call('POST', '/api/workflow', {});
    expect(created.statusCode, created.body).toBe(201);
    const workflowId = WorkflowResponse.parse(created.json()).id;
    const rows = Array.from({ length: count }, (_, i) => ({
      teamId,
      workflowId,
      workflowVersion: 1,
      status: status(i),
      trigger: 'webhook' as const,
      attempts: 1,
      queuedAt: queuedAt(i),
      finishedAt: queuedAt(i),
    }));
    // In slices: one statement's parameters are limited (PostgreSQL takes 65,535).
    for (let at = 0; at < rows.length; at += 2000)
      await server.ctx.database.db.insert(tables.runs).values(rows.slice(at, at + 2000));
    return workflowId;
  }

  /** Every run of the list, following nextCursor from the first page. */
  async function allByCursor(base: string): Promise<RunListResponse['items']> {
    const seen: RunListResponse['items'] = [];
    let url = base;
    for (let pages = 0; pages < 50; pages++) {
      const page = await list(url);
      seen.push(...page.items);
      if (!page.nextCursor) return seen;
      url = `${base}&cursor=${encodeURIComponent(page.nextCursor)}`;
    }
    throw new Error('the cursor never reached the end');
  }

  it('pages by cursor through the same runs, in the same order, as by page number, ties included', async () => {
    const start = Date.UTC(2026, 0, 1);
    // Runs three to a millisecond (the same queued time): the cursor must neither skip nor repeat them.
    const workflowId = await workflowWithRuns(47, (i) => new Date(start + Math.floor(i / 3)));
    const base = `/api/workflow/${workflowId}/runs?pageSize=10`;
    const byPage: RunListResponse['items'] = [];
    for (let page = 0; page < 5; page++) byPage.push(...(await list(`${base}&page=${page}`)).items);
    const byCursor = await allByCursor(base);
    expect(byCursor.map((run) => run.id)).toEqual(byPage.map((run) => run.id));
    expect(new Set(byCursor.map((run) => run.id)).size).toBe(47);
    const queued = byCursor.map((run) => run.queuedAt);
    expect(queued).toEqual([...queued].sort().reverse());

    const first = await list(base);
    expect(first).toMatchObject({ total: 47, totalCapped: false, page: 0, pageSize: 10 });
    expect(first.nextCursor).toEqual(expect.any(String));
    const last = await list(`${base}&page=4`);
    expect(last.items).toHaveLength(7);
    expect(last.nextCursor).toBeNull();
  });

  it('pages a status filter by cursor', async () => {
    const start = Date.UTC(2026, 1, 1);
    const workflowId = await workflowWithRuns(
      30,
      (i) => new Date(start + i * 1000),
      (i) => (i % 3 === 0 ? 'failed' : 'succeeded'),
    );
    const failed = await allByCursor(`/api/workflow/${workflowId}/runs?status=failed&pageSize=4`);
    expect(failed).toHaveLength(10);
    expect(failed.every((run) => run.status === 'failed')).toBe(true);
    expect((await list(`/api/workflow/${workflowId}/runs?status=failed`)).total).toBe(10);
  });

  it(`counts up to ${RUN_COUNT_CAP.toLocaleString('en')} runs and says "more" past that`, async () => {
    const start = Date.UTC(2026, 2, 1);
    const workflowId = await workflowWithRuns(RUN_COUNT_CAP, (i) => new Date(start + i * 1000));
    const exactly = await list(`/api/workflow/${workflowId}/runs`);
    expect(exactly).toMatchObject({ total: RUN_COUNT_CAP, totalCapped: false });

    await workflowWithRunsOn(workflowId, new Date(start - 1000));
    const more = await list(`/api/workflow/${workflowId}/runs`);
    expect(more).toMatchObject({ total: RUN_COUNT_CAP, totalCapped: true });
    // The page number contract still reaches runs past the cap.
    const beyond = await list(`/api/workflow/${workflowId}/runs?page=500&pageSize=20`);
    expect(beyond.items).toHaveLength(1);
    expect(beyond.items[0]?.queuedAt).toBe(new Date(start - 1000).toISOString());
  });

  async function workflowWithRunsOn(workflowId: string, queuedAt: Date): Promise<void> {
    await server.ctx.database.db.insert(tables.runs).values({
      teamId,
      workflowId,
      workflowVersion: 1,
      status: 'succeeded',
      trigger: 'manual',
      attempts: 1,
      queuedAt,
    });
  }

  it('refuses a cursor it did not make with a 400 that says so', async () => {
    const workflowId = await workflowWithRuns(1, () => new Date());
    for (const cursor of ['nope', '123_not-a-uuid', `${'9'.repeat(30)}_${workflowId}`]) {
      const answer = await get(`/api/workflow/${workflowId}/runs?cursor=${encodeURIComponent(cursor)}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: expect.stringContaining('Invalid cursor') });
    }
  });
});
