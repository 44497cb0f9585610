import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { subscriptions } from '../schema/index.js';

export type SubscriptionRecord = typeof subscriptions.$inferSelect;

/** Subscriptions are team-owned: every read and write names the team. */
export function subscriptionsRepository(db: Db) {
  return {
    async createTrial(trial: { teamId: string; planGuid: string; start: Date; end: Date }): Promise<void> {
      await db.insert(subscriptions).values({
        teamId: trial.teamId,
        status: 'trialing',
        planGuid: trial.planGuid,
        periodStart: trial.start,
        periodEnd: trial.end,
        trialEnd: trial.end,
      });
    },

    async findForTeam(teamId: string): Promise<SubscriptionRecord | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.teamId, teamId));
      return row;
    },
  };
}
