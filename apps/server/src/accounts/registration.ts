import {
  ERROR_CODES,
  type MessageResponse,
  type RegisterRequest,
  TRIAL_PLAN_GUID,
} from '@flowlane/contracts';
import type { z } from 'zod';
import type { RoutesContext } from '../context.js';
import { normalizeEmail, oneTimeTokensRepository, type UserRecord, usersRepository } from '../db/index.js';
import { badRequest, conflict, HttpError } from '../http/errors.js';
import { activationLink, activationMail } from './mails.js';
import { hashToken, newOpaqueToken } from './opaque-tokens.js';
import { hashPassword } from './passwords.js';
import { ACTIVATION_TOKEN_TTL_MS, ownTeamName, REGISTRATIONS_PER_ADDRESS } from './policy.js';
import { throttle } from './throttle.js';

type Message = z.infer<typeof MessageResponse>;

const DAY_MS = 24 * 60 * 60 * 1000;
export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail already exists.';
export const REGISTERED_MESSAGE =
  'Your account has been created. We have sent a verification link to your e-mail.';
export const MAIL_FAILED_MESSAGE = 'We could not send the verification mail. Please try again later.';
export const ACTIVATED_MESSAGE = 'Your account has been activated. You can now log in.';
export const ACTIVATION_MESSAGES = {
  unknown: 'This activation link is not valid. Please open the whole link from the mail we sent you.',
  alreadyActive: 'This account is already activated. You can log in.',
  superseded: 'This activation link is no longer valid. Please use the newest link we sent you.',
  expired: 'This activation link has expired. We have sent a new one to your e-mail.',
  deleted: 'This account was deleted.',
} as const;

const emailTaken = () => conflict(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });

/** Issues a fresh activation link (retiring older ones) and mails it. */
async function sendActivation(ctx: RoutesContext<'logger' | 'mailer'>, user: UserRecord): Promise<void> {
  const tokens = oneTimeTokensRepository(ctx.database.db);
  const token = newOpaqueToken();
  const now = new Date();
  await tokens.retireUnused(user.id, 'activation', now);
  await tokens.issue({
    userId: user.id,
    kind: 'activation',
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ACTIVATION_TOKEN_TTL_MS),
  });
  await ctx.mailer.send(
    activationMail(user.email, user.displayName, activationLink(ctx.config.publicUrl, token)),
  );
}

/** POST /api/auth/register: an inactive account with its own team on the Free Trial, and the mail. */
export async function register(
  ctx: RoutesContext<'logger' | 'mailer'>,
  input: RegisterRequest,
  address: string,
): Promise<Message> {
  await throttle(ctx.database.db).consume(REGISTRATIONS_PER_ADDRESS, address);
  const users = usersRepository(ctx.database.db);
  const email = normalizeEmail(input.email);
  // Checked before hashing so a taken address answers fast; the insert checks again for races.
  if (await users.findByEmail(email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const created = await users.createAccount({
    email,
    displayName: input.displayName,
    passwordHash,
    activatedAt: null,
    teamName: ownTeamName(input.displayName),
    planGuid: TRIAL_PLAN_GUID,
    trialStart: now,
    trialEnd: new Date(now.getTime() + ctx.config.trialDays * DAY_MS),
  });
  if (!created) throw emailTaken();
  try {
    await sendActivation(ctx, created.user);
  } catch (error) {
    // Without the mail the account could never be activated, and its address would stay taken.
    await users.removeNewAccount(created.user.id, created.team.id);
    ctx.logger.error({ err: error, to: email }, 'activation mail could not be sent; registration undone');
    throw new HttpError(503, ERROR_CODES.internal, MAIL_FAILED_MESSAGE);
  }
  return { message: REGISTERED_MESSAGE };
}

/** POST /api/auth/validate: activates the account of an activation link. Each failure has its own text. */
export async function activate(ctx: RoutesContext<'logger' | 'mailer'>, token: string): Promise<Message> {
  const db = ctx.database.db;
  const tokens = oneTimeTokensRepository(db);
  const record = await tokens.find('activation', hashToken(token));
  if (!record) throw badRequest(ACTIVATION_MESSAGES.unknown, { token: ACTIVATION_MESSAGES.unknown });
  const user = await usersRepository(db).findById(record.userId);
  if (!user || user.softDeletedAt) throw badRequest(ACTIVATION_MESSAGES.deleted);
  if (user.activatedAt) throw badRequest(ACTIVATION_MESSAGES.alreadyActive);
  if (record.usedAt) throw badRequest(ACTIVATION_MESSAGES.superseded);
  const now = new Date();
  if (record.expiresAt <= now) {
    await sendActivation(ctx, user);
    throw badRequest(ACTIVATION_MESSAGES.expired);
  }
  if (!(await tokens.use(record.id, now))) throw badRequest(ACTIVATION_MESSAGES.alreadyActive);
  await usersRepository(db).activate(user.id, now);
  return { message: ACTIVATED_MESSAGE };
}
