import { ApiError, MESSAGES, RefreshResponse } from '@flowlane/contracts';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';
import { authGuard } from './guard.js';
import { REFRESH_LOST_ANSWER_GRACE_MS } from './policy.js';
import { activeAccount, bearer, signIn } from './test-support.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())('sessions and the auth guard on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
    // Routes as another domain would write them, to see the guard from the outside.
    const { requireUser, requireCapability } = authGuard(server.ctx);
    server.app.get('/api/test/whoami', async (request) => {
      const first = await requireUser(request);
      const second = await requireUser(request);
      return { ...first, memoised: first === second };
    });
    server.app.get('/api/test/admin-only', async (request) => {
      const user = await requireCapability(request, 'team:manage');
      return { userId: user.userId };
    });
    await server.app.ready();
  });
  afterAll(() => server.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const refresh = (refreshToken: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: refreshToken },
    });
  const me = (token: string) =>
    server.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

  it('trades a refresh token for new tokens and the user', async () => {
    const session = await signIn(server, await activeAccount(server, 'refresh'));
    const response = await refresh(session.refresh_token);
    expect(response.statusCode).toBe(200);
    const body = RefreshResponse.parse(response.json());
    expect(body.refresh_token).not.toBe(session.refresh_token);
    expect(body.user).toEqual(session.user);
    expect((await me(body.token)).statusCode).toBe(200);
  });

  it('rotates: every refresh token works once, and the chain goes on', async () => {
    const session = await signIn(server, await activeAccount(server, 'chain'));
    let current = session.refresh_token;
    for (let i = 0; i < 3; i++) {
      const response = await refresh(current);
      expect(response.statusCode).toBe(200);
      current = RefreshResponse.parse(response.json()).refresh_token;
    }
  });

  it('answers a reused refresh token with 401 and ends its whole session', async () => {
    const session = await signIn(server, await activeAccount(server, 'reuse'));
    const second = RefreshResponse.parse((await refresh(session.refresh_token)).json());
    // The owner went on with the new token: the first one is now only a copy.
    const third = RefreshResponse.parse((await refresh(second.refresh_token)).json());

    const reuse = await refresh(session.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(ApiError.parse(reuse.json()).message).toBe(MESSAGES.sessionExpiredRefresh);
    // The thief's copy and the victim's newer token are both dead, and so are the session's access tokens.
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
    expect((await me(third.token)).statusCode).toBe(401);
  });

  it('ends the session when a rotated token comes back after the grace, though its successor is unused', async () => {
    const session = await signIn(server, await activeAccount(server, 'late-reuse'));
    const next = RefreshResponse.parse((await refresh(session.refresh_token)).json());
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + REFRESH_LOST_ANSWER_GRACE_MS + 1_000 });
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
  });

  // A page reloaded while its refresh was under way: the server rotated the token, the answer went
  // nowhere, and the reloaded page holds the old token. The user stays signed in.
  it('answers a token presented again after a lost answer, and retires the answer that was lost', async () => {
    const session = await signIn(server, await activeAccount(server, 'lost-answer'));
    const lost = RefreshResponse.parse((await refresh(session.refresh_token)).json());
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + REFRESH_LOST_ANSWER_GRACE_MS - 5_000 });

    const again = await refresh(session.refresh_token);
    expect(again.statusCode).toBe(200);
    const kept = RefreshResponse.parse(again.json());
    expect(kept.refresh_token).not.toBe(lost.refresh_token);
    expect((await me(kept.token)).statusCode).toBe(200);
    // The chain goes on from the answer that arrived.
    const onward = await refresh(kept.refresh_token);
    expect(onward.statusCode).toBe(200);
    // The lost answer's token was retired: whoever shows it holds a copy, and the session ends.
    expect((await refresh(lost.refresh_token)).statusCode).toBe(401);
    expect((await refresh(RefreshResponse.parse(onward.json()).refresh_token)).statusCode).toBe(401);
  });

  // Whoever shows the retired token holds a copy of the answer that went astray: it is never itself a lost
  // answer, even at once, and the thief and the owner cannot keep retiring each other's tokens.
  it('ends the session when the retired token of a lost answer is shown, even at once', async () => {
    const session = await signIn(server, await activeAccount(server, 'retired'));
    const lost = RefreshResponse.parse((await refresh(session.refresh_token)).json());
    const kept = RefreshResponse.parse((await refresh(session.refresh_token)).json());
    expect((await refresh(lost.refresh_token)).statusCode).toBe(401);
    expect((await refresh(kept.refresh_token)).statusCode).toBe(401);
    expect((await me(kept.token)).statusCode).toBe(401);
  });

  it('keeps the other sessions of the user when one session is revoked for reuse', async () => {
    const account = await activeAccount(server, 'two-sessions');
    const first = await signIn(server, account);
    const second = await signIn(server, account);
    const next = RefreshResponse.parse((await refresh(first.refresh_token)).json());
    await refresh(next.refresh_token);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('keeps the session when two refreshes race with one token', async () => {
    const session = await signIn(server, await activeAccount(server, 'race'));
    const answers = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    const answered = answers.filter((a) => a.statusCode === 200);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    // Not taken for a theft: the session lives on.
    for (const answer of answered) {
      expect((await me(RefreshResponse.parse(answer.json()).token)).statusCode).toBe(200);
    }
  });

  it('refuses an unknown refresh token with 401', async () => {
    const response = await refresh('no-such-refresh-token');
    expect(response.statusCode).toBe(401);
  });

  it('refuses a refresh token older than 30 days with 401', async () => {
    const session = await signIn(server, await activeAccount(server, 'old'));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * DAY_MS });
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('ends the session on logout', async () => {
    const session = await signIn(server, await activeAccount(server, 'logout'));
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: { refresh_token: session.refresh_token },
    });
    expect(response.statusCode).toBe(200);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('answers a call without a token with 401 and the no-session text', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(ApiError.parse(response.json())).toMatchObject({
      message: MESSAGES.noSession,
      code: 'UNAUTHORIZED',
    });
  });

  it.each([
    ['garbage', 'not-a-jwt'],
    ['a token signed with another secret', 'other'],
    ['an expired token', 'expired'],
    ['a token with alg none', 'none'],
  ])('answers %s with 401 and the no-session text', async (_name, variant) => {
    const session = await signIn(server, await activeAccount(server, `bad-${variant}`));
    const claims = z
      .record(z.string(), z.unknown())
      .parse(JSON.parse(Buffer.from(session.token.split('.')[1] ?? '', 'base64url').toString()));
    const sign = (secret: string, exp: number) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    const token = {
      'not-a-jwt': 'not-a-jwt',
      other: await sign('x'.repeat(48), now + 600),
      expired: await sign(server.ctx.config.jwtSecret, now - 1),
      none: `${Buffer.from('{"alg":"none"}').toString('base64url')}.${session.token.split('.')[1]}.`,
    }[variant];
    const response = await me(token ?? '');
    expect(response.statusCode).toBe(401);
    expect(ApiError.parse(response.json()).message).toBe(MESSAGES.noSession);
  });

  it('gives other domains the caller for its current team, resolved once per request', async () => {
    const session = await signIn(server, await activeAccount(server, 'whoami'));
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/test/whoami',
      headers: bearer(session.token),
    });
    expect(response.json()).toMatchObject({
      userId: session.user.id,
      teamId: session.user.data.defaultTeam,
      roles: ['ROLE_FLOW_ADMIN'],
      isAdmin: true,
      plan: { guid: 'free-trial', family: 'flow' },
      memoised: true,
    });
  });

  it('lets requireCapability through for a role of the group and answers 401 without a session', async () => {
    const session = await signIn(server, await activeAccount(server, 'role'));
    const allowed = await server.app.inject({
      method: 'GET',
      url: '/api/test/admin-only',
      headers: bearer(session.token),
    });
    expect(allowed.statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/test/admin-only' })).statusCode).toBe(401);
  });
});
