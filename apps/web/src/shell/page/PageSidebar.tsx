import { LIMITS } from '@flowlane/contracts';
import { Box, Drawer } from '@mui/material';
import type { ReactNode } from 'react';
import { useLargeScreen } from '../navbar/use-large-screen';

/** A page's sidebar: permanent from the large breakpoint up, a drawer below it. */
export function PageSidebar({
  side,
  open,
  onClose,
  children,
}: {
  side: 'left' | 'right';
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const large = useLargeScreen();
  if (!large)
    return (
      <Drawer
        anchor={side}
        open={open}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: LIMITS.sidebarWidth } } }}
      >
        {children}
      </Drawer>
    );
  return (
    <Box
      component="aside"
      data-testid={`page-sidebar-${side}`}
      sx={{
        width: LIMITS.sidebarWidth,
        flexShrink: 0,
        borderColor: 'divider',
        ...(side === 'left' ? { borderRight: 1 } : { borderLeft: 1 }),
      }}
    >
      {children}
    </Box>
  );
}
