import { red } from '@mui/material/colors';
import {
  type Components,
  createTheme,
  darken,
  getContrastRatio,
  lighten,
  type Theme,
} from '@mui/material/styles';
import type { Direction, ThemeName } from '../settings/settings-schema';
import { PALETTES } from './palettes';

export const FONT_FAMILY = ['Muli', 'Roboto', '"Helvetica"', 'Arial', 'sans-serif'].join(',');

export type ThemeOptions = { direction: Direction; animations: boolean };

/** WCAG AA for normal text. */
const TEXT_CONTRAST = 4.5;

const ACCENTS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
type Accent = (typeof ACCENTS)[number];
const isAccent = (colour: unknown): colour is Accent => ACCENTS.some((accent) => accent === colour);

/**
 * The shade of `colour` that reads at 4.5:1 on every one of `backgrounds`: darker on a light theme,
 * lighter on a dark one. The reference's palettes stay as they are (a button's fill, a border); only text
 * drawn in an accent colour uses this shade (the default theme's sky blue on white is 1.6:1).
 */
export function readableShade(colour: string, backgrounds: string[], mode: 'light' | 'dark'): string {
  for (let step = 0; step <= 20; step++) {
    const shade =
      step === 0 ? colour : mode === 'light' ? darken(colour, step / 20) : lighten(colour, step / 20);
    if (backgrounds.every((background) => getContrastRatio(shade, background) >= TEXT_CONTRAST)) return shade;
  }
  return mode === 'light' ? '#000' : '#fff';
}

/** Text in an accent colour (typography, text and outlined buttons, toggles, outlined chips) in its readable shade. */
function readableAccents(readable: Record<Accent, string>): Components<Theme> {
  const text = (colour: unknown) => (isAccent(colour) ? { color: readable[colour] } : {});
  return {
    MuiTypography: { styleOverrides: { root: ({ ownerState }) => text(ownerState.color) } },
    MuiButton: {
      styleOverrides: {
        root: ({ ownerState }) =>
          ownerState.variant === 'contained' || ownerState.disabled ? {} : text(ownerState.color),
      },
    },
    MuiToggleButton: {
      // Unselected: MUI's action.active is 4.49:1 on the light page.
      styleOverrides: {
        root: ({ ownerState, theme }) => ({
          color: theme.palette.text.secondary,
          '&.Mui-selected, &.Mui-selected:hover': text(ownerState.color),
        }),
      },
    },
    MuiChip: {
      styleOverrides: {
        root: ({ ownerState }) => (ownerState.variant === 'outlined' ? text(ownerState.color) : {}),
      },
    },
  };
}

const cache = new Map<string, Theme>();

/** The MUI theme of one named theme; memoised, as every section and every render asks again. */
export function createShellTheme(name: ThemeName, { direction, animations }: ThemeOptions): Theme {
  const key = `${name}:${direction}:${animations}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const palette = PALETTES[name];
  const backgrounds = [palette.background.paper, palette.background.default];
  // The status colours are MUI's (the reference names none but error), in the shade that reads as text on
  // the page and under white on a chip: MUI's light-mode info and warning are 3.9:1 and 3.1:1 on white.
  const muiDefaults = createTheme({ palette: { mode: palette.mode } }).palette;
  const status = (colour: 'info' | 'warning' | 'success') => ({
    main: readableShade(muiDefaults[colour].main, backgrounds, palette.mode),
  });
  const base = createTheme({
    direction,
    palette: {
      mode: palette.mode,
      primary: palette.primary,
      secondary: palette.secondary,
      background: palette.background,
      error: { light: red[400], main: red[500], dark: red[700] },
      info: status('info'),
      warning: status('warning'),
      success: status('success'),
      // Text on a filled accent (chips, buttons) is black or white, whichever reads at 4.5:1 (MUI's own 3).
      contrastThreshold: TEXT_CONTRAST,
    },
    typography: { fontFamily: FONT_FAMILY, htmlFontSize: 16, fontSize: 13 },
    shape: { borderRadius: 6 },
    transitions: animations ? {} : { create: () => 'none' },
  });
  const shade = (accent: Accent) => readableShade(base.palette[accent].main, backgrounds, palette.mode);
  const readable: Record<Accent, string> = {
    primary: shade('primary'),
    secondary: shade('secondary'),
    error: shade('error'),
    warning: shade('warning'),
    info: shade('info'),
    success: shade('success'),
  };
  const theme = createTheme(base, {
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: !animations } },
      MuiAppBar: { defaultProps: { enableColorOnDark: true } },
      ...readableAccents(readable),
    },
  });
  cache.set(key, theme);
  return theme;
}
