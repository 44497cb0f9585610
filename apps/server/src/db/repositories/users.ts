import { UserSettings } from '@flowlane/contracts';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../client.js';
import { memberships, teams, userSessions, users } from '../schema/index.js';
import { subscriptionsRepository } from './subscriptions.js';
import { type MembershipRole, type TeamRecord, teamsRepository } from './teams.js';

/**
 * The stored forms of the users' JSON columns. A change bumps schemaVersion and adds a step to the
 * matching `read…` function, so old rows keep loading.
 */
const StoredUserSettingsV1 = z.object({ schemaVersion: z.literal(1), values: UserSettings });
const StoredShortcutsV1 = z.object({ schemaVersion: z.literal(1), items: z.array(z.string()) });

export function readUserSettings(stored: unknown): UserSettings {
  return StoredUserSettingsV1.parse(stored).values;
}
export function readShortcuts(stored: unknown): string[] {
  return StoredShortcutsV1.parse(stored).items;
}
const storeSettings = (values: UserSettings) => ({ schemaVersion: 1 as const, values });
const storeShortcuts = (items: string[]) => ({ schemaVersion: 1 as const, items });

/** E-mail addresses are compared lower-cased; the table's check constraint enforces it. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

type UserRow = typeof users.$inferSelect;
export type UserRecord = Omit<UserRow, 'settings' | 'shortcuts'> & {
  settings: UserSettings;
  shortcuts: string[];
};

function toRecord(row: UserRow): UserRecord {
  return { ...row, settings: readUserSettings(row.settings), shortcuts: readShortcuts(row.shortcuts) };
}

export type NewAccount = {
  email: string;
  displayName: string;
  passwordHash: string;
  activatedAt: Date | null;
  teamName: string;
  planGuid: string;
  trialStart: Date;
  trialEnd: Date;
};

/** What the auth guard needs for one request, read in one query. */
export type SessionPrincipal = {
  user: UserRecord;
  sessionActive: boolean;
  /** The membership in the user's default team, if the user is still a member of it. */
  currentTeam: { teamId: string; role: MembershipRole; planGuid: string } | null;
};

export type ProfilePatch = {
  displayName?: string;
  photoUrl?: string | null;
  settings?: UserSettings;
  shortcuts?: string[];
};

export function usersRepository(db: Db) {
  async function findById(id: string): Promise<UserRecord | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row && toRecord(row);
  }

  return {
    findById,

    async findByEmail(email: string): Promise<UserRecord | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.email, normalizeEmail(email)));
      return row && toRecord(row);
    },

    /**
     * A user with a team of its own (the user is its admin) on a trial subscription, all or nothing.
     * Undefined when the e-mail is taken, also when a concurrent registration won the race.
     */
    createAccount(account: NewAccount): Promise<{ user: UserRecord; team: TeamRecord } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            email: normalizeEmail(account.email),
            displayName: account.displayName,
            passwordHash: account.passwordHash,
            activatedAt: account.activatedAt,
            settings: storeSettings({}),
            shortcuts: storeShortcuts([]),
          })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (!row) return undefined;
        const team = await teamsRepository(tx).create({ name: account.teamName, planGuid: account.planGuid });
        await teamsRepository(tx).addMember(team.id, row.id, 'admin');
        await subscriptionsRepository(tx).createTrial({
          teamId: team.id,
          planGuid: account.planGuid,
          start: account.trialStart,
          end: account.trialEnd,
        });
        const [updated] = await tx
          .update(users)
          .set({ defaultTeamId: team.id })
          .where(eq(users.id, row.id))
          .returning();
        if (!updated) throw new Error('user vanished inside its own registration');
        return { user: toRecord(updated), team };
      });
    },

    /** Undoes `createAccount` whose activation mail could not be sent, so the address can register again. */
    async removeNewAccount(userId: string, teamId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(users).where(and(eq(users.id, userId), isNull(users.activatedAt)));
        await tx.delete(teams).where(eq(teams.id, teamId));
      });
    },

    async findSessionPrincipal(userId: string, sessionId: string): Promise<SessionPrincipal | undefined> {
      const [row] = await db
        .select({ user: users, session: userSessions, membership: memberships, team: teams })
        .from(users)
        .leftJoin(userSessions, and(eq(userSessions.id, sessionId), eq(userSessions.userId, users.id)))
        .leftJoin(
          memberships,
          and(eq(memberships.userId, users.id), eq(memberships.teamId, users.defaultTeamId)),
        )
        .leftJoin(teams, eq(teams.id, memberships.teamId))
        .where(eq(users.id, userId));
      if (!row) return undefined;
      return {
        user: toRecord(row.user),
        sessionActive: row.session !== null && row.session.revokedAt === null,
        currentTeam:
          row.membership && row.team
            ? { teamId: row.team.id, role: row.membership.role, planGuid: row.team.planGuid }
            : null,
      };
    },

    async activate(userId: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ activatedAt: at })
        .where(and(eq(users.id, userId), isNull(users.activatedAt)));
    },

    async updateProfile(userId: string, patch: ProfilePatch): Promise<UserRecord | undefined> {
      const values = {
        ...(patch.displayName !== undefined ? { displayName: patch.displayName } : {}),
        ...(patch.photoUrl !== undefined ? { photoUrl: patch.photoUrl } : {}),
        ...(patch.settings !== undefined ? { settings: storeSettings(patch.settings) } : {}),
        ...(patch.shortcuts !== undefined ? { shortcuts: storeShortcuts(patch.shortcuts) } : {}),
      };
      // An update with nothing to set is not valid SQL; nothing changes, so read the row instead.
      if (Object.keys(values).length === 0) return findById(userId);
      const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
      return row && toRecord(row);
    },

    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async setDefaultTeam(userId: string, teamId: string): Promise<void> {
      await db.update(users).set({ defaultTeamId: teamId }).where(eq(users.id, userId));
    },

    async softDelete(userId: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ softDeletedAt: at })
        .where(and(eq(users.id, userId), isNull(users.softDeletedAt)));
    },

    /** Stores a pending authenticator secret; refused (false) while one is active. */
    async setPendingAuthenticator(userId: string, secretCiphertext: string): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ authenticatorSecret: secretCiphertext, authenticatorActive: false })
        .where(and(eq(users.id, userId), eq(users.authenticatorActive, false)))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    async setAuthenticatorActive(userId: string): Promise<void> {
      await db.update(users).set({ authenticatorActive: true }).where(eq(users.id, userId));
    },

    async clearAuthenticator(userId: string): Promise<void> {
      await db
        .update(users)
        .set({ authenticatorSecret: null, authenticatorActive: false })
        .where(eq(users.id, userId));
    },

    /**
     * Records a TOTP time step as used. False when this step or a later one was already accepted, which
     * also catches two requests racing with the same code.
     */
    async acceptTotpStep(userId: string, timeStep: number): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ totpLastTimeStep: timeStep })
        .where(
          and(eq(users.id, userId), or(isNull(users.totpLastTimeStep), lt(users.totpLastTimeStep, timeStep))),
        )
        .returning({ id: users.id });
      return updated.length > 0;
    },
  };
}
