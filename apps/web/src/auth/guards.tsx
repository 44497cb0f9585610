import { hasPermission, type RoleRequirement } from '@flowlane/contracts';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isDemoUser } from './requirements';
import { clearReturnPath, peekReturnPath, saveReturnPath } from './return-path';
import { useSession } from './session-store';

function ToLogin({ from }: { from: string }) {
  useEffect(() => saveReturnPath(from), [from]);
  return <Navigate to="/login" replace />;
}

function ToReturnPath() {
  const target = peekReturnPath() ?? '/';
  useEffect(() => clearReturnPath(), []);
  return <Navigate to={target} replace />;
}

type RequireRolesProps = {
  required: RoleRequirement;
  /** Lets the signed-in demo account through (its Register now button opens /register in a new tab). */
  allowDemoUser?: boolean;
};

/**
 * A layout route that lets permitted users through (spec section 6). A denied guest goes to /login with
 * the attempted path saved; a denied user goes to the saved path or /.
 */
export function RequireRoles({ required, allowDemoUser = false }: RequireRolesProps) {
  const { roles, user } = useSession();
  const location = useLocation();
  if (hasPermission(required, roles) || (allowDemoUser && isDemoUser(user?.data.email))) return <Outlet />;
  if (roles.length === 0) return <ToLogin from={`${location.pathname}${location.search}${location.hash}`} />;
  return <ToReturnPath />;
}
