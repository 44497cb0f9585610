import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../client.js';
import { memberships, subscriptions } from '../schema/index.js';

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

    /** A team that starts without a trial: on `planGuid` (Flow Free) for a month, nothing to pay. */
    async createOnPlan(row: { teamId: string; planGuid: string; start: Date; end: Date }): Promise<void> {
      await db.insert(subscriptions).values({
        teamId: row.teamId,
        status: 'active',
        planGuid: row.planGuid,
        periodStart: row.start,
        periodEnd: row.end,
      });
    },

    /**
     * The end of the user's one free trial: the latest trial end among the teams the user administers
     * (its own teams: a creator is admin). Undefined when the user has never had one.
     */
    async trialEndOfUser(userId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ trialEnd: subscriptions.trialEnd })
        .from(subscriptions)
        .innerJoin(memberships, eq(memberships.teamId, subscriptions.teamId))
        .where(
          and(
            eq(memberships.userId, userId),
            eq(memberships.role, 'admin'),
            isNotNull(subscriptions.trialEnd),
          ),
        )
        .orderBy(desc(subscriptions.trialEnd))
        .limit(1);
      return row?.trialEnd ?? undefined;
    },

    async findForTeam(teamId: string): Promise<SubscriptionRecord | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.teamId, teamId));
      return row;
    },
  };
}
