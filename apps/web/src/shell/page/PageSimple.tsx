import { Box } from '@mui/material';
import { PageBody } from './PageBody';
import { PageSidebar } from './PageSidebar';
import type { PageTemplateProps } from './page-types';
import { useSidebars } from './use-sidebars';

export const PAGE_SIMPLE = { headerHeight: 120, toolbarHeight: 64 } as const;

/** The simple page: a header (120 px), optional sidebars (240 px), a content toolbar (64 px), content. */
export function PageSimple(props: PageTemplateProps) {
  const { header, contentToolbar, content, children, leftSidebarContent, rightSidebarContent } = props;
  const sidebars = useSidebars(props);
  return (
    <Box
      data-testid="page-simple"
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 0 auto', minHeight: '100%' }}
    >
      {(header || sidebars.leftButton || sidebars.rightButton) && (
        <Box
          component="header"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minHeight: PAGE_SIMPLE.headerHeight,
            px: { xs: 2, md: 3 },
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          {sidebars.leftButton}
          <Box sx={{ flex: 1, minWidth: 0 }}>{header}</Box>
          {sidebars.rightButton}
        </Box>
      )}
      <Box sx={{ display: 'flex', flex: '1 0 auto' }}>
        {leftSidebarContent && (
          <PageSidebar side="left" open={sidebars.leftOpen} onClose={() => sidebars.setLeftOpen(false)}>
            {leftSidebarContent}
          </PageSidebar>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
          <PageBody toolbar={contentToolbar} toolbarHeight={PAGE_SIMPLE.toolbarHeight}>
            {content ?? children}
          </PageBody>
        </Box>
        {rightSidebarContent && (
          <PageSidebar side="right" open={sidebars.rightOpen} onClose={() => sidebars.setRightOpen(false)}>
            {rightSidebarContent}
          </PageSidebar>
        )}
      </Box>
    </Box>
  );
}
