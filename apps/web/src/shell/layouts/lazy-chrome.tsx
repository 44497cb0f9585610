import { lazy } from 'react';
import type { LayoutConfig, ScrollArea } from '../settings/settings-schema';

// The chrome of the signed-in pages (navbar with the navigation, toolbar with search, shortcuts, menus)
// loads on first use: the guest pages hide it, so the login page does not download it. These parts have
// no Suspense boundary of their own: they suspend the whole layout (AppShell's boundary), so a page
// appears with its chrome and never moves under a pointer when the chrome arrives (a toolbar arriving
// between a press and its release moved the page's "New …" button away and the click was lost).
const NavbarLayout1Part = lazy(async () => ({
  default: (await import('../navbar/NavbarLayout1')).NavbarLayout1,
}));
export const LazyHorizontalNavbar = lazy(async () => ({
  default: (await import('./HorizontalNavbar')).HorizontalNavbar,
}));
export const LazyToolbarLayout = lazy(async () => ({
  default: (await import('../toolbar/ToolbarLayout')).ToolbarLayout,
}));

export function LazyNavbarLayout1(props: { navbar: LayoutConfig['navbar']; scroll: ScrollArea }) {
  if (!props.navbar.display) return null;
  return <NavbarLayout1Part {...props} />;
}
