import { Box } from '@mui/material';
import { FooterLayout } from '../footer/FooterLayout';
import type { LayoutConfig } from '../settings/settings-schema';
import { LayoutContent, LayoutRoot, PinnedBar, ScrollArea } from './LayoutParts';
import { LazyNavbarLayout1, LazyToolbarLayout } from './lazy-chrome';

/**
 * Layout 1, vertical: the navbar on the left (or right). A toolbar or footer "above" spans the whole
 * width outside the navbar's row; "below" sits in the content column. A fixed bar stays outside the
 * scrolling area (or pinned, when the body scrolls); a static one scrolls with the page.
 */
export function Layout1({ config }: { config: LayoutConfig }) {
  const { toolbar, footer, navbar, scroll, mode } = config;
  const bodyScroll = scroll === 'body';
  const contained = mode === 'container';
  const toolbarEl = toolbar.display ? <LazyToolbarLayout style="layout1" config={config} /> : null;
  const footerEl = footer.display ? <FooterLayout contained={contained} /> : null;
  const toolbarFixed = toolbar.style === 'fixed';
  const footerFixed = footer.style === 'fixed';
  const below = (position: 'above' | 'below') => position === 'below';
  const navbarEl = <LazyNavbarLayout1 navbar={navbar} scroll={scroll} />;

  return (
    <LayoutRoot mode={mode} scroll={scroll} layout="layout1">
      {!below(toolbar.position) && (
        <PinnedBar edge="top" pinned={bodyScroll && toolbarFixed}>
          {toolbarEl}
        </PinnedBar>
      )}
      <Box sx={{ display: 'flex', flex: '1 1 auto', minHeight: 0 }}>
        {navbar.position === 'left' && navbarEl}
        <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, minHeight: 0 }}>
          {below(toolbar.position) && toolbarFixed && (
            <PinnedBar edge="top" pinned={bodyScroll}>
              {toolbarEl}
            </PinnedBar>
          )}
          <ScrollArea scroll={scroll}>
            {below(toolbar.position) && !toolbarFixed && toolbarEl}
            <LayoutContent contained={contained} />
            {below(footer.position) && !footerFixed && footerEl}
          </ScrollArea>
          {below(footer.position) && footerFixed && (
            <PinnedBar edge="bottom" pinned={bodyScroll}>
              {footerEl}
            </PinnedBar>
          )}
        </Box>
        {navbar.position === 'right' && navbarEl}
      </Box>
      {!below(footer.position) && (
        <PinnedBar edge="bottom" pinned={bodyScroll && footerFixed}>
          {footerEl}
        </PinnedBar>
      )}
    </LayoutRoot>
  );
}
