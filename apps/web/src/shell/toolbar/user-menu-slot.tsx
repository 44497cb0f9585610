import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the app adds to the user menu's summary (the billing feature's plan, status, period end and
 * usage). The shell does not reach into features; the app hands the part in here.
 */
const UserMenuPlanSlot = createContext<ReactNode>(null);

export function UserMenuPlanProvider({ plan, children }: { plan: ReactNode; children: ReactNode }) {
  return <UserMenuPlanSlot.Provider value={plan}>{children}</UserMenuPlanSlot.Provider>;
}

export function useUserMenuPlan(): ReactNode {
  return useContext(UserMenuPlanSlot);
}
