import { Box, Container } from '@mui/material';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { LayoutMode, ScrollArea as ScrollMode } from '../settings/settings-schema';

/**
 * The page frame. Scroll "content": the frame is the window's height and the content area scrolls;
 * "body": the page scrolls as a whole. Mode "boxed" centres the frame at 1280 px with a shadow.
 */
export function LayoutRoot({
  mode,
  scroll,
  layout,
  children,
}: {
  mode: LayoutMode;
  scroll: ScrollMode;
  layout: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ bgcolor: mode === 'boxed' ? 'action.hover' : 'background.default', minHeight: '100vh' }}>
      <Box
        data-testid="app-shell"
        data-layout={layout}
        data-mode={mode}
        data-scroll={scroll}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.default',
          color: 'text.primary',
          ...(scroll === 'content' ? { height: '100vh', overflow: 'hidden' } : { minHeight: '100vh' }),
          ...(mode === 'boxed' && { maxWidth: 1280, mx: 'auto', boxShadow: 8 }),
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** Where the page scrolls in "content" mode; a plain column in "body" mode. */
export function ScrollArea({ scroll, children }: { scroll: ScrollMode; children: ReactNode }) {
  return (
    <Box
      data-testid="scroll-area"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        flex: '1 1 auto',
        minHeight: 0,
        ...(scroll === 'content' && { overflowY: 'auto', overflowX: 'hidden' }),
      }}
    >
      {children}
    </Box>
  );
}

/** A bar kept in view while the page scrolls as a whole (style "fixed" with scroll "body"). */
export function PinnedBar({
  edge,
  pinned,
  children,
}: {
  edge: 'top' | 'bottom';
  pinned: boolean;
  children: ReactNode;
}) {
  if (!pinned) return children;
  return (
    <Box sx={{ position: 'sticky', [edge]: 0, zIndex: (theme) => theme.zIndex.appBar, flexShrink: 0 }}>
      {children}
    </Box>
  );
}

/**
 * The routed page, the document's one main landmark (the toolbar and footer stay outside it); in
 * "container" mode held to the large breakpoint's width.
 */
export function LayoutContent({ contained }: { contained: boolean }) {
  return (
    <Box
      component="main"
      data-testid="layout-content"
      sx={{ flex: '1 0 auto', display: 'flex', flexDirection: 'column' }}
    >
      {contained ? (
        <Container maxWidth="lg" disableGutters sx={{ flex: '1 0 auto' }}>
          <Outlet />
        </Container>
      ) : (
        <Outlet />
      )}
    </Box>
  );
}
