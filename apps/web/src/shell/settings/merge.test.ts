import { describe, expect, it } from 'vitest';
import { APP_SETTINGS, BUILT_IN_SETTINGS, GUEST_ROUTE_SETTINGS, LAYOUT_DEFAULTS } from './defaults';
import { applyPatch, combinePatches, mergeSettings, parseDefaultSettingsQuery } from './merge';
import { parseSettingsPatch } from './settings-schema';

const query = (settings: unknown) => `?defaultSettings=${encodeURIComponent(JSON.stringify(settings))}`;

describe('mergeSettings', () => {
  it('defaults to the spec: main theme defaultDark, layout 1, full width', () => {
    const settings = mergeSettings({});
    expect(settings.theme.main).toBe('defaultDark');
    expect(settings.layout.style).toBe('layout1');
    expect(settings.layout.config.mode).toBe('fullwidth');
    expect(settings.layout.config.navbar).toEqual({
      display: true,
      folded: false,
      position: 'left',
      style: 'fixed',
    });
    expect(settings.direction).toBe('ltr');
  });

  it('starts a chosen layout from its own defaults (layout 3: container, toolbar above)', () => {
    const settings = mergeSettings({ user: { layout: { style: 'layout3' } }, app: {} });
    expect(settings.layout.config).toEqual(LAYOUT_DEFAULTS.layout3);
    expect(settings.layout.config.toolbar.position).toBe('above');
  });

  it('applies the layers in order: app config, query, user, route (later wins)', () => {
    const settings = mergeSettings({
      app: { theme: { main: 'legacy' }, animations: false, customScrollbars: false },
      query: { theme: { main: 'sunset' }, animations: true },
      user: { theme: { main: 'slate', navbar: 'tech' } },
      route: { theme: { navbar: 'beach' } },
    });
    expect(settings.theme).toMatchObject({ main: 'slate', navbar: 'beach' });
    expect(settings.animations).toBe(true);
    expect(settings.customScrollbars).toBe(false);
  });

  it('applies the app config over the chosen layout defaults', () => {
    const settings = mergeSettings({ app: { layout: { style: 'layout3', config: { mode: 'boxed' } } } });
    expect(settings.layout.config.mode).toBe('boxed');
    expect(settings.layout.config.toolbar.position).toBe('above');
  });

  it('lets a route hide the chrome; without it the defaults come back', () => {
    const guest = mergeSettings({ route: GUEST_ROUTE_SETTINGS });
    expect(guest.layout.config.navbar.display).toBe(false);
    expect(guest.layout.config.toolbar.display).toBe(false);
    expect(guest.layout.config.footer.display).toBe(false);
    expect(guest.layout.config.rightSidePanel.display).toBe(false);
    expect(mergeSettings({}).layout.config.navbar.display).toBe(true);
  });

  it('keeps the built-in defaults untouched', () => {
    mergeSettings({ user: { layout: { config: { navbar: { folded: true } } } } });
    expect(BUILT_IN_SETTINGS.layout.config.navbar.folded).toBe(false);
    expect(APP_SETTINGS.layout?.style).toBe('layout1');
  });
});

describe('the defaultSettings query parameter', () => {
  it('reads JSON settings', () => {
    expect(parseDefaultSettingsQuery(query({ layout: { style: 'layout2' }, direction: 'rtl' }))).toEqual({
      layout: { style: 'layout2' },
      direction: 'rtl',
    });
  });

  it.each([
    ['bad JSON', '?defaultSettings=%7Bnot json'],
    ['no parameter', '?other=1'],
    ['an empty value', '?defaultSettings='],
    ['a JSON array', query([1, 2])],
    ['a JSON string', query('layout2')],
  ])('ignores %s', (_name, search) => {
    expect(parseDefaultSettingsQuery(search)).toEqual({});
  });

  it('drops bad fields and keeps the good ones beside them', () => {
    const patch = parseDefaultSettingsQuery(
      query({
        layout: { style: 'layout9', config: { mode: 'boxed', navbar: { folded: 'yes' } } },
        animations: 1,
      }),
    );
    expect(patch).toEqual({ layout: { config: { mode: 'boxed', navbar: {} } } });
    expect(mergeSettings({ query: patch }).layout.style).toBe('layout1');
  });
});

describe('parseSettingsPatch', () => {
  it('ignores the other keys of user.data.settings (timezone, language)', () => {
    expect(
      parseSettingsPatch({ timezone: 'Europe/Istanbul', language: 'tr', theme: { main: 'tech' } }),
    ).toEqual({ theme: { main: 'tech' } });
  });

  it('refuses an unknown theme name', () => {
    expect(parseSettingsPatch({ theme: { main: 'neon', footer: 'slate' } })).toEqual({
      theme: { footer: 'slate' },
    });
  });
});

describe('patches', () => {
  it('combine deeply, later wins', () => {
    const combined = combinePatches(
      {
        layout: { config: { navbar: { folded: true }, toolbar: { style: 'static' } } },
        theme: { main: 'tech' },
      },
      { layout: { config: { navbar: { position: 'right' } } }, theme: { navbar: 'slate' } },
    );
    expect(combined).toEqual({
      layout: {
        config: {
          navbar: { folded: true, position: 'right' },
          toolbar: { style: 'static' },
          footer: {},
          rightSidePanel: {},
        },
      },
      theme: { main: 'tech', navbar: 'slate' },
    });
  });

  it('apply over full settings without touching unrelated sections', () => {
    const settings = applyPatch(BUILT_IN_SETTINGS, { layout: { config: { footer: { style: 'static' } } } });
    expect(settings.layout.config.footer).toEqual({ display: true, style: 'static', position: 'below' });
    expect(settings.layout.config.toolbar).toEqual(BUILT_IN_SETTINGS.layout.config.toolbar);
  });
});
