import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { checkSession, followOtherTabs, getSession, useSession } from '../auth';
import { SplashScreen } from './shell-bridge';

/** The root route: the start-up auth check behind a splash (spec section 4), then the routes. */
export function RootLayout() {
  const { status } = useSession();
  useEffect(() => {
    if (getSession().status === 'checking') void checkSession();
    return followOtherTabs();
  }, []);
  return status === 'checking' ? <SplashScreen /> : <Outlet />;
}
