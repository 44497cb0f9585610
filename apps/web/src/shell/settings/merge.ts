import { APP_SETTINGS, BUILT_IN_SETTINGS, LAYOUT_DEFAULTS } from './defaults';
import { parseSettingsPatch, type SettingsPatch, type ShellSettings } from './settings-schema';

/** A patch over settings; patches come from parseSettingsPatch, so no key holds undefined. */
export function applyPatch(base: ShellSettings, patch: SettingsPatch | undefined): ShellSettings {
  if (!patch) return base;
  const config = base.layout.config;
  const p = patch.layout?.config ?? {};
  return {
    layout: {
      style: patch.layout?.style ?? base.layout.style,
      config: {
        mode: p.mode ?? config.mode,
        scroll: p.scroll ?? config.scroll,
        navbar: { ...config.navbar, ...p.navbar },
        toolbar: { ...config.toolbar, ...p.toolbar },
        footer: { ...config.footer, ...p.footer },
        rightSidePanel: { ...config.rightSidePanel, ...p.rightSidePanel },
      },
    },
    customScrollbars: patch.customScrollbars ?? base.customScrollbars,
    animations: patch.animations ?? base.animations,
    direction: patch.direction ?? base.direction,
    theme: { ...base.theme, ...patch.theme },
  };
}

/** Merges two patches, later wins; used to accumulate the user's saved changes. */
export function combinePatches(first: SettingsPatch, second: SettingsPatch): SettingsPatch {
  return parseSettingsPatch({
    ...first,
    ...second,
    layout: {
      ...first.layout,
      ...second.layout,
      config: combineConfig(first.layout?.config, second.layout?.config),
    },
    theme: { ...first.theme, ...second.theme },
  });
}

function combineConfig(
  a: NonNullable<SettingsPatch['layout']>['config'],
  b: NonNullable<SettingsPatch['layout']>['config'],
) {
  return {
    ...a,
    ...b,
    navbar: { ...a?.navbar, ...b?.navbar },
    toolbar: { ...a?.toolbar, ...b?.toolbar },
    footer: { ...a?.footer, ...b?.footer },
    rightSidePanel: { ...a?.rightSidePanel, ...b?.rightSidePanel },
  };
}

export type SettingsLayers = {
  app?: SettingsPatch;
  query?: SettingsPatch;
  user?: SettingsPatch;
  route?: SettingsPatch;
};

/**
 * The reference's merge order, later wins: built-in defaults, the chosen layout's defaults, the app's
 * configuration, ?defaultSettings=, the user's saved settings; a route's own settings go on top while
 * it is shown. The chosen layout is the last style any layer names.
 */
export function mergeSettings({ app = APP_SETTINGS, query, user, route }: SettingsLayers): ShellSettings {
  const layers = [app, query, user, route];
  const style = layers.reduce(
    (chosen, layer) => layer?.layout?.style ?? chosen,
    BUILT_IN_SETTINGS.layout.style,
  );
  const base: ShellSettings = {
    ...BUILT_IN_SETTINGS,
    layout: { style, config: LAYOUT_DEFAULTS[style] },
  };
  return layers.reduce<ShellSettings>((settings, layer) => applyPatch(settings, layer), base);
}

/** The `?defaultSettings=<JSON>` query parameter; bad JSON is ignored, never fatal. */
export function parseDefaultSettingsQuery(search: string): SettingsPatch {
  const raw = new URLSearchParams(search).get('defaultSettings');
  if (!raw) return {};
  try {
    return parseSettingsPatch(JSON.parse(raw));
  } catch {
    return {};
  }
}
