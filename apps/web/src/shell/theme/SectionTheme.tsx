import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { ThemeSection } from '../settings/settings-schema';
import { useShellSettings } from '../settings/use-shell-settings';
import { createShellTheme } from './create-theme';

/** The navbar, toolbar and footer each wear a theme of their own (settings.theme.<section>). */
export function SectionTheme({ section, children }: { section: ThemeSection; children: ReactNode }) {
  const { settings } = useShellSettings();
  const theme = createShellTheme(settings.theme[section], {
    direction: settings.direction,
    animations: settings.animations,
  });
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
