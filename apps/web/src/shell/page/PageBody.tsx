import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** A page template's content: its toolbar band (when it has one) above the padded content. */
export function PageBody({
  toolbar,
  toolbarHeight,
  children,
}: {
  toolbar: ReactNode;
  toolbarHeight: number;
  children: ReactNode;
}) {
  return (
    <>
      {toolbar && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            minHeight: toolbarHeight,
            px: { xs: 2, md: 3 },
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {toolbar}
        </Box>
      )}
      <Box sx={{ flex: '1 0 auto', p: { xs: 2, md: 3 } }}>{children}</Box>
    </>
  );
}
