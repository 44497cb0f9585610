import { CacheProvider } from '@emotion/react';
import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useLayoutEffect, useMemo } from 'react';
import { i18n } from '../../i18n';
import { muiTexts } from '../../i18n/mui-texts';
import { useShellSettings } from '../settings/use-shell-settings';
import { createShellTheme } from './create-theme';
import { ltrCache, rtlCache } from './emotion-caches';
import './fonts';
import { ShellGlobalStyles } from './ShellGlobalStyles';

/**
 * The main theme from the merged settings, with CssBaseline; also keeps <html dir lang> and the i18n
 * language in step with the settings. Uses useSession(): mount it inside the session's providers.
 */
export function ShellThemeProvider({ children }: { children: ReactNode }) {
  const { settings, language } = useShellSettings();
  const { direction, animations, customScrollbars } = settings;
  const theme = useMemo(
    () =>
      createTheme(createShellTheme(settings.theme.main, { direction, animations }), {
        components: muiTexts(language),
      }),
    [settings.theme.main, direction, animations, language],
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
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
