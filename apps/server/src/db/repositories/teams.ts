import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { memberships, teams } from '../schema/index.js';

export type TeamRecord = typeof teams.$inferSelect;
export type MembershipRole = (typeof memberships.$inferSelect)['role'];
export type TeamMembership = { id: string; name: string; planGuid: string; role: MembershipRole };

export function teamsRepository(db: Db) {
  return {
    async create(team: { name: string; planGuid: string }): Promise<TeamRecord> {
      const [row] = await db.insert(teams).values(team).returning();
      if (!row) throw new Error('teams insert returned no row');
      return row;
    },

    /** A plan change takes effect at once: limits are read from the team's current plan. */
    async setPlan(teamId: string, planGuid: string): Promise<void> {
      await db.update(teams).set({ planGuid }).where(eq(teams.id, teamId));
    },

    async get(teamId: string): Promise<TeamRecord | undefined> {
      const [row] = await db.select().from(teams).where(eq(teams.id, teamId));
      return row;
    },

    async addMember(teamId: string, userId: string, role: MembershipRole): Promise<void> {
      await db.insert(memberships).values({ teamId, userId, role });
    },

    /** The team as one of its members sees it; undefined for a team the user is not a member of. */
    async findMembership(teamId: string, userId: string): Promise<TeamMembership | undefined> {
      const [row] = await db
        .select({ id: teams.id, name: teams.name, planGuid: teams.planGuid, role: memberships.role })
        .from(memberships)
        .innerJoin(teams, eq(teams.id, memberships.teamId))
        .where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId)));
      return row;
    },

    /** Every team of a user, oldest membership first (the first one is the user's own team). */
    listForUser(userId: string): Promise<TeamMembership[]> {
      return db
        .select({ id: teams.id, name: teams.name, planGuid: teams.planGuid, role: memberships.role })
        .from(memberships)
        .innerJoin(teams, eq(teams.id, memberships.teamId))
        .where(eq(memberships.userId, userId))
        .orderBy(asc(memberships.createdAt), asc(teams.id));
    },
  };
}
