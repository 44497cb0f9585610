import { hasPermission } from '@flowlane/contracts';
import { ROUTE_ROLES, useSession } from '../../auth';

/** Running, retrying and editing workflows is for the userFlow and admin roles (as the designer). */
export function useCanEditWorkflows(): boolean {
  const { roles } = useSession();
  return hasPermission(ROUTE_ROLES.designer, roles);
}
