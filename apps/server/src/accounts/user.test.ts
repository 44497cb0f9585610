import { ApiError, TeamRef, User } from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { teamsRepository } from '../db/index.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';
import { authGuard } from './guard.js';
import { DEMO_ACCOUNT } from './policy.js';
import { PROFILE_MESSAGES } from './profile.js';
import { TEAM_NOT_FOUND } from './team-switch.js';
import { activeAccount, bearer, login, signIn } from './test-support.js';

describe.each(testDatabaseKinds())('the user and team switching on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
    const { requireCapability } = authGuard(server.ctx);
    server.app.get('/api/test/admin-only', async (request) => {
      const caller = await requireCapability(request, 'team:manage');
      return { teamId: caller.teamId };
    });
    await server.app.ready();
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** Another team, made the way team management will: the given user joins it with a role. */
  const otherTeam = async (userId: string, role: 'admin' | 'member', planGuid = 'free-trial') => {
    const teams = teamsRepository(server.ctx.database.db);
    const team = await teams.create({ name: `Team ${Math.random().toString(36).slice(2, 8)}`, planGuid });
    await teams.addMember(team.id, userId, role);
    return team;
  };

  it('answers GET /api/user with the contract User', async () => {
    const session = await signIn(server, await activeAccount(server, 'me'));
    const response = await call('GET', '/api/user', session.token);
    expect(response.statusCode).toBe(200);
    expect(User.parse(response.json())).toMatchObject({
      id: session.user.id,
      roles: ['ROLE_FLOW_ADMIN'],
      data: {
        authenticatorActive: false,
        softDeleted: false,
        softDeletedAt: null,
        settings: {},
        shortcuts: [],
      },
      billing: { customerId: null },
    });
  });

  it('saves display name, settings (merged key by key) and shortcuts', async () => {
    const { token } = await signIn(server, await activeAccount(server, 'save'));
    await call('PUT', '/api/user', token, {
      settings: { timezone: 'Europe/Istanbul', theme: { main: 'defaultDark' } },
    });
    const response = await call('PUT', '/api/user', token, {
      displayName: 'Renamed User',
      settings: { layout: { style: 'layout2' } },
      shortcuts: ['workflows', 'datasets', 'workflows'],
    });
    expect(response.statusCode).toBe(200);
    const { data } = User.parse(response.json());
    expect(data.displayName).toBe('Renamed User');
    expect(data.settings).toEqual({
      timezone: 'Europe/Istanbul',
      theme: { main: 'defaultDark' },
      layout: { style: 'layout2' },
    });
    expect(data.shortcuts).toEqual(['workflows', 'datasets']);
    expect(User.parse((await call('GET', '/api/user', token)).json()).data).toEqual(data);
  });

  it.each([
    ['an https URL', 'https://cdn.example.com/me.png', 200],
    ['an inline PNG', 'data:image/png;base64,iVBORw0KGgo=', 200],
    ['a javascript: URL', 'javascript:alert(1)', 400],
    ['an inline SVG', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', 400],
  ])('takes %s as the photo: %s', async (_name, photoURL, status) => {
    const { token } = await signIn(server, await activeAccount(server, 'photo'));
    const response = await call('PUT', '/api/user', token, { photoURL });
    expect(response.statusCode).toBe(status);
    if (status === 400)
      expect(ApiError.parse(response.json()).fields).toEqual({ photoURL: PROFILE_MESSAGES.photo });
  });

  it('refuses settings over 32 KB with 400', async () => {
    const { token } = await signIn(server, await activeAccount(server, 'big-settings'));
    const response = await call('PUT', '/api/user', token, { settings: { blob: 'x'.repeat(40_000) } });
    expect(response.statusCode).toBe(400);
  });

  it('soft-deletes: the token stops working, login is refused, the data stays', async () => {
    const account = await activeAccount(server, 'delete');
    const session = await signIn(server, account);
    const response = await call('DELETE', '/api/user', session.token);
    expect(response.statusCode).toBe(200);
    expect((await call('GET', '/api/user', session.token)).statusCode).toBe(401);
    expect((await login(server, account.email, account.password)).statusCode).toBe(403);
    const refresh = await server.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const teams = await teamsRepository(server.ctx.database.db).listForUser(session.user.id);
    expect(teams.map((t) => t.id)).toEqual([session.user.data.defaultTeam]);
  });

  it('refuses to delete the demo account with 403', async () => {
    const { token } = await signIn(server, { ...DEMO_ACCOUNT });
    expect((await call('DELETE', '/api/user', token)).statusCode).toBe(403);
  });

  it('lists the user’s teams with the role in each at GET /api/team', async () => {
    const session = await signIn(server, await activeAccount(server, 'list'));
    const joined = await otherTeam(session.user.id, 'member');
    const response = await call('GET', '/api/team', session.token);
    expect(z.array(TeamRef).parse(response.json())).toEqual([
      { id: session.user.data.defaultTeam, name: `${session.user.data.displayName}'s team`, role: 'admin' },
      { id: joined.id, name: joined.name, role: 'member' },
    ]);
  });

  it('switches the current team; roles, guard and token follow at once', async () => {
    const session = await signIn(server, await activeAccount(server, 'switch'));
    const joined = await otherTeam(session.user.id, 'member', 'basic');
    const response = await call('POST', `/api/v2/user/switch/${joined.id}`, session.token);
    expect(response.statusCode).toBe(200);
    const user = User.parse(response.json());
    expect(user.data.defaultTeam).toBe(joined.id);
    // A member of a team on a lite (Basic) plan.
    expect(user.roles).toEqual(['ROLE_LITE_USER']);
    expect(user.subscription).toBeNull();
    expect((await call('GET', '/api/test/admin-only', session.token)).statusCode).toBe(403);

    await call('POST', `/api/v2/user/switch/${session.user.data.defaultTeam}`, session.token);
    const back = await call('GET', '/api/test/admin-only', session.token);
    expect(back.json()).toEqual({ teamId: session.user.data.defaultTeam });
  });

  it.each([
    ['another user’s team', 'foreign'],
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
  ])('answers a switch to %s with 404', async (_name, which) => {
    const session = await signIn(server, await activeAccount(server, 'switch-404'));
    let teamId = which;
    if (which === 'foreign') {
      teamId = (await signIn(server, await activeAccount(server, 'stranger'))).user.data.defaultTeam;
    }
    const response = await call('POST', `/api/v2/user/switch/${teamId}`, session.token);
    expect(response.statusCode).toBe(404);
    expect(ApiError.parse(response.json())).toMatchObject({ message: TEAM_NOT_FOUND, code: 'NOT_FOUND' });
  });

  it('answers the team calls without a session with 401', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/team' })).statusCode).toBe(401);
    const teamId = '00000000-0000-4000-8000-000000000000';
    expect(
      (await server.app.inject({ method: 'POST', url: `/api/v2/user/switch/${teamId}` })).statusCode,
    ).toBe(401);
  });

  it('documents the accounts routes in the OpenAPI document', async () => {
    const document = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = z.object({ paths: z.record(z.string(), z.unknown()) }).parse(document.json()).paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/validate',
        '/api/login',
        '/api/token/refresh',
        '/api/auth/password/forgot',
        '/api/auth/password/reset',
        '/api/user',
        '/api/user/password',
        '/api/user/2fa/setup',
        '/api/v2/user/switch/{teamId}',
        '/api/team',
      ]),
    );
  });
});
