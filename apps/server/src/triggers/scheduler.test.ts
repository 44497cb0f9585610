import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runsRepository, workflowsRepository } from '../db/index.js';
import { type Client, signedInClient } from '../testing/api-client.js';
import { testCatalog } from '../testing/catalog.js';
import { triggerOnly } from '../testing/graphs.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';
import { Scheduler } from './scheduler.js';

describe.each(testDatabaseKinds())('schedules on %s', (kind) => {
  let server: TestServer;
  let client: Client;
  let teamId: string;

  beforeAll(async () => {
    // Background off: this test drives the schedulers' ticks itself, at chosen instants.
    server = await createTestServer(kind, {}, { catalog: testCatalog(), background: false });
    client = await signedInClient(server, 'schedules');
    teamId = client.teamId;
  });
  afterAll(() => server.close());

  const scheduledWorkflow = (period: Record<string, unknown>, timezone = 'UTC') =>
    client.createWorkflow(triggerOnly(), (defaults) => ({
      schedule: {
        ...defaults.schedule,
        active: true,
        period: { ...defaults.schedule.period, ...period },
        startDate: { ...defaults.schedule.startDate, timezone },
      },
    }));

  const newScheduler = () =>
    new Scheduler(server.ctx.database.db, server.ctx.runtime, server.ctx.logger, server.ctx.dependencies);

  const scheduledRuns = async (workflowId: string) =>
    (
      await runsRepository(server.ctx.database.db).listForWorkflow(teamId, workflowId, {
        page: 0,
        pageSize: 100,
      })
    ).items.filter((r) => r.trigger === 'schedule');

  it('builds the cron expression in the user’s time zone and says it in words', async () => {
    const daily = await scheduledWorkflow(
      { type: 'day', value: 1, daily_value: '2020-01-01 09:30' },
      'Europe/Istanbul',
    );
    expect(daily.data.schedule.cronExpression).toBe('30 9 * * *');
    expect(daily.data.schedule.textExpression).toBe('Every day at 09:30 (Europe/Istanbul)');
    // 09:30 in Istanbul (UTC+3) is 06:30 UTC.
    expect(daily.nextRuns[0]).toMatch(/T06:30:00\.000Z$/);
    expect(daily.nextRuns).toHaveLength(5);
  });

  it('runs an hourly schedule at its minute_value past the hour', async () => {
    const hourly = await scheduledWorkflow({ type: 'hour', value: 1, minute_value: 15 }, 'UTC');
    expect(hourly.data.schedule.cronExpression).toBe('15 * * * *');
    expect(hourly.data.schedule.textExpression).toBe('Every hour at minute 15');
    expect(hourly.nextRuns.every((at) => /T\d\d:15:00\.000Z$/.test(at))).toBe(true);
  });

  it('fires each tick once across two schedulers, and a long downtime once, not once per missed tick', async () => {
    const workflow = await scheduledWorkflow({ type: 'minute', value: 1 });
    const row = await workflowsRepository(server.ctx.database.db).get(teamId, workflow.id);
    const base = row?.updatedAt ?? new Date();
    const one = newScheduler();
    const two = newScheduler();

    // One second past a minute boundary two minutes on, so "20 s later" stays inside the same minute.
    const inTwoMinutes = new Date(Math.ceil(base.getTime() / 60_000) * 60_000 + 60_000 + 1000);
    const fired = await Promise.all([one.tick(inTwoMinutes), two.tick(inTwoMinutes)]);
    expect(fired.flat().filter((id) => id === workflow.id)).toHaveLength(1);
    expect(await scheduledRuns(workflow.id)).toHaveLength(1);

    // Nothing is due again within the same minute.
    expect(await one.tick(new Date(inTwoMinutes.getTime() + 20_000))).not.toContain(workflow.id);

    // Three hours later (a downtime): one run, not 180.
    const later = new Date(inTwoMinutes.getTime() + 3 * 3600_000);
    await Promise.all([one.tick(later), two.tick(later)]);
    const runs = await scheduledRuns(workflow.id);
    expect(runs).toHaveLength(2);
    expect(runs[0]?.triggerData).toMatchObject({ timezone: 'UTC' });
  });

  it('does not fire a disabled workflow', async () => {
    const workflow = await scheduledWorkflow({ type: 'minute', value: 1 });
    await client.call('PATCH', `/api/workflow/${workflow.id}/enabled`, { enabled: false });
    const scheduler = newScheduler();
    expect(await scheduler.tick(new Date(Date.now() + 10 * 60_000))).not.toContain(workflow.id);
  });
});
