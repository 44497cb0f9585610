import { useEffect } from 'react';
import { parseSettingsPatch, type SettingsPatch } from './settings-schema';
import { useShellStore } from './shell-store';

/**
 * Gives the current page its own settings, over every other layer, for as long as it is shown; leaving
 * it restores the merged defaults. Call it in a page component, e.g. the designer's. They apply after
 * the page's first render: settings that must hold from the first frame go to AppShell's `routeSettings`.
 */
export function useRouteSettings(settings: SettingsPatch): void {
  const setRoute = useShellStore((state) => state.setRoute);
  const key = JSON.stringify(settings);
  useEffect(() => {
    setRoute(parseSettingsPatch(JSON.parse(key)));
    return () => setRoute(null);
  }, [key, setRoute]);
}
