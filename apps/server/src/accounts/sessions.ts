import {
  ERROR_CODES,
  type LoginRequest,
  type LoginResponse,
  MESSAGES,
  type RefreshResponse,
} from '@flowlane/contracts';
import type { RoutesContext } from '../context.js';
import { normalizeEmail, sessionsRepository, type UserRecord, usersRepository } from '../db/index.js';
import { forbidden, HttpError, unauthorized } from '../http/errors.js';
import { signAccessToken } from './access-token.js';
import { hashToken, newOpaqueToken } from './opaque-tokens.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
  REFRESH_LOST_ANSWER_GRACE_MS,
  REFRESH_TOKEN_TTL_MS,
} from './policy.js';
import { createSecretBox } from './secret-box.js';
import { throttle } from './throttle.js';
import { matchTotp } from './totp.js';
import { buildUser } from './user-payload.js';

export const ACCOUNT_DELETED_MESSAGE = 'This account was deleted. It can no longer be used to log in.';
export const ACCOUNT_INACTIVE_MESSAGE =
  'Your account is not activated yet. Please activate it with the link we sent to your e-mail.';

type Tokens = { token: string; refresh_token: string };

async function issueTokens(
  ctx: RoutesContext<'logger'>,
  sessionId: string,
  userId: string,
  teamId: string | null,
): Promise<Tokens> {
  const refreshToken = newOpaqueToken();
  await sessionsRepository(ctx.database.db).addRefreshToken({
    sessionId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  const token = await signAccessToken(ctx.config.jwtSecret, { sub: userId, team: teamId, sid: sessionId });
  return { token, refresh_token: refreshToken };
}

async function startSession(ctx: RoutesContext<'logger'>, user: UserRecord): Promise<LoginResponse> {
  const session = await sessionsRepository(ctx.database.db).start(user.id, new Date());
  const payload = await buildUser(ctx.database.db, user);
  const tokens = await issueTokens(ctx, session.id, user.id, payload.data.defaultTeam || null);
  return { ...tokens, user: payload };
}

/**
 * POST /api/login. The order matters: rate limits first (a locked account is not even checked), then the
 * password (also for unknown users, against a dummy hash, so timing says nothing), and only after a good
 * password the account state and the second factor, so neither leaks to someone without the password.
 */
export async function login(
  ctx: RoutesContext<'logger'>,
  input: LoginRequest,
  address: string,
): Promise<LoginResponse> {
  const db = ctx.database.db;
  const limits = throttle(db);
  const username = normalizeEmail(input.username);
  await limits.check(LOGIN_FAILURES_PER_ADDRESS, address);
  await limits.check(LOGIN_FAILURES_PER_ACCOUNT, username);
  const failed = async () => {
    await limits.record(LOGIN_FAILURES_PER_ADDRESS, address);
    await limits.record(LOGIN_FAILURES_PER_ACCOUNT, username);
  };

  const user = await usersRepository(db).findByEmail(username);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !passwordOk) {
    await failed();
    throw unauthorized(MESSAGES.invalidUsernameOrPassword, {
      username: MESSAGES.invalidUsernameOrPassword,
      password: MESSAGES.invalidUsernameOrPassword,
    });
  }
  if (user.softDeletedAt) throw forbidden(ACCOUNT_DELETED_MESSAGE);
  if (!user.activatedAt) throw forbidden(ACCOUNT_INACTIVE_MESSAGE);

  if (user.authenticatorActive) {
    const code = input['2fa_key'];
    // 424 is the client's cue to ask for the code (spec section 4), not an error to show.
    if (!code) throw new HttpError(424, ERROR_CODES.secondFactorRequired, MESSAGES.twofaHint);
    const step = await matchTotp(
      createSecretBox(ctx.config.encryptionKey, ctx.config.encryptionKeysPrevious),
      user,
      code,
    );
    if (step === undefined || !(await usersRepository(db).acceptTotpStep(user.id, step))) {
      await failed();
      throw unauthorized(MESSAGES.invalidAuthCode, { '2fa_key': MESSAGES.invalidAuthCode });
    }
  }
  await limits.clear(LOGIN_FAILURES_PER_ACCOUNT, username);
  return startSession(ctx, user);
}

/**
 * POST /api/token/refresh. Each refresh token works once and is replaced by a new one of the same
 * session. A token presented again after its rotation means it was copied: the whole session ends, so
 * the thief's copy and the victim's current token both stop working.
 */
export async function refresh(ctx: RoutesContext<'logger'>, refreshToken: string): Promise<RefreshResponse> {
  const db = ctx.database.db;
  const sessions = sessionsRepository(db);
  const expired = () => unauthorized(MESSAGES.sessionExpiredRefresh);
  const now = new Date();
  const found = await sessions.findRefreshToken(hashToken(refreshToken));
  if (!found || found.session.revokedAt) throw expired();
  const { token, session } = found;
  const reused = async () => {
    ctx.logger.warn(
      { sessionId: session.id, userId: session.userId },
      'refresh token reused: session revoked',
    );
    await sessions.revoke(session.id, now, 'reuse');
    return expired();
  };
  // A token retired unused is only ever shown by whoever copied it.
  if (token.retiredAt) throw await reused();
  if (token.expiresAt <= now) throw expired();
  // Marking it used is atomic: of two requests racing with one token, one rotates it.
  if (token.rotatedAt || !(await sessions.rotate(token.id, now))) {
    // Presented again: forgiven only as a lost answer (see lostAnswer), else the session ends.
    if (!(await lostAnswer(sessions, session.id, token, now))) throw await reused();
  }
  const user = await usersRepository(db).findById(session.userId);
  if (!user || user.softDeletedAt || !user.activatedAt) {
    await sessions.revoke(session.id, now, 'inactive');
    throw expired();
  }
  const payload = await buildUser(db, user);
  const tokens = await issueTokens(ctx, session.id, user.id, payload.data.defaultTeam || null);
  return { ...tokens, user: payload };
}

/**
 * Whether a refresh token presented after its rotation is the same client asking again because the
 * answer never reached it: a page reloaded while its refresh was under way, or a connection dropped
 * after the server rotated. That holds within REFRESH_LOST_ANSWER_GRACE_MS of the rotation and only
 * while no newer token of the session has been used; the unused successor is then retired, so the
 * session still has one live token and a copy of any retired token still ends it when presented.
 */
async function lostAnswer(
  sessions: ReturnType<typeof sessionsRepository>,
  sessionId: string,
  token: { id: string; rotatedAt: Date | null },
  now: Date,
): Promise<boolean> {
  const rotatedAt = token.rotatedAt ?? now; // rotated a moment ago by a request racing with this one
  if (now.getTime() - rotatedAt.getTime() > REFRESH_LOST_ANSWER_GRACE_MS) return false;
  return sessions.retireAfterLostAnswer(sessionId, token.id, now);
}

/** POST /api/logout: ends the session the refresh token belongs to. Unknown tokens are fine (idempotent). */
export async function logout(ctx: RoutesContext<'logger'>, refreshToken: string): Promise<void> {
  const sessions = sessionsRepository(ctx.database.db);
  const found = await sessions.findRefreshToken(hashToken(refreshToken));
  if (found) await sessions.revoke(found.session.id, new Date(), 'logout');
}
