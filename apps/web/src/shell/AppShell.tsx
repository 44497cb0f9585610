import { Layout1 } from './layouts/Layout1';
import { LayoutHorizontal } from './layouts/LayoutHorizontal';
import { useShellSettings } from './settings/use-shell-settings';
import { FixedSettingsButton } from './settings-panel/SettingsButtons';
import { SettingsPanel } from './settings-panel/SettingsPanel';

/**
 * The layout route of the signed-in app: navbar, toolbar and footer per the current layout around the
 * routed page (an <Outlet/>), plus the theme settings panel.
 */
export function AppShell() {
  const { settings } = useShellSettings();
  const { style, config } = settings.layout;
  return (
    <>
      {style === 'layout1' ? <Layout1 config={config} /> : <LayoutHorizontal style={style} config={config} />}
      {config.rightSidePanel.display && <FixedSettingsButton toolbarShown={config.toolbar.display} />}
      <SettingsPanel />
    </>
  );
}
