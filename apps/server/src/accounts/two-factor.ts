import { MESSAGES, type User } from '@flowlane/contracts';
import type { RoutesContext } from '../context.js';
import { type UserRecord, usersRepository } from '../db/index.js';
import { badRequest, conflict, forbidden } from '../http/errors.js';
import { callerRecord } from './caller.js';
import type { AuthedUser } from './guard.js';
import { DEMO_REFUSED, isDemoEmail } from './passwords-flow.js';
import { LOGIN_FAILURES_PER_ACCOUNT } from './policy.js';
import { createSecretBox } from './secret-box.js';
import { throttle } from './throttle.js';
import { matchTotp, newTotpSecret, otpauthUrl, totpSecretContext } from './totp.js';
import { buildUser } from './user-payload.js';

export const TWO_FACTOR_MESSAGES = {
  alreadyOn: 'Two-factor authentication is already on. Turn it off before setting up a new authenticator.',
  notSetUp: 'Set up two-factor authentication first.',
  notOn: 'Two-factor authentication is not on.',
} as const;

/**
 * A code for the caller's authenticator, accepted once. Wrong codes are a 400 on the field (a 401 would
 * make the client refresh and retry) and count as failed sign-ins, so the 10^6 codes cannot be walked.
 */
async function requireCode(ctx: RoutesContext, user: UserRecord, code: string): Promise<void> {
  const db = ctx.database.db;
  const limits = throttle(db);
  await limits.check(LOGIN_FAILURES_PER_ACCOUNT, user.email);
  const step = await matchTotp(
    createSecretBox(ctx.config.encryptionKey, ctx.config.encryptionKeysPrevious),
    user,
    code,
  );
  if (step === undefined || !(await usersRepository(db).acceptTotpStep(user.id, step))) {
    await limits.record(LOGIN_FAILURES_PER_ACCOUNT, user.email);
    throw badRequest(MESSAGES.invalidAuthCode, { code: MESSAGES.invalidAuthCode });
  }
}

/** POST /api/user/2fa/setup: a new pending secret, sealed at rest; it counts once a code confirms it. */
export async function setUpTwoFactor(
  ctx: RoutesContext,
  caller: AuthedUser,
): Promise<{ secret: string; otpauthUrl: string }> {
  const user = await callerRecord(ctx, caller);
  if (isDemoEmail(user.email)) throw forbidden(DEMO_REFUSED);
  if (user.authenticatorActive) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = await newTotpSecret();
  const sealed = createSecretBox(ctx.config.encryptionKey).seal(secret, totpSecretContext(user.id));
  if (!(await usersRepository(ctx.database.db).setPendingAuthenticator(user.id, sealed))) {
    throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  }
  return { secret, otpauthUrl: await otpauthUrl(user.email, secret) };
}

/** POST /api/user/2fa/enable: turns the pending secret on after a correct code. */
export async function enableTwoFactor(ctx: RoutesContext, caller: AuthedUser, code: string): Promise<User> {
  const user = await callerRecord(ctx, caller);
  if (user.authenticatorActive) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  if (!user.authenticatorSecret) throw badRequest(TWO_FACTOR_MESSAGES.notSetUp);
  await requireCode(ctx, user, code);
  const users = usersRepository(ctx.database.db);
  await users.setAuthenticatorActive(user.id);
  return buildUser(ctx.database.db, await callerRecord(ctx, caller));
}

/** POST /api/user/2fa/disable: turns it off after a correct code and forgets the secret. */
export async function disableTwoFactor(ctx: RoutesContext, caller: AuthedUser, code: string): Promise<User> {
  const user = await callerRecord(ctx, caller);
  if (!user.authenticatorActive) throw badRequest(TWO_FACTOR_MESSAGES.notOn);
  await requireCode(ctx, user, code);
  await usersRepository(ctx.database.db).clearAuthenticator(user.id);
  return buildUser(ctx.database.db, await callerRecord(ctx, caller));
}
