import { MESSAGES, type MessageResponse } from '@flowlane/contracts';
import type { z } from 'zod';
import type { RoutesContext } from '../context.js';
import { normalizeEmail, oneTimeTokensRepository, sessionsRepository, usersRepository } from '../db/index.js';
import { badRequest, forbidden } from '../http/errors.js';
import { callerRecord } from './caller.js';
import type { AuthedUser } from './guard.js';
import { resetPasswordLink, resetPasswordMail } from './mails.js';
import { hashToken, newOpaqueToken } from './opaque-tokens.js';
import { hashPassword, verifyPassword } from './passwords.js';
import {
  DEMO_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT,
  PASSWORD_FORGOT_PER_ADDRESS,
  PASSWORD_RESET_TOKEN_TTL_MS,
} from './policy.js';
import { throttle } from './throttle.js';

type Message = z.infer<typeof MessageResponse>;

/** The one answer for known and unknown addresses alike, so it tells nobody who has an account. */
export const FORGOT_MESSAGE =
  'If an account exists for this e-mail, we have sent a link to reset its password.';
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. You can now log in.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';
export const DEMO_REFUSED = 'This is not available on the demo account.';
export const RESET_MESSAGES = {
  unknown: 'This password reset link is not valid. Please open the whole link from the mail we sent you.',
  used: 'This password reset link has already been used. Please ask for a new one.',
  expired: 'This password reset link has expired. Please ask for a new one.',
  deleted: 'This account was deleted.',
} as const;

export function isDemoEmail(email: string): boolean {
  return normalizeEmail(email) === DEMO_ACCOUNT.email;
}

/** POST /api/auth/password/forgot. */
export async function forgotPassword(
  ctx: RoutesContext<'mailer'>,
  email: string,
  address: string,
): Promise<Message> {
  if (isDemoEmail(email)) throw badRequest(MESSAGES.demoEmailRejected, { email: MESSAGES.demoEmailRejected });
  const db = ctx.database.db;
  await throttle(db).consume(PASSWORD_FORGOT_PER_ADDRESS, address);
  const user = await usersRepository(db).findByEmail(email);
  if (user && !user.softDeletedAt) {
    const tokens = oneTimeTokensRepository(db);
    const token = newOpaqueToken();
    const now = new Date();
    // Only the newest link works: an older mail lying in an inbox is no longer a way in.
    await tokens.retireUnused(user.id, 'password_reset', now);
    await tokens.issue({
      userId: user.id,
      kind: 'password_reset',
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TOKEN_TTL_MS),
    });
    await ctx.mailer.send(
      resetPasswordMail(user.email, user.displayName, resetPasswordLink(ctx.config.publicUrl, token)),
    );
  }
  return { message: FORGOT_MESSAGE };
}

/**
 * PUT /api/auth/password/reset. The link proves the mailbox, so it also activates a not yet activated
 * account and lifts a sign-in lock-out. Every session ends: whoever knew the old password is out.
 */
export async function resetPassword(
  ctx: RoutesContext<'mailer'>,
  token: string,
  newPassword: string,
): Promise<Message> {
  const db = ctx.database.db;
  const tokens = oneTimeTokensRepository(db);
  const record = await tokens.find('password_reset', hashToken(token));
  if (!record) throw badRequest(RESET_MESSAGES.unknown, { resetPasswordToken: RESET_MESSAGES.unknown });
  if (record.usedAt) throw badRequest(RESET_MESSAGES.used, { resetPasswordToken: RESET_MESSAGES.used });
  const now = new Date();
  if (record.expiresAt <= now) {
    throw badRequest(RESET_MESSAGES.expired, { resetPasswordToken: RESET_MESSAGES.expired });
  }
  const users = usersRepository(db);
  const user = await users.findById(record.userId);
  if (!user || user.softDeletedAt) throw badRequest(RESET_MESSAGES.deleted);
  const passwordHash = await hashPassword(newPassword);
  if (!(await tokens.use(record.id, now))) {
    throw badRequest(RESET_MESSAGES.used, { resetPasswordToken: RESET_MESSAGES.used });
  }
  await users.setPasswordHash(user.id, passwordHash);
  await users.activate(user.id, now);
  await sessionsRepository(db).revokeAllForUser(user.id, now, 'reset');
  await throttle(db).clear(LOGIN_FAILURES_PER_ACCOUNT, user.email);
  return { message: PASSWORD_RESET_MESSAGE };
}

/**
 * POST /api/user/password. A wrong current password is a 400 on the field, not a 401: the client answers
 * a 401 by refreshing the session and retrying. Wrong guesses count as failed sign-ins of the account.
 */
export async function changePassword(
  ctx: RoutesContext<'mailer'>,
  caller: AuthedUser,
  input: { currentPassword: string; newPassword: string },
): Promise<Message> {
  const db = ctx.database.db;
  const users = usersRepository(db);
  const user = await callerRecord(ctx, caller);
  if (isDemoEmail(user.email)) throw forbidden(DEMO_REFUSED);
  const limits = throttle(db);
  await limits.check(LOGIN_FAILURES_PER_ACCOUNT, user.email);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await limits.record(LOGIN_FAILURES_PER_ACCOUNT, user.email);
    throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  await users.setPasswordHash(user.id, await hashPassword(input.newPassword));
  await sessionsRepository(db).revokeAllForUser(user.id, new Date(), 'password', caller.sessionId);
  return { message: PASSWORD_CHANGED_MESSAGE };
}
