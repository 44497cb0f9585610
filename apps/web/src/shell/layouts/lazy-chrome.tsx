import { lazy, Suspense } from 'react';
import type { LayoutConfig, LayoutStyle, ScrollArea } from '../settings/settings-schema';

// The chrome of the signed-in pages (navbar with the navigation, toolbar with search, shortcuts, menus)
// loads on first use: the guest pages hide it, so the login page does not download it.
const NavbarLayout1Part = lazy(async () => ({
  default: (await import('../navbar/NavbarLayout1')).NavbarLayout1,
}));
const HorizontalNavbarPart = lazy(async () => ({
  default: (await import('./HorizontalNavbar')).HorizontalNavbar,
}));
const ToolbarLayoutPart = lazy(async () => ({
  default: (await import('../toolbar/ToolbarLayout')).ToolbarLayout,
}));

export function LazyNavbarLayout1(props: { navbar: LayoutConfig['navbar']; scroll: ScrollArea }) {
  if (!props.navbar.display) return null;
  return (
    <Suspense fallback={null}>
      <NavbarLayout1Part {...props} />
    </Suspense>
  );
}

export function LazyHorizontalNavbar(props: { contained: boolean }) {
  return (
    <Suspense fallback={null}>
      <HorizontalNavbarPart {...props} />
    </Suspense>
  );
}

export function LazyToolbarLayout(props: { style: LayoutStyle; config: LayoutConfig }) {
  return (
    <Suspense fallback={null}>
      <ToolbarLayoutPart {...props} />
    </Suspense>
  );
}
