import { FooterLayout } from '../footer/FooterLayout';
import type { LayoutConfig } from '../settings/settings-schema';
import { LayoutContent, LayoutRoot, PinnedBar, ScrollArea } from './LayoutParts';
import { LazyHorizontalNavbar, LazyToolbarLayout } from './lazy-chrome';

/**
 * Layouts 2 and 3, horizontal: the toolbar above or below the top navigation bar (layout 3 puts it
 * above and holds everything in a container); a fixed footer stays in view, a static one scrolls.
 */
export function LayoutHorizontal({ style, config }: { style: 'layout2' | 'layout3'; config: LayoutConfig }) {
  const { toolbar, footer, navbar, scroll, mode } = config;
  const contained = mode === 'container';
  const bodyScroll = scroll === 'body';
  const toolbarEl = toolbar.display ? <LazyToolbarLayout style={style} config={config} /> : null;
  const footerEl = footer.display ? <FooterLayout contained={contained} /> : null;
  const footerFixed = footer.style === 'fixed';
  return (
    <LayoutRoot mode={mode} scroll={scroll} layout={style}>
      <PinnedBar edge="top" pinned={bodyScroll && toolbar.style === 'fixed'}>
        {toolbar.position === 'above' && toolbarEl}
        {navbar.display && <LazyHorizontalNavbar contained={contained} />}
        {toolbar.position === 'below' && toolbarEl}
      </PinnedBar>
      <ScrollArea scroll={scroll}>
        <LayoutContent contained={contained} />
        {!footerFixed && footerEl}
      </ScrollArea>
      {footerFixed && (
        <PinnedBar edge="bottom" pinned={bodyScroll}>
          {footerEl}
        </PinnedBar>
      )}
    </LayoutRoot>
  );
}
