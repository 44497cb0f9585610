import type { Plan, Role } from '@flowlane/contracts';

/** The signed-in caller of a request, for its current team. */
export type AuthedUser = {
  userId: string;
  /** The current team: scope every team-owned query by it. */
  teamId: string;
  /** The sign-in session (refresh-token family) the access token belongs to. */
  sessionId: string;
  /** ROLE_{LITE|FLOW}_{USER|ADMIN} for the current team (ARCHITECTURE.md "Tenancy and roles"). */
  roles: Role[];
  /** An admin of the current team: may manage members, billing and deletion. */
  isAdmin: boolean;
  /** The current team's plan; read limits from here. */
  plan: Plan;
  /** Set when the caller is an API key (then `sessionId` is empty and `teamId` is the key's team). */
  apiKey?: { id: string; kind: 'personal' | 'team' };
};
