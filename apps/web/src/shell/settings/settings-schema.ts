import { z } from 'zod';

export const THEME_NAMES = [
  'default',
  'legacy',
  'sunset',
  'greeny',
  'beach',
  'tech',
  'sweetHues',
  'defaultDark',
  'deepOcean',
  'slate',
] as const;
export const ThemeName = z.enum(THEME_NAMES);
export type ThemeName = z.infer<typeof ThemeName>;

export const LayoutStyle = z.enum(['layout1', 'layout2', 'layout3']);
export type LayoutStyle = z.infer<typeof LayoutStyle>;
export const LayoutMode = z.enum(['boxed', 'fullwidth', 'container']);
export type LayoutMode = z.infer<typeof LayoutMode>;
export const ScrollArea = z.enum(['body', 'content']);
export type ScrollArea = z.infer<typeof ScrollArea>;
export const BarStyle = z.enum(['fixed', 'static']);
export type BarStyle = z.infer<typeof BarStyle>;
export const NavbarPosition = z.enum(['left', 'right']);
export type NavbarPosition = z.infer<typeof NavbarPosition>;
export const BarPosition = z.enum(['above', 'below']);
export type BarPosition = z.infer<typeof BarPosition>;
export const Direction = z.enum(['ltr', 'rtl']);
export type Direction = z.infer<typeof Direction>;
export const ThemeSection = z.enum(['main', 'navbar', 'toolbar', 'footer']);
export type ThemeSection = z.infer<typeof ThemeSection>;

/**
 * One config shape for every layout: the settings panel shows, per layout, only the options the
 * reference's table lists (see layout-options.ts); the others keep their defaults and are ignored.
 */
export type LayoutConfig = {
  mode: LayoutMode;
  scroll: ScrollArea;
  navbar: { display: boolean; folded: boolean; position: NavbarPosition; style: BarStyle };
  toolbar: { display: boolean; style: BarStyle; position: BarPosition };
  footer: { display: boolean; style: BarStyle; position: BarPosition };
  /** The fixed settings button on the page edge (the template's side panel). */
  rightSidePanel: { display: boolean };
};

export type ShellSettings = {
  layout: { style: LayoutStyle; config: LayoutConfig };
  customScrollbars: boolean;
  animations: boolean;
  direction: Direction;
  theme: Record<ThemeSection, ThemeName>;
};

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
export type SettingsPatch = DeepPartial<ShellSettings>;

// A bad field drops to undefined instead of failing its whole layer: a stale saved value or a typo in
// ?defaultSettings= must never take the app down, nor throw away the good values beside it.
const opt = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const section = <T extends z.ZodRawShape>(shape: T) => opt(z.object(shape).partial());

const LayoutConfigPatch = z
  .object({
    mode: opt(LayoutMode),
    scroll: opt(ScrollArea),
    navbar: section({
      display: opt(z.boolean()),
      folded: opt(z.boolean()),
      position: opt(NavbarPosition),
      style: opt(BarStyle),
    }),
    toolbar: section({ display: opt(z.boolean()), style: opt(BarStyle), position: opt(BarPosition) }),
    footer: section({ display: opt(z.boolean()), style: opt(BarStyle), position: opt(BarPosition) }),
    rightSidePanel: section({ display: opt(z.boolean()) }),
  })
  .partial();

export const SettingsPatchSchema = z
  .object({
    layout: opt(z.object({ style: opt(LayoutStyle), config: opt(LayoutConfigPatch) }).partial()),
    customScrollbars: opt(z.boolean()),
    animations: opt(z.boolean()),
    direction: opt(Direction),
    theme: section({
      main: opt(ThemeName),
      navbar: opt(ThemeName),
      toolbar: opt(ThemeName),
      footer: opt(ThemeName),
    }),
  })
  .partial();

/** Reads a settings layer from anything (saved data, a query parameter); unknown or bad fields are dropped. */
export function parseSettingsPatch(input: unknown): SettingsPatch {
  const first = SettingsPatchSchema.safeParse(input);
  if (!first.success) return {};
  // A caught bad field leaves its key with the value undefined; parsing the cleaned copy again gives a
  // patch whose every key holds a real value, so merging can spread it safely.
  const second = SettingsPatchSchema.safeParse(withoutUndefined(first.data));
  return second.success ? second.data : {};
}

function withoutUndefined(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const entries = Object.entries(value).filter(([, child]) => child !== undefined);
  return Object.fromEntries(entries.map(([key, child]) => [key, withoutUndefined(child)]));
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
