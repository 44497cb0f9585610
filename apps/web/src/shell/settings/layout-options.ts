import type { BarPosition, LayoutMode, LayoutStyle, NavbarPosition, ScrollArea } from './settings-schema';

export type BarOption = 'display' | 'folded' | 'position' | 'style';

/** What the settings panel offers per layout (the reference's table). */
export type LayoutOptions = {
  modes: LayoutMode[];
  scrolls: ScrollArea[];
  navbar: BarOption[];
  toolbar: BarOption[];
  footer: BarOption[];
};

export const LAYOUT_OPTIONS: Record<LayoutStyle, LayoutOptions> = {
  layout1: {
    modes: ['boxed', 'fullwidth'],
    scrolls: ['body', 'content'],
    navbar: ['display', 'folded', 'position', 'style'],
    toolbar: ['display', 'style', 'position'],
    footer: ['display', 'style', 'position'],
  },
  layout2: {
    modes: ['boxed', 'fullwidth', 'container'],
    scrolls: ['content'],
    navbar: ['display'],
    toolbar: ['display', 'position'],
    footer: ['display', 'style'],
  },
  layout3: {
    modes: ['boxed', 'fullwidth', 'container'],
    scrolls: ['content'],
    navbar: ['display'],
    toolbar: ['display', 'position'],
    footer: ['display', 'style'],
  },
};

export const NAVBAR_POSITIONS: NavbarPosition[] = ['left', 'right'];
export const BAR_POSITIONS: BarPosition[] = ['above', 'below'];
