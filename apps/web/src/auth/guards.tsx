import { type Capability, can } from '@flowlane/contracts';
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

type RequireAccessProps = {
  /** The capability a route needs (`can`, contracts), or `guest` for the guest-only routes. */
  access: Capability | 'guest';
  /** Lets the signed-in demo account through (its Register now button opens /register in a new tab). */
  allowDemoUser?: boolean;
};

/** Whether a session with these roles may open a route needing `access`. */
export function mayEnter(access: Capability | 'guest', roles: readonly string[]): boolean {
  return access === 'guest' ? roles.length === 0 : can(roles, access);
}

/**
 * A layout route that lets permitted users through (spec section 6). A denied guest goes to /login with
 * the attempted path saved; a denied user goes to the saved path or /. The menu asks the same `can`, so
 * what it hides cannot be opened by URL either.
 */
export function RequireAccess({ access, allowDemoUser = false }: RequireAccessProps) {
  const { roles, user } = useSession();
  const location = useLocation();
  if (mayEnter(access, roles) || (allowDemoUser && isDemoUser(user?.data.email))) return <Outlet />;
  if (roles.length === 0) return <ToLogin from={`${location.pathname}${location.search}${location.hash}`} />;
  return <ToReturnPath />;
}
