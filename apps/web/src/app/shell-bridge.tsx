/** The shell's parts this app is built from (apps/web/src/shell owns them). */
export {
  AppShell,
  GUEST_ROUTE_SETTINGS,
  MessageBar,
  ShellThemeProvider,
  SplashScreen,
  UserMenuPlanProvider,
} from '../shell';
