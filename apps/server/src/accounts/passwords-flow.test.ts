import { ApiError, MESSAGES } from '@flowlane/contracts';
import { describe, expect, it, vi } from 'vitest';
import { type TestServer, testDatabaseKinds } from '../testing/index.js';
import {
  DEMO_REFUSED,
  FORGOT_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  RESET_MESSAGES,
  WRONG_CURRENT_PASSWORD,
} from './passwords-flow.js';
import { DEMO_ACCOUNT } from './policy.js';
import {
  activeAccount,
  bearer,
  login,
  mailedToken,
  mailLinkServer,
  newAccount,
  outboxFor,
  registerAccount,
  signIn,
  uniqueAddress,
} from './test-support.js';

describe.each(testDatabaseKinds())('password recovery and change on %s', (kind) => {
  let server: TestServer;
  mailLinkServer(kind, (opened) => {
    server = opened;
  });

  const forgot = (email: string, remoteAddress = uniqueAddress()) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email },
      remoteAddress,
    });
  const reset = (resetPasswordToken: string, newPassword: string) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/auth/password/reset',
      payload: { resetPasswordToken, newPassword },
    });
  const refresh = (refreshToken: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: refreshToken },
    });

  it('answers a known and an unknown e-mail identically, and mails only the known one', async () => {
    const account = await activeAccount(server, 'forgot');
    const unknownEmail = newAccount('nobody').email;
    const known = await forgot(account.email);
    const unknown = await forgot(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: FORGOT_MESSAGE });
    expect(await outboxFor(server, unknownEmail)).toEqual([]);
    const [mail] = await outboxFor(server, account.email);
    expect(mail?.subject).toBe('Reset your Flowlane password');
    expect(mail?.text).toMatch(/https:\/\/flowlane\.test\/account\/resetpass\/[A-Za-z0-9_-]{43}/);
    expect(mail?.html).toContain('https://flowlane.test/account/resetpass/');
  });

  it('rejects the demo e-mail with 400 and the spec text', async () => {
    const response = await forgot(DEMO_ACCOUNT.email.toUpperCase());
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).message).toBe(MESSAGES.demoEmailRejected);
    expect(MESSAGES.demoEmailRejected).toBe('Error: invalid email specified');
  });

  it('refuses a malformed e-mail with 400 and the spec text on the field', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).fields).toEqual({ email: MESSAGES.invalidEmail });
  });

  it('resets the password with the mailed token and ends every session', async () => {
    const account = await activeAccount(server, 'reset');
    const session = await signIn(server, account);
    await forgot(account.email);
    const response = await reset(await mailedToken(server, account.email, 'resetpass'), 'a new password');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_MESSAGE });
    expect((await login(server, account.email, account.password)).statusCode).toBe(401);
    expect((await login(server, account.email, 'a new password')).statusCode).toBe(200);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    const me = await server.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session.token) });
    expect(me.statusCode).toBe(401);
  });

  it('takes a reset token once', async () => {
    const account = await activeAccount(server, 'once');
    await forgot(account.email);
    const token = await mailedToken(server, account.email, 'resetpass');
    expect((await reset(token, 'first new password')).statusCode).toBe(200);
    const again = await reset(token, 'second new password');
    expect(again.statusCode).toBe(400);
    expect(ApiError.parse(again.json()).message).toBe(RESET_MESSAGES.used);
    expect((await login(server, account.email, 'first new password')).statusCode).toBe(200);
  });

  it('refuses a reset token after its hour with 400', async () => {
    const account = await activeAccount(server, 'expiry');
    await forgot(account.email);
    const token = await mailedToken(server, account.email, 'resetpass');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60 * 1000 });
    const response = await reset(token, 'too late password');
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).message).toBe(RESET_MESSAGES.expired);
  });

  it('refuses an unknown reset token with 400', async () => {
    const response = await reset('no-such-token', 'whatever password');
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).message).toBe(RESET_MESSAGES.unknown);
  });

  it('keeps only the newest reset link working', async () => {
    const account = await activeAccount(server, 'newest');
    await forgot(account.email);
    const older = await mailedToken(server, account.email, 'resetpass');
    await forgot(account.email);
    const newer = await mailedToken(server, account.email, 'resetpass');
    expect((await reset(older, 'older link password')).statusCode).toBe(400);
    expect((await reset(newer, 'newer link password')).statusCode).toBe(200);
  });

  it('activates a not yet activated account on reset: the link proves the mailbox', async () => {
    const account = newAccount('reset-inactive');
    await registerAccount(server, account);
    await forgot(account.email);
    await reset(await mailedToken(server, account.email, 'resetpass'), 'brand new password');
    expect((await login(server, account.email, 'brand new password')).statusCode).toBe(200);
  });

  it('rate-limits forgot-password per address with 429', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 10; i++)
      expect((await forgot(newAccount('flood').email, address)).statusCode).toBe(200);
    const refused = await forgot(newAccount('flood').email, address);
    expect(refused.statusCode).toBe(429);
    expect(ApiError.parse(refused.json()).code).toBe('RATE_LIMITED');
  });

  it('changes the password and ends the other sessions but not the current one', async () => {
    const account = await activeAccount(server, 'change');
    const other = await signIn(server, account);
    const current = await signIn(server, account);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: bearer(current.token),
      payload: { currentPassword: account.password, newPassword: 'changed password' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_CHANGED_MESSAGE });
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    expect((await refresh(current.refresh_token)).statusCode).toBe(200);
    expect((await login(server, account.email, 'changed password')).statusCode).toBe(200);
  });

  it('answers a wrong current password with 400 on the field, not 401 (which would trigger a refresh)', async () => {
    const account = await activeAccount(server, 'change-wrong');
    const { token } = await signIn(server, account);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: bearer(token),
      payload: { currentPassword: 'not it', newPassword: 'changed password' },
    });
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).fields).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD });
  });

  it('refuses a password change on the demo account with 403', async () => {
    const { token } = await signIn(server, { ...DEMO_ACCOUNT });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: bearer(token),
      payload: { currentPassword: DEMO_ACCOUNT.password, newPassword: 'hijacked' },
    });
    expect(response.statusCode).toBe(403);
    expect(ApiError.parse(response.json()).message).toBe(DEMO_REFUSED);
  });
});
