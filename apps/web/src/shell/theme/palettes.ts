import { lightBlue } from '@mui/material/colors';
import type { ThemeName } from '../settings/settings-schema';

export type PaletteColor = { light: string; main: string; dark: string; contrastText?: string };
export type ShellPalette = {
  mode: 'light' | 'dark';
  primary: PaletteColor;
  secondary: PaletteColor;
  background: { paper: string; default: string };
};

/** The template's dark blue-grey scale (main/light/dark = 500/300/700). */
export const fuseDark = {
  50: '#e3e6e8',
  100: '#bac0c5',
  200: '#8c969f',
  300: '#5e6c78',
  400: '#3c4d5b',
  500: '#192d3e',
  600: '#162838',
  700: '#122230',
  800: '#0e1c28',
  900: '#08111b',
} as const;

export const skyBlue = { 100: '#d0f4fe', 500: '#61dafb', 900: '#33c2f8' } as const;

const fuseDarkPrimary: PaletteColor = { light: fuseDark[300], main: fuseDark[500], dark: fuseDark[700] };
const skyBlueSecondary: PaletteColor = { light: skyBlue[100], main: skyBlue[500], dark: skyBlue[900] };
const lightBackground = { paper: '#FFFFFF', default: '#F7F7F7' };
const darkBackground = { paper: '#1E2125', default: '#121212' };
const white = '#FFF';

/** The ten themes of the reference, letter for letter. */
export const PALETTES: Record<ThemeName, ShellPalette> = {
  default: {
    mode: 'light',
    primary: fuseDarkPrimary,
    secondary: skyBlueSecondary,
    background: { paper: '#FFFFFF', default: '#f6f7f9' },
  },
  legacy: {
    mode: 'light',
    primary: fuseDarkPrimary,
    secondary: { light: lightBlue[400], main: lightBlue[600], dark: lightBlue[700] },
    background: lightBackground,
  },
  sunset: {
    mode: 'light',
    primary: { light: '#FF908B', main: '#D0605E', dark: '#9B3134' },
    secondary: { light: '#C76A1D', main: '#FF994C', dark: '#FFCA7B', contrastText: white },
    background: lightBackground,
  },
  greeny: {
    mode: 'light',
    primary: { light: '#6CABD4', main: '#387CA3', dark: '#005074' },
    secondary: { light: '#89F6CF', main: '#55C39E', dark: '#159270', contrastText: white },
    background: lightBackground,
  },
  beach: {
    mode: 'light',
    primary: { light: '#C4D8DD', main: '#93A7AB', dark: '#65787C', contrastText: white },
    secondary: { light: '#FFB281', main: '#F18153', dark: '#BA5228', contrastText: white },
    background: lightBackground,
  },
  tech: {
    mode: 'light',
    primary: { light: '#87EFFF', main: '#4DBCE9', dark: '#008CB7', contrastText: white },
    secondary: { light: '#FFFF83', main: '#D1E751', dark: '#9DB516' },
    background: lightBackground,
  },
  sweetHues: {
    mode: 'light',
    primary: { light: '#D5C1EB', main: '#A391B9', dark: '#746389', contrastText: white },
    secondary: { light: '#90AFD4', main: '#6080A3', dark: '#325474' },
    background: lightBackground,
  },
  defaultDark: {
    mode: 'dark',
    primary: fuseDarkPrimary,
    secondary: skyBlueSecondary,
    background: darkBackground,
  },
  deepOcean: {
    mode: 'dark',
    primary: { light: '#8F53E7', main: '#5A24B4', dark: '#1E0083' },
    secondary: { light: '#FF61FF', main: '#FE00E9', dark: '#C600B6', contrastText: white },
    background: darkBackground,
  },
  slate: {
    mode: 'dark',
    primary: { light: '#86FFF7', main: '#4ECDC4', dark: '#009B94' },
    secondary: { light: '#FF9D99', main: '#FF6B6B', dark: '#C73840', contrastText: white },
    background: darkBackground,
  },
};

export function isDarkTheme(name: ThemeName): boolean {
  return PALETTES[name].mode === 'dark';
}
