import { WorkflowResponse } from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, login } from '../accounts/test-support.js';
import { runsRepository, teamsRepository, usersRepository } from '../db/index.js';
import { chain, node } from '../runs/test-support.js';
import { testCatalog } from '../testing/catalog.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';

const NO_HOOK =
  'No active webhook at this address. Check the URL, and that the workflow and its webhook are on.';

// The embedded database on the test's thread and in its own (where the notices cross threads), and
// PostgreSQL, where every call reads its target.
const setups = [
  ...testDatabaseKinds().map((kind) => ({ kind, env: {}, label: kind })),
  { kind: 'pglite' as const, env: { PGLITE_THREAD: 'worker' }, label: 'pglite in its own thread' },
];

describe.each(setups)('a webhook follows every change of its workflow at once ($label)', ({ kind, env }) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer(kind, env, { catalog: testCatalog() });
  });
  afterAll(() => server.close());

  it('answers for the workflow as it is now: switched, saved, moved to sync, its plan changed, deleted', async () => {
    const account = await activeAccount(server, 'hook-targets');
    const { token } = z
      .object({ token: z.string() })
      .parse((await login(server, account.email, account.password)).json());
    const headers = bearer(token);
    const teamId = (await usersRepository(server.ctx.database.db).findByEmail(account.email))?.defaultTeamId;
    const api = async (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
      const response = await server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response;
    };
    const created = WorkflowResponse.parse((await api('POST', '/api/workflow', {})).json());
    const save = async (webhook: object, graph = chain(node('t', 'test.trigger'))) =>
      WorkflowResponse.parse(
        (
          await api('PUT', `/api/workflow/${created.id}`, {
            data: { ...created.data, webhook },
            graph,
          })
        ).json(),
      );
    const saved = await save({ active: true, responseMode: 'async' });
    const call = () =>
      server.app.inject({ method: 'POST', url: `/hooks/${saved.hookId}`, payload: { a: 1 } });
    const versionRun = async () => {
      const answer = await call();
      expect(answer.statusCode, answer.body).toBe(202);
      const { runId } = z.object({ runId: z.string() }).parse(answer.json());
      return (await runsRepository(server.ctx.database.db).getForWorker(runId))?.workflowVersion;
    };

    // Read twice: where targets are kept, the second call is answered from what the first read.
    expect(await versionRun()).toBe(saved.version);
    expect(await versionRun()).toBe(saved.version);

    await api('PATCH', `/api/workflow/${created.id}/enabled`, { enabled: false });
    const off = await call();
    expect(off.statusCode).toBe(404);
    expect(off.json()).toMatchObject({ message: NO_HOOK });
    await api('PATCH', `/api/workflow/${created.id}/enabled`, { enabled: true });
    expect((await call()).statusCode).toBe(202);

    await save({ active: false, responseMode: 'async' });
    expect((await call()).statusCode).toBe(404);

    // A new version: the next run is of it.
    const next = await save(
      { active: true, responseMode: 'async' },
      chain(node('t', 'test.trigger'), node('d', 'test.delay', { ms: 1 })),
    );
    expect(next.version).toBeGreaterThan(saved.version);
    expect(await versionRun()).toBe(next.version);

    // Replying synchronously: the call now waits for the run's end.
    await save({ active: true, responseMode: 'sync' });
    const synchronous = await call();
    expect(synchronous.statusCode, synchronous.body).toBe(200);
    expect(synchronous.json()).toMatchObject({ status: 'succeeded' });

    // The team's plan changed to one without webhooks.
    await teamsRepository(server.ctx.database.db).setPlan(teamId ?? '', 'flow-free');
    const refused = await call();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAN_LIMIT' });
    await teamsRepository(server.ctx.database.db).setPlan(teamId ?? '', 'flow-business');
    expect((await call()).statusCode).toBe(200);

    await api('DELETE', `/api/workflow/${created.id}`);
    const deleted = await call();
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toMatchObject({ message: NO_HOOK });
  });
});
