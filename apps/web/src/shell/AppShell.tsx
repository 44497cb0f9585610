import { lazy, Suspense, useState } from 'react';
import { Layout1 } from './layouts/Layout1';
import { LayoutHorizontal } from './layouts/LayoutHorizontal';
import { SplashScreen } from './SplashScreen';
import type { SettingsPatch } from './settings/settings-schema';
import { useShellStore } from './settings/shell-store';
import { useShellSettings } from './settings/use-shell-settings';

// The panel's forms load the first time it opens, not with every page (the login page never opens it).
const SettingsPanel = lazy(async () => ({
  default: (await import('./settings-panel/SettingsPanel')).SettingsPanel,
}));

const FixedSettingsButton = lazy(async () => ({
  default: (await import('./settings-panel/SettingsButtons')).FixedSettingsButton,
}));

/**
 * The layout route of the signed-in app: navbar, toolbar and footer per the current layout around the
 * routed page (an <Outlet/>), plus the theme settings panel. `routeSettings` hold for every route inside
 * from the first render: the guest pages hide the chrome this way, since chrome hidden only after a first
 * render has already started downloading its lazy parts.
 */
export function AppShell({ routeSettings }: { routeSettings?: SettingsPatch }) {
  const { settings } = useShellSettings(routeSettings);
  const { style, config } = settings.layout;
  const panelOpen = useShellStore((state) => state.settingsPanelOpen);
  // Once opened, the panel stays mounted so that closing it plays the drawer's exit.
  const [panelUsed, setPanelUsed] = useState(false);
  if (panelOpen && !panelUsed) setPanelUsed(true);
  const layout =
    style === 'layout1' ? <Layout1 config={config} /> : <LayoutHorizontal style={style} config={config} />;
  return (
    <>
      {/* The navbar and toolbar load on first use: the page waits for them here, so it never moves when they arrive. */}
      <Suspense fallback={<SplashScreen />}>{layout}</Suspense>
      {config.rightSidePanel.display && (
        <Suspense fallback={null}>
          <FixedSettingsButton toolbarShown={config.toolbar.display} />
        </Suspense>
      )}
      {panelUsed && (
        <Suspense fallback={null}>
          <SettingsPanel />
        </Suspense>
      )}
    </>
  );
}
