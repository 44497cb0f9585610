import { z } from 'zod';

export const Role = z.enum(['ROLE_LITE_USER', 'ROLE_LITE_ADMIN', 'ROLE_FLOW_USER', 'ROLE_FLOW_ADMIN']);
export type Role = z.infer<typeof Role>;

/** The spec's role groups (section 6). `onlyGuest` is empty: only users without roles. */
export const ROLE_GROUPS = {
  admin: ['ROLE_LITE_ADMIN', 'ROLE_FLOW_ADMIN'],
  userLite: ['ROLE_LITE_USER', 'ROLE_LITE_ADMIN'],
  userFlow: ['ROLE_FLOW_USER', 'ROLE_FLOW_ADMIN'],
  onlyGuest: [],
} as const satisfies Record<string, readonly Role[]>;

/** A route's or item's requirement: undefined/null allows everyone, [] allows guests only. */
export type RoleRequirement = readonly Role[] | null | undefined;

export function hasPermission(
  required: RoleRequirement,
  userRoles: readonly string[] | null | undefined,
): boolean {
  if (required === null || required === undefined) return true;
  const roles = userRoles ?? [];
  if (required.length === 0) return roles.length === 0;
  return required.some((role) => roles.includes(role));
}

/** Roles for a team membership: LITE/FLOW from the plan family, USER/ADMIN from the membership. */
export function roleFor(family: 'lite' | 'flow', isAdmin: boolean): Role {
  if (family === 'lite') return isAdmin ? 'ROLE_LITE_ADMIN' : 'ROLE_LITE_USER';
  return isAdmin ? 'ROLE_FLOW_ADMIN' : 'ROLE_FLOW_USER';
}
