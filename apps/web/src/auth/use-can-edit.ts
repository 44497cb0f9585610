import { can } from '@flowlane/contracts';
import { ACCESS } from './requirements';
import { useSession } from './session-store';

/** Running, retrying and editing workflows needs what the designer needs (`workflow:write`). */
export function useCanEditWorkflows(): boolean {
  const { roles } = useSession();
  return can(roles, ACCESS.workflows);
}
