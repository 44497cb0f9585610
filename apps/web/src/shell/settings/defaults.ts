import type { LayoutConfig, LayoutStyle, SettingsPatch, ShellSettings } from './settings-schema';

const bars = {
  navbar: { display: true, folded: false, position: 'left', style: 'fixed' },
  toolbar: { display: true, style: 'fixed', position: 'below' },
  footer: { display: true, style: 'fixed', position: 'below' },
  rightSidePanel: { display: true },
} as const satisfies Partial<LayoutConfig>;

/** Each layout's defaults (the reference's table): layout 3 is a container with the toolbar above. */
export const LAYOUT_DEFAULTS: Record<LayoutStyle, LayoutConfig> = {
  layout1: { mode: 'fullwidth', scroll: 'content', ...bars },
  layout2: { mode: 'fullwidth', scroll: 'content', ...bars },
  layout3: {
    mode: 'container',
    scroll: 'content',
    ...bars,
    toolbar: { display: true, style: 'fixed', position: 'above' },
  },
};

/** Built-in defaults: the first layer of the merge. */
export const BUILT_IN_SETTINGS: ShellSettings = {
  layout: { style: 'layout1', config: LAYOUT_DEFAULTS.layout1 },
  customScrollbars: true,
  animations: true,
  direction: 'ltr',
  theme: { main: 'default', navbar: 'defaultDark', toolbar: 'default', footer: 'defaultDark' },
};

/** The app's configuration (spec: the default is dark, layout 1, full width). */
export const APP_SETTINGS: SettingsPatch = {
  layout: { style: 'layout1', config: { mode: 'fullwidth' } },
  theme: { main: 'defaultDark', navbar: 'defaultDark', toolbar: 'defaultDark', footer: 'defaultDark' },
};

/** For routes outside the shell's chrome (the guest pages): no navbar, toolbar, footer or side panel. */
export const GUEST_ROUTE_SETTINGS: SettingsPatch = {
  layout: {
    config: {
      navbar: { display: false },
      toolbar: { display: false },
      footer: { display: false },
      rightSidePanel: { display: false },
    },
  },
};
