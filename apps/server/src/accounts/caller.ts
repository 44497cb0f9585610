import { MESSAGES } from '@flowlane/contracts';
import type { RoutesContext } from '../context.js';
import { type UserRecord, usersRepository } from '../db/index.js';
import { unauthorized } from '../http/errors.js';
import type { AuthedUser } from './guard.js';

/** The stored user behind a guarded request; gone in between means the session is over. */
export async function callerRecord(ctx: RoutesContext, caller: AuthedUser): Promise<UserRecord> {
  const user = await usersRepository(ctx.database.db).findById(caller.userId);
  if (!user) throw unauthorized(MESSAGES.noSession);
  return user;
}
