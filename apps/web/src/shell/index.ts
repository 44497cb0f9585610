// The shell's public entry: layouts, themes, settings, navigation, message bar, page templates.
export { AppShell } from './AppShell';
export { MessageBar } from './message/MessageBar';
export { type MessageVariant, showMessage, useMessageStore } from './message/message-store';
export { navigationConfig } from './navigation/navigation-config';
export { filterNavigation, flattenNavigation } from './navigation/navigation-utils';
export type { NavItem, NavItemType } from './navigation/types';
export { useNavigation } from './navigation/use-navigation';
export { PageTitle } from './PageTitle';
export { PageCarded } from './page/PageCarded';
export { PageSimple } from './page/PageSimple';
export type { PageTemplateProps } from './page/page-types';
export { SplashScreen } from './SplashScreen';
export { APP_SETTINGS, GUEST_ROUTE_SETTINGS, LAYOUT_DEFAULTS } from './settings/defaults';
export { useRouteSettings } from './settings/route-settings';
export type { SettingsPatch, ShellSettings, ThemeName } from './settings/settings-schema';
export { type ShellSettingsApi, useShellSettings } from './settings/use-shell-settings';
export { ShellThemeProvider } from './theme/ShellThemeProvider';
export { UserMenuPlanProvider } from './toolbar/user-menu-slot';
