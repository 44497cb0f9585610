import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { THEME_NAMES } from '../settings/settings-schema';
import { createShellTheme, FONT_FAMILY, readableShade } from './create-theme';
import { isDarkTheme, PALETTES } from './palettes';
import { toggleLightDark } from './theme-mode';

describe('themes', () => {
  it('has the ten themes: seven light and three dark', () => {
    expect(Object.keys(PALETTES).sort()).toEqual([...THEME_NAMES].sort());
    expect(THEME_NAMES.filter(isDarkTheme)).toEqual(['defaultDark', 'deepOcean', 'slate']);
  });

  it.each([
    ['default', '#192d3e', '#61dafb', '#FFFFFF', '#f6f7f9'],
    ['legacy', '#192d3e', '#039be5', '#FFFFFF', '#F7F7F7'],
    ['sunset', '#D0605E', '#FF994C', '#FFFFFF', '#F7F7F7'],
    ['greeny', '#387CA3', '#55C39E', '#FFFFFF', '#F7F7F7'],
    ['beach', '#93A7AB', '#F18153', '#FFFFFF', '#F7F7F7'],
    ['tech', '#4DBCE9', '#D1E751', '#FFFFFF', '#F7F7F7'],
    ['sweetHues', '#A391B9', '#6080A3', '#FFFFFF', '#F7F7F7'],
    ['defaultDark', '#192d3e', '#61dafb', '#1E2125', '#121212'],
    ['deepOcean', '#5A24B4', '#FE00E9', '#1E2125', '#121212'],
    ['slate', '#4ECDC4', '#FF6B6B', '#1E2125', '#121212'],
  ] as const)('%s has the reference colours', (name, primary, secondary, paper, background) => {
    const theme = createShellTheme(name, { direction: 'ltr', animations: true });
    expect(theme.palette.primary.main).toBe(primary);
    expect(theme.palette.secondary.main).toBe(secondary);
    expect(theme.palette.background).toMatchObject({ paper, default: background });
    expect(theme.palette.error.main).toBe('#f44336');
    expect(theme.typography.fontFamily).toBe(FONT_FAMILY);
  });

  it('uses the fuseDark scale 500/300/700 for the default primary', () => {
    expect(PALETTES.default.primary).toEqual({ light: '#5e6c78', main: '#192d3e', dark: '#122230' });
  });

  it('types with Muli, then Roboto', () => {
    expect(FONT_FAMILY.startsWith('Muli,Roboto')).toBe(true);
  });

  it('carries the direction', () => {
    expect(createShellTheme('slate', { direction: 'rtl', animations: true }).direction).toBe('rtl');
  });

  it.each(THEME_NAMES)('%s: text in any accent colour and the status chips read at 4.5:1', (name) => {
    const { palette } = createShellTheme(name, { direction: 'ltr', animations: true });
    const pages = [palette.background.paper, palette.background.default];
    for (const accent of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
      const shade = readableShade(palette[accent].main, pages, palette.mode);
      for (const page of pages) expect(getContrastRatio(shade, page)).toBeGreaterThanOrEqual(4.5);
    }
    for (const status of ['error', 'warning', 'info', 'success'] as const) {
      expect(getContrastRatio(palette[status].contrastText, palette[status].main)).toBeGreaterThanOrEqual(
        4.5,
      );
    }
    for (const status of ['warning', 'info', 'success'] as const) {
      for (const page of pages)
        expect(getContrastRatio(palette[status].main, page)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a colour that already reads, and darkens sky blue on white until it does', () => {
    expect(readableShade('#192d3e', ['#FFFFFF'], 'light')).toBe('#192d3e');
    const shade = readableShade('#61dafb', ['#FFFFFF', '#f6f7f9'], 'light');
    expect(getContrastRatio(shade, '#f6f7f9')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(shade, '#f6f7f9')).toBeLessThan(7); // no darker than it needs to be
  });
});

describe('the light/dark toggle', () => {
  it('switches main between a dark and a light theme, toolbar and footer following', () => {
    const light = toggleLightDark({
      main: 'defaultDark',
      navbar: 'defaultDark',
      toolbar: 'defaultDark',
      footer: 'slate',
    });
    expect(light).toEqual({ main: 'default', navbar: 'defaultDark', toolbar: 'default', footer: 'slate' });
    expect(toggleLightDark(light)).toEqual({
      main: 'defaultDark',
      navbar: 'defaultDark',
      toolbar: 'defaultDark',
      footer: 'slate',
    });
  });

  it('turns any light theme dark', () => {
    expect(toggleLightDark({ main: 'tech', navbar: 'tech', toolbar: 'tech', footer: 'tech' }).main).toBe(
      'defaultDark',
    );
  });
});
