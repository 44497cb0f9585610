import { CacheProvider } from '@emotion/react';
import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { muiTexts } from '../../i18n/mui-texts';
import { SplashScreen } from '../SplashScreen';
import { useSession } from '../session';
import { useShellSettings } from '../settings/use-shell-settings';
import { createShellTheme } from './create-theme';
import { ltrCache, rtlCache } from './emotion-caches';
import './fonts';
import { ShellGlobalStyles } from './ShellGlobalStyles';

/**
 * The main theme from the merged settings, with CssBaseline; also keeps <html dir lang> and the i18n
 * language in step with the settings. Uses useSession(): mount it inside the session's providers.
 * A language other than English loads its catalogue first: until then the page stays in the language it
 * was in, and the very first page waits behind the splash so that it never shows in the wrong language.
 */
export function ShellThemeProvider({ children }: { children: ReactNode }) {
  const { settings, language } = useShellSettings();
  const { direction, animations, customScrollbars } = settings;
  // Re-renders when i18next has switched, which is after the chosen language's catalogue has loaded.
  const { i18n: current } = useTranslation();
  const shownLanguage = current.language;
  // The language is known once the session check (behind the root's own splash) has ended.
  const checking = useSession().status === 'checking';
  const [pageShown, setPageShown] = useState(false);
  const waitForLanguage = !pageShown && !checking && shownLanguage !== language;
  if (!pageShown && !checking && !waitForLanguage) setPageShown(true);
  const theme = useMemo(
    () =>
      createTheme(createShellTheme(settings.theme.main, { direction, animations }), {
        components: muiTexts(shownLanguage),
      }),
    [settings.theme.main, direction, animations, shownLanguage],
  );

  // Before paint, so the first frame is already in the right language and direction.
  useLayoutEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = language;
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [direction, language]);

  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ShellGlobalStyles customScrollbars={customScrollbars} animations={animations} />
        {waitForLanguage ? <SplashScreen /> : children}
      </ThemeProvider>
    </CacheProvider>
  );
}
