import type { Capability } from '@flowlane/contracts';

/**
 * What each area of the app needs (spec section 6: guest-only routes; /logout for userLite and userFlow;
 * /flow/:workflowId for userFlow and admin). The route table and the menu both read these, so a menu
 * entry and the routes it leads to cannot disagree.
 */
export const ACCESS = {
  onlyGuest: 'guest',
  signedIn: 'app:use',
  logout: 'app:use',
  /** The workflow list, its search and the designer. */
  workflows: 'workflow:write',
  /** Invoices and the payment method: a team's billing is managed by its admins. */
  billing: 'billing:manage',
} as const satisfies Record<string, Capability | 'guest'>;

/** The demo account of the first start (ARCHITECTURE.md, "Runtime modes"). */
export const DEMO_ACCOUNT = { email: 'demo@flowlane.app', password: 'demo1234' } as const;

export function isDemoUser(email: string | null | undefined): boolean {
  return email?.toLowerCase() === DEMO_ACCOUNT.email;
}
