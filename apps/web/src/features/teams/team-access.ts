import { can, findPlan, roleFor } from '@flowlane/contracts';

/**
 * Whether the user may manage a team (members, invitations, name, deletion), asked through `can()` as
 * the server's guard asks it: the membership's role in that team, on that team's plan family.
 */
export function managesTeam(team: { role: 'admin' | 'member'; planGuid?: string }): boolean {
  const family = (team.planGuid !== undefined && findPlan(team.planGuid)?.family) || 'flow';
  return can([roleFor(family, team.role === 'admin')], 'team:manage');
}
