import { MESSAGES, type TeamRef, type User } from '@flowlane/contracts';
import { z } from 'zod';
import type { RoutesContext } from '../context.js';
import { teamsRepository, usersRepository } from '../db/index.js';
import { notFound, unauthorized } from '../http/errors.js';
import type { AuthedUser } from './guard.js';
import { buildUser } from './user-payload.js';

export const TEAM_NOT_FOUND = 'Team not found.';
const TeamId = z.uuid();

/** GET /api/team: the caller's teams with the caller's role in each, for the team switcher. */
export async function listTeams(ctx: RoutesContext, caller: AuthedUser): Promise<TeamRef[]> {
  const teams = await teamsRepository(ctx.database.db).listForUser(caller.userId);
  return teams.map((team) => ({ id: team.id, name: team.name, role: team.role }));
}

/** POST /api/v2/user/switch/{teamId}: another team of the caller becomes the current one. */
export async function switchTeam(ctx: RoutesContext, caller: AuthedUser, teamId: string): Promise<User> {
  const db = ctx.database.db;
  // A malformed id is just another team the caller cannot see: 404, and no query with a bad uuid.
  if (!TeamId.safeParse(teamId).success) throw notFound(TEAM_NOT_FOUND);
  const membership = await teamsRepository(db).findMembership(teamId, caller.userId);
  if (!membership) throw notFound(TEAM_NOT_FOUND);
  const users = usersRepository(db);
  await users.setDefaultTeam(caller.userId, teamId);
  const user = await users.findById(caller.userId);
  if (!user) throw unauthorized(MESSAGES.noSession);
  return buildUser(db, user);
}
