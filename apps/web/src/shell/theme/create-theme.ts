import { red } from '@mui/material/colors';
import { createTheme, type Theme } from '@mui/material/styles';
import type { Direction, ThemeName } from '../settings/settings-schema';
import { PALETTES } from './palettes';

export const FONT_FAMILY = ['Muli', 'Roboto', '"Helvetica"', 'Arial', 'sans-serif'].join(',');

export type ThemeOptions = { direction: Direction; animations: boolean };

const cache = new Map<string, Theme>();

/** The MUI theme of one named theme; memoised, as every section and every render asks again. */
export function createShellTheme(name: ThemeName, { direction, animations }: ThemeOptions): Theme {
  const key = `${name}:${direction}:${animations}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const palette = PALETTES[name];
  const theme = createTheme({
    direction,
    palette: {
      mode: palette.mode,
      primary: palette.primary,
      secondary: palette.secondary,
      background: palette.background,
      error: { light: red[400], main: red[500], dark: red[700] },
    },
    typography: { fontFamily: FONT_FAMILY, htmlFontSize: 16, fontSize: 13 },
    shape: { borderRadius: 6 },
    transitions: animations ? {} : { create: () => 'none' },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: !animations } },
      MuiAppBar: { defaultProps: { enableColorOnDark: true } },
    },
  });
  cache.set(key, theme);
  return theme;
}
