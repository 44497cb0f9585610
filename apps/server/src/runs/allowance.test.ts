import { findPlan } from '@flowlane/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamsRepository } from '../db/index.js';
import { createTestServer, type TestServer, testDatabaseKinds, tuplesRead } from '../testing/index.js';
import { AllowanceGate } from './allowance.js';
import { teamWithWorkflow } from './test-support.js';

// A run's start asks whether its team's processing time for the period is spent: once a second per busy
// team. The answer was a sum over the period's whole ledger, so it cost in proportion to the runs of the
// month (127 ms a read at 1,000,000 rows on PGlite, once a second for each busy team). The period's
// settled part is now summed once and kept; a read sums only what was recorded since.
describe.each(testDatabaseKinds())('the allowance read on %s', (kind) => {
  let server: TestServer | undefined;
  let teamId = '';
  beforeAll(async () => {
    server = await createTestServer(kind, {}, { background: false });
    teamId = (await teamWithWorkflow(server, 'allowance-read')).teamId;
    await teamsRepository(server.ctx.database.db).setPlan(teamId, 'flow-free');
    // Its billing period began three days ago.
    await server.ctx.database.db.execute(
      sql`update subscriptions set period_start = now() - interval '3 days' where team_id = ${teamId}`,
    );
  });
  afterAll(() => server?.close());

  it("reads the period's settled usage once, then only what was recorded since, and stays exact", async () => {
    if (!server) throw new Error('the test server has not started');
    const plan = findPlan('flow-free');
    if (!plan) throw new Error('no Flow Free plan');
    const allowanceMs = plan.processingSeconds * 1000;
    const ROWS = 20_000;
    // The period so far: 20,000 runs two days ago, using all but a few seconds of the allowance.
    const perRun = Math.floor((allowanceMs - 1000) / ROWS);
    await server.ctx.database.db.execute(sql`insert into usage_ledger (run_id, team_id, processing_ms, recorded_at)
      select gen_random_uuid(), ${teamId}, ${perRun},
        now() - interval '2 days' + make_interval(secs => g / 1000.0)
      from generate_series(1, ${ROWS}) g`);

    // All on one connection (the counts are its own), the gate reading on every call.
    await server.ctx.database.db.transaction(async (tx) => {
      const gate = new AllowanceGate(tx, 0);
      expect(await gate.spentMessage(teamId, plan)).toBeUndefined();

      const before = await tuplesRead(tx, 'usage_ledger');
      expect(await gate.spentMessage(teamId, plan)).toBeUndefined();
      // The first read summed 20,000 rows; the next reads what came since.
      expect((await tuplesRead(tx, 'usage_ledger')) - before).toBeLessThan(100);

      // A run finishing now (another process's: this gate did not see it) spends the rest.
      await tx.execute(sql`insert into usage_ledger (run_id, team_id, processing_ms)
        values (gen_random_uuid(), ${teamId}, ${allowanceMs - ROWS * perRun})`);
      expect(await gate.spentMessage(teamId, plan)).toContain('is used up');
    });
  });
});
