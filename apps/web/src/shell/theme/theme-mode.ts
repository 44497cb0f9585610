import type { ThemeName, ThemeSection } from '../settings/settings-schema';
import { isDarkTheme } from './palettes';

export const LIGHT_THEME: ThemeName = 'default';
export const DARK_THEME: ThemeName = 'defaultDark';

/**
 * The toolbar's light/dark toggle: main goes to the default light or dark theme, and the toolbar and
 * footer follow when they wore the same theme as main. The navbar keeps its own theme (a dark navbar
 * beside light content is the template's usual look).
 */
export function toggleLightDark(theme: Record<ThemeSection, ThemeName>): Record<ThemeSection, ThemeName> {
  const next = isDarkTheme(theme.main) ? LIGHT_THEME : DARK_THEME;
  const follow = (section: ThemeName) => (section === theme.main ? next : section);
  return { ...theme, main: next, toolbar: follow(theme.toolbar), footer: follow(theme.footer) };
}
