import { ApiError, MESSAGES } from '@flowlane/contracts';
import { describe, expect, it, vi } from 'vitest';
import { type TestServer, testDatabaseKinds } from '../testing/index.js';
import { ACTIVATION_MESSAGES, EMAIL_TAKEN_MESSAGE, REGISTERED_MESSAGE } from './registration.js';
import { ACCOUNT_INACTIVE_MESSAGE } from './sessions.js';
import {
  login,
  mailedToken,
  mailLinkServer,
  newAccount,
  outboxFor,
  registerAccount,
  signIn,
  uniqueAddress,
} from './test-support.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())('registration and activation on %s', (kind) => {
  let server: TestServer;
  mailLinkServer(kind, (opened) => {
    server = opened;
  });

  const register = (payload: object, remoteAddress = uniqueAddress()) =>
    server.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });
  const validate = (token: string) =>
    server.app.inject({ method: 'POST', url: '/api/auth/validate', payload: { token } });

  it('creates an inactive account and answers 201 with a message', async () => {
    const account = newAccount('new');
    const response = await register(account);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: REGISTERED_MESSAGE });

    const refused = await login(server, account.email, account.password);
    expect(refused.statusCode).toBe(403);
    expect(ApiError.parse(refused.json()).message).toBe(ACCOUNT_INACTIVE_MESSAGE);
  });

  it('mails a verification link with a plain text and an HTML part', async () => {
    const account = newAccount('mail');
    await registerAccount(server, account);
    const [mail] = await outboxFor(server, account.email);
    expect(mail?.subject).toBe('Activate your Flowlane account');
    expect(mail?.text).toMatch(/https:\/\/flowlane\.test\/account\/activate\/[A-Za-z0-9_-]{43}/);
    expect(mail?.html).toContain('https://flowlane.test/account/activate/');
    expect(mail?.html).toContain('Flowlane');
  });

  it('escapes the display name in the HTML part', async () => {
    const account = { ...newAccount('html'), displayName: '<img src=x onerror=alert(1)>' };
    await registerAccount(server, account);
    const [mail] = await outboxFor(server, account.email);
    expect(mail?.html).not.toContain('<img src=x');
    expect(mail?.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it("gives the account its own team, named after it, as admin on the Free Trial for the trial's days", async () => {
    const account = { ...newAccount('team'), displayName: 'Ada Lovelace' };
    await registerAccount(server, account);
    await validate(await mailedToken(server, account.email, 'activate'));
    const { user } = await signIn(server, account);
    expect(user.roles).toEqual(['ROLE_FLOW_ADMIN']);
    expect(user.data.teams).toEqual([
      { id: user.data.defaultTeam, name: "Ada Lovelace's team", role: 'admin' },
    ]);
    expect(user.data).toMatchObject({
      displayName: 'Ada Lovelace',
      email: account.email,
      softDeleted: false,
    });
    expect(user.subscription).toMatchObject({
      status: 'trialing',
      cancelAtEnd: false,
      customer_id: null,
      plan: { id: 'free-trial', name: 'Free Trial' },
    });
    const start = Date.parse(user.subscription?.periodStartDate ?? '');
    const end = Date.parse(user.subscription?.periodEndDate ?? '');
    expect(end - start).toBe(server.ctx.config.trialDays * DAY_MS);
  });

  it('refuses a taken e-mail, whatever its case, with 409 on the email field', async () => {
    const account = newAccount('dup');
    await registerAccount(server, account);
    const response = await register({ ...account, email: account.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(ApiError.parse(response.json())).toMatchObject({
      message: EMAIL_TAKEN_MESSAGE,
      code: 'CONFLICT',
      fields: { email: EMAIL_TAKEN_MESSAGE },
    });
  });

  it('answers two registrations racing for one e-mail with one 201 and one 409', async () => {
    const account = newAccount('race');
    const answers = await Promise.all([register(account), register(account)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses bad input with 400 and the spec texts on the fields', async () => {
    const response = await register({ displayName: 'abc', email: 'not-an-email', password: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).fields).toEqual({
      displayName: MESSAGES.minLength,
      email: MESSAGES.invalidEmail,
      password: MESSAGES.minLength,
    });
  });

  it('activates with the mailed token, after which the account can log in', async () => {
    const account = newAccount('activate');
    await registerAccount(server, account);
    const response = await validate(await mailedToken(server, account.email, 'activate'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your account has been activated. You can now log in.' });
    expect((await login(server, account.email, account.password)).statusCode).toBe(200);
  });

  it('refuses a used activation token with 400', async () => {
    const account = newAccount('used');
    await registerAccount(server, account);
    const token = await mailedToken(server, account.email, 'activate');
    expect((await validate(token)).statusCode).toBe(200);
    const again = await validate(token);
    expect(again.statusCode).toBe(400);
    expect(ApiError.parse(again.json()).message).toBe(ACTIVATION_MESSAGES.alreadyActive);
  });

  it('refuses an unknown activation token with 400', async () => {
    const response = await validate('no-such-token');
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).message).toBe(ACTIVATION_MESSAGES.unknown);
  });

  it('refuses an expired activation token with 400 and mails a new link that works', async () => {
    const account = newAccount('expired');
    await registerAccount(server, account);
    const first = await mailedToken(server, account.email, 'activate');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 8 * DAY_MS });
    const expired = await validate(first);
    expect(expired.statusCode).toBe(400);
    expect(ApiError.parse(expired.json()).message).toBe(ACTIVATION_MESSAGES.expired);

    const second = await mailedToken(server, account.email, 'activate');
    expect(second).not.toBe(first);
    const stale = await validate(first);
    expect(ApiError.parse(stale.json()).message).toBe(ACTIVATION_MESSAGES.superseded);
    expect((await validate(second)).statusCode).toBe(200);
  });

  it('rate-limits registrations per address with 429, the error body and Retry-After', async () => {
    const address = uniqueAddress();
    const taken = newAccount('limit');
    expect((await register(taken, address)).statusCode).toBe(201);
    // Refused attempts count too: the limit is on requests, not on accounts made.
    for (let i = 1; i < 10; i++) expect((await register(taken, address)).statusCode).toBe(409);
    const refused = await register(newAccount('limit-over'), address);
    expect(refused.statusCode).toBe(429);
    expect(ApiError.parse(refused.json()).code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(newAccount('other-address'))).statusCode).toBe(201);
  });
});
