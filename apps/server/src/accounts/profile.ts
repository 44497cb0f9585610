import {
  MESSAGES,
  type MessageResponse,
  type UpdateUserRequest,
  type User,
  type UserSettings,
} from '@flowlane/contracts';
import type { z } from 'zod';
import type { RoutesContext } from '../context.js';
import { type ProfilePatch, sessionsRepository, usersRepository } from '../db/index.js';
import { badRequest, forbidden, unauthorized } from '../http/errors.js';
import { callerRecord } from './caller.js';
import type { AuthedUser } from './guard.js';
import { DEMO_REFUSED, isDemoEmail } from './passwords-flow.js';
import { buildUser } from './user-payload.js';

type Message = z.infer<typeof MessageResponse>;

export const ACCOUNT_DELETED_ANSWER = 'Your account has been deleted.';
export const PROFILE_MESSAGES = {
  enableThroughSetup:
    'Two-factor authentication is turned on with POST /api/user/2fa/setup and then POST /api/user/2fa/enable.',
  photo: 'The photo must be an http(s) URL or a data:image URL.',
  settingsTooLarge: 'The settings are too large.',
} as const;

/** Settings are an open-ended document; this bounds what one user can store in it. */
const MAX_SETTINGS_BYTES = 32 * 1024;

/** A photo is shown as an image source: only web addresses and inline images, never javascript: and kin. */
function isAllowedPhoto(url: string): boolean {
  if (/^data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=]+$/.test(url)) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** GET /api/user. */
export async function getUser(ctx: RoutesContext, caller: AuthedUser): Promise<User> {
  return buildUser(ctx.database.db, await callerRecord(ctx, caller));
}

/**
 * PUT /api/user. Settings merge key by key into the stored ones, so a client may send only what changed
 * (the spec's call sends settings.timezone). authenticatorActive may only be turned off here.
 */
export async function updateUser(
  ctx: RoutesContext,
  caller: AuthedUser,
  input: UpdateUserRequest,
): Promise<User> {
  const db = ctx.database.db;
  const users = usersRepository(db);
  const user = await callerRecord(ctx, caller);
  if (input.authenticatorActive === true && !user.authenticatorActive) {
    throw badRequest(PROFILE_MESSAGES.enableThroughSetup, {
      authenticatorActive: PROFILE_MESSAGES.enableThroughSetup,
    });
  }
  if (input.photoURL && !isAllowedPhoto(input.photoURL)) {
    throw badRequest(PROFILE_MESSAGES.photo, { photoURL: PROFILE_MESSAGES.photo });
  }
  const patch: ProfilePatch = {};
  if (input.displayName !== undefined) patch.displayName = input.displayName;
  if (input.photoURL !== undefined) patch.photoUrl = input.photoURL || null;
  if (input.shortcuts !== undefined) patch.shortcuts = [...new Set(input.shortcuts)];
  if (input.settings !== undefined) {
    const settings: UserSettings = { ...user.settings, ...input.settings };
    if (Buffer.byteLength(JSON.stringify(settings)) > MAX_SETTINGS_BYTES) {
      throw badRequest(PROFILE_MESSAGES.settingsTooLarge, { settings: PROFILE_MESSAGES.settingsTooLarge });
    }
    patch.settings = settings;
  }
  if (input.authenticatorActive === false && user.authenticatorActive)
    await users.clearAuthenticator(user.id);
  const updated = await users.updateProfile(user.id, patch);
  if (!updated) throw unauthorized(MESSAGES.noSession);
  return buildUser(db, updated);
}

/** DELETE /api/user: a soft delete. The data stays; the account can no longer sign in; sessions end. */
export async function deleteUser(ctx: RoutesContext, caller: AuthedUser): Promise<Message> {
  const user = await callerRecord(ctx, caller);
  if (isDemoEmail(user.email)) throw forbidden(DEMO_REFUSED);
  const now = new Date();
  await usersRepository(ctx.database.db).softDelete(user.id, now);
  await sessionsRepository(ctx.database.db).revokeAllForUser(user.id, now, 'deleted');
  return { message: ACCOUNT_DELETED_ANSWER };
}
