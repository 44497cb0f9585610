import { useCallback, useMemo } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, type Language, languageDirection } from '../../i18n';
import { toggleLightDark } from '../theme/theme-mode';
import { LAYOUT_DEFAULTS } from './defaults';
import { combinePatches, mergeSettings, parseDefaultSettingsQuery } from './merge';
import { usePreferences } from './preferences';
import {
  type LayoutStyle,
  parseSettingsPatch,
  type SettingsPatch,
  type ShellSettings,
} from './settings-schema';
import { useShellStore } from './shell-store';

let queryPatch: SettingsPatch | undefined;
/** `?defaultSettings=` is read once, from the address the app was opened at. */
function defaultSettingsFromQuery(): SettingsPatch {
  queryPatch ??= typeof window === 'undefined' ? {} : parseDefaultSettingsQuery(window.location.search);
  return queryPatch;
}

export type ShellSettingsApi = {
  /** The merged settings the shell renders with. */
  settings: ShellSettings;
  language: Language;
  /** Saves a change to the user's own settings (profile for a user with a role, else this browser). */
  setSettings(patch: SettingsPatch): void;
  /** Another layout starts from that layout's defaults. */
  setLayoutStyle(style: LayoutStyle): void;
  toggleNavbarFolded(): void;
  toggleLightDark(): void;
  /** Arabic also turns the direction to RTL; English and Turkish to LTR. */
  setLanguage(language: Language): void;
};

/**
 * The shell's settings and setters. `frameSettings` are a layout route's settings (AppShell's
 * `routeSettings`); a page's own (useRouteSettings) go over them.
 */
export function useShellSettings(frameSettings?: SettingsPatch): ShellSettingsApi {
  const preferences = usePreferences();
  const pageSettings = useShellStore((state) => state.route);
  const saved = useMemo(() => parseSettingsPatch(preferences.settings), [preferences.settings]);
  const route = useMemo(
    () =>
      frameSettings && pageSettings
        ? combinePatches(frameSettings, pageSettings)
        : (pageSettings ?? frameSettings),
    [frameSettings, pageSettings],
  );
  const settings = useMemo(
    () => mergeSettings({ query: defaultSettingsFromQuery(), user: saved, route }),
    [saved, route],
  );
  const language = isLanguage(preferences.settings.language)
    ? preferences.settings.language
    : DEFAULT_LANGUAGE;

  const { writeSettings } = preferences;
  const update = useCallback(
    (change: (saved: SettingsPatch) => SettingsPatch) =>
      writeSettings((record) => ({ ...record, ...change(parseSettingsPatch(record)) })),
    [writeSettings],
  );
  const setSettings = useCallback(
    (patch: SettingsPatch) => update((current) => combinePatches(current, patch)),
    [update],
  );
  const setLayoutStyle = useCallback(
    (style: LayoutStyle) =>
      update((current) => ({ ...current, layout: { style, config: LAYOUT_DEFAULTS[style] } })),
    [update],
  );
  const folded = settings.layout.config.navbar.folded;
  const toggleNavbarFolded = useCallback(
    () => setSettings({ layout: { config: { navbar: { folded: !folded } } } }),
    [setSettings, folded],
  );
  const theme = settings.theme;
  const toggleTheme = useCallback(() => setSettings({ theme: toggleLightDark(theme) }), [setSettings, theme]);
  const setLanguage = useCallback(
    (next: Language) =>
      writeSettings((record) => ({
        ...record,
        ...combinePatches(parseSettingsPatch(record), { direction: languageDirection(next) }),
        language: next,
      })),
    [writeSettings],
  );

  return {
    settings,
    language,
    setSettings,
    setLayoutStyle,
    toggleNavbarFolded,
    toggleLightDark: toggleTheme,
    setLanguage,
  };
}
