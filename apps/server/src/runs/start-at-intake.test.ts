// The embedded server is the only process that runs its runs: a run answered at once (by hand, a webhook
// answered 202, a mail) starts at intake when nothing waits for a slot before it, stored already running
// (one write, no claim); a run arriving while its team is at its concurrency, or while other runs wait,
// is stored queued and waits its turn.
import { MESSAGES, RunDetail, RunQueuedResponse, WorkflowResponse } from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, login } from '../accounts/test-support.js';
import { teamsRepository, usersRepository } from '../db/index.js';
import { testCatalog } from '../testing/catalog.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';
import { chain, node } from './test-support.js';

const embedded = testDatabaseKinds().includes('pglite') ? ['pglite' as const] : [];

describe.each(embedded)('runs started at intake by the embedded server (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer(kind, {}, { catalog: testCatalog() });
  });
  afterAll(() => server?.close());

  /** A new account's team, on `plan`, with a workflow that waits `ms`; and how to run it by hand. */
  async function teamRunning(label: string, plan: 'basic' | 'flow-business', ms: number) {
    const account = await activeAccount(server, label);
    const { token } = z
      .object({ token: z.string() })
      .parse((await login(server, account.email, account.password)).json());
    const headers = { ...bearer(token), 'content-type': 'application/json' };
    const user = await usersRepository(server.ctx.database.db).findByEmail(account.email);
    await teamsRepository(server.ctx.database.db).setPlan(user?.defaultTeamId ?? '', plan);
    const made = WorkflowResponse.parse(
      (await server.app.inject({ method: 'POST', url: '/api/workflow', headers, payload: '{}' })).json(),
    );
    const graph = chain(node('t', 'test.trigger'), node('d', 'test.delay', { ms }));
    const saved = await server.app.inject({
      method: 'PUT',
      url: `/api/workflow/${made.id}`,
      headers,
      payload: JSON.stringify({ data: made.data, graph }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return {
      async runByHand() {
        const response = await server.app.inject({
          method: 'POST',
          url: `/api/workflow/${made.id}/run`,
          headers,
          payload: '{}',
        });
        expect(response.statusCode, response.body).toBe(202);
        return RunQueuedResponse.parse(response.json());
      },
      async finished(runId: string): Promise<RunDetail> {
        for (let i = 0; i < 400; i++) {
          const detail = RunDetail.parse(
            (await server.app.inject({ method: 'GET', url: `/api/run/${runId}`, headers })).json(),
          );
          if (!['queued', 'running'].includes(detail.status)) return detail;
          await new Promise((r) => setTimeout(r, 25));
        }
        throw new Error(`run ${runId} did not end`);
      },
    };
  }

  it('starts a run at once, stored running, without a claim, while nothing waits', async () => {
    const team = await teamRunning('intake-start', 'flow-business', 50);
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await team.runByHand());
    for (const run of runs) {
      expect(run.status).toBe('running');
      expect(run.message).toBe(MESSAGES.workflowQueued);
    }
    const ended = await Promise.all(runs.map((run) => team.finished(run.runId)));
    expect(ended.map((run) => run.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(ended.map((run) => run.steps.length)).toEqual([2, 2, 2]);
    // Stored running by the write that stored it (one transaction's time for both), not claimed later:
    // counting claim statements instead caught the queue's once-a-second poll on a slow machine.
    for (const run of ended) expect(run.startedAt).toBe(run.queuedAt);
  });

  it('queues a run while its team is at its concurrency, and runs it after, one at a time', async () => {
    const team = await teamRunning('intake-queue', 'basic', 300);
    const first = await team.runByHand();
    const second = await team.runByHand();
    const third = await team.runByHand();
    expect([first.status, second.status, third.status]).toEqual(['running', 'queued', 'queued']);
    const runs = await Promise.all([first, second, third].map((run) => team.finished(run.runId)));
    expect(runs.map((run) => run.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    const spans = runs.map((r) => [Date.parse(r.startedAt ?? ''), Date.parse(r.finishedAt ?? '')] as const);
    // In the order they came, none overlapping the one before.
    for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBeGreaterThanOrEqual(spans[i - 1]![1]);
  });

  it('queues a run behind runs already waiting, even when its own team has room', async () => {
    const busy = await teamRunning('intake-busy', 'basic', 300);
    const other = await teamRunning('intake-other', 'flow-business', 10);
    await busy.runByHand();
    // Held back by its team's concurrency: it waits for a slot here.
    const waiting = await busy.runByHand();
    expect(waiting.status).toBe('queued');
    const behind = await other.runByHand();
    expect(behind.status).toBe('queued');
    expect((await other.finished(behind.runId)).status).toBe('succeeded');
    expect((await busy.finished(waiting.runId)).status).toBe('succeeded');
  });
});
