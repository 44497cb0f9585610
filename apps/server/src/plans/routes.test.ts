import { PLANS, PlanCatalogueResponse } from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, login } from '../accounts/test-support.js';
import { teamsRepository, usersRepository } from '../db/index.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';

describe.each(testDatabaseKinds())('GET /api/plan on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server.close());

  const signedIn = async (label: string) => {
    const account = await activeAccount(server, label);
    const token = z
      .object({ token: z.string() })
      .parse((await login(server, account.email, account.password)).json());
    const row = await usersRepository(server.ctx.database.db).findByEmail(account.email);
    return { headers: bearer(token.token), teamId: row?.defaultTeamId ?? '' };
  };

  it('answers the catalogue and the caller’s own team’s plan, which follows a plan change', async () => {
    const first = await signedIn('plan-first');
    const other = await signedIn('plan-other');
    const answer = await server.app.inject({ method: 'GET', url: '/api/plan', headers: first.headers });
    expect(answer.statusCode).toBe(200);
    const body = PlanCatalogueResponse.parse(answer.json());
    expect(body.plans).toEqual(PLANS);
    expect(body.currentPlanGuid).toBe('free-trial');

    await teamsRepository(server.ctx.database.db).setPlan(first.teamId, 'flow-free');
    const after = PlanCatalogueResponse.parse(
      (await server.app.inject({ method: 'GET', url: '/api/plan', headers: first.headers })).json(),
    );
    expect(after.currentPlanGuid).toBe('flow-free');
    // Another team's plan change is not this caller's plan.
    const others = PlanCatalogueResponse.parse(
      (await server.app.inject({ method: 'GET', url: '/api/plan', headers: other.headers })).json(),
    );
    expect(others.currentPlanGuid).toBe('free-trial');
  });

  it('refuses a caller without a session (401)', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/plan' });
    expect(answer.statusCode).toBe(401);
    const bad = await server.app.inject({ method: 'GET', url: '/api/plan', headers: bearer('nope') });
    expect(bad.statusCode).toBe(401);
  });

  it('is in the OpenAPI document', async () => {
    const doc = z
      .object({ paths: z.record(z.string(), z.unknown()) })
      .parse((await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
    expect(Object.keys(doc.paths)).toContain('/api/plan');
  });
});
