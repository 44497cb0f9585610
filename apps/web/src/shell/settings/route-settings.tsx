import { type ReactNode, useEffect } from 'react';
import { Outlet } from 'react-router';
import { parseSettingsPatch, type SettingsPatch } from './settings-schema';
import { useShellStore } from './shell-store';

/**
 * Gives the current route its own settings, over every other layer, for as long as it is shown;
 * leaving it restores the merged defaults. Call it in a route's element, e.g. a guest page:
 * `useRouteSettings(GUEST_ROUTE_SETTINGS)`.
 */
export function useRouteSettings(settings: SettingsPatch): void {
  const setRoute = useShellStore((state) => state.setRoute);
  const key = JSON.stringify(settings);
  useEffect(() => {
    setRoute(parseSettingsPatch(JSON.parse(key)));
    return () => setRoute(null);
  }, [key, setRoute]);
}

/**
 * The same as an element: wrap routes in a layout route,
 * `<Route element={<RouteSettings settings={GUEST_ROUTE_SETTINGS} />}>…</Route>`, or wrap children.
 */
export function RouteSettings({ settings, children }: { settings: SettingsPatch; children?: ReactNode }) {
  useRouteSettings(settings);
  return children ?? <Outlet />;
}
