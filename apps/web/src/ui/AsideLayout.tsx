import { Card, CardContent, Stack } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A detail page's two cards: a narrow one of facts or help (a template's description, an item's status)
 * beside the main one (its form); stacked on small screens.
 */
export function AsideLayout({
  aside,
  asideWidth,
  children,
}: {
  aside: ReactNode;
  asideWidth: number;
  children: ReactNode;
}) {
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} sx={{ gap: 3, alignItems: 'flex-start' }}>
      <Card
        variant="outlined"
        sx={{ flex: { lg: `0 0 ${asideWidth}px` }, width: { xs: '100%', lg: 'auto' } }}
      >
        <CardContent>{aside}</CardContent>
      </Card>
      <Card variant="outlined" sx={{ flex: 1, width: '100%' }}>
        <CardContent>{children}</CardContent>
      </Card>
    </Stack>
  );
}
