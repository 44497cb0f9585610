import { ROLE_GROUPS, type Role, type RoleRequirement } from '@flowlane/contracts';

/** Route requirements (spec section 6; the other routes' mapping is not shown, so any role may enter). */
export const ROUTE_ROLES = {
  onlyGuest: ROLE_GROUPS.onlyGuest,
  signedIn: [...ROLE_GROUPS.userLite, ...ROLE_GROUPS.userFlow] satisfies Role[],
  logout: [...ROLE_GROUPS.userLite, ...ROLE_GROUPS.userFlow] satisfies Role[],
  designer: [...ROLE_GROUPS.userFlow, ...ROLE_GROUPS.admin] satisfies Role[],
} as const satisfies Record<string, RoleRequirement>;

/** The demo account of the first start (ARCHITECTURE.md, "Runtime modes"). */
export const DEMO_ACCOUNT = { email: 'demo@flowlane.app', password: 'demo1234' } as const;

export function isDemoUser(email: string | null | undefined): boolean {
  return email?.toLowerCase() === DEMO_ACCOUNT.email;
}
