import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.js';
import { memberships, teamInvitations, teams, users } from '../schema/index.js';

export type TeamMember = { userId: string; displayName: string; email: string; role: 'admin' | 'member' };
export type TeamInvitationRecord = typeof teamInvitations.$inferSelect;
export type PendingInvitation = TeamInvitationRecord & { invitedByName: string | null };

/** Team management: members, roles, invitations. Callers check the caller's membership first. */
export function teamAdminRepository(db: Db) {
  return {
    members(teamId: string): Promise<TeamMember[]> {
      return db
        .select({
          userId: users.id,
          displayName: users.displayName,
          email: users.email,
          role: memberships.role,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.teamId, teamId))
        .orderBy(asc(memberships.createdAt));
    },
    async adminCount(teamId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(memberships)
        .where(and(eq(memberships.teamId, teamId), eq(memberships.role, 'admin')));
      return row?.n ?? 0;
    },
    async rename(teamId: string, name: string): Promise<void> {
      await db.update(teams).set({ name }).where(eq(teams.id, teamId));
    },
    async remove(teamId: string): Promise<void> {
      await db.delete(teams).where(eq(teams.id, teamId));
    },
    async setRole(teamId: string, userId: string, role: 'admin' | 'member'): Promise<boolean> {
      const rows = await db
        .update(memberships)
        .set({ role })
        .where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId)))
        .returning({ userId: memberships.userId });
      return rows.length > 0;
    },
    async removeMember(teamId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(memberships)
        .where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId)))
        .returning({ userId: memberships.userId });
      return rows.length > 0;
    },
    async invite(invitation: {
      teamId: string;
      email: string;
      role: 'admin' | 'member';
      tokenHash: string;
      invitedBy: string;
      expiresAt: Date;
    }): Promise<TeamInvitationRecord> {
      const [row] = await db.insert(teamInvitations).values(invitation).returning();
      if (!row) throw new Error('team_invitations insert returned no row');
      return row;
    },
    /** Invitations not yet accepted, expired ones included (an admin may send those again). */
    async pendingInvitations(teamId: string): Promise<PendingInvitation[]> {
      const rows = await db
        .select({ invitation: teamInvitations, invitedByName: users.displayName })
        .from(teamInvitations)
        .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
        .where(and(eq(teamInvitations.teamId, teamId), isNull(teamInvitations.acceptedAt)))
        .orderBy(asc(teamInvitations.createdAt));
      return rows.map((row) => ({ ...row.invitation, invitedByName: row.invitedByName }));
    },
    /**
     * Sends a pending invitation of this team again: a new token (the old link stops working), a new
     * expiry and the sender. Undefined when the team has no such pending invitation.
     */
    async renewInvitation(
      teamId: string,
      invitationId: string,
      renewal: { tokenHash: string; expiresAt: Date; invitedBy: string },
    ): Promise<TeamInvitationRecord | undefined> {
      const [row] = await db
        .update(teamInvitations)
        .set(renewal)
        .where(
          and(
            eq(teamInvitations.id, invitationId),
            eq(teamInvitations.teamId, teamId),
            isNull(teamInvitations.acceptedAt),
          ),
        )
        .returning();
      return row;
    },
    /** Withdraws a pending invitation of this team: its link stops working. False when there is none. */
    async revokeInvitation(teamId: string, invitationId: string): Promise<boolean> {
      const rows = await db
        .delete(teamInvitations)
        .where(
          and(
            eq(teamInvitations.id, invitationId),
            eq(teamInvitations.teamId, teamId),
            isNull(teamInvitations.acceptedAt),
          ),
        )
        .returning({ id: teamInvitations.id });
      return rows.length > 0;
    },
    async findInvitation(tokenHash: string): Promise<TeamInvitationRecord | undefined> {
      const [row] = await db.select().from(teamInvitations).where(eq(teamInvitations.tokenHash, tokenHash));
      return row;
    },
    /** Accepts once: the membership and the used mark land together, or neither does. */
    async accept(invitation: TeamInvitationRecord, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(teamInvitations)
          .set({ acceptedAt: new Date() })
          .where(and(eq(teamInvitations.id, invitation.id), isNull(teamInvitations.acceptedAt)))
          .returning({ id: teamInvitations.id });
        if (used.length === 0) return false;
        await tx
          .insert(memberships)
          .values({ teamId: invitation.teamId, userId, role: invitation.role })
          .onConflictDoNothing();
        return true;
      });
    },
  };
}
