import { Box, Paper } from '@mui/material';
import { PageBody } from './PageBody';
import { PageSidebar } from './PageSidebar';
import type { PageTemplateProps } from './page-types';
import { useSidebars } from './use-sidebars';

export const PAGE_CARDED = { headerHeight: 200, toolbarHeight: 64 } as const;

/**
 * The carded page: a coloured header band (200 px) with the content as a card rising into its lower
 * part; the card holds the content toolbar (64 px) and the content, sidebars (240 px) beside it.
 */
export function PageCarded(props: PageTemplateProps) {
  const { header, contentToolbar, content, children, leftSidebarContent, rightSidebarContent } = props;
  const sidebars = useSidebars(props);
  const overlap = PAGE_CARDED.toolbarHeight;
  return (
    <Box
      data-testid="page-carded"
      sx={{ position: 'relative', display: 'flex', flexDirection: 'column', flex: '1 0 auto' }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          insetInline: 0,
          top: 0,
          height: PAGE_CARDED.headerHeight,
          bgcolor: 'primary.dark',
          // A phone's header grows with its wrapped title and buttons: it carries the band itself.
          display: { xs: 'none', md: 'block' },
        }}
      />
      <Box sx={{ position: 'relative', display: 'flex', flex: '1 0 auto', px: { xs: 1, md: 3 } }}>
        {leftSidebarContent && (
          <Box sx={{ pt: `${PAGE_CARDED.headerHeight - overlap}px`, display: 'flex' }}>
            <PageSidebar side="left" open={sidebars.leftOpen} onClose={() => sidebars.setLeftOpen(false)}>
              {leftSidebarContent}
            </PageSidebar>
          </Box>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
          <Box
            component="header"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              height: { md: PAGE_CARDED.headerHeight - overlap },
              px: 2,
              color: 'primary.contrastText',
              // On a phone: at least the band's height, reaching the page's edges, the card rising into
              // its lower part as on a wide screen (the band above is hidden there).
              minHeight: { xs: PAGE_CARDED.headerHeight, md: 0 },
              mx: { xs: -1, md: 0 },
              pt: { xs: 1, md: 0 },
              pb: { xs: `${overlap + 8}px`, md: 0 },
              bgcolor: { xs: 'primary.dark', md: 'transparent' },
            }}
          >
            {sidebars.leftButton}
            <Box sx={{ flex: 1, minWidth: 0 }}>{header}</Box>
            {sidebars.rightButton}
          </Box>
          <Paper
            sx={{
              display: 'flex',
              flexDirection: 'column',
              flex: '1 0 auto',
              mb: 3,
              mt: { xs: `-${overlap}px`, md: 0 },
              overflow: 'hidden',
            }}
          >
            <PageBody toolbar={contentToolbar} toolbarHeight={PAGE_CARDED.toolbarHeight}>
              {content ?? children}
            </PageBody>
          </Paper>
        </Box>
        {rightSidebarContent && (
          <Box sx={{ pt: `${PAGE_CARDED.headerHeight - overlap}px`, display: 'flex' }}>
            <PageSidebar side="right" open={sidebars.rightOpen} onClose={() => sidebars.setRightOpen(false)}>
              {rightSidebarContent}
            </PageSidebar>
          </Box>
        )}
      </Box>
    </Box>
  );
}
