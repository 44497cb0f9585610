import { z } from 'zod';
import { hasPermission, ROLE_GROUPS, type Role } from './roles.js';

/**
 * What a person may do, named once: the server's guards, the web's route guards and the menu all ask
 * `can(roles, capability)`, so what the menu hides the URL cannot open and the API refuses.
 */
export const Capability = z.enum([
  // Everyday areas every signed-in role uses, to read and to write: dashboard, projects, libraries,
  // authorizations, datasets, integrations run from the libraries, pricing. (Per-area capabilities held by
  // the same roles were never checked apart from this one, so they are not named.)
  'app:use',
  // Workflows: the list, the designer (/flow/:workflowId, spec section 6: userFlow and admin), editing,
  // running a workflow or a step, retrying and cancelling runs, copying an integration into a workflow.
  'workflow:write',
  'workflow:run',
  // A team's members, roles, invitations, name; its plan, invoices and payment method.
  'team:manage',
  'billing:manage',
]);
export type Capability = z.infer<typeof Capability>;

const SIGNED_IN: readonly Role[] = [...ROLE_GROUPS.userLite, ...ROLE_GROUPS.userFlow];
const FLOW_OR_ADMIN: readonly Role[] = [...ROLE_GROUPS.userFlow, ...ROLE_GROUPS.admin];
const ADMIN: readonly Role[] = ROLE_GROUPS.admin;

/**
 * The roles holding each capability. Spec section 6 fixes only the designer (userFlow and admin); the
 * rest are our choices (ARCHITECTURE.md "Tenancy and roles"): only admins manage a team and its billing.
 */
export const CAPABILITY_ROLES: Record<Capability, readonly Role[]> = {
  'app:use': SIGNED_IN,
  'workflow:write': FLOW_OR_ADMIN,
  'workflow:run': FLOW_OR_ADMIN,
  'team:manage': ADMIN,
  'billing:manage': ADMIN,
};

/** Whether someone with these roles (none for a guest) holds the capability. */
export function can(roles: readonly string[] | null | undefined, capability: Capability): boolean {
  return hasPermission(CAPABILITY_ROLES[capability], roles);
}
