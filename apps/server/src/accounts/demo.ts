import { TRIAL_PLAN_GUID } from '@flowlane/contracts';
import type { Config } from '../config/index.js';
import { type Db, usersRepository } from '../db/index.js';
import { hashPassword } from './passwords.js';
import { DEMO_ACCOUNT, ownTeamName } from './policy.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Creates the demo account (active, its own team on the Free Trial) unless it exists. Runs on every
 * start; the existence check comes first so a normal start does not pay for an argon2 hash, and the
 * insert's conflict guard makes two processes starting together create it once.
 */
export async function seedDemoAccount(db: Db, config: Pick<Config, 'trialDays'>): Promise<void> {
  const users = usersRepository(db);
  if (await users.findByEmail(DEMO_ACCOUNT.email)) return;
  const now = new Date();
  await users.createAccount({
    email: DEMO_ACCOUNT.email,
    displayName: DEMO_ACCOUNT.displayName,
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
    activatedAt: now,
    teamName: ownTeamName(DEMO_ACCOUNT.displayName),
    planGuid: TRIAL_PLAN_GUID,
    trialStart: now,
    trialEnd: new Date(now.getTime() + config.trialDays * DAY_MS),
  });
}
