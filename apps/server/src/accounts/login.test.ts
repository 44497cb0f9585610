import { ApiError, LoginResponse, MESSAGES, User } from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRepository } from '../db/index.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';
import { seedDemoAccount } from './demo.js';
import { DEMO_ACCOUNT } from './policy.js';
import { ACCOUNT_DELETED_MESSAGE } from './sessions.js';
import { activeAccount, bearer, newAccount, registerAccount, signIn, uniqueAddress } from './test-support.js';

describe.each(testDatabaseKinds())('login on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server.close());

  const login = (payload: object, remoteAddress = uniqueAddress()) =>
    server.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress });

  it('answers good credentials with token, refresh_token and the user', async () => {
    const account = await activeAccount(server, 'good');
    const response = await login({ username: account.email, password: account.password });
    expect(response.statusCode).toBe(200);
    const body = LoginResponse.parse(response.json());
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user.data.email).toBe(account.email);

    const me = await server.app.inject({ method: 'GET', url: '/api/user', headers: bearer(body.token) });
    expect(User.parse(me.json())).toEqual(body.user);
  });

  it('takes the e-mail in any case and with spaces around it', async () => {
    const account = await activeAccount(server, 'case');
    const response = await login({
      username: `  ${account.email.toUpperCase()} `,
      password: account.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password with 401 on the username and password fields', async () => {
    const account = await activeAccount(server, 'wrong');
    const response = await login({ username: account.email, password: 'not the password' });
    expect(response.statusCode).toBe(401);
    expect(ApiError.parse(response.json())).toMatchObject({
      message: MESSAGES.invalidUsernameOrPassword,
      code: 'UNAUTHORIZED',
      fields: { username: MESSAGES.invalidUsernameOrPassword, password: MESSAGES.invalidUsernameOrPassword },
    });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const account = await activeAccount(server, 'known');
    const wrong = await login({ username: account.email, password: 'not the password' });
    const unknown = await login({ username: 'nobody@example.com', password: 'not the password' });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    // The same answer in every field but the request's own id.
    const { requestId: _unknownId, ...unknownBody } = unknown.json();
    const { requestId: _wrongId, ...wrongBody } = wrong.json();
    expect(unknownBody).toEqual(wrongBody);
  });

  it('refuses an account that is not activated with 403 telling to use the mailed link', async () => {
    const account = newAccount('inactive');
    await registerAccount(server, account);
    const response = await login({ username: account.email, password: account.password });
    expect(response.statusCode).toBe(403);
    expect(ApiError.parse(response.json()).message).toContain(
      'activate it with the link we sent to your e-mail',
    );
  });

  it('does not tell an inactive account apart without its password', async () => {
    const account = newAccount('inactive-guess');
    await registerAccount(server, account);
    const response = await login({ username: account.email, password: 'a guess' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a soft-deleted account with 403 saying it was deleted', async () => {
    const account = await activeAccount(server, 'deleted');
    const { token } = await signIn(server, account);
    const deleted = await server.app.inject({ method: 'DELETE', url: '/api/user', headers: bearer(token) });
    expect(deleted.statusCode).toBe(200);
    const response = await login({ username: account.email, password: account.password });
    expect(response.statusCode).toBe(403);
    expect(ApiError.parse(response.json()).message).toBe(ACCOUNT_DELETED_MESSAGE);
  });

  it('locks an account for the window after 10 failures, even for the right password, with 429', async () => {
    const account = await activeAccount(server, 'locked');
    for (let i = 0; i < 10; i++) {
      expect((await login({ username: account.email, password: `guess ${i}` })).statusCode).toBe(401);
    }
    const locked = await login({ username: account.email, password: account.password });
    expect(locked.statusCode).toBe(429);
    expect(ApiError.parse(locked.json()).code).toBe('RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('forgets the failures of an account after a successful login', async () => {
    const account = await activeAccount(server, 'recovers');
    for (let i = 0; i < 9; i++) await login({ username: account.email, password: `guess ${i}` });
    expect((await login({ username: account.email, password: account.password })).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await login({ username: account.email, password: `guess ${i}` });
    expect((await login({ username: account.email, password: account.password })).statusCode).toBe(200);
  });

  it('limits failures per address to 30 in the window, across accounts, with 429', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 30; i++) {
      const response = await login({ username: `spray-${i}@example.com`, password: 'Summer2025' }, address);
      expect(response.statusCode).toBe(401);
    }
    const refused = await login({ username: 'spray-last@example.com', password: 'Summer2025' }, address);
    expect(refused.statusCode).toBe(429);
    const elsewhere = await login({ username: 'spray-last@example.com', password: 'Summer2025' });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('signs in the seeded demo account, active, on the Free Trial', async () => {
    const response = await login({ username: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    expect(response.statusCode).toBe(200);
    const { user } = LoginResponse.parse(response.json());
    expect(user.data.displayName).toBe('Demo User');
    expect(user.data.teams).toHaveLength(1);
    expect(user.subscription).toMatchObject({
      status: 'trialing',
      plan: { id: 'free-trial', name: 'Free Trial' },
    });
  });

  it('seeds the demo account once, also when two starts race', async () => {
    const db = server.ctx.database.db;
    const before = await usersRepository(db).findByEmail(DEMO_ACCOUNT.email);
    await Promise.all([seedDemoAccount(db, server.ctx.config), seedDemoAccount(db, server.ctx.config)]);
    const after = await usersRepository(db).findByEmail(DEMO_ACCOUNT.email);
    expect(after?.id).toBe(before?.id);
  });

  it('stores passwords as argon2id with m=19456, t=2, p=1', async () => {
    const account = await activeAccount(server, 'hash');
    const user = await usersRepository(server.ctx.database.db).findByEmail(account.email);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.passwordHash).not.toContain(account.password);
  });
});
