import { ApiError, MESSAGES, TwoFactorSetupResponse, User } from '@flowlane/contracts';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { usersRepository } from '../db/index.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';
import { createSecretBox } from './secret-box.js';
import { type Account, activeAccount, bearer, login, signIn } from './test-support.js';
import { totpSecretContext } from './totp.js';
import { TWO_FACTOR_MESSAGES } from './two-factor.js';

/** Time is pinned 5 s into a 30 s TOTP step, so which step a code belongs to never depends on luck. */
const T = Date.UTC(2031, 0, 1, 0, 0, 5);
const STEP_MS = 30_000;
const codeAt = (secret: string, ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });
/** A code that is certainly wrong: the right one with its last digit changed. */
const wrongCode = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

describe.each(testDatabaseKinds())('two-factor authentication on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: T });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (url: string, token: string, payload?: object) =>
    server.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const setUp = async (token: string) => {
    const response = await post('/api/user/2fa/setup', token);
    expect(response.statusCode).toBe(200);
    const answer = TwoFactorSetupResponse.parse(response.json());
    return { secret: answer.secret, answer };
  };
  /** An account with two-factor on, enabled with the code of step T. */
  const withTwoFactor = async (
    label: string,
  ): Promise<{ account: Account; secret: string; token: string }> => {
    const account = await activeAccount(server, label);
    const { token } = await signIn(server, account);
    const { secret } = await setUp(token);
    const enabled = await post('/api/user/2fa/enable', token, { code: await codeAt(secret, T) });
    expect(enabled.statusCode).toBe(200);
    return { account, secret, token };
  };

  it('sets up a pending secret with an otpauth URL for Flowlane, sealed at rest', async () => {
    const account = await activeAccount(server, 'setup');
    const { token } = await signIn(server, account);
    const { secret, answer } = await setUp(token);
    expect(answer).toEqual({
      secret,
      otpauthUrl: `otpauth://totp/Flowlane:${encodeURIComponent(account.email)}?secret=${secret}&issuer=Flowlane`,
    });
    const row = await usersRepository(server.ctx.database.db).findByEmail(account.email);
    expect(row?.authenticatorActive).toBe(false);
    expect(row?.authenticatorSecret).not.toContain(secret);
    const box = createSecretBox(server.ctx.config.encryptionKey);
    expect(box.open(row?.authenticatorSecret ?? '', totpSecretContext(row?.id ?? ''))).toBe(secret);
    // Pending is not on: the account still signs in without a code.
    expect((await login(server, account.email, account.password)).statusCode).toBe(200);
  });

  it('turns on only after a correct code; a wrong one is a 400 on the code field', async () => {
    const account = await activeAccount(server, 'enable');
    const { token } = await signIn(server, account);
    const { secret } = await setUp(token);
    const right = await codeAt(secret, T);
    const wrong = await post('/api/user/2fa/enable', token, { code: wrongCode(right) });
    expect(wrong.statusCode).toBe(400);
    expect(ApiError.parse(wrong.json()).fields).toEqual({ code: MESSAGES.invalidAuthCode });
    const ok = await post('/api/user/2fa/enable', token, { code: right });
    expect(ok.statusCode).toBe(200);
    expect(User.parse(ok.json()).data.authenticatorActive).toBe(true);
  });

  it('refuses to enable before set-up with 400', async () => {
    const { token } = await signIn(server, await activeAccount(server, 'no-setup'));
    const response = await post('/api/user/2fa/enable', token, { code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).message).toBe(TWO_FACTOR_MESSAGES.notSetUp);
  });

  it('asks for the second factor with 424 SECOND_FACTOR_REQUIRED, only after a good password', async () => {
    const { account } = await withTwoFactor('needs-code');
    const response = await login(server, account.email, account.password);
    expect(response.statusCode).toBe(424);
    expect(ApiError.parse(response.json()).code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await login(server, account.email, 'wrong password')).statusCode).toBe(401);
  });

  it('signs in with a correct code and refuses the replay of the same code', async () => {
    const { account, secret } = await withTwoFactor('replay');
    vi.setSystemTime(T + STEP_MS);
    const code = await codeAt(secret, T + STEP_MS);
    expect((await login(server, account.email, account.password, { '2fa_key': code })).statusCode).toBe(200);
    const replay = await login(server, account.email, account.password, { '2fa_key': code });
    expect(replay.statusCode).toBe(401);
    expect(ApiError.parse(replay.json())).toMatchObject({
      message: MESSAGES.invalidAuthCode,
      code: 'UNAUTHORIZED',
      fields: { '2fa_key': MESSAGES.invalidAuthCode },
    });
  });

  it('refuses the code that enabled two-factor when it is presented again at login', async () => {
    const { account, secret } = await withTwoFactor('enable-replay');
    const code = await codeAt(secret, T);
    expect((await login(server, account.email, account.password, { '2fa_key': code })).statusCode).toBe(401);
  });

  it('accepts the code of the next step (clock drift) but not one from two steps away', async () => {
    const { account, secret } = await withTwoFactor('drift');
    const far = await codeAt(secret, T + 2 * STEP_MS);
    expect((await login(server, account.email, account.password, { '2fa_key': far })).statusCode).toBe(401);
    const next = await codeAt(secret, T + STEP_MS);
    expect((await login(server, account.email, account.password, { '2fa_key': next })).statusCode).toBe(200);
  });

  it('answers a wrong code with 401 Invalid auth code provided.', async () => {
    const { account, secret } = await withTwoFactor('wrong-code');
    const code = wrongCode(await codeAt(secret, T + STEP_MS));
    const response = await login(server, account.email, account.password, { '2fa_key': code });
    expect(response.statusCode).toBe(401);
    expect(ApiError.parse(response.json()).message).toBe(MESSAGES.invalidAuthCode);
  });

  it('refuses a second set-up while two-factor is on with 409', async () => {
    const { token } = await withTwoFactor('second-setup');
    expect((await post('/api/user/2fa/setup', token)).statusCode).toBe(409);
  });

  it('turns off with a current code, after which login needs no code', async () => {
    const { account, secret, token } = await withTwoFactor('disable');
    vi.setSystemTime(T + STEP_MS);
    const wrong = await post('/api/user/2fa/disable', token, {
      code: wrongCode(await codeAt(secret, T + STEP_MS)),
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await post('/api/user/2fa/disable', token, { code: await codeAt(secret, T + STEP_MS) });
    expect(ok.statusCode).toBe(200);
    expect(User.parse(ok.json()).data.authenticatorActive).toBe(false);
    expect((await login(server, account.email, account.password)).statusCode).toBe(200);
  });

  it('turns off through PUT /api/user with authenticatorActive false', async () => {
    const { account, token } = await withTwoFactor('put-off');
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(token),
      payload: { authenticatorActive: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(User.parse(response.json()).data.authenticatorActive).toBe(false);
    expect((await login(server, account.email, account.password)).statusCode).toBe(200);
  });

  it('refuses to turn on through PUT /api/user with 400', async () => {
    const { token } = await signIn(server, await activeAccount(server, 'put-on'));
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(token),
      payload: { authenticatorActive: true },
    });
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).fields).toHaveProperty('authenticatorActive');
  });
});
