import { findPlan, roleFor, type User } from '@flowlane/contracts';
import {
  type Db,
  subscriptionsRepository,
  type TeamMembership,
  teamsRepository,
  type UserRecord,
} from '../db/index.js';
import { planOf } from './plans.js';

/** The current team: the default one while the user is a member of it, else the oldest membership. */
export function currentTeamOf(
  teams: TeamMembership[],
  defaultTeamId: string | null,
): TeamMembership | undefined {
  return teams.find((team) => team.id === defaultTeamId) ?? teams[0];
}

/** The User of the contracts (spec section 3): roles and subscription are the current team's. */
export async function buildUser(db: Db, user: UserRecord): Promise<User> {
  const teams = await teamsRepository(db).listForUser(user.id);
  const current = currentTeamOf(teams, user.defaultTeamId);
  const subscription = current ? await subscriptionsRepository(db).findForTeam(current.id) : undefined;
  const roles = current ? [roleFor(planOf(current.planGuid).family, current.role === 'admin')] : [];
  return {
    id: user.id,
    roles,
    data: {
      displayName: user.displayName,
      email: user.email,
      photoURL: user.photoUrl,
      authenticatorActive: user.authenticatorActive,
      softDeleted: user.softDeletedAt !== null,
      softDeletedAt: user.softDeletedAt?.toISOString() ?? null,
      settings: user.settings,
      shortcuts: user.shortcuts,
      teams: teams.map((team) => ({ id: team.id, name: team.name, role: team.role })),
      defaultTeam: current?.id ?? '',
    },
    subscription: subscription
      ? {
          id: subscription.id,
          status: subscription.status,
          periodStartDate: subscription.periodStart.toISOString(),
          periodEndDate: subscription.periodEnd.toISOString(),
          cancelAtEnd: subscription.cancelAtEnd,
          customer_id: subscription.customerId,
          plan: {
            id: subscription.planGuid,
            name: findPlan(subscription.planGuid)?.name ?? subscription.planGuid,
          },
          fallback: subscription.fallback,
        }
      : null,
    billing: { customerId: subscription?.customerId ?? null },
  };
}
