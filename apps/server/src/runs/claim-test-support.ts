import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { z } from 'zod';
import type { RunRecord, runsRepository } from '../db/index.js';
import { rowsOf } from '../db/repositories/rows.js';
import { createTestServer, type TestDatabaseKind, type TestServer } from '../testing/index.js';
import { teamWithWorkflow } from './test-support.js';

/** Helpers of the claim tests (finish-claim.test.ts, claim-contention.test.ts); only tests import this. */

export const OWNER = 'finisher';
export const LEASE_MS = 30_000;

/** The finish of a run that succeeded after one step, as `owner` (which must hold it) writes it. */
export const succeeded = (run: RunRecord, owner = OWNER) => ({
  runId: run.id,
  owner,
  attempt: run.attempts,
  result: {
    status: 'succeeded' as const,
    processingMs: 7,
    error: null,
    output: { done: true },
    reply: null,
    steps: [
      {
        runId: run.id,
        attempt: run.attempts,
        seq: 0,
        nodeId: 'step',
        name: 'Step',
        serviceId: 'data.set',
        status: 'succeeded',
        input: null,
        output: { done: true },
        startedAt: new Date(),
        durationMs: 7,
        attempts: 1,
      },
    ],
  },
});

/** A burst's backlog of `count` queued runs of the team, stored by SQL a millisecond apart: their ids, oldest first. */
export async function storeBacklog(
  db: Parameters<typeof runsRepository>[0],
  team: { teamId: string; workflowId: string },
  count: number,
): Promise<string[]> {
  const rows = rowsOf(
    await db.execute(sql`insert into runs (team_id, workflow_id, workflow_version, status, trigger, queued_at)
      select ${team.teamId}, ${team.workflowId}, 1, 'queued', 'webhook',
        now() - interval '1 day' + make_interval(secs => g / 1000.0)
      from generate_series(1, ${count}) g returning id, queued_at`),
  );
  return rows
    .map((row) => z.object({ id: z.string(), queued_at: z.coerce.date() }).parse(row))
    .sort((a, b) => a.queued_at.getTime() - b.queued_at.getTime())
    .map((row) => row.id);
}

/** A web-only server (no claim loop runs, so every claim is the test's own) and a team with a workflow. */
export function webOnlyTeam(kind: TestDatabaseKind, name: string) {
  const at = { server: undefined as TestServer | undefined, teamId: '', workflowId: '' };
  beforeAll(async () => {
    at.server = await createTestServer(kind, { ROLE: 'web' });
    Object.assign(at, await teamWithWorkflow(at.server, name));
  });
  afterAll(() => at.server?.close());
  return {
    get db() {
      if (!at.server) throw new Error('the test server has not started');
      return at.server.ctx.database.db;
    },
    get teamId() {
      return at.teamId;
    },
    get workflowId() {
      return at.workflowId;
    },
    get context() {
      if (!at.server) throw new Error('the test server has not started');
      return at.server.ctx;
    },
  };
}
